/**
 * Layer (a) of the feed: the known selectors of each markup generation (./selectors): the posts, one
 * post's author, headline, text and comments, its action bar, Comment button, editor and key.
 */
import { blockText, cleanText, closestAny, firstLine, queryAllFirst, queryFirst } from "../shared/dom";
import { cleanName, MAX_COMMENTS, notHeadline, sameName, type Comment, type FeedFacts } from "./facts";
import { isMetadata } from "./metadata";
import {
  ACTION_BAR,
  ACTION_BUTTON,
  ACTOR_HEADLINE,
  ACTOR_LINK,
  ACTOR_NAME,
  ANY_LINK,
  COMMENT_AUTHOR,
  COMMENT_BUTTON,
  COMMENT_EDITOR,
  COMMENT_ITEM,
  COMMENT_TEXT,
  CONTROL_MENU_AUTHOR_PATTERN,
  FEED_POST,
  LABELLED_BUTTON,
  POST_CONTROL_MENU,
  POST_INNER_BOUNDARY,
  POST_KEY_ATTRIBUTES,
  POST_KEY_PATTERN,
  POST_KEY_SOURCES,
  POST_TEXT,
  POST_TEXT_PENDING,
  REACTION_BUTTON,
  TEXT_NOISE,
} from "./selectors";
import { vocabularyOf } from "./vocabulary";

/** How many ancestor levels above the actor link are searched for the SDUI headline. */
const HEADLINE_MAX_LEVELS = 3;

export const POST_SELECTOR = FEED_POST.join(", ");
const BOUNDARY_SELECTOR = [...FEED_POST, ...POST_INNER_BOUNDARY].join(", ");
const COMMENT_SELECTOR = COMMENT_ITEM.join(", ");
const NOISE_SELECTOR = TEXT_NOISE.join(", ");
const ANY_LINK_SELECTOR = ANY_LINK.join(", ");
const LABELLED_BUTTON_SELECTOR = LABELLED_BUTTON.join(", ");
const POST_TEXT_PENDING_SELECTOR = POST_TEXT_PENDING.join(", ");

/** The post containers the known selectors find, outermost only, in document order, placeholders skipped. */
export function postsBySelectors(root: ParentNode): Element[] {
  const found = [...root.querySelectorAll(POST_SELECTOR)];
  const outermost = found.filter((el) => !found.some((other) => other !== el && other.contains(el)));
  // occluded placeholders (not yet rendered) have no content
  return outermost.filter((el) => /\S/.test(el.textContent ?? ""));
}

/** The outermost known post container around `el` that has content, or null. */
export function postAroundBySelectors(el: Element): Element | null {
  let outer: Element | null = null;
  for (let at = el.closest(POST_SELECTOR); at; at = at.parentElement?.closest(POST_SELECTOR) ?? null) outer = at;
  return outer && /\S/.test(outer.textContent ?? "") ? outer : null;
}

/** Author, headline, text and comments as the known selectors read them. */
export function readBySelectors(post: Element): Partial<FeedFacts> {
  const { author, nameEl } = postAuthor(post);
  return {
    author,
    headline: author ? postHeadline(post, nameEl) : "",
    text: postText(post),
    comments: postComments(post),
  };
}

export function editorBySelectors(post: Element): HTMLElement | null {
  if (!queryFirst(post, COMMENT_EDITOR)) return null;
  for (const selector of COMMENT_EDITOR) {
    for (const el of post.querySelectorAll<HTMLElement>(selector)) {
      if (ownedByPost(el, post, POST_SELECTOR)) return el;
    }
  }
  return null;
}

export function commentButtonBySelectors(post: Element): HTMLElement | null {
  const labelled = firstOwned<HTMLElement>(post, COMMENT_BUTTON);
  if (labelled) return labelled;
  const words = vocabularyOf(post);
  for (const selector of ACTION_BUTTON) {
    for (const el of post.querySelectorAll<HTMLElement>(selector)) {
      if (words.actionKind("", visibleText(el)) === "comment" && ownedByPost(el, post)) return el;
    }
  }
  return null;
}

/** The marked action bar, else the nearest common ancestor of the known Comment and reaction buttons. */
export function barBySelectors(post: Element): Element | null {
  const bar = firstOwned(post, ACTION_BAR);
  if (bar) return bar;
  const comment = commentButtonBySelectors(post);
  const reaction = comment && firstOwned(post, REACTION_BUTTON);
  if (!comment || !reaction) return null;
  for (let el = comment.parentElement; el && el !== post; el = el.parentElement) {
    if (el.contains(reaction)) return el;
  }
  return null;
}

/** Whether the post shows where its text will be, still loading or empty (LinkedIn draws it late). */
export function textPendingBySelectors(post: Element): boolean {
  for (const el of post.querySelectorAll(POST_TEXT_PENDING_SELECTOR)) {
    if (!ownedByPost(el, post)) continue;
    if (el.getAttribute("aria-busy") === "true" || !/\S/.test(el.textContent ?? "")) return true;
  }
  return false;
}

export function keyBySelectors(post: Element): string {
  for (const name of POST_KEY_ATTRIBUTES) {
    const value = post.getAttribute(name)?.trim();
    if (value) return value;
  }
  for (const selector of POST_KEY_SOURCES) {
    for (const el of post.querySelectorAll(selector)) {
      for (const attr of ["data-urn", "data-id", "href"]) {
        const match = POST_KEY_PATTERN.exec(el.getAttribute(attr) ?? "");
        if (match) return match[1] ? `urn:li:activity:${match[1]}` : match[0];
      }
    }
  }
  return "";
}

// ---------------------------------------------------------------------------------------------

/** The post body, line breaks kept, "…see more" removed; a note about the post in a text's place is not it. */
function postText(post: Element): string {
  for (const selector of POST_TEXT) {
    for (const el of post.querySelectorAll(selector)) {
      if (!ownedByPost(el, post)) continue;
      const text = visibleText(el);
      if (text && !isMetadata(el, text)) return text;
    }
  }
  return "";
}

/** The author's display name, and the element it was read from (if any). */
function postAuthor(post: Element): { author: string; nameEl: Element | null } {
  const menu = firstOwned(post, POST_CONTROL_MENU);
  const labelled = CONTROL_MENU_AUTHOR_PATTERN.exec(cleanText(menu?.getAttribute("aria-label")));
  const fromLabel = labelled?.[1] ? cleanName(labelled[1]) : labelledInLanguage(post);

  let first: { author: string; nameEl: Element } | null = null;
  for (const selector of ACTOR_NAME) {
    for (const el of post.querySelectorAll(selector)) {
      if (!ownedByPost(el, post)) continue;
      const name = cleanName(visibleText(el));
      if (!name) continue;
      if (!fromLabel) return { author: name, nameEl: el };
      if (sameName(name, fromLabel)) return { author: fromLabel, nameEl: el };
      first ??= { author: name, nameEl: el };
    }
  }
  if (fromLabel) return { author: fromLabel, nameEl: null };
  return first ?? { author: "", nameEl: null };
}

/** The author a button's label names in the page's language ("Abrir el menú de control de la publicación de <Name>"). */
function labelledInLanguage(post: Element): string {
  const words = vocabularyOf(post);
  for (const el of post.querySelectorAll(LABELLED_BUTTON_SELECTOR)) {
    if (!ownedByPost(el, post)) continue;
    const name = words.nameInPostLabel(cleanText(el.getAttribute("aria-label")));
    if (name) return cleanName(name);
  }
  return "";
}

/** The headline under the author's name ("" when the post shows none, e.g. most company posts). */
function postHeadline(post: Element, nameEl: Element | null): string {
  for (const selector of ACTOR_HEADLINE) {
    for (const el of post.querySelectorAll(selector)) {
      if (!ownedByPost(el, post)) continue;
      const text = firstLine(visibleText(el));
      if (text) return text;
    }
  }
  return nameEl ? headlineAfterName(post, nameEl) : "";
}

/**
 * SDUI: the headline is the first text block after the actor link, before the "5h •" time line;
 * blocks holding links ("Visit my website") are skipped.
 */
function headlineAfterName(post: Element, nameEl: Element): string {
  let node: Element | null = closestAny(nameEl, ACTOR_LINK) ?? nameEl;
  for (let level = 0; node && node !== post && level <= HEADLINE_MAX_LEVELS; level++) {
    for (let sib = node.nextElementSibling; sib; sib = sib.nextElementSibling) {
      const text = firstLine(visibleText(sib));
      if (!text) continue;
      if (sib.matches(ANY_LINK_SELECTOR) || sib.querySelector(ANY_LINK_SELECTOR)) continue;
      if (notHeadline(text, sib)) return "";
      return text;
    }
    node = node.parentElement;
  }
  return "";
}

/** Visible comments (author + text), oldest first as shown, at most MAX_COMMENTS. */
function postComments(post: Element): Comment[] {
  const comments: Comment[] = [];
  for (const item of queryAllFirst(post, COMMENT_ITEM)) {
    if (comments.length >= MAX_COMMENTS) break;
    if (!ownedByPost(item, post, POST_SELECTOR)) continue;
    const author = cleanName(firstOwnedText(item, COMMENT_AUTHOR, COMMENT_SELECTOR));
    const text = firstOwnedText(item, COMMENT_TEXT, COMMENT_SELECTOR);
    if (author && text) comments.push({ author, text });
  }
  return comments;
}

/** Text of the first element (by selector order) that belongs to `container` and has text. */
function firstOwnedText(container: Element, selectors: readonly string[], boundary: string): string {
  for (const selector of selectors) {
    for (const el of container.querySelectorAll(selector)) {
      if (!ownedByPost(el, container, boundary)) continue;
      const text = visibleText(el);
      if (text) return text;
    }
  }
  return "";
}

/** The first element (by selector order) that belongs to the post itself. */
function firstOwned<T extends Element = Element>(post: Element, selectors: readonly string[]): T | null {
  for (const selector of selectors) {
    for (const el of post.querySelectorAll<T>(selector)) {
      if (ownedByPost(el, post)) return el;
    }
  }
  return null;
}

/**
 * True when no boundary (a nested post, reshare, comment or social-context header) lies between
 * `container` and `el`, i.e. `el` is the container's own content.
 */
function ownedByPost(el: Element, container: Element, boundary: string = BOUNDARY_SELECTOR): boolean {
  // from the parent: an element that is itself a boundary (a comment) is judged by what encloses it
  const inner = el.parentElement?.closest(boundary) ?? null;
  return !inner || inner === container || inner.contains(container) || !container.contains(inner);
}

/** The element's visible text: screen-reader copies and "…see more" toggles removed, <br> and blocks as line breaks. */
function visibleText(el: Element): string {
  return blockText(el, NOISE_SELECTOR);
}
