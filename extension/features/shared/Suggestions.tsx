/**
 * The suggestions of a helper's panel, as they stream in: each one's words appear as the model writes
 * them; its Copy and Insert appear once it is complete (the next one has begun, or the answer is done).
 * Screen readers hear each suggestion once, when it is complete, not every word: the list is busy while
 * it grows, and a polite live region announces the complete ones. Under them, "What was sent": the page
 * facts the answer was written from, exactly as they left the browser.
 */
import { useEffect, useRef, useState } from "react";

export interface SuggestionsProps {
  suggestions: string[];
  /** how many, from the first, are complete */
  complete: number;
  streaming: boolean;
  onCopy: (text: string) => void;
  onInsert?: (text: string) => void;
}

export function Suggestions(props: SuggestionsProps) {
  const announced = useRef(0);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (props.complete <= announced.current) {
      if (props.complete < announced.current) announced.current = props.complete; // a new answer began
      return;
    }
    const fresh = props.suggestions.slice(announced.current, props.complete).map((text, i) => `Suggestion ${announced.current + i + 1}: ${text}`);
    announced.current = props.complete;
    setAnnouncement(fresh.join(" "));
  }, [props.complete, props.suggestions]);

  return (
    <>
      <ol className="nl-list" aria-label="Suggestions" aria-busy={props.streaming || undefined}>
        {props.suggestions.map((text, i) => (
          <li key={i} className="nl-suggestion" data-testid="netlift-suggestion" data-complete={i < props.complete || undefined}>
            {text}
            {i < props.complete ? (
              <div className="nl-suggestion-actions">
                {props.onInsert && (
                  <button type="button" className="nl-primary" onClick={() => props.onInsert?.(text)}>
                    Insert
                  </button>
                )}
                <button type="button" className="nl-secondary" onClick={() => props.onCopy(text)}>
                  Copy
                </button>
              </div>
            ) : (
              <span className="nl-cursor" aria-hidden="true" />
            )}
          </li>
        ))}
      </ol>
      <p className="nl-hidden" aria-live="polite" data-testid="netlift-announcement">
        {announcement}
      </p>
    </>
  );
}

/**
 * One click shows the page facts sent for this answer (the request's `context`, as sent): users and
 * reviewers see for themselves that only what was asked about left the page.
 */
export function WhatWasSent(props: { sent: object }) {
  return (
    <details className="nl-sent">
      <summary>What was sent</summary>
      <p className="nl-status">
        The facts read from this page, exactly as sent with this request. The server adds your saved profile and voice
        from your account; nothing else of the page left your browser.
      </p>
      <pre data-testid="netlift-sent">{JSON.stringify(props.sent, null, 2)}</pre>
    </details>
  );
}
