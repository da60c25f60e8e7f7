/**
 * On the user's own recent-activity page: "Use my recent posts as samples". It shows the posts it would
 * take first, each with a box to leave it out, and saves only when asked: the samples of the user's voice,
 * which every suggestion is then written like (PATCH /api/account through the background worker).
 */
import { useEffect, useState } from "react";

import { saveVoiceSamples } from "../shared/background";
import { errorLine } from "../shared/errors";
import { fill, ui } from "../shared/i18n";

export interface VoiceSamplesProps {
  /** the samples found on the page now */
  read: () => string[];
  registerOpen?: (open: () => void) => void;
}

type View =
  | { kind: "closed" }
  | { kind: "preview"; samples: string[]; keep: boolean[] }
  | { kind: "saving" }
  | { kind: "saved"; count: number }
  | { kind: "error"; line: string };

export function VoiceSamples(props: VoiceSamplesProps) {
  const [view, setView] = useState<View>({ kind: "closed" });

  function preview() {
    const samples = props.read();
    if (!samples.length) return setView({ kind: "error", line: ui().voice.none });
    setView({ kind: "preview", samples, keep: samples.map(() => true) });
  }

  useEffect(() => {
    props.registerOpen?.(preview);
  });

  async function save(samples: string[]) {
    setView({ kind: "saving" });
    const reply = await saveVoiceSamples(samples);
    setView(
      reply.ok ? { kind: "saved", count: reply.data.voice.samples.length } : { kind: "error", line: errorLine(reply.error) },
    );
  }

  const m = ui().voice;
  return (
    <div data-helper="voice-samples">
      <div className="nl-row">
        <button type="button" className="nl-trigger" aria-expanded={view.kind !== "closed"} onClick={preview}>
          {m.open}
        </button>
      </div>
      {view.kind !== "closed" && (
        <section className="nl-panel" aria-label={m.panel}>
          <div className="nl-head">
            <span className="nl-brand">Netlift</span>
            <button type="button" className="nl-close" aria-label={ui().close} onClick={() => setView({ kind: "closed" })}>
              ×
            </button>
          </div>
          {view.kind === "preview" && (
            <>
              <p className="nl-status">{m.intro}</p>
              <ol className="nl-list" aria-label={m.list}>
                {view.samples.map((text, i) => (
                  <li key={i} className="nl-suggestion" data-testid="netlift-sample">
                    <label>
                      <input
                        type="checkbox"
                        checked={view.keep[i]}
                        onChange={() => setView({ ...view, keep: view.keep.map((k, j) => (j === i ? !k : k)) })}
                      />{" "}
                      {text}
                    </label>
                  </li>
                ))}
              </ol>
              <div className="nl-suggestion-actions">
                <button
                  type="button"
                  className="nl-primary"
                  disabled={!view.keep.some(Boolean)}
                  onClick={() => void save(view.samples.filter((_, i) => view.keep[i]))}
                >
                  {m.save}
                </button>
                <button type="button" className="nl-secondary" onClick={() => setView({ kind: "closed" })}>
                  {m.cancel}
                </button>
              </div>
            </>
          )}
          <div aria-live="polite">
            {view.kind === "saving" && (
              <p className="nl-status" role="status">
                <span className="nl-spinner" aria-hidden="true" />
                {m.saving}
              </p>
            )}
            {view.kind === "saved" && (
              <p className="nl-status" role="status">
                {view.count === 1 ? m.savedOne : fill(m.savedMany, { count: view.count })}
              </p>
            )}
            {view.kind === "error" && (
              <p className="nl-error" role="alert">
                {view.line}
              </p>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
