/**
 * A suggestion's text with its tells marked: each one underlined, its reason shown on hover and on
 * keyboard focus (the mark is focusable and described by the reason), and, once the answer is
 * finished, a Remove button beside the reason that takes it out in one click.
 */
import { useId } from "react";

import type { Tell } from "../../../src/core/tells";
import { segmentsOf } from "./tell-marks";

export interface TellTextProps {
  text: string;
  marks: readonly Tell[];
  /** takes a tell out; without it (an answer still streaming) the marks only explain */
  onRemove?: (tell: Tell) => void;
}

export function TellText(props: TellTextProps) {
  const id = useId();
  return (
    <>
      {segmentsOf(props.text, props.marks).map((segment, i) =>
        segment.tell ? (
          <TellMark key={`${segment.tell.start}-${segment.tell.kind}`} id={`${id}-${i}`} phrase={segment.text} tell={segment.tell} onRemove={props.onRemove} />
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

function TellMark(props: { id: string; phrase: string; tell: Tell; onRemove?: (tell: Tell) => void }) {
  const { tell, onRemove } = props;
  return (
    <span className="nl-tell">
      <mark tabIndex={0} aria-describedby={props.id} data-testid="netlift-tell" data-kind={tell.kind}>
        {props.phrase}
      </mark>
      <span className="nl-tip" data-testid="netlift-tell-tip">
        <span id={props.id} role="tooltip">
          {tell.reason}
        </span>
        {onRemove && (
          <button type="button" className="nl-tell-remove" aria-label={`Remove "${props.phrase.trim()}"`} onClick={() => onRemove(tell)}>
            Remove
          </button>
        )}
      </span>
    </span>
  );
}
