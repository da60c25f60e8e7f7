/**
 * Where a post's parts are, found from what every generation keeps: the time line ("5d •", "Promoted")
 * anchors the actor block; the author's link is the last named link to /in/ or /company/ up to it (not
 * one in a "<Name> likes this" line), the author's name the post's "…post by <Name>" label or that link's.
 * The structure layer (./structure) and the text layer read a post from these.
 */
import { cleanText, precedes } from "../shared/dom";
import { barByStructure } from "./actions";
import { cleanName, isSocialContext, isTimeLine, nameFromAlt } from "./facts";
import { vocabularyOf } from "./vocabulary";
import { ACTOR_LINK, eachLeaf, firstLeaf, isActorLink } from "./reading-order";

/** Where a post's (or a comment's) parts are: found once, read by the structure and text layers. */
export interface Landmarks {
  /** the post's own action bar */
  bar: Element | null;
  /** the element holding the time line ("5d •", "Promoted") */
  time: Element | null;
  /** the author's link (to /in/… or /company/…) */
  link: Element | null;
  /** the author's name, from the post's labels or the link */
  author: string;
  /** the last element of the actor block: the post's own text comes after it */
  start: Element | null;
}

/** Longer than a headline (LinkedIn allows 220 characters) with its badges and time line. */
const MAX_HEADLINE = 300;

/** "…post by <Name>" (the post's menu and hide buttons), "Comment on <Name>’s post" (its action bar). */
const POST_BY_LABEL = /\bpost by\s+(.+)$/i;
const ACTION_ON_LABEL = /^(?:comment on|like|react to)\s+(.+?)[’']s?\s+post$/i;

/** Leaves of a link that are not a name: presence, screen-reader prompts, badges. */
const NOT_NAME =
  /^(status is \w+|view .+ profile|view profile|see more about .+|•.*|\d+(st|nd|rd|th)\+?|premium|verified|author)$/i;

export function linkName(link: Element): string {
  const words = vocabularyOf(link);
  const leaf = firstLeaf(link, (text) => !NOT_NAME.test(text) && !words.isMetaLine(text) && cleanName(text) !== "");
  if (leaf) return cleanName(leaf);
  for (const img of link.querySelectorAll("img[alt]")) {
    const name = nameFromAlt(img.getAttribute("alt"), link);
    if (name) return name;
  }
  return "";
}

/** The first text node of `within` (not past `before`) that is a time line: in a <time>, else by the page's words. */
function timeLine(within: Element, owns: (el: Element) => boolean, before: Element | null): Element | null {
  let found: Element | null = null;
  eachLeaf(within, (text, node) => {
    const el = node.parentElement!;
    if (before && !precedes(el, before)) return false;
    const isTime = el.closest("time") ? text.length <= MAX_TIME_TEXT : text.length <= 40 && isTimeLine(text, el);
    if (!isTime || !owns(el)) return true;
    found = el;
    return false;
  });
  return found;
}

/** Longer than the text of any <time> under an author ("3 hours ago", "il y a 3 heures"). */
const MAX_TIME_TEXT = 60;

/** Whether a link sits in a social-context line ("<Name> likes this") rather than heading an actor block. */
function inSocialContext(link: Element): boolean {
  const text = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim();
  const own = text(link).length;
  let line: Element | null = link.parentElement;
  for (let level = 0; line && level < 3 && text(line).length <= own; level++) line = line.parentElement;
  return !!line && isSocialContext(text(line), line);
}

/** The author's link: the last named actor link up to the time line (the first one without a time line). */
function authorLink(links: Element[], time: Element | null): Element | null {
  const candidates = time ? links.filter((link) => link.contains(time) || precedes(link, time)).reverse() : links;
  let fallback: Element | null = null;
  for (const link of candidates) {
    if (inSocialContext(link)) continue;
    if (linkName(link)) return link;
    fallback ??= link; // an avatar without a name of its own
  }
  return fallback;
}

/** The author as the post's labels name it ("Open control menu for post by <Name>", in the page's language). */
function labelledAuthor(post: Element, bar: Element | null): string {
  const words = vocabularyOf(post);
  for (const el of post.querySelectorAll("[aria-label]")) {
    if (bar && !precedes(el, bar)) break;
    const label = cleanText(el.getAttribute("aria-label"));
    const name = words.nameInPostLabel(label) || POST_BY_LABEL.exec(label)?.[1];
    if (name) return cleanName(name);
  }
  for (const el of bar?.querySelectorAll("[aria-label]") ?? []) {
    const match = ACTION_ON_LABEL.exec(cleanText(el.getAttribute("aria-label")));
    if (match?.[1]) return cleanName(match[1]);
  }
  return "";
}

/**
 * Without a time line, the actor block: the link's nearest ancestor holding more than the link (its
 * headline), short of the whole post (an ancestor with the bar or a page of text holds the post's text too).
 */
function actorBlock(container: Element, link: Element, bar: Element | null): Element {
  const own = cleanText(link.textContent).length;
  for (let up = link.parentElement; up && up !== container; up = up.parentElement) {
    const length = cleanText(up.textContent).length;
    if ((bar && up.contains(bar)) || length > own + MAX_HEADLINE) break;
    if (length > own) return up;
  }
  return link;
}

export function landmarksIn(container: Element, owns: (el: Element) => boolean, bar: Element | null, label: string): Landmarks {
  const links = [...container.querySelectorAll(ACTOR_LINK)].filter(
    (link) => (!bar || precedes(link, bar)) && owns(link) && isActorLink(link),
  );
  const time = timeLine(container, owns, bar);
  const link = authorLink(links, time);
  const start = !link
    ? null
    : !time
      ? actorBlock(container, link, bar)
      : !link.contains(time) && precedes(link, time)
        ? time
        : link;
  return { bar, time, link, author: label || (link ? linkName(link) : ""), start };
}

/** The landmarks of a post. */
export function postLandmarks(post: Element): Landmarks {
  const bar = barByStructure(post);
  return landmarksIn(post, () => true, bar, labelledAuthor(post, bar));
}
