/**
 * Proofreading the user's own draft: the corrected text compared with the draft, word by word, for the
 * panel to show what was removed and what was added; and the checks that keep a correction a correction
 * (the same length within a bound, no new numbers or names, the user's own phrases kept). Pure functions.
 */

/** A corrected draft stays within this share of the draft's length, either way. */
export const PROOFREAD_LENGTH_BOUND = 0.15;
/** "Proofread" shows once a draft has this many words. */
export const MIN_DRAFT_WORDS = 3;

export type DiffKind = "same" | "removed" | "added";
export interface DiffPart {
  kind: DiffKind;
  text: string;
}

// Latin, Greek and Cyrillic letters and digits make words; a CJK character is a word of its own (those
// scripts have no spaces); whitespace runs and any other character are tokens too, so that a changed
// comma is a change of one token.
const WORD = "[0-9A-Za-z\\u00C0-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF]+(?:['’][A-Za-z\\u00C0-\\u024F]+)*";
const CJK = "[\\u3040-\\u30FF\\u3400-\\u9FFF\\uAC00-\\uD7AF\\uF900-\\uFAFF]";
const TOKEN = new RegExp(`${WORD}|${CJK}|\\s+|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]|[^]`, "g");
const IS_WORD = new RegExp(`^(?:${WORD}|${CJK})$`);

/** The text cut into words, whitespace runs and single other characters; joined, they give the text back. */
export function tokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** How many words `text` holds (a CJK character counts as one). */
export function wordCount(text: string): number {
  return tokens(text).filter((t) => IS_WORD.test(t)).length;
}

/** Whether `text` is enough of a draft to proofread. */
export const isDraft = (text: string): boolean => wordCount(text) >= MIN_DRAFT_WORDS;

/**
 * The edit from `before` to `after` over tokens, as a list of equal, removed and added runs in order. The
 * tokens that occur once in each text and in the same order anchor it (patience diff), so each slip of a
 * proofread is its own small search; between anchors, Myers' shortest edit (O((N+M)·D)), D the number of
 * tokens that differ there. All the searches of one diff share DIFF_STEP_LIMIT: a stretch rewritten past
 * it is shown whole, removed then added.
 */
export function diffText(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  // tokens as numbers: the searches compare them many times
  const ids = new Map<string, number>();
  const idOf = (t: string) => {
    let id = ids.get(t);
    if (id === undefined) ids.set(t, (id = ids.size));
    return id;
  };
  const x = Int32Array.from(a, idOf);
  const y = Int32Array.from(b, idOf);
  const parts: DiffPart[] = [];
  const push = (kind: DiffKind, text: string) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  const budget = { left: DIFF_STEP_LIMIT };
  let i = 0;
  let j = 0;
  for (const [ai, bj] of [...anchors(x, y), [a.length, b.length] as const]) {
    for (const [kind, from, to] of shortestEdit(x, y, i, ai, j, bj, budget))
      push(kind, (kind === "added" ? b : a).slice(from, to).join(""));
    if (ai < a.length) push("same", a[ai]!);
    [i, j] = [ai + 1, bj + 1];
  }
  return regroup(parts);
}

/**
 * The most steps (token comparisons and diagonals tried) the searches of one diff may take together:
 * about 50 ms of the hooks' JS engine. A proofread needs a small share of it (the searches between anchors
 * are short); a correction that rewrote most of a long draft (or a text in a script whose every character
 * is a token, with few anchors) would need up to hundreds of millions. Time and memory stay bounded
 * whatever the texts, on the server and in the extension.
 */
export const DIFF_STEP_LIMIT = 40_000;

/**
 * The pairs (i, j) with x[i] = y[j] for tokens that occur once in x and once in y, the longest chain of
 * them in order in both (patience sorting: O(k log k)).
 */
function anchors(x: Int32Array, y: Int32Array): [number, number][] {
  const once = (s: Int32Array) => {
    const at = new Map<number, number>();
    for (let i = 0; i < s.length; i++) at.set(s[i]!, at.has(s[i]!) ? -1 : i);
    return at;
  };
  const inX = once(x);
  const inY = once(y);
  const pairs: [number, number][] = [];
  for (const [id, i] of inX) {
    const j = inY.get(id);
    if (i >= 0 && j !== undefined && j >= 0) pairs.push([i, j]);
  }
  pairs.sort((p, q) => p[0] - q[0]);
  // the longest increasing run of j: tails[k] ends the best chain of length k + 1
  const tails: number[] = [];
  const back = new Int32Array(pairs.length).fill(-1);
  for (let p = 0; p < pairs.length; p++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]!]![1] < pairs[p]![1]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) back[p] = tails[lo - 1]!;
    tails[lo] = p;
  }
  const chain: [number, number][] = [];
  for (let p = tails.length ? tails[tails.length - 1]! : -1; p >= 0; p = back[p]!) chain.push(pairs[p]!);
  return chain.reverse();
}

type Edit = [DiffKind, number, number];

/**
 * Myers' greedy forward search over x[x0..x1) and y[y0..y1), walked back into runs [kind, from, to]
 * (indexes into x for same and removed, into y for added); past the budget, the stretch removed then added.
 */
function shortestEdit(
  x: Int32Array,
  y: Int32Array,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  budget: { left: number },
): Edit[] {
  // the common head and tail cost nothing to find, and leave the search only the middle
  const head: Edit[] = [];
  const tail: Edit[] = [];
  let h = 0;
  while (x0 + h < x1 && y0 + h < y1 && x[x0 + h] === y[y0 + h]) h++;
  if (h) head.push(["same", x0, x0 + h]);
  x0 += h;
  y0 += h;
  let t = 0;
  while (x1 - t > x0 && y1 - t > y0 && x[x1 - 1 - t] === y[y1 - 1 - t]) t++;
  if (t) tail.push(["same", x1 - t, x1]);
  x1 -= t;
  y1 -= t;
  const n = x1 - x0;
  const m = y1 - y0;
  const plain: Edit[] = [...(n ? [["removed", x0, x1] as Edit] : []), ...(m ? [["added", y0, y1] as Edit] : [])];
  if (n === 0 || m === 0) return [...head, ...plain, ...tail];
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // trace[d]: the furthest x on diagonals -d..d before step d (only those are read back): O(D²) memory
  const trace: Int32Array[] = [];
  let done = false;
  for (let d = 0; d <= max && !done; d++) {
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      let px = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let py = px - k;
      const from = px;
      while (px < n && py < m && x[x0 + px] === y[y0 + py]) {
        px++;
        py++;
      }
      budget.left -= 1 + px - from;
      v[offset + k] = px;
      if (px >= n && py >= m) {
        done = true;
        break;
      }
    }
    if (budget.left < 0) return [...head, ...plain, ...tail];
  }
  const script: Edit[] = [];
  let px = n;
  let py = m;
  const at = (d: number, k: number) => trace[d]![k + d]!;
  for (let d = trace.length - 1; d >= 0 && (px > 0 || py > 0); d--) {
    const k = px - py;
    const down = k === -d || (k !== d && at(d, k - 1) < at(d, k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(d, prevK);
    const prevY = prevX - prevK;
    if (px > prevX && py > prevY) {
      const run = Math.min(px - prevX, py - prevY);
      script.push(["same", x0 + px - run, x0 + px]);
      px -= run;
      py -= run;
    }
    if (d === 0) break;
    if (down) script.push(["added", y0 + --py, y0 + py + 1]);
    else script.push(["removed", x0 + --px, x0 + px + 1]);
  }
  if (px > 0 && py > 0) script.push(["same", x0, x0 + Math.min(px, py)]);
  return [...head, ...script.reverse(), ...tail];
}

/**
 * Reads better: a lone space kept between two changes joins them ("teh quick" → "the quick" is one change,
 * not two), and each change shows what was removed before what was added.
 */
function regroup(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const changedAround = i > 0 && i < parts.length - 1 && parts[i - 1]!.kind !== "same" && parts[i + 1]!.kind !== "same";
    if (part.kind === "same" && changedAround && /^\s+$/.test(part.text)) {
      out.push({ kind: "removed", text: part.text }, { kind: "added", text: part.text });
    } else out.push({ ...part });
  }
  const merged: DiffPart[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    if (removed) merged.push({ kind: "removed", text: removed });
    if (added) merged.push({ kind: "added", text: added });
    removed = added = "";
  };
  for (const part of out) {
    if (part.kind === "removed") removed += part.text;
    else if (part.kind === "added") added += part.text;
    else {
      flush();
      merged.push(part);
    }
  }
  flush();
  return merged;
}

/** One change of a proofread: what was removed, what was added, and whether it is worth a reason. */
export interface Change {
  removed: string;
  added: string;
  /** whitespace, letter case or a lone punctuation mark: shown, but needs no reason */
  trivial: boolean;
}

const squash = (text: string) => text.replace(/[\s.,;:!?'’"“”«»()-]+/g, "").toLowerCase();

/** The diff's changes, in order. */
export function changesOf(parts: readonly DiffPart[]): Change[] {
  const changes: Change[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.kind === "same") continue;
    const next = parts[i + 1];
    const removed = part.kind === "removed" ? part.text : "";
    const added = part.kind === "added" ? part.text : next?.kind === "added" ? next.text : "";
    if (part.kind === "removed" && next?.kind === "added") i++;
    changes.push({ removed, added, trivial: squash(removed) === squash(added) });
  }
  return changes;
}

export interface ProofreadCheck {
  /** the corrected text's length over the draft's */
  lengthRatio: number;
  withinLength: boolean;
  /** numbers in the correction that the draft does not have */
  newNumbers: string[];
  /** capitalised words (not opening a sentence) in the correction that the draft does not have */
  newNames: string[];
  /** of the phrases to keep, those the correction lost */
  lostPhrases: string[];
}

const NUMBER = /\d+(?:[.,:]\d+)*/g;
const CAPITALISED =
  /(^|[^\s])?(\s*)([A-Z\u00C0-\u00DE\u0391-\u03A9\u0410-\u042F][A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF’'-]*)/g;

function names(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(CAPITALISED)) {
    // what precedes it, spaces skipped: its last two characters say whether a sentence ends there (read in
    // place: a copy of the text before each capital would cost the square of the text's length)
    let end = match.index + (match[1]?.length ?? 0);
    while (end > 0 && /\s/.test(text[end - 1]!)) end--;
    const before = text.slice(Math.max(0, end - 2), end);
    const opensSentence = end === 0 || /[.!?:\n]$/.test(before) || /[.!?]["”»)]$/.test(before);
    if (!opensSentence) found.add(match[3]!);
  }
  return found;
}

/** Whether two words are at most `max` single-letter edits apart (a misspelt name corrected is not a new name). */
function near(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    if (Math.min(...next) > max) return false;
    row = next;
  }
  return row[b.length]! <= max;
}

/** The check lists at most this many new names or numbers: one is enough to fail it, and each costs a search. */
export const CHECK_LIST_LIMIT = 10;

/** Checks a correction against its draft; `keep`: the draft's own phrases that must survive. */
export function checkProofread(draft: string, corrected: string, keep: readonly string[] = []): ProofreadCheck {
  const lengthRatio = draft.trim().length === 0 ? 0 : corrected.trim().length / draft.trim().length;
  const draftNumbers = new Set(draft.match(NUMBER) ?? []);
  const draftWords = new Set(tokens(draft).map((t) => t.toLowerCase()));
  // the draft's words by length: a name is compared only with words it could be a misspelling of
  const byLength = new Map<number, string[]>();
  for (const word of draftWords) {
    const same = byLength.get(word.length);
    if (same) same.push(word);
    else byLength.set(word.length, [word]);
  }
  const misspelt = (name: string, max: number) => {
    for (let length = name.length - max; length <= name.length + max; length++)
      if (byLength.get(length)?.some((word) => near(name, word, max))) return true;
    return false;
  };
  const newNames: string[] = [];
  for (const name of names(corrected)) {
    if (newNames.length === CHECK_LIST_LIMIT) break;
    const lower = name.toLowerCase();
    if (draftWords.has(lower)) continue;
    // "Standart" corrected to "Standard" (German nouns are capitalised): a spelling fix, not a new name
    const max = lower.length >= 6 ? 2 : lower.length >= 4 ? 1 : 0;
    if (max === 0 || !misspelt(lower, max)) newNames.push(name);
  }
  const lower = corrected.toLowerCase();
  return {
    lengthRatio,
    withinLength: Math.abs(lengthRatio - 1) <= PROOFREAD_LENGTH_BOUND,
    newNumbers: [...new Set(corrected.match(NUMBER) ?? [])].filter((n) => !draftNumbers.has(n)).slice(0, CHECK_LIST_LIMIT),
    newNames,
    lostPhrases: keep.filter((phrase) => !lower.includes(phrase.toLowerCase())),
  };
}
