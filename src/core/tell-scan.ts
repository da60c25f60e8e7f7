/**
 * The shapes of tells found character by character (dashes, lists of three, a closing question, a first
 * sentence that restates the post): native searches and character codes, since in PocketBase's engine
 * a pattern that tries every position of an answer costs more than the rest of the review.
 */
import { TELL_REASONS, type Tell } from "./tell-kinds";
import { isWhite } from "./tell-removal";

/** The letters a word is made of: Latin, accented ones included. */
export const LETTER = "A-Za-z\\u00C0-\\u024F";

/** `text` in lower case with straight apostrophes, as phrases are searched for. */
export function lowered(text: string): string {
  const lower = text.toLowerCase();
  return lower.indexOf("’") >= 0 ? lower.replace(/’/g, "'") : lower;
}

/**
 * Every em dash, and every en dash with a space either side, with the spaces around it: found by
 * native searches, then a few characters either side (a pattern starting with spaces tries every
 * position of the text, which PocketBase's engine pays for).
 */
export function dashes(text: string): Tell[] {
  const at: number[] = [];
  for (let i = text.indexOf("\u2014"); i >= 0; i = text.indexOf("\u2014", i + 1)) at.push(i);
  const spaced = at.length;
  for (let i = text.indexOf("\u2013"); i >= 0; i = text.indexOf("\u2013", i + 1)) {
    if (isWhite(text.charCodeAt(i - 1)) && isWhite(text.charCodeAt(i + 1))) at.push(i);
  }
  if (at.length > spaced && spaced > 0) at.sort((a, b) => a - b);
  const out: Tell[] = [];
  for (let k = 0; k < at.length; k++) {
    let start = at[k]!;
    let end = start + 1;
    const floor = out.length ? out[out.length - 1]!.end : 0;
    while (start > floor && isWhite(text.charCodeAt(start - 1))) start -= 1;
    while (end < text.length && isWhite(text.charCodeAt(end))) end += 1;
    out.push({ start, end, kind: "dash", reason: TELL_REASONS.dash });
  }
  return out;
}
// Characters told apart by their codes: a pattern per character costs more in PocketBase's engine.
/** A Latin letter, accented ones included (LETTER). */
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f);
const isWordCode = (c: number) => isLetter(c) || (c >= 48 && c <= 57);

/** Whether the character at `i` is not a letter or digit (or outside the text): a word ends there. */
export function isBoundary(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return true;
  return !isWordCode(text.charCodeAt(i));
}

/** How far the letters from `i` go back: where the word ending at `i` starts. */
function lettersBack(text: string, i: number): number {
  let at = i;
  while (at > 0 && isLetter(text.charCodeAt(at - 1))) at -= 1;
  return at;
}

/** A capital (A to Z, À to Þ): a name, or a sentence's first word. */
const isCapital = (c: number) => (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7);

/** Whether the word at `i` starts a sentence (or the text). */
function startsSentence(text: string, i: number): boolean {
  let at = i;
  while (at > 0 && isWhite(text.charCodeAt(at - 1))) at -= 1;
  const before = text.charCodeAt(at - 1);
  return at === 0 || before === 46 || before === 33 || before === 63 || before === 58;
}

/**
 * Where "sharp, honest," (or "sharp, honest") ends just before `and` at `at`: two words of three letters
 * or more, a comma and a space between them; -1 when the text before is not that. A capital inside the
 * list is a name ("a huge change, Daniel, and people…"), not a list of adjectives.
 */
export function listStart(text: string, at: number): number {
  const second = text.charCodeAt(at - 1) === 44 ? at - 1 : at;
  const secondStart = lettersBack(text, second);
  if (second - secondStart < 3 || text.charCodeAt(secondStart - 1) !== 32 || text.charCodeAt(secondStart - 2) !== 44) return -1;
  if (isCapital(text.charCodeAt(secondStart))) return -1;
  const first = secondStart - 2;
  const firstStart = lettersBack(text, first);
  if (first - firstStart < 3 || !isBoundary(text, firstStart - 1)) return -1;
  if (isCapital(text.charCodeAt(firstStart)) && !startsSentence(text, firstStart)) return -1;
  return firstStart;
}

/** The end of the word of three letters or more that starts at `i`, whole and not a name; -1 when there is none. */
export function wordEnd(text: string, i: number): number {
  if (isCapital(text.charCodeAt(i))) return -1;
  let end = i;
  while (end < text.length && isLetter(text.charCodeAt(end))) end += 1;
  return end - i >= 3 && isBoundary(text, end) ? end : -1;
}

/** A list of three words with a fourth before or after it is a list, not a triad. */
export function onlyThree(text: string, start: number, end: number): boolean {
  return !LIST_ITEM_BEFORE.test(text.slice(Math.max(0, start - 40), start)) && !/^,\s*\S/.test(text.slice(end, end + 4));
}
const LIST_ITEM_BEFORE = new RegExp(`[${LETTER}]+,\\s*$`);

const LONG_WORD = new RegExp(`[${LETTER}]{4,}`, "g");

const longWords = (value: string) => value.toLowerCase().match(LONG_WORD) ?? [];
/** The source's longer words, kept for the next call: every suggestion of an answer has the same source (a post of up to 12,000 characters). */
let sourceWords: { source: string; words: Set<string> } = { source: "", words: new Set() };

/** The first sentence, when it repeats the source (most of its longer words are the post's). */
export function restatement(text: string, source: string): Tell | null {
  const end = text.search(/[.!?](\s|$)/);
  const first = end < 0 ? text : text.slice(0, end + 1);
  const own = longWords(first);
  if (own.length < 6) return null;
  if (sourceWords.source !== source) sourceWords = { source, words: new Set(longWords(source)) };
  const theirs = sourceWords.words;
  let shared = 0;
  for (let i = 0; i < own.length; i++) if (theirs.has(own[i]!)) shared += 1;
  if (shared / own.length < 0.75) return null;
  const start = text.length - text.trimStart().length;
  return { start, end: first.length, kind: "restatement", reason: TELL_REASONS.restatement };
}

/** The last sentence, when it is a question: where it starts, else -1. */
export function closingQuestion(text: string): number {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith("?")) return -1;
  const body = trimmed.slice(0, -1);
  // the end of the sentence before it (native searches: a loop over characters is slow in PocketBase's engine)
  const start = Math.max(body.lastIndexOf("."), body.lastIndexOf("!"), body.lastIndexOf("?"), body.lastIndexOf("\n")) + 1;
  return start + (trimmed.length - start - trimmed.slice(start).trimStart().length);
}
