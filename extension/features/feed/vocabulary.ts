/**
 * The feed's words (./words) turned into the tests the extractor asks of a line: is it the time line, a
 * note about the post (edited, visibility, promoted, follow state), a "<Name> likes this" line, a count,
 * the name of one of the post's actions? One vocabulary a language, built once: the page's language and
 * English, or every language when <html lang> names none we know (shared/language).
 */
import { interfaceLanguage, LANGUAGES, type Language } from "../shared/language";
import { perPack } from "../shared/pack";
import { FEED_WORDS, type FeedWord } from "./words";

export type ActionKind = "reaction" | "comment" | "share";

export interface FeedVocabulary {
  /** the time line under the author: "5d •", "4h • Edited •", "Promoted", "vor 3 Std. •", "3 hours ago • Visible to anyone…" */
  isTimeLine(line: string): boolean;
  /** a line of nothing but notes about the post: time, edited, visibility, promoted, follow state, degree, badges, "Suggested" */
  isMetaLine(line: string): boolean;
  /** "<Name> likes this", "<Name> commented on this", "… follow this Page": the person named is not the author */
  isSocialContext(line: string): boolean;
  /** a count under a post: "57", "57 reactions", "12 comentarios", "1.204 Reaktionen" */
  isCount(line: string): boolean;
  /** "12,480 followers": a company's line under its name */
  isFollowers(line: string): boolean;
  /** the "…more" / "…see less" toggle of a post's text */
  isMoreToggle(text: string): boolean;
  /** the name of one of the post's actions (Like, Comment, Repost, Send), its aria-label or visible text */
  isActionName(text: string): boolean;
  /** "See translation" */
  isTranslationToggle(text: string): boolean;
  /** which of the post's actions a button is, by its aria-label, else its visible text */
  actionKind(label: string, text: string): ActionKind | null;
  /** the person a label names: "Open control menu for post by <Name>" → "<Name>" ("" when none) */
  nameInPostLabel(label: string): string;
  /** the person an avatar's alt text names: "View <Name>’s profile" → "<Name>" (null: no known form) */
  nameInAlt(alt: string): string | null;
}

const lower = (text: string) => text.normalize("NFC").toLocaleLowerCase().replace(/\s+/g, " ").trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Scripts written without spaces between words: a phrase in them may touch the letters around it. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/** Whether `phrase` occurs in `text` as whole words (any place, in scripts without spaces). */
function containsPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1] ?? "";
    const after = text[at + phrase.length] ?? "";
    const openStart = UNSPACED.test(phrase[0]!) || !WORD_CHAR.test(before);
    const openEnd = UNSPACED.test(phrase[phrase.length - 1]!) || !WORD_CHAR.test(after);
    if (openStart && openEnd) return true;
  }
  return false;
}

/** Whether `text` starts with `form` as a whole word ("reaction button state: …", "comment on …"; both lower-cased). */
function startsWithWord(text: string, form: string): boolean {
  if (!text.startsWith(form)) return false;
  const next = text[form.length];
  return next === undefined || !WORD_CHAR.test(next) || UNSPACED.test(form[form.length - 1]!);
}

/** The name between a template's prefix and suffix ("View {name}’s profile"), or null. */
function fillTemplate(text: string, template: string): string | null {
  const [before = "", after = ""] = template.split("{name}");
  const t = text.trim();
  const lowerT = t.toLocaleLowerCase();
  if (!lowerT.startsWith(before.toLocaleLowerCase()) || !lowerT.endsWith(after.toLocaleLowerCase())) return null;
  const name = t.slice(before.length, t.length - after.length).trim();
  return name || null;
}

/** Longer than any line of notes LinkedIn puts under a name or above a post. */
const MAX_META_LINE = 200;
const MAX_SOCIAL_LINE = 160;
/** A time part ("3 hours ago") is short; a sentence that starts "Vor 3 Jahren habe ich …" is not one. */
const MAX_TIME_PART = 40;
/** A time line with a note no table names is still one when this short ("2d • 🌐"). */
const MAX_TIME_LINE = 80;
/** "•" and "·" separate the parts of a line of notes ("3h • Edited • Visible to anyone…"). */
const PARTS = /\s*[•·]\s*/;

function build(languages: readonly Language[]): FeedVocabulary {
  const words = (key: FeedWord) => [...new Set(languages.flatMap((l) => FEED_WORDS[l][key]))];
  const lowered = (key: FeedWord) => words(key).map(lower);
  const byLength = (list: string[]) => list.sort((a, b) => b.length - a.length);

  const units = byLength(words("timeUnits")).map(escape).join("|");
  const timePart = new RegExp(`^\\d+\\s?(?:${units})\\.?$`, "iu");
  const justNow = lowered("justNow");
  const ago = lowered("ago");
  const promoted = lowered("promoted");
  const exactNotes = new Set(
    ["edited", "following", "follow", "suggested", "degrees", "badges"].flatMap((k) => lowered(k as FeedWord)),
  );
  const visibility = lowered("visibility");
  const social = lowered("socialContext");
  const countWords = byLength([...words("counts"), ...words("followers")])
    .map(escape)
    .join("|");
  const count = new RegExp(`^\\d[\\d.,\\s\\u202f]*(?:[km]|mil|mio\\.?|mrd\\.?|万|千)?\\+?\\s*(?:${countWords})?$`, "iu");
  const followerWords = byLength(words("followers")).map(escape).join("|");
  const followers = new RegExp(`^\\d[\\d.,\\s\\u202f]*(?:[km]|mil|mio\\.?|万|千)?\\+?\\s*(?:${followerWords})$`, "iu");
  const more = lowered("more");
  const translation = lowered("translation");
  const like = lowered("like");
  const comment = lowered("comment");
  const share = [...lowered("repost"), ...lowered("send")];
  const reactionLabel = lowered("reactionLabel");
  const commentLabel = lowered("commentLabel");
  const actions = new Set([...like, ...comment, ...share]);
  const postBy = words("postBy");
  const profileAlt = words("profileAlt");

  const isTime = (part: string) => {
    const p = lower(part);
    if (timePart.test(p) || justNow.includes(p)) return true;
    return p.length <= MAX_TIME_PART && /\d/.test(p) && ago.some((word) => containsPhrase(p, word));
  };
  // the whole part: "Promoted to Senior Engineer!" starts a post
  const isPromoted = (part: string) => promoted.includes(lower(part));
  const isNote = (part: string) => {
    const p = lower(part);
    return !p || isTime(p) || isPromoted(p) || exactNotes.has(p) || visibility.some((form) => containsPhrase(p, form));
  };
  const parts = (line: string) => line.split(PARTS);

  return {
    isTimeLine(line) {
      const text = line.trim();
      if (text.length > MAX_META_LINE) return false;
      const [first = "", ...rest] = parts(text);
      // what follows the time is a note, or short (an icon's text, a note no table names)
      return (isTime(first) || isPromoted(first)) && (rest.every(isNote) || text.length <= MAX_TIME_LINE);
    },
    isMetaLine(line) {
      const text = line.trim();
      return !!text && text.length <= MAX_META_LINE && parts(text).every(isNote);
    },
    isSocialContext(line) {
      const text = lower(line);
      return text.length <= MAX_SOCIAL_LINE && social.some((phrase) => containsPhrase(text, phrase));
    },
    isCount: (line) => count.test(line.trim()),
    isFollowers: (line) => followers.test(line.trim()),
    isMoreToggle(text) {
      const t = lower(text).replace(/^(…|\.\.\.)\s*/, "");
      return more.includes(t);
    },
    isActionName: (text) => actions.has(lower(text)),
    isTranslationToggle: (text) => translation.includes(lower(text)),
    actionKind(label, text) {
      const l = lower(label);
      const t = lower(text);
      if (l && reactionLabel.some((form) => startsWithWord(l, form))) return "reaction";
      if (!l && like.includes(t)) return "reaction";
      if ((l && commentLabel.some((form) => startsWithWord(l, form))) || comment.includes(t)) return "comment";
      if ((l && share.some((form) => startsWithWord(l, form))) || share.includes(t)) return "share";
      if (like.includes(t)) return "reaction";
      return null;
    },
    nameInPostLabel(label) {
      for (const template of postBy) {
        const name = fillTemplate(label, template);
        if (name) return name;
      }
      return "";
    },
    nameInAlt(alt) {
      for (const template of profileAlt) {
        const name = fillTemplate(alt, template);
        if (name) return name;
      }
      return null;
    },
  };
}

/** The vocabularies built for the pack in force (another pack: built again). */
const builtFor = perPack(() => new Map<string, FeedVocabulary>());

/** The vocabulary for a language (null: every language, for a page that names none we know). */
export function vocabularyFor(language: Language | null): FeedVocabulary {
  const key = language ?? "*";
  const built = builtFor();
  let vocabulary = built.get(key);
  if (!vocabulary) {
    vocabulary = build(language === null ? LANGUAGES : language === "en" ? ["en"] : [language, "en"]);
    built.set(key, vocabulary);
  }
  return vocabulary;
}

/** The vocabulary of the page `node` is on. */
export function vocabularyOf(node: Node): FeedVocabulary {
  const doc = node.ownerDocument ?? (node as Document);
  return vocabularyFor(interfaceLanguage(doc));
}
