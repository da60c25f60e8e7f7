/**
 * A proofread's answer, reviewed before the user sees it (issue #33): its reasons read leniently, the
 * tells the correction ADDED removed or marked while the user's own (their em dashes, emoji, hashtags)
 * stay, and the checks that keep a correction a correction (./proofread.ts checkProofread). When a check
 * fails, the pipeline asks the model once more with proofreadRetryInstruction. Pure: the hooks call it
 * from the one assist pipeline, for whole and streamed answers alike.
 */
import type { AssistRequest } from "./assist";
import { draftOf } from "./own-writing";
import type { Persona } from "./persona";
import { checkProofread, diffText, PROOFREAD_LENGTH_BOUND, type DiffPart } from "./proofread";
import { findTells, tellLanguages, type Tell, type TellKind, type TellOptions } from "./tells";
import type { Reviewed } from "./answer-review";

/** One non-trivial change, as the model explains it (in the draft's language): the answer's `changes`. */
export interface ProofreadChange {
  from: string;
  to: string;
  reason: string;
}

/** What the panel warns about: the correction's checks (lostPhrases needs a keep list: the eval's). */
export interface ProofreadChecks {
  ok: boolean;
  lengthRatio: number;
  withinLength: boolean;
  newNumbers: string[];
  newNames: string[];
  /** the model was asked once more because a check failed */
  retried: boolean;
}

export const CHANGE_LIMITS = { count: 30, text: 300 } as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const cut = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, CHANGE_LIMITS.text) : "");

/**
 * The changes of an answer {"suggestions": [...], "changes": [{from, to, reason}]}, leniently: a ```json
 * fence or prose around it allowed, "reasons" read for "changes" and "why" for "reason"; anything missing or
 * malformed gives [].
 */
export function parseChanges(content: string): ProofreadChange[] {
  const start = content.indexOf("{");
  const end = content.lastIndexOf("}");
  if (start < 0 || end <= start) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.slice(start, end + 1));
  } catch {
    return [];
  }
  const list = isObject(parsed) ? (Array.isArray(parsed.changes) ? parsed.changes : parsed.reasons) : undefined;
  if (!Array.isArray(list)) return [];
  const out: ProofreadChange[] = [];
  for (const item of list) {
    if (!isObject(item)) continue;
    const change = { from: cut(item.from), to: cut(item.to), reason: cut(item.reason ?? item.why) };
    if (!change.reason || (!change.from && !change.to) || change.from === change.to) continue;
    out.push(change);
    if (out.length === CHANGE_LIMITS.count) break;
  }
  return out;
}

// what the correction may not add; the user's own stay (and a dash is theirs to keep when they use them)
const ADDED_EMOJI =
  /(?:\uD83C[\uDC00-\uDFFF]|\uD83D[\uDC00-\uDEFF]|\uD83E[\uDD00-\uDEFF]|[\u2600-\u27BF\u2B50\u2B55])(?:\uFE0F|\u200D|\uD83C[\uDFFB-\uDFFF])*/g;
const ADDED_HASHTAG = /#[A-Za-z\u00C0-\u024F0-9_]+/g;
const ADDED_DASH = /\s*(?:\u2014|\s\u2013\s)\s*/g;
const hasDash = (text: string) => /\u2014|\s\u2013\s/.test(text);

/** The tell options of a proofread: the draft's editor decides whether it is a comment. */
function tellOptions(req: AssistRequest, text: string, persona?: Persona): TellOptions {
  const editor = (req.context as { editor?: unknown }).editor;
  const voice = persona ? [persona.voice.description, ...persona.voice.samples] : [];
  return {
    languages: tellLanguages(text, req.language || undefined),
    comment: editor === "comment" || editor === "message",
    // the user's own dashes stay anyway (only added text is touched); added ones stay for a user whose voice has them
    keepDashes: voice.some(hasDash),
  };
}

/** [start, end) ranges of the corrected text that the diff shows as added. */
function addedRanges(parts: readonly DiffPart[]): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  let at = 0;
  for (const part of parts) {
    if (part.kind === "removed") continue;
    if (part.kind === "added") ranges.push({ start: at, end: at + part.text.length });
    at += part.text.length;
  }
  return ranges;
}

/** Where each stretch of the draft landed in the correction (same text keeps its place; a change maps to where its replacement is). */
function draftSpansIn(parts: readonly DiffPart[], correctedLength: number, spans: readonly Tell[]): Tell[] {
  const map: { from: number; to: number; at: number; same: boolean }[] = [];
  let a = 0;
  let b = 0;
  for (const part of parts) {
    if (part.kind === "same") {
      map.push({ from: a, to: a + part.text.length, at: b, same: true });
      a += part.text.length;
      b += part.text.length;
    } else if (part.kind === "removed") {
      map.push({ from: a, to: a + part.text.length, at: b, same: false });
      a += part.text.length;
    } else b += part.text.length;
  }
  const place = (offset: number) => {
    const hit = map.find((m) => offset >= m.from && offset <= m.to);
    return !hit ? correctedLength : hit.same ? hit.at + (offset - hit.from) : hit.at;
  };
  return spans.map((t) => ({ ...t, start: place(t.start), end: Math.max(place(t.end), place(t.start) + 1) }));
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/**
 * The tells in `corrected` that the correction added: those overlapping added text, unless the draft had
 * a tell of the same kind in that place (the user's own, with a word of it corrected).
 */
export function addedTells(
  draft: string,
  corrected: string,
  options: TellOptions,
  parts: readonly DiffPart[] = diffText(draft, corrected),
): Tell[] {
  const ranges = addedRanges(parts);
  if (!ranges.length) return [];
  const candidates = findTells(corrected, options).filter((tell) => ranges.some((r) => overlaps(r, tell)));
  // the draft's own tells are looked for only when the added text has some (the usual proofread has none)
  if (!candidates.length) return [];
  const own = draftSpansIn(parts, corrected.length, findTells(draft, options));
  return candidates.filter((tell) => !own.some((o) => o.kind === tell.kind && overlaps(o, tell)));
}

/**
 * The correction with the tells it added taken out (emoji, hashtags, an opener before the draft's first
 * word, em dashes unless the user writes with them): only added text is touched, so whatever the user
 * wrote stays as they wrote it. Joins are tidied where something was taken out.
 */
export function removeAddedTells(
  draft: string,
  corrected: string,
  options: TellOptions,
): { text: string; removed: TellKind[]; parts: DiffPart[] } {
  const removed = new Set<TellKind>();
  const diff = diffText(draft, corrected);
  const parts = diff.filter((p) => p.kind !== "removed");
  // an opener the correction added can only be its first, added, words
  const opener =
    parts[0]?.kind === "added" ? findTells(corrected, options).find((t) => t.kind === "opener" && t.start === 0) : undefined;
  let out = "";
  let trimNext = false;
  parts.forEach((part, i) => {
    let text = part.text;
    if (part.kind === "same") {
      if (trimNext && /\s$/.test(out)) text = text.replace(/^[ \t]+/, "");
      trimNext = false;
      out += text;
      return;
    }
    const original = text;
    if (i === 0 && opener && opener.end <= text.length) {
      text = text.slice(opener.end);
      removed.add("opener");
    }
    if (ADDED_EMOJI.test(text)) {
      text = text.replace(ADDED_EMOJI, "");
      removed.add("emoji");
    }
    ADDED_EMOJI.lastIndex = 0;
    if (ADDED_HASHTAG.test(text)) {
      text = text.replace(ADDED_HASHTAG, "");
      removed.add("hashtags");
    }
    ADDED_HASHTAG.lastIndex = 0;
    if (!options.keepDashes && hasDash(text)) {
      text = text.replace(ADDED_DASH, ", ");
      removed.add("dash");
    }
    if (text !== original) {
      text = text.replace(/[ \t]{2,}/g, " ");
      // a comma or a stop that now follows a space, or a space left where there already was one
      if (/^[ \t]*[,.;:!?]/.test(text)) {
        out = out.replace(/[ \t]+$/, "");
        text = text.replace(/^[ \t]+/, "");
      }
      if (/^[ \t]*$/.test(text) && /\s$/.test(out)) text = "";
      trimNext = /\s$/.test(text) || (text === "" && /\s$/.test(out));
    }
    out += text;
  });
  const text = out.replace(/,\s*([.!?])/g, "$1").trim();
  // the diff, when nothing was taken out: the caller's marks need it, and it is the costliest step
  return { text, removed: [...removed], parts: text === corrected ? diff : diffText(draft, text) };
}

export interface ProofreadReviewed extends Reviewed {
  changes: ProofreadChange[];
  checks: ProofreadChecks;
  /** what to tell the model when a check failed (none: the correction passed) */
  problems: string[];
}

/** Reviews a proofread answer: `suggestions` as streamed or parsed (one: the correction), `content` the raw answer. */
export function reviewProofread(
  req: AssistRequest,
  suggestions: readonly string[],
  content: string,
  persona?: Persona,
  retried = false,
): ProofreadReviewed {
  const draft = draftOf(req.context).trim();
  const raw = (suggestions[0] ?? "").trim() || draft;
  const options = tellOptions(req, raw, persona);
  const cleaned = removeAddedTells(draft, raw, options);
  const check = checkProofread(draft, cleaned.text);
  const problems: string[] = [];
  if (!check.withinLength) {
    const percent = Math.round(Math.abs(check.lengthRatio - 1) * 100);
    problems.push(
      `It is ${percent} % ${check.lengthRatio > 1 ? "longer" : "shorter"} than my draft: keep within ${Math.round(PROOFREAD_LENGTH_BOUND * 100)} % of its length.`,
    );
  }
  if (check.newNumbers.length)
    problems.push(`It adds numbers my draft does not have (${check.newNumbers.join(", ")}): never add facts.`);
  if (check.newNames.length)
    problems.push(`It adds names my draft does not have (${check.newNames.join(", ")}): never add facts.`);
  return {
    suggestions: [cleaned.text],
    tells: addedTells(draft, cleaned.text, options, cleaned.parts).map((tell) => ({ index: 0, ...tell })),
    removed: [cleaned.removed],
    mostlyTells: [],
    settings: { languages: [...(options.languages ?? [])], comment: !!options.comment, keepDashes: !!options.keepDashes },
    changes: parseChanges(content),
    checks: {
      ok: problems.length === 0,
      lengthRatio: Math.round(check.lengthRatio * 100) / 100,
      withinLength: check.withinLength,
      newNumbers: check.newNumbers,
      newNames: check.newNames,
      retried,
    },
    problems,
  };
}

/** The request that asks once more, naming what was wrong with the correction. */
export function proofreadRetryInstruction(reviewed: ProofreadReviewed): string {
  return `Your correction changes more than a proofread may:\n${reviewed.problems.map((p) => `- ${p}`).join("\n")}
Correct my draft again: keep my words, voice and language; fix only spelling, grammar, clarity and tone slips; add nothing. Answer in the same JSON format.`;
}
