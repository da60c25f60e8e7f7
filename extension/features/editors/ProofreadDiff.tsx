/**
 * A proofread as a readable diff: the corrected draft with what was removed struck through and what was
 * added highlighted (<del> and <ins>, each introduced to screen readers in words, not by colour alone),
 * then each non-trivial change with its one-line reason, and a warning when the correction went beyond
 * a proofread.
 */
import type { ProofreadReview } from "./review";
import { ui } from "../shared/i18n";

export function ProofreadDiff(props: { review: ProofreadReview }) {
  const { parts, changes, warnings } = props.review;
  return (
    <>
      <p className="nl-diff" data-testid="netlift-diff">
        {parts.map((part, i) =>
          part.kind === "same" ? (
            <span key={i}>{part.text}</span>
          ) : part.kind === "removed" ? (
            <span key={i}>
              <span className="nl-hidden">[{ui().editors.removed}: </span>
              <del>{part.text}</del>
              <span className="nl-hidden">]</span>
            </span>
          ) : (
            <span key={i}>
              <span className="nl-hidden">[{ui().editors.added}: </span>
              <ins>{part.text}</ins>
              <span className="nl-hidden">]</span>
            </span>
          ),
        )}
      </p>
      {changes.length > 0 && (
        <ul className="nl-changes" aria-label={ui().editors.changes}>
          {changes.map((change, i) => (
            <li key={i} data-testid="netlift-change">
              {change.removed.trim() && (
                <>
                  <span className="nl-hidden">{ui().editors.removed} </span>
                  <del>{change.removed.trim()}</del>
                </>
              )}
              {change.removed.trim() && change.added.trim() && <span aria-hidden="true"> → </span>}
              {change.added.trim() && (
                <>
                  <span className="nl-hidden">
                    {change.removed.trim() ? `, ${ui().editors.added} ` : `${ui().editors.added} `}
                  </span>
                  <ins>{change.added.trim()}</ins>
                </>
              )}
              {change.why && <span data-testid="netlift-reason">: {change.why}</span>}
            </li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <div className="nl-warning" role="note" data-testid="netlift-warning">
          <strong>{ui().editors.moreThanProofread}</strong> {warnings.join(" ")} {ui().editors.readBefore}
        </div>
      )}
    </>
  );
}
