/**
 * LinkedIn feed → one post's FeedPostContext, in layers (../shared/layers): the known selectors, then the
 * post's structure, then the post's visible text. The key facts are the author and the text. Finding the
 * posts, their action bar, Comment button and editor works the same way: the known selectors first, the
 * structure (labels, visible texts, link shapes, roles) where they find nothing. Pure functions over the
 * DOM (text is read from clones or by walking, never by changing the page).
 */
import { messagesFor } from "../shared/i18n";
import { linkTarget } from "../shared/dom";
import { extractLayered, type LayeredSpec } from "../shared/layers";
import { regionText } from "../shared/page-text";
import type { Extraction } from "../types";
import type { FeedPostContext } from "./facts";
import { barByStructure, commentButtonByStructure, editorByStructure, postsByStructure } from "./actions";
import {
  barBySelectors,
  commentButtonBySelectors,
  editorBySelectors,
  keyBySelectors,
  postAroundBySelectors,
  postsBySelectors,
  readBySelectors,
  textPendingBySelectors,
} from "./by-selectors";
import { NO_FEED_FACTS, type FeedFacts } from "./facts";
import { isMetadataLine } from "./metadata";
import { hasOwnContent, postLandmarks, readByStructure, type Landmarks } from "./structure";

export { isTimeLine } from "./facts";

/** The posts on the page, outermost only, in document order: the known containers, else the posts around action bars. */
export function findFeedPosts(root: ParentNode): Element[] {
  const known = postsBySelectors(root);
  return known.length ? known : postsByStructure(root);
}

/**
 * The post containing `el` (for the floating helper, which works on the post under the viewport's
 * centre), or null: the known containers, the posts around action bars, else the block around `el`
 * that reads as a post (regionAround).
 */
export function postAround(el: Element): Element | null {
  return postAroundBySelectors(el) ?? postsByStructure(el.ownerDocument).find((post) => post.contains(el)) ?? regionAround(el);
}

/** What LinkedIn has not drawn yet, when a post is there without its text (the helper waits for it). */
export const POST_TEXT_PART = "the post's text";

/** More text than this is more than one post (the feed itself): no region to comment on. */
const MAX_REGION_TEXT = 12_000;

/**
 * Where neither the known containers nor action bars mark a post (a redesign nothing here knows): the
 * smallest block around `el`, inside `main` (the sidebars' cards are not posts), with a time line
 * ("5d •"), an author (a member's or company's link, or a "post by" label) and text of its own; null
 * when only the whole feed would do.
 */
function regionAround(el: Element): Element | null {
  if (el.ownerDocument.querySelector("main") && !el.closest("main")) return null;
  for (
    let node: Element | null = el;
    node && node.tagName !== "MAIN" && node !== el.ownerDocument.body;
    node = node.parentElement
  ) {
    if ((node.textContent ?? "").length > MAX_REGION_TEXT) return null;
    const marks = postLandmarks(node);
    if (marks.time && (marks.author || marks.link) && hasOwnContent(node, marks)) return node;
  }
  return null;
}

/** The post's layers (the benchmark times each one on its own). */
export function feedPostSpec(post: Element): LayeredSpec<FeedFacts, FeedPostContext> {
  let marks: Landmarks | undefined;
  const landmarks = () => (marks ??= postLandmarks(post));
  return {
    empty: NO_FEED_FACTS,
    layers: {
      selectors: () => readBySelectors(post),
      structure: (found) => readByStructure(post, landmarks(), found),
      text: (found) => ({ pageText: textLayer(post, found, landmarks()) }),
    },
    complete: (f) => f.author !== "" && f.text !== "",
    pageText: (f) => f.pageText,
    wrap: ({ pageText, ...facts }) => ({ post: { ...facts, ...(pageText ? { pageText } : {}) } }),
    nothing: () => messagesFor(post.ownerDocument).reasons.noPostText,
  };
}

/**
 * The text layer: the post's visible text, chrome removed, when the post has an author (a link to a
 * member or company, or a "post by" label) and content of its own. A course block, a repost without
 * commentary or an empty card gives none: no prompt is better than a meaningless one.
 */
function textLayer(post: Element, found: FeedFacts, marks: Landmarks): string {
  if (!found.author && !marks.author && !marks.link) return "";
  if (!found.text && !hasOwnContent(post, marks)) return "";
  return visibleLines(post);
}

/** The post's visible text without its notes (time, visibility, "Promoted", counts, "<Name> likes this"). */
function visibleLines(post: Element): string {
  return regionText(post)
    .split("\n")
    .filter((line) => !isMetadataLine(post, line))
    .join("\n");
}

/**
 * Context for one post, or what to do (nothing to comment on → ok:false). A post whose text LinkedIn has
 * not drawn yet is waited for (`waitingFor`): its author and notes alone are not worth a prompt.
 */
export function extractFeedPost(post: Element): Extraction<FeedPostContext> {
  const result = extractLayered(feedPostSpec(post));
  if ((!result.ok || !result.context.post.text) && textPendingBySelectors(post)) {
    return { ok: false, reason: messagesFor(post.ownerDocument).reasons.postTextLate, waitingFor: POST_TEXT_PART };
  }
  return result;
}

/** The post's comment editor (contenteditable), or null when it is not open. */
export function findCommentEditor(post: Element): HTMLElement | null {
  return editorBySelectors(post) ?? editorByStructure(post);
}

/** The button that opens the post's comment box (the "Comment" action), or null. */
export function findCommentButton(post: Element): HTMLElement | null {
  return commentButtonBySelectors(post) ?? commentButtonByStructure(post);
}

/** Where to put our "Suggest comment" action: the post's social action bar when found, else null. */
export function findActionBar(post: Element): Element | null {
  return barBySelectors(post) ?? barByStructure(post);
}

/**
 * A stable key for a post: data-urn / data-id / componentkey / an activity id in the post; else (a
 * redesign without ids, a home feed whose posts carry no permalink) the author's link and the start of
 * the post's text, or of its visible text without the notes that change as it ages ("3h" becomes "4h");
 * "" when there is no author.
 */
export function postKey(post: Element): string {
  const known = keyBySelectors(post);
  if (known) return known;
  const marks = postLandmarks(post);
  const author = marks.link ? linkTarget(marks.link.getAttribute("href")) : null;
  if (!author) return "";
  const text = readByStructure(post, marks).text || visibleLines(post);
  return `post:${author.kind}/${author.id}:${hash(text.slice(0, 200))}`;
}

/** A short, stable hash of a string (FNV-1a, base 36). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
