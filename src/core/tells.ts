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
import { REMOVABLE, TELL_NAMES, TELL_REASONS, type Tell, type TellKind } from "./tell-kinds";
import { removeTell, tidySpaces, trim } from "./tell-removal";
import { closingQuestion, dashes, isBoundary, LETTER, listStart, lowered, onlyThree, restatement, wordEnd } from "./tell-scan";
import { tellLanguages } from "./tell-language";
import { TELL_WORDS, type TellLanguage } from "./tell-words";

export { guessLanguage, tellLanguages } from "./tell-language";
export { REMOVABLE, TELL_NAMES, TELL_REASONS, type Tell, type TellKind };

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
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]");

// emoji as surrogate pairs or the BMP's symbol blocks, with their joiners and variation selectors
const EMOJI =
  /(?:\uD83C[\uDC00-\uDFFF]|\uD83D[\uDC00-\uDEFF]|\uD83E[\uDD00-\uDEFF]|[\u2600-\u27BF\u2B50\u2B55])(?:\uFE0F|\u200D|\uD83C[\uDFFB-\uDFFF])*/g;
const TRAILING_TAGS = new RegExp(`(?:\\s*#[${LETTER}0-9_]+)+[\\s.]*$`);
const HASHTAG = new RegExp(`#[${LETTER}0-9_]+`, "g");
/** Any character an emoji may start with: a cheap test before the full pattern runs. */
const EMOJI_START = /[\uD83C-\uD83E\u2600-\u27BF\u2B50\u2B55]/;

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
    [...(list as string[])]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|");
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
  if (trailing && trailing.index > 0)
    out.push({ start: trailing.index, end: text.length, kind: "hashtags", reason: TELL_REASONS.hashtags });
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

/** How many kinds of tells the clean-up removes (dash, opener, hashtags, emoji): the most passes that can find one. */
const REMOVABLE_KINDS = 4;

/** One pass of the clean-up over `text`: each removable tell found is taken out, its kind added to `removed` once. */
function cleanOnce(text: string, p: ReturnType<typeof patterns>, options: TellOptions, removed: TellKind[]): string {
  let out = text;
  const note = (kind: TellKind) => {
    if (!removed.includes(kind)) removed.push(kind);
  };
  // dashes first: the text is then plain ASCII again (in PocketBase's engine every step on a text with an em
  // dash costs several times more), and an opener a dash hid ("Great post — the…") is found
  const found = options.keepDashes ? [] : dashes(out);
  // from the last, so that the offsets of the others still hold
  for (let i = found.length - 1; i >= 0; i--) out = removeTell(out, found[i]!);
  if (found.length) note("dash");
  const opener = mayOpen(out, p.openerWords) ? p.opener.exec(out.slice(0, OPENER_MAX)) : null;
  if (opener && threeWords(out.slice(opener[0].length))) {
    out = removeTell(out, { start: 0, end: opener[0].length, kind: "opener" });
    note("opener");
  }
  const trailing = out.indexOf("#") >= 0 ? TRAILING_TAGS.exec(out) : null;
  if (trailing && trailing.index > 0 && threeWords(out.slice(0, trailing.index))) {
    out = removeTell(out, { start: trailing.index, end: out.length, kind: "hashtags" });
    note("hashtags");
  }
  if (options.comment && hasEmoji(out)) {
    EMOJI.lastIndex = 0;
    if (EMOJI.test(out)) {
      // all at once: removing them one by one (removeTell) gives the same text
      out = tidySpaces(out.replace(EMOJI, ""));
      note("emoji");
    }
  }
  return out;
}

/**
 * `text` with its removable tells removed (when what is left still says something), and the tells left
 * to mark, with offsets into the cleaned text. `removed`: the kinds taken out.
 */
export function cleanTells(text: string, options: TellOptions = {}): { text: string; tells: Tell[]; removed: TellKind[] } {
  const removed: TellKind[] = [];
  let out = trim(text);
  const languages = options.languages ?? tellLanguages(out, options.language);
  const p = patterns(languages);

  // each step may uncover another's tell ("… #a #b 🚀": the hashtags end the text once the emoji is gone; "🚀 Great
  // post! …": the opener starts it): the steps run again until a pass removes nothing, a few passes at most (each
  // one that changes the text removes a tell; a text that could go on is stopped at REMOVABLE_KINDS + 1 passes)
  for (let pass = 0; pass <= REMOVABLE_KINDS; pass++) {
    const before = out;
    out = cleanOnce(out, p, options, removed);
    if (out === before) break;
  }
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
