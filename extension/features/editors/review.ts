/**
 * A proofread's answer made readable (pure): the draft and its correction as a diff, each non-trivial
 * change with the model's one-line reason (matched by the words it names: `from` in what was removed,
 * `to` in what was added), and what the checks say when the correction went beyond a proofread. The
 * diff and the checks are src/core/proofread's, the server's own.
 */
import { changesOf, checkProofread, diffText, type DiffPart } from "../../../src/core/proofread";
import type { ProofreadChecks, ProofreadChange } from "../../lib/messages";
import { fill, ui } from "../shared/i18n";

export interface ExplainedChange {
  removed: string;
  added: string;
  /** the reason for a non-trivial change, when the answer gave one */
  why?: string;
}

export interface ProofreadReview {
  parts: DiffPart[];
  /** the non-trivial changes, in order, with their reasons */
  changes: ExplainedChange[];
  /** sentences saying how the correction went beyond a proofread (none when it did not) */
  warnings: string[];
}

const norm = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** Whether a reason's words name this change: each side holds the other (either may quote more context). */
function names(reason: ProofreadChange, removed: string, added: string): boolean {
  const overlaps = (a: string, b: string) => (a === "" ? b === "" : b !== "" && (a.includes(b) || b.includes(a)));
  return overlaps(norm(reason.from), norm(removed)) && overlaps(norm(reason.to), norm(added));
}

/** The non-trivial changes with their reasons: each reason explains at most one change, the first it names. */
export function explainChanges(parts: readonly DiffPart[], reasons: readonly ProofreadChange[]): ExplainedChange[] {
  const left = [...reasons];
  return changesOf(parts)
    .filter((change) => !change.trivial)
    .map(({ removed, added }) => {
      const i = left.findIndex((reason) => names(reason, removed, added));
      const why = i >= 0 ? left.splice(i, 1)[0]!.reason : undefined;
      return why ? { removed, added, why } : { removed, added };
    });
}

/** The checks as sentences in the page's language; the answer's own when it has them, else the same checks run here. */
export function warningsOf(draft: string, corrected: string, checks?: ProofreadChecks): string[] {
  const found = checks ?? checkProofread(draft, corrected);
  const warnings: string[] = [];
  const m = ui().editors;
  if (!found.withinLength) warnings.push(m.lengthChanged);
  if (found.newNumbers.length) warnings.push(fill(m.addsNumbers, { list: found.newNumbers.join(", ") }));
  if (found.newNames.length) warnings.push(fill(m.addsNames, { list: found.newNames.join(", ") }));
  return warnings;
}

export function reviewProofread(
  draft: string,
  corrected: string,
  reasons: readonly ProofreadChange[] = [],
  checks?: ProofreadChecks,
): ProofreadReview {
  const parts = diffText(draft, corrected);
  return { parts, changes: explainChanges(parts, reasons), warnings: warningsOf(draft, corrected, checks) };
}
