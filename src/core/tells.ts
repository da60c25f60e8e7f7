/**
 * The marks that give machine-written text away ("tells"), found and, where that changes nothing of the
 * meaning, removed: LinkedIn flags text that reads as AI ("Seems like AI slop"), and a suggestion the user
 * sends is theirs. Pure functions of the text; the phrase lists are data (./tell-words.ts).
 *
 * Removed: a stock opener ("Great post!"), a trailing block of hashtags, emoji in a comment or a reply, and
 * em dashes (a comma instead), unless the user's own writing uses them. Marked, for the user to judge:
 * buzzwords, "not just X, but Y", a list of exactly three single words, a closing question asked to farm
 * replies, hashtags inside a comment, emoji elsewhere, and a first sentence that restates the post.
 */
import { isWhite, removeTell, tidySpaces, trim } from "./tell-removal";
import { tellLanguages } from "./tell-language";
import { TELL_WORDS, type TellLanguage } from "./tell-words";

export { guessLanguage, tellLanguages } from "./tell-language";

export type TellKind =
  | "opener"
  | "dash"
  | "hashtags"
  | "emoji"
  | "buzzword"
  | "not_just_but"
  | "triad"
  | "reply_farming"
  | "restatement";

/** A tell in a text: [start, end) as UTF-16 offsets, its kind and a short reason a user can read. */
export interface Tell {
  start: number;
  end: number;
  kind: TellKind;
  reason: string;
}

export const TELL_REASONS: Record<TellKind, string> = {
  opener: "A stock opener: it says nothing about the post, and readers skip it.",
  dash: "Em dashes used as a tic are a common mark of AI-written text.",
  hashtags: "Hashtags in a comment read as automated.",
  emoji: "Emoji in generated text read as automated.",
  buzzword: "A buzzword that machine-written text overuses.",
  not_just_but: "The \"not just X, but Y\" shape is a well-known AI pattern.",
  triad: "A list of exactly three words is a common AI rhythm.",
  reply_farming: "A closing question asked only to farm replies.",
  restatement: "It restates the post back to its author.",
};

/** What each kind is called, short: the panel's labels and the follow-up that asks for a plainer text. */
export const TELL_NAMES: Record<TellKind, string> = {
  opener: "a stock opener",
  dash: "an em dash",
  hashtags: "hashtags",
  emoji: "emoji",
  buzzword: "a buzzword",
  not_just_but: "the \"not just X, but Y\" shape",
  triad: "a list of three",
  reply_farming: "a question asked to farm replies",
  restatement: "restating the post",
};

export interface TellOptions {
  /** the language asked for ("Spanish", "es", "Deutsch"…); else read from the text */
  language?: string;
  /** the phrase lists to use, found once for several texts (tellLanguages): overrides `language` */
  languages?: readonly TellLanguage[];
  /** a comment or a reply: emoji are removed, and hashtags anywhere are marked */
  comment?: boolean;
  /** the user's own writing uses em dashes: they are neither marked nor removed */
  keepDashes?: boolean;
  /** the text the suggestion answers (a post): a first sentence that repeats it is marked */
  source?: string;
}

// Words and shapes are found with plain searches first, and a pattern runs only on the few characters
// around what was found: over a whole answer, PocketBase's engine took 10 ms for the patterns alone.
const LETTER = "A-Za-z\\u00C0-\\u024F";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]");

// emoji as surrogate pairs or the BMP's symbol blocks, with their joiners and variation selectors
const EMOJI = /(?:\uD83C[\uDC00-\uDFFF]|\uD83D[\uDC00-\uDEFF]|\uD83E[\uDD00-\uDEFF]|[\u2600-\u27BF\u2B50\u2B55])(?:\uFE0F|\u200D|\uD83C[\uDFFB-\uDFFF])*/g;
const TRAILING_TAGS = new RegExp(`(?:\\s*#[${LETTER}0-9_]+)+[\\s.]*$`);
const HASHTAG = new RegExp(`#[${LETTER}0-9_]+`, "g");
/** Any character an emoji may start with: a cheap test before the full pattern runs. */
const EMOJI_START = /[\uD83C-\uD83E\u2600-\u27BF\u2B50\u2B55]/;

/**
 * Every em dash, and every en dash with a space either side, with the spaces around it: found by
 * native searches, then a few characters either side (a pattern starting with spaces tries every
 * position of the text, which PocketBase's engine pays for).
 */
function dashes(text: string): Tell[] {
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
const hasEmoji = (text: string) => EMOJI_START.test(text);

interface Patterns {
  opener: RegExp;
  replyFarming: RegExp;
  /** lower-case words one of which a text must contain for the pattern to be worth running */
  /** the first words of the openers: a text whose first word is none of them has none */
  openerWords: Set<string>;
  buzzwordHints: string[];
  halves: [string, string][];
  andHints: string[];
}

const cache = new Map<string, Patterns>();
/** A phrase as it is searched for: lower case, with a straight apostrophe. */
const plain = (phrase: string) => phrase.toLowerCase().replace(/’/g, "'");
/** Each phrase once: languages share some ("game-changer"), and one place is one tell. */
const unique = <T>(list: T[]): T[] => [...new Set(list)];

/** The patterns of these languages, built once. */
function patterns(langs: readonly TellLanguage[]): Patterns {
  const key = langs.join(",");
  const known = cache.get(key);
  if (known) return known;
  const all = <K extends keyof (typeof TELL_WORDS)["en"]>(k: K) => langs.flatMap((l) => TELL_WORDS[l][k] as readonly unknown[]);
  const alternatives = (list: readonly unknown[]) =>
    [...(list as string[])].sort((a, b) => b.length - a.length).map(escape).join("|");
  const halves = all("notJustBut") as [string, string][];
  const built: Patterns = {
    // the opener, then the rest of its clause up to a mark that ends it (at most a few words)
    opener: new RegExp(`^\\s*[¡¿"“]?(?:${alternatives(all("openers"))})(?:[^.!?\\n]{0,40}?[.!?]+|\\s*[,:;!.]+)\\s*`, "i"),
    // tried on the closing question only
    replyFarming: new RegExp(`^(?:so,?\\s*)?[¿]?(?:${alternatives(all("replyFarming"))})[^.!?\\n]{0,60}\\?\\s*$`, "i"),
    openerWords: new Set((all("openers") as string[]).map((phrase) => plain(phrase).split(" ")[0]!)),
    // the longest first: a shorter one inside a longer one found is not a tell of its own
    buzzwordHints: unique((all("buzzwords") as string[]).map(plain)).sort((a, b) => b.length - a.length),
    halves: unique(halves.map(([a, b]) => `${plain(a)}\n${plain(b)}`)).map((pair) => pair.split("\n") as [string, string]),
    andHints: unique((all("and") as string[]).map((w) => ` ${w} `)),
  };
  cache.set(key, built);
  return built;
}

/** Every match of `pattern` as a tell. */
function each(text: string, pattern: RegExp, kind: TellKind, out: Tell[]): void {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    out.push({ start: m.index, end: m.index + m[0].length, kind, reason: TELL_REASONS[kind] });
  }
}

/** `text` in lower case with straight apostrophes, as phrases are searched for. */
function lowered(text: string): string {
  const lower = text.toLowerCase();
  return lower.indexOf("’") >= 0 ? lower.replace(/’/g, "'") : lower;
}

/** An opener and the rest of its clause fit in this many characters: its pattern runs on them, not on the whole text. */
const OPENER_MAX = 200;

/** A text's first word, after an opening quote or "¡" (at most three characters in). */
const FIRST_WORD = new RegExp(`[${LETTER}'’]+`);

/**
 * Whether `text` may start with an opener: its first word starts one. One short search and a lookup,
 * so the opener's pattern (every opener of every language asked for) runs only on the texts that may.
 */
function mayOpen(text: string, words: ReadonlySet<string>): boolean {
  const first = FIRST_WORD.exec(text.slice(0, 24));
  return !!first && first.index <= 3 && words.has(lowered(first[0]));
}

// Characters told apart by their codes: a pattern per character costs more in PocketBase's engine.
/** A Latin letter, accented ones included (LETTER). */
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f);
const isWordCode = (c: number) => isLetter(c) || (c >= 48 && c <= 57);

/** Whether the character at `i` is not a letter or digit (or outside the text): a word ends there. */
function isBoundary(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return true;
  return !isWordCode(text.charCodeAt(i));
}

/** How far the letters from `i` go back: where the word ending at `i` starts. */
function lettersBack(text: string, i: number): number {
  let at = i;
  while (at > 0 && isLetter(text.charCodeAt(at - 1))) at -= 1;
  return at;
}

/**
 * Where "sharp, honest," (or "sharp, honest") ends just before `and` at `at`: two words of three letters
 * or more, a comma and a space between them; -1 when the text before is not that.
 */
function listStart(text: string, at: number): number {
  const second = text.charCodeAt(at - 1) === 44 ? at - 1 : at;
  const secondStart = lettersBack(text, second);
  if (second - secondStart < 3 || text.charCodeAt(secondStart - 1) !== 32 || text.charCodeAt(secondStart - 2) !== 44) return -1;
  const first = secondStart - 2;
  const firstStart = lettersBack(text, first);
  if (first - firstStart < 3 || !isBoundary(text, firstStart - 1)) return -1;
  return firstStart;
}

/** The end of the word of three letters or more that starts at `i`, whole; -1 when there is none. */
function wordEnd(text: string, i: number): number {
  let end = i;
  while (end < text.length && isLetter(text.charCodeAt(end))) end += 1;
  return end - i >= 3 && isBoundary(text, end) ? end : -1;
}

/** A list of three words with a fourth before or after it is a list, not a triad. */
function onlyThree(text: string, start: number, end: number): boolean {
  return !LIST_ITEM_BEFORE.test(text.slice(Math.max(0, start - 40), start)) && !/^,\s*\S/.test(text.slice(end, end + 4));
}
const LIST_ITEM_BEFORE = new RegExp(`[${LETTER}]+,\\s*$`);

const LONG_WORD = new RegExp(`[${LETTER}]{4,}`, "g");

const longWords = (value: string) => value.toLowerCase().match(LONG_WORD) ?? [];
/** The source's longer words, kept for the next call: every suggestion of an answer has the same source (a post of up to 12,000 characters). */
let sourceWords: { source: string; words: Set<string> } = { source: "", words: new Set() };

/** The first sentence, when it repeats the source (most of its longer words are the post's). */
function restatement(text: string, source: string): Tell | null {
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
function closingQuestion(text: string): number {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith("?")) return -1;
  const body = trimmed.slice(0, -1);
  // the end of the sentence before it (native searches: a loop over characters is slow in PocketBase's engine)
  const start = Math.max(body.lastIndexOf("."), body.lastIndexOf("!"), body.lastIndexOf("?"), body.lastIndexOf("\n")) + 1;
  return start + (trimmed.length - start - trimmed.slice(start).trimStart().length);
}

/**
 * Every tell in `text`, removable or not, in order of where it starts. The costlier patterns run only
 * where a plain search found one of their words first: a few hundred words take well under a millisecond.
 */
export function findTells(text: string, options: TellOptions = {}): Tell[] {
  return findIn(text, options, patterns(options.languages ?? tellLanguages(text, options.language)), false);
}

/** findTells with its patterns; `emojiFree`: the text is known to have none (the clean-up took them out). */
function findIn(text: string, options: TellOptions, p: Patterns, emojiFree: boolean): Tell[] {
  const lower = lowered(text);
  const out: Tell[] = [];
  const opener = mayOpen(text, p.openerWords) ? p.opener.exec(text.slice(0, OPENER_MAX)) : null;
  if (opener) out.push({ start: 0, end: opener[0].length, kind: "opener", reason: TELL_REASONS.opener });
  if (!options.keepDashes) out.push(...dashes(text));
  const tagged = text.indexOf("#") >= 0;
  const trailing = tagged ? TRAILING_TAGS.exec(text) : null;
  const tagsEnd = trailing ? trailing.index : text.length;
  if (trailing && trailing.index > 0) out.push({ start: trailing.index, end: text.length, kind: "hashtags", reason: TELL_REASONS.hashtags });
  if (options.comment && tagged) {
    HASHTAG.lastIndex = 0;
    for (let m = HASHTAG.exec(text); m && m.index < tagsEnd; m = HASHTAG.exec(text)) {
      out.push({ start: m.index, end: m.index + m[0].length, kind: "hashtags", reason: TELL_REASONS.hashtags });
    }
  }
  if (!emojiFree && hasEmoji(text)) each(text, EMOJI, "emoji", out);
  // indexed loops and native searches: PocketBase's engine pays for every step of a loop
  const found = out.length;
  const hints = p.buzzwordHints;
  for (let i = 0; i < hints.length; i++) {
    const word = hints[i]!;
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + word.length)) {
      const end = at + word.length;
      if (!isBoundary(lower, at - 1) || !isBoundary(lower, end) || within(out, found, at, end)) continue;
      out.push({ start: at, end, kind: "buzzword", reason: TELL_REASONS.buzzword });
    }
  }
  // the shapes around a word found first: the pattern then runs on a few dozen characters, not the answer
  for (let i = 0; i < p.halves.length; i++) {
    const [first, second] = p.halves[i]!;
    for (let at = lower.indexOf(first); at >= 0; at = lower.indexOf(first, at + first.length)) {
      if (!isBoundary(lower, at - 1)) continue;
      const window = lower.slice(at, at + first.length + 90);
      const stop = window.slice(first.length).search(/[.!?\n]/);
      const clause = stop < 0 ? window : window.slice(0, first.length + stop);
      const then = clause.indexOf(` ${second}`, first.length);
      if (then > first.length && isBoundary(clause, then + 1 + second.length)) {
        out.push({ start: at, end: at + then + 1 + second.length, kind: "not_just_but", reason: TELL_REASONS.not_just_but });
      }
    }
  }
  for (let i = 0; i < p.andHints.length; i++) {
    const and = p.andHints[i]!;
    for (let at = lower.indexOf(and); at >= 0; at = lower.indexOf(and, at + and.length)) {
      const start = listStart(text, at);
      const end = start < 0 ? -1 : wordEnd(text, at + and.length);
      if (end >= 0 && onlyThree(text, start, end)) out.push({ start, end, kind: "triad", reason: TELL_REASONS.triad });
    }
  }
  const question = closingQuestion(text);
  if (question >= 0 && p.replyFarming.test(text.slice(question))) {
    out.push({ start: question, end: text.trimEnd().length, kind: "reply_farming", reason: TELL_REASONS.reply_farming });
  }
  const restated = options.source ? restatement(text, options.source) : null;
  if (restated) out.push(restated);
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Whether a tell from `from` on in `tells` holds [start, end): a buzzword inside a longer one. */
function within(tells: readonly Tell[], from: number, start: number, end: number): boolean {
  for (let i = from; i < tells.length; i++) if (tells[i]!.start <= start && end <= tells[i]!.end) return true;
  return false;
}

/** Whether `text` has at least three words (a pattern that stops at the third, not a split of the whole text). */
const threeWords = (text: string) => /\S+\s+\S+\s+\S/.test(text);

/**
 * `text` with its removable tells removed (when what is left still says something), and the tells left
 * to mark, with offsets into the cleaned text. `removed`: the kinds taken out.
 */
export function cleanTells(text: string, options: TellOptions = {}): { text: string; tells: Tell[]; removed: TellKind[] } {
  const removed: TellKind[] = [];
  let out = trim(text);
  const languages = options.languages ?? tellLanguages(out, options.language);
  const p = patterns(languages);

  const opener = mayOpen(out, p.openerWords) ? p.opener.exec(out.slice(0, OPENER_MAX)) : null;
  if (opener && threeWords(out.slice(opener[0].length))) {
    out = removeTell(out, { start: 0, end: opener[0].length, kind: "opener" });
    removed.push("opener");
  }
  const trailing = out.indexOf("#") >= 0 ? TRAILING_TAGS.exec(out) : null;
  if (trailing && trailing.index > 0 && threeWords(out.slice(0, trailing.index))) {
    out = removeTell(out, { start: trailing.index, end: out.length, kind: "hashtags" });
    removed.push("hashtags");
  }
  if (options.comment && hasEmoji(out)) {
    EMOJI.lastIndex = 0;
    if (EMOJI.test(out)) {
      // all at once: removing them one by one (removeTell) gives the same text
      out = tidySpaces(out.replace(EMOJI, ""));
      removed.push("emoji");
    }
  }
  const found = options.keepDashes ? [] : dashes(out);
  // from the last, so that the offsets of the others still hold
  for (let i = found.length - 1; i >= 0; i--) out = removeTell(out, found[i]!);
  if (found.length) removed.push("dash");
  const { comment, keepDashes, source } = options;
  // no object spread: the hooks' copy is built for ES2017, where it becomes a slow helper
  return { text: out, tells: findIn(out, { languages, comment, keepDashes, source }, p, !!comment), removed };
}

/** How many characters of `text` are not spaces or line breaks (native splits: a pattern over the text costs more). */
export const visibleLength = (text: string) => text.length - (text.split(" ").length - 1) - (text.split("\n").length - 1);

/** The share of a text's visible characters that its tells cover (overlaps counted once). */
export function tellShare(text: string, tells: readonly Tell[]): number {
  if (!tells.length) return 0;
  const all = visibleLength(text);
  if (!all) return 0;
  const spans = [...tells].sort((a, b) => a.start - b.start);
  let covered = 0;
  let start = spans[0]!.start;
  let end = spans[0]!.end;
  for (let i = 1; i < spans.length; i++) {
    const span = spans[i]!;
    if (span.start <= end) end = Math.max(end, span.end);
    else {
      covered += visibleLength(text.slice(start, end));
      start = span.start;
      end = span.end;
    }
  }
  covered += visibleLength(text.slice(start, end));
  return covered / all;
}

/** Kinds the clean-up removes: a cleaned suggestion that still has one of them failed the clean-up. */
export const REMOVABLE: readonly TellKind[] = ["opener", "dash", "emoji"];
