import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import MediaToggle from "./MediaToggle";
import PosterPicture from "./PosterPicture";
import type { ShowcaseTab } from "./tabs";

/** The tab list's name; before hydration, the radio group's. */
const LABEL = "What Netlift does on each LinkedIn page";

/**
 * Four tabs that work before the island hydrates. The server's HTML (and the first render here, which
 * hydration must match) makes each tab a radio button inside its label: a click or the arrow keys check
 * one, and showcase.css shows the checked one's panel, with no JavaScript. Once the island runs it keeps
 * the same elements and turns them into ARIA tabs (roving tabindex, arrow keys, Home/End), starting on the
 * tab the visitor checked meanwhile; the radios stay as hidden, controlled copies of the selection. No
 * element is replaced, so a tap made while the island hydrates still lands on its tab. The selected tab's
 * video plays muted in a loop, with a pause button; the poster covers it until the video has loaded. The
 * first render has the posters only (lazy: a hidden panel's loads when it is shown): the video is added
 * once the island runs, so a visitor who never scrolls here downloads none. No inline styles (the pages'
 * Content-Security-Policy allows none): each tab's colour comes from showcase.css by its data-tab.
 */
export default function Showcase({ tabs, sizes }: { tabs: ShowcaseTab[]; sizes: string }) {
  // false in the server's HTML and during hydration (radio buttons), true from then on (ARIA tabs)
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(0);
  const [loaded, setLoaded] = useState<Record<string, boolean>>({});
  const [running, setRunning] = useState(false);
  const [paused, setPaused] = useState(false);
  const radios = useRef<(HTMLInputElement | null)[]>([]);
  const tabRefs = useRef<(HTMLSpanElement | null)[]>([]);
  const refocus = useRef(false);
  const video = useRef<HTMLVideoElement>(null);

  useLayoutEffect(() => {
    // Before the first paint after hydration: start on the radio the visitor checked before it (hydration
    // leaves a radio's checkedness as it finds it), and keep the keyboard focus on it if it was there.
    const checked = radios.current.findIndex((radio) => radio?.checked);
    refocus.current = radios.current.some((radio) => radio !== null && radio === document.activeElement);
    setSelected(Math.max(checked, 0));
    setEnhanced(true);
  }, []);

  useLayoutEffect(() => {
    if (!enhanced || !refocus.current) return;
    refocus.current = false;
    tabRefs.current[selected]?.focus(); // its radio is hidden now
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: when the radios become tabs, not on every choice
  }, [enhanced]);

  useEffect(() => {
    // no motion unless asked for: the visitor starts the video
    setPaused(window.matchMedia("(prefers-reduced-motion: reduce)").matches);
    setRunning(true);
  }, []);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!enhanced) return; // the radios' own arrow keys
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  // acts on what the button shows: until the clip has arrived, the video is paused while it is meant to play
  // (autoplay), and pausing it then stops the autoplay (autoPlay follows `paused`)
  function togglePlayback() {
    const v = video.current;
    if (!v) return;
    // a refused play (no data, or paused again before it began) leaves the button offering play
    if (paused) v.play().catch(() => setPaused(v.paused));
    else v.pause();
    setPaused(!paused);
  }

  return (
    <div className="showcase">
      <div className="tablist" role={enhanced ? "tablist" : "radiogroup"} aria-label={LABEL} onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <label key={t.id} className="tab-label">
            <input
              ref={(el) => {
                radios.current[i] = el;
              }}
              type="radio"
              className="tab-radio"
              name="showcase-tab"
              value={t.id}
              checked={i === selected}
              onChange={() => setSelected(i)}
              aria-controls={`panel-${t.id}`}
              hidden={enhanced}
            />
            <span
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              id={`tab-${t.id}`}
              className="tab"
              data-tab={t.id}
              {...(enhanced
                ? {
                    role: "tab",
                    "aria-selected": i === selected,
                    "aria-controls": `panel-${t.id}`,
                    tabIndex: i === selected ? 0 : -1,
                    onClick: () => setSelected(i),
                  }
                : {})}
            >
              <svg className="tab-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d={t.icon} fill="currentColor" />
              </svg>
              {t.title}
            </span>
          </label>
        ))}
      </div>
      {tabs.map((t, i) => {
        const showVideo = running && i === selected && t.video !== null;
        return (
          <div
            key={t.id}
            className="tabpanel"
            id={`panel-${t.id}`}
            data-tab={t.id}
            {...(enhanced ? { role: "tabpanel", "aria-labelledby": `tab-${t.id}`, tabIndex: 0, hidden: i !== selected } : {})}
          >
            <div className="tab-copy">
              <p className="tab-description">{t.description}</p>
              <ul className="tab-points">
                {t.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
            <div className="demo-media">
              {showVideo && (
                <video
                  key={t.video}
                  ref={video}
                  src={t.video!}
                  autoPlay={!paused}
                  muted
                  loop
                  playsInline
                  preload="auto"
                  width={t.poster.width}
                  height={t.poster.height}
                  aria-label={`${t.title} demo: ${t.description}`}
                  onLoadedData={() => setLoaded((l) => ({ ...l, [t.id]: true }))}
                  onPlay={() => setPaused(false)}
                  onPause={() => setPaused(true)}
                />
              )}
              {!loaded[t.id] && (
                <PosterPicture
                  poster={t.poster}
                  sizes={sizes}
                  className="placeholder"
                  alt={`${t.title}: ${t.description}`}
                  loading="lazy"
                  testId="placeholder"
                />
              )}
              {showVideo && <MediaToggle paused={paused} label={`${t.title} demo`} onToggle={togglePlayback} />}
            </div>
          </div>
        );
      })}
    </div>
  );
}
