import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import MediaToggle from "./MediaToggle";
import PosterPicture from "./PosterPicture";
import type { ShowcaseTab } from "./tabs";

/**
 * ARIA tabs (roving tabindex, arrow keys, Home/End). Exactly one tab is selected, initially the
 * first (Feed). Its video plays muted in a loop, with a pause button; the poster covers it until the
 * video has loaded. The first render (static HTML) has the posters only: the video is added once the
 * island runs, so a visitor who never scrolls here downloads none. No inline styles (the pages'
 * Content-Security-Policy allows none): each tab's colour comes from showcase.css by its data-tab.
 */
export default function Showcase({ tabs, sizes }: { tabs: ShowcaseTab[]; sizes: string }) {
  const [selected, setSelected] = useState(0);
  const [loaded, setLoaded] = useState<Record<string, boolean>>({});
  const [running, setRunning] = useState(false);
  const [paused, setPaused] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const video = useRef<HTMLVideoElement>(null);
  const tab = tabs[selected]!;

  useEffect(() => {
    // no motion unless asked for: the visitor starts the video
    setPaused(window.matchMedia("(prefers-reduced-motion: reduce)").matches);
    setRunning(true);
  }, []);

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

  function togglePlayback() {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  }

  const showVideo = running && tab.video !== null;
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
            data-tab={t.id}
            onClick={() => setSelected(i)}
          >
            <svg className="tab-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d={t.icon} fill="currentColor" />
            </svg>
            {t.title}
          </button>
        ))}
      </div>
      <div
        className="tabpanel"
        role="tabpanel"
        id={`panel-${tab.id}`}
        aria-labelledby={`tab-${tab.id}`}
        tabIndex={0}
        data-tab={tab.id}
      >
        <div className="tab-copy">
          <p className="tab-description">{tab.description}</p>
          <ul className="tab-points">
            {tab.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className="demo-media">
          {showVideo && (
            <video
              key={tab.video}
              ref={video}
              src={tab.video!}
              autoPlay={!paused}
              muted
              loop
              playsInline
              preload="auto"
              width={tab.poster.width}
              height={tab.poster.height}
              aria-label={`${tab.title} demo: ${tab.description}`}
              onLoadedData={() => setLoaded((l) => ({ ...l, [tab.id]: true }))}
              onPlay={() => setPaused(false)}
              onPause={() => setPaused(true)}
            />
          )}
          {!loaded[tab.id] && (
            <PosterPicture
              key={tab.id}
              poster={tab.poster}
              sizes={sizes}
              className="placeholder"
              alt={`${tab.title}: ${tab.description}`}
              loading="lazy"
              testId="placeholder"
            />
          )}
          {showVideo && <MediaToggle paused={paused} label={`${tab.title} demo`} onToggle={togglePlayback} />}
        </div>
      </div>
    </div>
  );
}
