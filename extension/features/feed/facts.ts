/**
 * What the feed helper reads from one post (the context's `post`), and the text patterns every layer
 * shares: names without their badges, the time line under the author, the chrome lines of a post.
 */
import { cleanText, firstLine } from "../shared/dom";
import { vocabularyFor, vocabularyOf } from "./vocabulary";

/** What the feed's helper sends of a post (the assist request's `context`). */
export interface FeedPostContext {
  post: {
    author: string;
    headline: string;
    text: string;
    /** visible comments, oldest first, at most a handful */
    comments: { author: string; text: string }[];
    /** the text layer's reading of the region (visible text, chrome removed) when no layer found every key fact */
    pageText?: string;
  };
}

export type Comment = { author: string; text: string };

export type FeedFacts = Omit<FeedPostContext["post"], "pageText"> & { pageText: string };

export const NO_FEED_FACTS: FeedFacts = { author: "", headline: "", text: "", comments: [], pageText: "" };

/** Visible comments sent with a post, at most. */
export const MAX_COMMENTS = 5;

/** Whether a line is the post's time line ("5d •", "4h • Edited •", "Promoted", "vor 3 Std. •") in the language of the page `at` is on (any language without one). */
export function isTimeLine(text: string, at?: Node): boolean {
  return (at ? vocabularyOf(at) : vocabularyFor(null)).isTimeLine(cleanText(text));
}

/** Lines of the actor block that are never the headline, beyond the notes the page's words name: badges, presence, links' prompts. */
const NOT_HEADLINE = new RegExp(
  [
    "^•",
    "^(view profile|visit my website|view my blog)$",
    "^((premium|verified|influencer|(executive\\s+)?top voice|author|[•·]|(1st|2nd|3rd\\+?)(\\s+degree connection)?)\\s*)+$",
    "^\\d+(st|nd|rd|th)\\+?$",
    "^(first|second|third|1st|2nd|3rd)\\+?\\s+degree connection$",
    "^status is \\w+$",
    "^view .{1,80}[’']s? profile$",
  ].join("|"),
  "i",
);

/** Whether a line of the actor block (in `at`) is not the headline: the time line, a badge, the degree, the follow state. */
export function notHeadline(text: string, at: Node): boolean {
  const words = vocabularyOf(at);
  return NOT_HEADLINE.test(text) || words.isTimeLine(text) || words.isMetaLine(text);
}

/**
 * Whether a line (in `at`) is a social-context line above a post ("Rohan Mehta likes this", "… and 27 other
 * connections follow this Page", "A Lena Brandt le gusta esto"): the person named there is not the author.
 */
export function isSocialContext(text: string, at: Node): boolean {
  return vocabularyOf(at).isSocialContext(text);
}

/** LinkedIn's chrome lines that no word table needs: screen-reader headings, separators, sort controls (English builds). */
const CHROME_TEXT = new RegExp(
  [
    "^(feed post|feed post number \\d+|reply|…|\\.\\.\\.)$",
    "^(…|\\.\\.\\.)?\\s*(see|show)?\\s*(more|less)$",
    "^(load more comments|most relevant|most recent)$",
    "^[·•|,\\s]+$",
    "^[·•]?\\s*(1st|2nd|3rd\\+?)$",
    "^status is \\w+$",
    "^comments have been turned off",
  ].join("|"),
  "i",
);

/** Whether a line of a post (in `at`) is LinkedIn's chrome, never its text: notes, counts, action names, toggles. */
export function isChrome(text: string, at: Node): boolean {
  const words = vocabularyOf(at);
  return (
    CHROME_TEXT.test(text) ||
    words.isMetaLine(text) ||
    words.isSocialContext(text) ||
    words.isCount(text) ||
    words.isActionName(text) ||
    words.isMoreToggle(text) ||
    words.isTranslationToggle(text)
  );
}

/** Badges LinkedIn appends to a display name (visible or screen-reader text). */
const NAME_SUFFIX =
  /\s+(premium|verified|profile|influencer|(executive\s+)?top voice|view profile|1st|2nd|3rd\+?|(1st|2nd|3rd\+?)\s+degree connection|degree connection|status is \w+|open to work|hiring)$/i;

/** A display name without badges ("• 1st", "Premium", "View profile") or doubled screen-reader copies. */
export function cleanName(raw: string): string {
  let name = firstLine(cleanText(raw));
  name = name.replace(/\s*[•·|].*$/, "").trim();
  for (let previous = ""; previous !== name;) {
    previous = name;
    name = name.replace(NAME_SUFFIX, "").trim();
  }
  const doubled = /^(.+?)\s*\1$/.exec(name);
  if (doubled?.[1]) name = doubled[1].trim();
  return name;
}

export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize("NFC").replace(/\s+/g, " ").toLowerCase();
  return norm(a) === norm(b);
}

/** The name in an avatar's alt text (on the page `at` is on): "View Ana Ruiz’s profile", "Ver el perfil de Ana Ruiz", "Ana Ruiz". */
export function nameFromAlt(alt: string | null | undefined, at: Node): string {
  const text = cleanText(alt);
  const view = vocabularyOf(at).nameInAlt(text) ?? /^view\s+(?:company:\s*)?(.+?)(?:[’']s?\s+profile)?$/i.exec(text)?.[1];
  const name = view ?? text;
  if (!name || name.length > 80 || /\b(photo|picture|logo|image|profile)\b/i.test(name)) return "";
  return cleanName(name);
}
