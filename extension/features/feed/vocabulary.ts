/**
 * The feed's words (./words) turned into the tests the extractor asks of a line: is it the time line, a
 * note about the post (edited, visibility, promoted, follow state), a "<Name> likes this" line, a count,
 * the name of one of the post's actions? One vocabulary a language, built once: the page's language and
 * English, or every language when <html lang> names none we know (shared/language).
 */
import { escapeRegExp, formsIn, interfaceLanguage, LANGUAGES, type Language } from "../shared/language";
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
  /** a number, maybe abbreviated ("1.2K", "3 Mio."), and at most two short words: a count when it sits by the post's controls */
  isNumberLed(text: string): boolean;
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

/** Lower-cased in one normal form, runs of spaces one: how a line is looked at before its words are compared. */
const lower = (text: string) => text.normalize("NFC").toLocaleLowerCase().replace(/\s+/g, " ").trim();

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
  const words = (...keys: FeedWord[]) => [...new Set(keys.flatMap((key) => languages.flatMap((l) => FEED_WORDS[l][key])))];
  // compared as every feature compares its words (shared/language.ts formsIn): case and spaces aside, on word boundaries
  const forms = (...keys: FeedWord[]) => formsIn(words(...keys));
  const byLength = (list: string[]) => list.sort((a, b) => b.length - a.length);

  const units = byLength(words("timeUnits")).map(escapeRegExp).join("|");
  const timePart = new RegExp(`^\\d+\\s?(?:${units})\\.?$`, "iu");
  const justNow = forms("justNow");
  const ago = forms("ago");
  const promoted = forms("promoted");
  const exactNotes = forms("edited", "following", "follow", "suggested", "degrees", "badges");
  const visibility = forms("visibility");
  const social = forms("socialContext");
  // a number, maybe abbreviated in the page's language ("1.2K", "3 Mio.", "1,5 mil", "1.5万"), then maybe a "+"
  const number = `\\d[\\d.,\\s\\u202f]*(?:${byLength(words("numberSuffixes")).map(escapeRegExp).join("|")})?\\+?`;
  const countWords = byLength(words("counts", "followers")).map(escapeRegExp).join("|");
  const count = new RegExp(`^${number}\\s*(?:${countWords})?$`, "iu");
  const followerWords = byLength(words("followers")).map(escapeRegExp).join("|");
  const followers = new RegExp(`^${number}\\s*(?:${followerWords})$`, "iu");
  // and at most two short words after it: what a count beside the post's controls may say
  const numberLed = new RegExp(`^${number}(?:\\s*\\S{1,16}){0,2}$`, "iu");
  const more = forms("more");
  const translation = forms("translation");
  const like = forms("like");
  const comment = forms("comment");
  const share = forms("repost", "send");
  const reactionLabel = forms("reactionLabel");
  const commentLabel = forms("commentLabel");
  const actions = forms("like", "comment", "repost", "send");
  const postBy = words("postBy");
  const profileAlt = words("profileAlt");

  const isTime = (part: string) => {
    const p = lower(part);
    if (timePart.test(p) || justNow.is(p)) return true;
    return p.length <= MAX_TIME_PART && /\d/.test(p) && ago.says(p);
  };
  // the whole part: "Promoted to Senior Engineer!" starts a post
  const isPromoted = (part: string) => promoted.is(lower(part));
  const isNote = (part: string) => {
    const p = lower(part);
    return !p || isTime(p) || isPromoted(p) || exactNotes.is(p) || visibility.says(p);
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
      return text.length <= MAX_SOCIAL_LINE && social.says(text);
    },
    isCount: (line) => count.test(line.trim()),
    isFollowers: (line) => followers.test(line.trim()),
    isNumberLed: (text) => numberLed.test(text.trim()),
    isMoreToggle(text) {
      const t = lower(text).replace(/^(…|\.\.\.)\s*/, "");
      return more.is(t);
    },
    isActionName: (text) => actions.is(lower(text)),
    isTranslationToggle: (text) => translation.is(lower(text)),
    actionKind(label, text) {
      const l = lower(label);
      const t = lower(text);
      if (l && reactionLabel.starts(l)) return "reaction";
      if (!l && like.is(t)) return "reaction";
      if ((l && commentLabel.starts(l)) || comment.is(t)) return "comment";
      if ((l && share.starts(l)) || share.is(t)) return "share";
      if (like.is(t)) return "reaction";
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
