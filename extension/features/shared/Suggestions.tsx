/**
 * The suggestions of a helper's panel, as they stream in: each one's words appear as the model writes
 * them; its Copy and Insert appear once it is complete (the next one has begun, or the answer is done).
 * The tells of machine-written text in each are marked as the words arrive (TellText); once the answer
 * is done each can be removed with one click, and "Plainer" asks for the suggestion again without them.
 * Insert and Copy take the text as shown. Screen readers hear each suggestion once, when it is complete,
 * not every word: the list is busy while it grows, and a polite live region announces the complete ones.
 * Under them, "What was sent": the page facts the answer was written from, exactly as they left the browser.
 */
import { useEffect, useId, useRef, useState } from "react";

import type { Tell, TellOptions } from "../../../src/core/tells";
import { marksIn } from "./tell-marks";
import { TellReasons, TellText } from "./TellText";
import { fill, ui } from "./i18n";

export interface SuggestionsProps {
  suggestions: string[];
  /** how many, from the first, are complete */
  complete: number;
  streaming: boolean;
  /** how to find the tells to mark (tell-marks.ts markOptions) */
  tellOptions: TellOptions;
  onCopy: (text: string) => void;
  onInsert?: (text: string) => void;
  /** takes a tell out of suggestion `index` (a finished answer only) */
  onRemoveTell?: (index: number, tell: Tell) => void;
  /** asks for suggestion `index` again without its tells (a finished answer only) */
  onPlainer?: (index: number) => void;
  /** a suggestion's length against the most it may have (a connection note's characters), shown under it */
  limit?: number;
}

export function Suggestions(props: SuggestionsProps) {
  const announced = useRef(0);
  const [announcement, setAnnouncement] = useState("");
  const items = useRef<(HTMLLIElement | null)[]>([]);
  /** the suggestion a removal happened in: the keyboard focus stays there, not on the page */
  const refocus = useRef<number | null>(null);

  useEffect(() => {
    if (props.complete <= announced.current) {
      if (props.complete < announced.current) announced.current = props.complete; // a new answer began
      return;
    }
    const fresh = props.suggestions
      .slice(announced.current, props.complete)
      .map((text, i) => fill(ui().suggestionN, { n: announced.current + i + 1, text }));
    announced.current = props.complete;
    setAnnouncement(fresh.join(" "));
  }, [props.complete, props.suggestions]);

  useEffect(() => {
    const item = refocus.current === null ? null : items.current[refocus.current];
    refocus.current = null;
    item?.querySelector<HTMLElement>("mark, button")?.focus();
  }, [props.suggestions]);

  const idBase = useId();
  const reasonId = (index: number) => (tell: Tell) => `${idBase}-${index}-${tell.start}`;
  const marks = props.suggestions.map((text) => marksIn(text, props.tellOptions));

  const remove = (index: number) =>
    props.onRemoveTell &&
    ((tell: Tell) => {
      refocus.current = index;
      props.onRemoveTell?.(index, tell);
    });

  return (
    <>
      <ol className="nl-list" aria-label={ui().suggestions} aria-busy={props.streaming || undefined}>
        {props.suggestions.map((text, i) => {
          const complete = i < props.complete;
          return (
            <li
              key={i}
              ref={(el) => void (items.current[i] = el)}
              className="nl-suggestion"
              data-testid="netlift-suggestion"
              data-complete={complete || undefined}
            >
              <TellText text={text} marks={marks[i]!} reasonId={reasonId(i)} onRemove={props.streaming ? undefined : remove(i)} />
              {props.limit !== undefined && (
                <p className="nl-count" data-testid="netlift-count" data-over={text.length > props.limit || undefined}>
                  {fill(ui().count, { count: text.length, limit: props.limit })}
                </p>
              )}
              {complete ? (
                <div className="nl-suggestion-actions">
                  {props.onInsert && (
                    <button type="button" className="nl-primary" onClick={() => props.onInsert?.(text)}>
                      {ui().insert}
                    </button>
                  )}
                  <button type="button" className="nl-secondary" onClick={() => props.onCopy(text)}>
                    {ui().copy}
                  </button>
                  {props.onPlainer && !props.streaming && marks[i]!.length > 0 && (
                    <button type="button" className="nl-secondary" title={ui().plainerTitle} onClick={() => props.onPlainer?.(i)}>
                      {ui().plainer}
                    </button>
                  )}
                </div>
              ) : (
                <span className="nl-cursor" aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ol>
      <TellReasons
        reasons={marks.flatMap((list, i) => list.map((tell) => ({ id: reasonId(i)(tell), reason: ui().tells[tell.kind] })))}
      />
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
      <summary>{ui().whatWasSent}</summary>
      <p className="nl-status">
        The facts read from this page, exactly as sent with this request. The server adds your saved profile and voice from your
        account; nothing else of the page left your browser.
      </p>
      <pre data-testid="netlift-sent">{JSON.stringify(props.sent, null, 2)}</pre>
    </details>
  );
}
