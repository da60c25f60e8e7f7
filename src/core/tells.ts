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
import { removeTell, tidySpaces } from "./tell-removal";
import { TELL_LANGUAGES, TELL_WORDS, type TellLanguage } from "./tell-words";

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
const DASH = /\s*(?:\u2014|\s\u2013\s)\s*/g;
const TRAILING_TAGS = new RegExp(`(?:\\s*#[${LETTER}0-9_]+)+[\\s.]*$`);
const HASHTAG = new RegExp(`#[${LETTER}0-9_]+`, "g");
/** Any character an emoji may start with: a cheap test before the full pattern runs. */
const EMOJI_START = /[\uD83C-\uD83E\u2600-\u27BF\u2B50\u2B55]/;
const hasDash = (text: string) => text.indexOf("\u2014") >= 0 || text.indexOf(" \u2013 ") >= 0;
const hasEmoji = (text: string) => EMOJI_START.test(text);

const LANGUAGE_NAMES: Record<string, TellLanguage> = {
  en: "en", english: "en", inglés: "en", englisch: "en", anglais: "en",
  es: "es", spanish: "es", español: "es", castellano: "es", spanisch: "es", espagnol: "es",
  de: "de", german: "de", deutsch: "de", alemán: "de", allemand: "de",
  fr: "fr", french: "fr", français: "fr", francés: "fr", französisch: "fr",
  pt: "pt", portuguese: "pt", português: "pt", portugués: "pt", portugiesisch: "pt",
};

/** The language of a text by how many of each language's frequent short words it uses; null when none stands out. */
export function guessLanguage(text: string): TellLanguage | null {
  // the first 400 characters say it as well as the whole answer; native searches, no loop over words
  const sample = ` ${text.slice(0, 400).toLowerCase().replace(/[.,;:!?¡¿"“”()]/g, " ")} `;
  let best: TellLanguage | null = null;
  let bestScore = 1;
  for (const lang of TELL_LANGUAGES) {
    let score = 0;
    for (const word of TELL_WORDS[lang].common) if (sample.indexOf(` ${word} `) >= 0) score += 1;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The phrase lists to look for: the text's language and English (models slip into it); every language's
 * when the text is too short to tell.
 */
export function tellLanguages(text: string, asked?: string): TellLanguage[] {
  const named = asked ? LANGUAGE_NAMES[asked.trim().toLowerCase().split(/[-_\s]/)[0] ?? ""] : undefined;
  const lang = named ?? guessLanguage(text);
  if (!lang) return [...TELL_LANGUAGES];
  return lang === "en" ? ["en"] : [lang, "en"];
}

interface Patterns {
  opener: RegExp;
  replyFarming: RegExp;
  /** lower-case words one of which a text must contain for the pattern to be worth running */
  openerHints: string[];
  buzzwordHints: string[];
  halves: [string, string][];
  andHints: string[];
  /** "sharp, honest," before an " and " */
  triadBefore: RegExp;
  /** the word after it */
  triadAfter: RegExp;
}

const cache = new Map<string, Patterns>();
/** A phrase as it is searched for: lower case, with a straight apostrophe. */
const plain = (phrase: string) => phrase.toLowerCase().replace(/’/g, "'");
/** Each phrase once: languages share some ("game-changer"), and one place is one tell. */
const unique = <T>(list: T[]): T[] => [...new Set(list)];

/** The patterns of these languages, built once. */
function patterns(langs: TellLanguage[]): Patterns {
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
    openerHints: unique((all("openers") as string[]).map(plain)),
    // the longest first: a shorter one inside a longer one found is not a tell of its own
    buzzwordHints: unique((all("buzzwords") as string[]).map(plain)).sort((a, b) => b.length - a.length),
    halves: unique(halves.map(([a, b]) => `${plain(a)}\n${plain(b)}`)).map((pair) => pair.split("\n") as [string, string]),
    andHints: unique((all("and") as string[]).map((w) => ` ${w} `)),
    triadBefore: new RegExp(`(^|[^${LETTER}0-9])[${LETTER}]{3,}, [${LETTER}]{3,},?$`),
    triadAfter: new RegExp(`^([${LETTER}]{3,})(?:[^${LETTER}0-9]|$)`),
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

/** Whether one of `phrases` is among the first words of `lower` (an opener's quote or "¡" before it allowed). */
function startsWithAny(lower: string, phrases: readonly string[]): boolean {
  const head = lower.slice(0, 60);
  return phrases.some((phrase) => {
    const at = head.indexOf(phrase);
    return at >= 0 && at <= 3;
  });
}

/** Whether the character at `i` is not a letter or digit (or outside the text): a word ends there. */
function isBoundary(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return true;
  return !WORD_CHAR.test(text[i]!);
}
const WORD_CHAR = new RegExp(`[${LETTER}0-9]`);

/** A list of three words with a fourth before or after it is a list, not a triad. */
function onlyThree(text: string, start: number, end: number): boolean {
  return !LIST_ITEM_BEFORE.test(text.slice(Math.max(0, start - 40), start)) && !/^,\s*\S/.test(text.slice(end, end + 4));
}
const LIST_ITEM_BEFORE = new RegExp(`[${LETTER}]+,\\s*$`);

const LONG_WORD = new RegExp(`[${LETTER}]{4,}`, "g");

/** The first sentence, when it repeats the source (most of its longer words are the post's). */
function restatement(text: string, source: string): Tell | null {
  const end = text.search(/[.!?](\s|$)/);
  const first = end < 0 ? text : text.slice(0, end + 1);
  const words = (value: string) => value.toLowerCase().match(LONG_WORD) ?? [];
  const own = words(first);
  if (own.length < 6) return null;
  const theirs = new Set(words(source));
  const shared = own.filter((w) => theirs.has(w)).length;
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
  const p = patterns([...(options.languages ?? tellLanguages(text, options.language))]);
  const lower = text.toLowerCase().replace(/’/g, "'");
  const out: Tell[] = [];
  const opener = startsWithAny(lower, p.openerHints) ? p.opener.exec(text) : null;
  if (opener) out.push({ start: 0, end: opener[0].length, kind: "opener", reason: TELL_REASONS.opener });
  if (!options.keepDashes && hasDash(text)) each(text, DASH, "dash", out);
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
  if (hasEmoji(text)) each(text, EMOJI, "emoji", out);
  const buzzwords: Tell[] = [];
  for (const word of p.buzzwordHints) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + word.length)) {
      const end = at + word.length;
      if (!isBoundary(lower, at - 1) || !isBoundary(lower, end) || buzzwords.some((b) => b.start <= at && end <= b.end)) continue;
      buzzwords.push({ start: at, end, kind: "buzzword", reason: TELL_REASONS.buzzword });
    }
  }
  out.push(...buzzwords);
  // the shapes around a word found first: the pattern then runs on a few dozen characters, not the answer
  for (const [first, second] of p.halves) {
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
  for (const and of p.andHints) {
    for (let at = lower.indexOf(and); at >= 0; at = lower.indexOf(and, at + and.length)) {
      const before = p.triadBefore.exec(text.slice(Math.max(0, at - 60), at));
      const after = p.triadAfter.exec(text.slice(at + and.length, at + and.length + 40));
      if (!before || !after) continue;
      const start = at - before[0].length + (before[1] ?? "").length;
      const end = at + and.length + (after[1] ?? "").length;
      if (onlyThree(text, start, end)) out.push({ start, end, kind: "triad", reason: TELL_REASONS.triad });
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

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * `text` with its removable tells removed (when what is left still says something), and the tells left
 * to mark, with offsets into the cleaned text. `removed`: the kinds taken out.
 */
export function cleanTells(text: string, options: TellOptions = {}): { text: string; tells: Tell[]; removed: TellKind[] } {
  const removed: TellKind[] = [];
  let out = text.trim();
  const languages = options.languages ?? tellLanguages(out, options.language);
  const p = patterns([...languages]);

  const opener = startsWithAny(out.toLowerCase().replace(/’/g, "'"), p.openerHints) ? p.opener.exec(out) : null;
  if (opener && words(out.slice(opener[0].length)) >= 3) {
    out = removeTell(out, { start: 0, end: opener[0].length, kind: "opener" });
    removed.push("opener");
  }
  const trailing = out.indexOf("#") >= 0 ? TRAILING_TAGS.exec(out) : null;
  if (trailing && trailing.index > 0 && words(out.slice(0, trailing.index)) >= 3) {
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
  if (!options.keepDashes && hasDash(out)) {
    const dashes: Tell[] = [];
    each(out, DASH, "dash", dashes);
    // from the last, so that the offsets of the others still hold
    for (let i = dashes.length - 1; i >= 0; i--) out = removeTell(out, dashes[i]!);
    if (dashes.length) removed.push("dash");
  }
  return { text: out, tells: findTells(out, { ...options, languages }), removed };
}

/** The share of a text's visible characters that its tells cover (overlaps counted once). */
export function tellShare(text: string, tells: readonly Tell[]): number {
  const visible = text.replace(/\s+/g, "").length;
  if (!visible || !tells.length) return 0;
  // merged spans, each counted by the engine's own replace rather than a loop over its characters
  const spans = [...tells].sort((a, b) => a.start - b.start);
  let covered = 0;
  let start = spans[0]!.start;
  let end = spans[0]!.end;
  const add = () => (covered += text.slice(start, end).replace(/\s+/g, "").length);
  for (const span of spans.slice(1)) {
    if (span.start <= end) end = Math.max(end, span.end);
    else {
      add();
      start = span.start;
      end = span.end;
    }
  }
  add();
  return covered / visible;
}

/** Kinds the clean-up removes: a cleaned suggestion that still has one of them failed the clean-up. */
export const REMOVABLE: readonly TellKind[] = ["opener", "dash", "emoji"];
