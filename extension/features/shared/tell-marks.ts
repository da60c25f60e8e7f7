/**
 * Where the panel marks the tells of machine-written text in a suggestion: found again, by the same
 * rules as the server (src/core/tells.ts), in the text as it is shown now (still streaming, or after the
 * user removed some), so no offset is ever stale. Pure.
 */
import { isCommentTask, tellOptionsFor, type TellSettings } from "../../../src/core/answer-review";
import type { Context, Task } from "../../../src/core/assist";
import { findTells, tellLanguages, type Tell, type TellOptions } from "../../../src/core/tells";

/**
 * The options to find tells with: the answer's own settings once it is done; while it streams, the
 * language read from what has come so far, and no em dash marked (whether they stay is the server's
 * clean-up's call at the end: the user's voice may keep them).
 */
export function markOptions(task: Task, sent: Context, suggestions: readonly string[], settings?: TellSettings): TellOptions {
  const used = settings ?? { languages: tellLanguages(suggestions.join(" ")), comment: isCommentTask(task), keepDashes: true };
  return tellOptionsFor(task, sent, used);
}

/** The tells to mark in `text`: where two overlap, the one that starts first (the longer, at one place). */
export function marksIn(text: string, options: TellOptions): Tell[] {
  const marks: Tell[] = [];
  for (const tell of findTells(text, options)) {
    const last = marks[marks.length - 1];
    if (!last || tell.start >= last.end) marks.push(tell);
  }
  return marks;
}

/** A run of a suggestion's text, marked or not. */
export interface Segment {
  text: string;
  tell?: Tell;
}

/** `text` cut at its marks, in order: plain runs and marked ones. */
export function segmentsOf(text: string, marks: readonly Tell[]): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const tell of marks) {
    if (tell.start > at) out.push({ text: text.slice(at, tell.start) });
    out.push({ text: text.slice(tell.start, tell.end), tell });
    at = tell.end;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}
