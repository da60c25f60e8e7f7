/**
 * Layer (a) of the feed: the known selectors of each markup generation (./selectors): the posts, one
 * post's author, headline, text and comments, its action bar, Comment button, editor and key.
 */
import { blockText, cleanText, closestAny, firstLine, queryAllFirst, queryFirst } from "../shared/dom";
import { cleanName, MAX_COMMENTS, notHeadline, sameName, type Comment, type FeedFacts } from "./facts";
import { isMetadata } from "./metadata";
import { perPack } from "../shared/pack";
import { CONTROL_MENU_AUTHOR_PATTERN, FEED, POST_KEY_PATTERN } from "./selectors";
import { vocabularyOf } from "./vocabulary";

/** How many ancestor levels above the actor link are searched for the SDUI headline. */
const HEADLINE_MAX_LEVELS = 3;

// each list as one selector, joined again only when another pack is put in force
export const postSelector = perPack(() => FEED.FEED_POST.join(", "));
const boundarySelector = perPack(() => [...FEED.FEED_POST, ...FEED.POST_INNER_BOUNDARY].join(", "));
const commentSelector = perPack(() => FEED.COMMENT_ITEM.join(", "));
const noiseSelector = perPack(() => FEED.TEXT_NOISE.join(", "));
const anyLinkSelector = perPack(() => FEED.ANY_LINK.join(", "));
const labelledButtonSelector = perPack(() => FEED.LABELLED_BUTTON.join(", "));
const postTextPendingSelector = perPack(() => FEED.POST_TEXT_PENDING.join(", "));

/** The post containers the known selectors find, outermost only, in document order, placeholders skipped. */
export function postsBySelectors(root: ParentNode): Element[] {
  const found = [...root.querySelectorAll(postSelector())];
  const outermost = found.filter((el) => !found.some((other) => other !== el && other.contains(el)));
  // occluded placeholders (not yet rendered) have no content
  return outermost.filter((el) => /\S/.test(el.textContent ?? ""));
}

/** The outermost known post container around `el` that has content, or null. */
export function postAroundBySelectors(el: Element): Element | null {
  let outer: Element | null = null;
  for (let at = el.closest(postSelector()); at; at = at.parentElement?.closest(postSelector()) ?? null) outer = at;
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
  if (!queryFirst(post, FEED.COMMENT_EDITOR)) return null;
  for (const selector of FEED.COMMENT_EDITOR) {
    for (const el of post.querySelectorAll<HTMLElement>(selector)) {
      if (ownedByPost(el, post, postSelector())) return el;
    }
  }
  return null;
}

export function commentButtonBySelectors(post: Element): HTMLElement | null {
  const labelled = firstOwned<HTMLElement>(post, FEED.COMMENT_BUTTON);
  if (labelled) return labelled;
  const words = vocabularyOf(post);
  for (const selector of FEED.ACTION_BUTTON) {
    for (const el of post.querySelectorAll<HTMLElement>(selector)) {
      if (words.actionKind("", visibleText(el)) === "comment" && ownedByPost(el, post)) return el;
    }
  }
  return null;
}

/** The marked action bar, else the nearest common ancestor of the known Comment and reaction buttons. */
export function barBySelectors(post: Element): Element | null {
  const bar = firstOwned(post, FEED.ACTION_BAR);
  if (bar) return bar;
  const comment = commentButtonBySelectors(post);
  const reaction = comment && firstOwned(post, FEED.REACTION_BUTTON);
  if (!comment || !reaction) return null;
  for (let el = comment.parentElement; el && el !== post; el = el.parentElement) {
    if (el.contains(reaction)) return el;
  }
  return null;
}

/** Whether the post shows where its text will be, still loading or empty (LinkedIn draws it late). */
export function textPendingBySelectors(post: Element): boolean {
  for (const el of post.querySelectorAll(postTextPendingSelector())) {
    if (!ownedByPost(el, post)) continue;
    if (el.getAttribute("aria-busy") === "true" || !/\S/.test(el.textContent ?? "")) return true;
  }
  return false;
}

export function keyBySelectors(post: Element): string {
  for (const name of FEED.POST_KEY) {
    const value = post.getAttribute(name)?.trim();
    if (value) return value;
  }
  for (const selector of FEED.POST_KEY_SOURCES) {
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
  for (const selector of FEED.POST_TEXT) {
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
  const menu = firstOwned(post, FEED.POST_CONTROL_MENU);
  const labelled = CONTROL_MENU_AUTHOR_PATTERN.exec(cleanText(menu?.getAttribute("aria-label")));
  const fromLabel = labelled?.[1] ? cleanName(labelled[1]) : labelledInLanguage(post);

  let first: { author: string; nameEl: Element } | null = null;
  for (const selector of FEED.ACTOR_NAME) {
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
  for (const el of post.querySelectorAll(labelledButtonSelector())) {
    if (!ownedByPost(el, post)) continue;
    const name = words.nameInPostLabel(cleanText(el.getAttribute("aria-label")));
    if (name) return cleanName(name);
  }
  return "";
}

/** The headline under the author's name ("" when the post shows none, e.g. most company posts). */
function postHeadline(post: Element, nameEl: Element | null): string {
  for (const selector of FEED.ACTOR_HEADLINE) {
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
  let node: Element | null = closestAny(nameEl, FEED.ACTOR_LINK) ?? nameEl;
  for (let level = 0; node && node !== post && level <= HEADLINE_MAX_LEVELS; level++) {
    for (let sib = node.nextElementSibling; sib; sib = sib.nextElementSibling) {
      const text = firstLine(visibleText(sib));
      if (!text) continue;
      if (sib.matches(anyLinkSelector()) || sib.querySelector(anyLinkSelector())) continue;
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
  for (const item of queryAllFirst(post, FEED.COMMENT_ITEM)) {
    if (comments.length >= MAX_COMMENTS) break;
    if (!ownedByPost(item, post, postSelector())) continue;
    const author = cleanName(firstOwnedText(item, FEED.COMMENT_AUTHOR, commentSelector()));
    const text = firstOwnedText(item, FEED.COMMENT_TEXT, commentSelector());
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
function ownedByPost(el: Element, container: Element, boundary: string = boundarySelector()): boolean {
  // from the parent: an element that is itself a boundary (a comment) is judged by what encloses it
  const inner = el.parentElement?.closest(boundary) ?? null;
  return !inner || inner === container || inner.contains(container) || !container.contains(inner);
}

/** The element's visible text: screen-reader copies and "…see more" toggles removed, <br> and blocks as line breaks. */
function visibleText(el: Element): string {
  return blockText(el, noiseSelector());
}
