/**
 * How one tell is taken out of a text so that what is left reads as written: the rules the server's
 * clean-up applies (./tells.ts cleanTells) and the panel's one-click removal applies, one per kind, so
 * the two never disagree on spacing or punctuation. Pure functions of the text.
 */
import type { Tell } from "./tell-kinds";

/** Whether a character code is white space as JavaScript's `\s` and `trim` see it. */
export const isWhite = (c: number) =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

// Trimming copies the text, which PocketBase's engine pays for per character once the text holds one
// that is not ASCII (an em dash): these trim only when there is something to trim.
export const trimStart = (text: string) => (isWhite(text.charCodeAt(0)) ? text.trimStart() : text);
export const trimEnd = (text: string) => (isWhite(text.charCodeAt(text.length - 1)) ? text.trimEnd() : text);
export const trim = (text: string) => trimEnd(trimStart(text));

/** Spacing left by a cut: no double spaces, no space before punctuation, none at a line's end. */
export function tidySpaces(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+([.,!?;:])/g, "$1")
    .replace(/[ \t]+$/gm, "")
    .trim();
}

/** `rest` as the start of a text: its first letter a capital. */
export function asStart(rest: string): string {
  const text = trimStart(rest);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The text around an em dash, joined without it: nothing at the end, the full stop after it kept,
 * else one comma ("retry budgets — especially for mobile" → "retry budgets, especially for mobile").
 * `before` and `after` come without the spaces around the dash.
 */
export function joinAtDash(before: string, after: string): string {
  if (!after) return before;
  const next = after.charAt(0);
  if (next === "." || next === "!" || next === "?") return before + after;
  // string methods, not patterns: a pattern anchored at the end still scans the text in PocketBase's engine
  return `${before.endsWith(",") ? before.slice(0, -1) : before}, ${next === "," ? trimStart(after.slice(1)) : after}`;
}

/** Whether [start, end) runs to the text's end (nothing after it but spaces and full stops). */
const atEnd = (text: string, end: number) => /^[\s.]*$/.test(text.slice(end));
/** Whether `before` ends a sentence, or is nothing: the next word then starts one. */
const startsSentence = (before: string) => /(^|[.!?]\s+|\n\s*)$/.test(before);

/**
 * `text` without `tell`, by its kind's rule: the opener and a restating first sentence go with the
 * space after them, and the next word starts the text; an em dash becomes a comma; emoji and a closing
 * question go and the spacing is tidied; a trailing hashtag block goes with the space and the comma or
 * colon before it;
 * anything else is cut, the spacing tidied, with a capital where it started a sentence.
 */
export function removeTell(text: string, tell: Pick<Tell, "start" | "end" | "kind">): string {
  const before = text.slice(0, tell.start);
  const after = text.slice(tell.end);
  switch (tell.kind) {
    case "opener":
    case "restatement":
      return trim(before) ? tidySpaces(before + asStart(after)) : trimEnd(asStart(after));
    case "dash":
      return joinAtDash(trimEnd(before), trimStart(after));
    case "emoji":
    case "reply_farming":
      return tidySpaces(before + after);
    case "hashtags":
      // with the comma or colon that led into the block ("Loved it: #a #b", or a dash made a comma)
      if (atEnd(text, tell.end)) return trimEnd(before).replace(/[,;:]+$/, "");
      break;
  }
  return tidySpaces(startsSentence(before) ? before + asStart(after) : before + after);
}
