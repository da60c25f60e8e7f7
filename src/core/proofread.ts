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
 * The shortest edit from `a` to `b` over tokens (Myers' O((N+M)·D) algorithm, D the number of tokens that
 * differ: small for a proofread), as a list of equal, removed and added runs in order.
 */
export function diffText(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  // the common head and tail cost nothing to find, and leave the search only the middle
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const parts: DiffPart[] = [];
  const push = (kind: DiffKind, text: string) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  push("same", a.slice(0, head).join(""));
  for (const [kind, token] of middle(a.slice(head, a.length - tail), b.slice(head, b.length - tail))) push(kind, token);
  push("same", a.slice(a.length - tail).join(""));
  return regroup(parts);
}

/** Myers' greedy forward search with its trace, walked back into the edit script. */
function middle(a: string[], b: string[]): [DiffKind, string][] {
  const n = a.length;
  const m = b.length;
  if (n === 0) return b.map((t) => ["added", t]);
  if (m === 0) return a.map((t) => ["removed", t]);
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let done = false;
  for (let d = 0; d <= max && !done; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        done = true;
        break;
      }
    }
  }
  trace.push(v.slice());
  const script: [DiffKind, string][] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 2; d >= 0 && (x > 0 || y > 0); d--) {
    const before = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && before[offset + k - 1]! < before[offset + k + 1]!);
    const prevK = down ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : before[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      script.push(["same", a[--x]!]);
      y--;
    }
    if (d === 0) break;
    if (down) script.push(["added", b[--y]!]);
    else script.push(["removed", a[--x]!]);
  }
  while (x > 0 && y > 0) {
    script.push(["same", a[--x]!]);
    y--;
  }
  return script.reverse();
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
    const before = text.slice(0, match.index + (match[1]?.length ?? 0)).trimEnd();
    const opensSentence = before === "" || /[.!?:\n]$/.test(before) || /[.!?]["”»)]$/.test(before);
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

/** Checks a correction against its draft; `keep`: the draft's own phrases that must survive. */
export function checkProofread(draft: string, corrected: string, keep: readonly string[] = []): ProofreadCheck {
  const lengthRatio = draft.trim().length === 0 ? 0 : corrected.trim().length / draft.trim().length;
  const draftNumbers = new Set(draft.match(NUMBER) ?? []);
  const draftWords = new Set(tokens(draft).map((t) => t.toLowerCase()));
  const lower = corrected.toLowerCase();
  return {
    lengthRatio,
    withinLength: Math.abs(lengthRatio - 1) <= PROOFREAD_LENGTH_BOUND,
    newNumbers: [...new Set(corrected.match(NUMBER) ?? [])].filter((n) => !draftNumbers.has(n)),
    newNames: [...names(corrected)].filter((name) => {
      const lower = name.toLowerCase();
      if (draftWords.has(lower)) return false;
      // "Standart" corrected to "Standard" (German nouns are capitalised): a spelling fix, not a new name
      const max = lower.length >= 6 ? 2 : lower.length >= 4 ? 1 : 0;
      return max === 0 || ![...draftWords].some((word) => near(lower, word, max));
    }),
    lostPhrases: keep.filter((phrase) => !lower.includes(phrase.toLowerCase())),
  };
}
