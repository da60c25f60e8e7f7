import { useRef, useState, type KeyboardEvent } from "react";
import type { ShowcaseTab } from "./tabs";

/**
 * ARIA tabs (roving tabindex, arrow keys, Home/End). Exactly one tab is selected, initially the
 * first (Feed). Its video plays muted in a loop; the poster covers it until the video has loaded.
 */
export default function Showcase({ tabs }: { tabs: ShowcaseTab[] }) {
  const [selected, setSelected] = useState(0);
  const [loaded, setLoaded] = useState<Record<string, boolean>>({});
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tab = tabs[selected]!;

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className="showcase">
      <div className="tablist" role="tablist" aria-label="What Netlift does on each LinkedIn page" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            id={`tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={i === selected}
            aria-controls={`panel-${t.id}`}
            tabIndex={i === selected ? 0 : -1}
            className="tab"
            style={{ "--tab-colour": t.colour } as React.CSSProperties}
            onClick={() => setSelected(i)}
          >
            <svg className="tab-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d={t.icon} fill="currentColor" />
            </svg>
            {t.title}
          </button>
        ))}
      </div>
      <div className="tabpanel" role="tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`} tabIndex={0}>
        <p className="tab-description">{tab.description}</p>
        <div className="media">
          {tab.video && (
            <video
              key={tab.video}
              src={tab.video}
              autoPlay
              muted
              loop
              playsInline
              preload="metadata"
              aria-label={`${tab.title} demo`}
              onLoadedData={() => setLoaded((l) => ({ ...l, [tab.id]: true }))}
            />
          )}
          {!loaded[tab.id] && (
            <img
              className="placeholder"
              src={tab.poster}
              alt={`${tab.title}: ${tab.description}`}
              width={960}
              height={600}
              loading="lazy"
              data-testid="placeholder"
            />
          )}
        </div>
      </div>
    </div>
  );
}
