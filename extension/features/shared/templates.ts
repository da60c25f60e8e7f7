/**
 * Matching a text against a word template ("Invite {name} to connect", "Seen by {name} at {time}") in time
 * linear in the text, whatever the pack holds (issue #37, finding 11). A template used to become a regular
 * expression whose placeholders were lazy runs ("(.{1,24}?)"): a form with several of them backtracked through
 * every way of splitting the text between them, and a pack word with 5 placeholders froze a tab for seconds per
 * match (6: 88 s). Here a template is a list of pieces, literal text or a run of characters a placeholder stands
 * for, and a match walks them left to right over the set of positions the pieces so far can end at: each piece
 * costs one pass over the text, never a search over combinations. Only whether a text matches is asked.
 *
 * The same meaning as the patterns it replaces: case aside (compared code point by code point, lower-cased),
 * a space in a form any run of spaces, `{name}` 1 to 80 characters with no ? ! ¿ ¡ ？ ！ or line break, `{time}`
 * 1 to 24 characters, `{file}` a file's name (a character that is not a space, up to 120 more, a dot and 2 to 5
 * letters, digits or _).
 */

import { PACK_PLACEHOLDERS } from "../../../src/core/extraction-pack";

/** A run of characters: from `min` to `max` of them, each one `allowed`. */
interface Run {
  min: number;
  max: number;
  allowed: (ch: string) => boolean;
}
/** Literal code points (lower-cased), or a run. */
type Piece = string[] | Run;

const LINE_BREAK = /[\n\r\u2028\u2029]/;
const SPACE = /\s/;
const WORD = /\w/;
const NAME_STOP = /[?!¿¡？！\n]/;

const anyRun = (min: number, max: number): Run => ({ min, max, allowed: (ch) => !LINE_BREAK.test(ch) });

/** What each placeholder stands for, as runs and literals. */
const PLACEHOLDERS: Record<(typeof PACK_PLACEHOLDERS)[number], Piece[]> = {
  name: [{ min: 1, max: 80, allowed: (ch) => !NAME_STOP.test(ch) }],
  time: [anyRun(1, 24)],
  file: [
    { min: 1, max: 1, allowed: (ch) => !SPACE.test(ch) },
    anyRun(0, 120),
    ["."],
    { min: 2, max: 5, allowed: (ch) => WORD.test(ch) },
  ],
};

const SPACES: Run = { min: 1, max: Infinity, allowed: (ch) => SPACE.test(ch) };

/** The placeholders a word may hold, as they are written in a pack ("{name}"). */
export const PLACEHOLDER = new RegExp(`\\{(${PACK_PLACEHOLDERS.join("|")})\\}`);

/** `text` as lower-cased code points, one each (a code point whose lower case is longer stays one piece). */
const fold = (text: string): string[] =>
  // eslint-disable-next-line no-control-regex -- ASCII, the common case, lower-cases in one call
  /^[\x00-\x7f]*$/.test(text) ? text.toLowerCase().split("") : Array.from(text, (ch) => ch.toLowerCase());

/** A template as pieces: its literal parts split at runs of spaces, its placeholders as what they stand for. */
function piecesOf(form: string): Piece[] {
  const pieces: Piece[] = [];
  form.split(PLACEHOLDER).forEach((part, i) => {
    if (i % 2) return pieces.push(...PLACEHOLDERS[part as keyof typeof PLACEHOLDERS]);
    part.split(/(\s+)/).forEach((chunk, j) => {
      if (j % 2) pieces.push(SPACES);
      else if (chunk) pieces.push(fold(chunk));
    });
  });
  return pieces;
}

const compiled = new Map<string, Piece[]>();
function compile(form: string): Piece[] {
  let pieces = compiled.get(form);
  if (!pieces) compiled.set(form, (pieces = piecesOf(form)));
  return pieces;
}

/** Steps taken by the matcher since the last reset: what the unit test bounds (work per character of text). */
export const templateWork = { steps: 0 };

/**
 * The positions the pieces can end at, given the positions they can start at (`from`, a flag per position
 * 0…n): one literal compare per start for literal text, one pass with a running sum for a run.
 */
function advance(text: string[], from: Uint8Array, piece: Piece): Uint8Array {
  const n = text.length;
  const to = new Uint8Array(n + 1);
  if (Array.isArray(piece)) {
    const len = piece.length;
    for (let p = 0; p + len <= n; p++) {
      if (!from[p]) continue;
      let k = 0;
      while (k < len && text[p + k] === piece[k]) k++;
      templateWork.steps += k + 1;
      if (k === len) to[p + len] = 1;
    }
    return to;
  }
  // q can end the run when some start p in [q - max, q - min] is reachable and every character in [p, q) is
  // allowed, that is p is after the last character before q that is not: `sums` counts reachable starts
  const sums = new Uint32Array(n + 2);
  for (let p = 0; p <= n; p++) sums[p + 1] = sums[p]! + from[p]!;
  let lastBad = -1;
  for (let q = 0; q <= n; q++) {
    if (q > 0 && !piece.allowed(text[q - 1]!)) lastBad = q - 1;
    const hi = q - piece.min;
    const lo = Math.max(q - piece.max, lastBad + 1, 0);
    if (hi >= lo && sums[hi + 1]! - sums[lo]! > 0) to[q] = 1;
  }
  templateWork.steps += 2 * (n + 1);
  return to;
}

/** Every literal part of the template is somewhere in the text: most texts are ruled out by this alone. */
function couldHold(joined: string, pieces: Piece[]): boolean {
  return pieces.every((piece) => !Array.isArray(piece) || joined.includes(piece.join("")));
}

/** Where a form may start or end in a text: its code points (lower-cased) and a position in them. */
export type Edge = (chars: string[], at: number) => boolean;
const anywhere: Edge = () => true;

/**
 * A text made ready to be matched against templates (lower-cased once, whatever the number of templates):
 * `matches(form, where)` says whether `form` matches as the whole text, at its start, or anywhere; `startOk` and
 * `endOk` say where a match may start (with "any") and end (with "start" and "any").
 */
export function templatesIn(text: string) {
  const chars = fold(text);
  const joined = chars.join("");
  const n = chars.length;
  return {
    matches(form: string, where: "whole" | "start" | "any", startOk: Edge = anywhere, endOk: Edge = anywhere): boolean {
      const pieces = compile(form);
      if (!couldHold(joined, pieces)) return false;
      let at: Uint8Array = new Uint8Array(n + 1);
      if (where === "any") for (let p = 0; p <= n; p++) at[p] = startOk(chars, p) ? 1 : 0;
      else at[0] = 1;
      templateWork.steps += n + 1;
      for (const piece of pieces) {
        at = advance(chars, at, piece);
        if (!at.includes(1)) return false;
      }
      if (where === "whole") return at[n] === 1;
      for (let q = 0; q <= n; q++) if (at[q] && endOk(chars, q)) return true;
      return false;
    },
  };
}
