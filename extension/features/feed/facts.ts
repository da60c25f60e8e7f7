/**
 * What the feed helper reads from one post (the context's `post`), and the text patterns every layer
 * shares: names without their badges, the time line under the author, the chrome lines of a post.
 */
import { cleanText, firstLine } from "../shared/dom";
import type { FeedPostContext } from "../types";

export type Comment = { author: string; text: string };

export type FeedFacts = Omit<FeedPostContext["post"], "pageText"> & { pageText: string };

export const NO_FEED_FACTS: FeedFacts = { author: "", headline: "", text: "", comments: [], pageText: "" };

/** Visible comments sent with a post, at most. */
export const MAX_COMMENTS = 5;

/**
 * The time line under the author: "5d •", "4h • Edited •", "1w", "2mo •", "Promoted". A headline that
 * merely starts with a number and a letter ("3D Artist at Lumen Studios", "24h Fitness coach", "2M+
 * Impressions | Creator") is not one: the unit must end the line or come before a "•".
 */
export const TIME_LINE = /^(\d+\s?(s|m|min|h|hr|d|w|mo|yr|y)|promoted|sponsored|just now)\s*(•[\s\S]*)?$/i;

/** Whether a line is the post's time line (see TIME_LINE). */
export function isTimeLine(text: string): boolean {
  return TIME_LINE.test(cleanText(text));
}

/** Lines of the actor block that are never the headline: the time line, badges, degree, follow state. */
export const NOT_HEADLINE = new RegExp(
  [
    TIME_LINE.source,
    "^•",
    "^(promoted|edited|follow|following|view profile|visit my website|view my blog)$",
    "^((premium|verified|influencer|(executive\\s+)?top voice|author|[•·]|(1st|2nd|3rd\\+?)(\\s+degree connection)?)\\s*)+$",
    "^\\d+(st|nd|rd|th)\\+?$",
    "^(first|second|third|1st|2nd|3rd)\\+?\\s+degree connection$",
    "^status is \\w+$",
    "^view .{1,80}[’']s? profile$",
  ].join("|"),
  "i",
);

/**
 * Social-context lines above a post ("Rohan Mehta likes this", "… and 27 other connections follow this
 * Page", "Lena Brandt commented on this"): the person named there is not the author.
 */
export const SOCIAL_CONTEXT =
  /^(?=[\s\S]{0,160}$)[\s\S]*\b(likes|loves|celebrates|supports|finds|is curious about|commented on|replied to|reposted|shared|follow|follows)\s+(this|that)\b/i;

/** Lines of a post that are LinkedIn's chrome, never its text. */
export const CHROME_TEXT = new RegExp(
  [
    TIME_LINE.source,
    "^(feed post|feed post number \\d+|suggested|promoted|edited|follow|following|like|comment|repost|send|share|reply|more|…|\\.\\.\\.)$",
    "^(…|\\.\\.\\.)?\\s*(see|show)?\\s*(more|less)$",
    "^(see translation|translate|load more comments|most relevant|most recent)$",
    "^[·•|,\\s]+$",
    "^[·•]?\\s*(1st|2nd|3rd\\+?)$",
    "^\\d[\\d,.]*\\s*[km]?\\s*(reactions?|likes?|comments?|reposts?|shares?|views?|impressions?|followers?)?$",
    "^status is \\w+$",
    "^comments have been turned off",
    SOCIAL_CONTEXT.source,
  ].join("|"),
  "i",
);

/** Badges LinkedIn appends to a display name (visible or screen-reader text). */
const NAME_SUFFIX =
  /\s+(premium|verified|profile|influencer|(executive\s+)?top voice|view profile|1st|2nd|3rd\+?|(1st|2nd|3rd\+?)\s+degree connection|degree connection|status is \w+|open to work|hiring)$/i;

/** A display name without badges ("• 1st", "Premium", "View profile") or doubled screen-reader copies. */
export function cleanName(raw: string): string {
  let name = firstLine(cleanText(raw));
  name = name.replace(/\s*[•·|].*$/, "").trim();
  for (let previous = ""; previous !== name; ) {
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

/** The name in an avatar's alt text: "View Ana Ruiz’s profile", "View company: Fernhill", "Ana Ruiz". */
export function nameFromAlt(alt: string | null | undefined): string {
  const text = cleanText(alt);
  const view = /^view\s+(?:company:\s*)?(.+?)(?:[’']s?\s+profile)?$/i.exec(text);
  const name = view?.[1] ?? text;
  if (!name || name.length > 80 || /\b(photo|picture|logo|image|profile)\b/i.test(name)) return "";
  return cleanName(name);
}
