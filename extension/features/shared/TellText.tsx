/**
 * A suggestion's text with its tells marked: each one underlined, its reason shown on hover and on
 * keyboard focus (the mark is focusable and described by the reason), and, once the answer is
 * finished, a Remove button beside the reason that takes it out in one click. The box's words are
 * drawn by CSS from attributes, so the suggestion's text in the page is exactly the suggestion; the
 * reasons screen readers hear are elsewhere (TellReasons, outside the suggestion).
 */
import type { SyntheticEvent } from "react";

import type { Tell } from "../../../src/core/tells";
import { fill, ui } from "./i18n";
import { segmentsOf } from "./tell-marks";

export interface TellTextProps {
  text: string;
  marks: readonly Tell[];
  /** the id of the element that holds a tell's reason */
  reasonId: (tell: Tell) => string;
  /** takes a tell out; without it (an answer still streaming) the marks only explain */
  onRemove?: (tell: Tell) => void;
}

export function TellText(props: TellTextProps) {
  return (
    <span className="nl-text" data-testid="netlift-suggestion-text">
      {segmentsOf(props.text, props.marks).map((segment) => {
        const tell = segment.tell;
        if (!tell) return segment.text;
        return (
          <span key={`${tell.start}-${tell.kind}`} className="nl-tell" onMouseEnter={keepInside} onFocus={keepInside}>
            <mark tabIndex={0} aria-describedby={props.reasonId(tell)} data-testid="netlift-tell" data-kind={tell.kind}>
              {segment.text}
            </mark>
            <span className="nl-tip" data-testid="netlift-tell-tip">
              <span className="nl-tip-reason" aria-hidden="true" data-reason={ui().tells[tell.kind]} />
              {props.onRemove && (
                <button
                  type="button"
                  className="nl-tell-remove"
                  aria-label={fill(ui().removeTell, { text: segment.text.trim() })}
                  data-label={ui().remove}
                  onClick={() => props.onRemove?.(tell)}
                />
              )}
            </span>
          </span>
        );
      })}
    </span>
  );
}

/**
 * Moves a mark's reason box left as far as it would stick out of its suggestion's right edge (a mark
 * near the end of a line), so the panel's edge, or LinkedIn's card, does not cut it off.
 */
function keepInside(event: SyntheticEvent<HTMLElement>) {
  const tip = event.currentTarget.querySelector<HTMLElement>(".nl-tip");
  const box = event.currentTarget.closest(".nl-suggestion");
  if (!tip || !box) return;
  tip.style.left = "0px";
  const over = tip.getBoundingClientRect().right - box.getBoundingClientRect().right;
  if (over > 0) tip.style.left = `${-over}px`;
}

/** The reasons the marks are described by, out of sight and outside the suggestions' text. */
export function TellReasons(props: { reasons: { id: string; reason: string }[] }) {
  return (
    <div hidden>
      {props.reasons.map(({ id, reason }) => (
        <span key={id} id={id}>
          {reason}
        </span>
      ))}
    </div>
  );
}
