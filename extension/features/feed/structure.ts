/**
 * Layer (b) of the feed: what survives a redesign. Every generation so far draws a post the same way:
 * a social-context line ("Rohan Mehta likes this"), the actor block (the author's link to /in/ or
 * /company/, the headline, the time line "5d •" or "Promoted"), the text, media, counts, the action bar
 * (Like, Comment, Repost, Send) and the comments. So: the time line anchors the actor block, the author
 * is the last named actor link before it (or the "…post by <Name>" label of the post's menu), the
 * headline is the first line between the name and the time, and the text is the first block of prose
 * after the actor block, before a reshared post, a card or the action bar (./landmarks, ./post-text). No class
 * names, no ids, no data-test*.
 */
import { precedes } from "../shared/dom";
import { ownPostText } from "./post-text";
import { cleanName, MAX_COMMENTS, notHeadline, sameName, type Comment, type FeedFacts } from "./facts";
import { landmarksIn, type Landmarks } from "./landmarks";
import { eachLeaf } from "./reading-order";

export { hasOwnContent } from "./post-text";
export { postLandmarks, type Landmarks } from "./landmarks";

/** The headline: the first line after the name and before the time line that is not a badge or a link. */
function headlineOf(container: Element, marks: Landmarks): string {
  const { link, time, author } = marks;
  if (!link || !author) return "";
  const block = time ? null : marks.start;
  let seenName = false;
  let headline = "";
  eachLeaf(
    container,
    (text, node) => {
      if (time ? time.contains(node) || precedes(time, node) : !block?.contains(node)) return false;
      const inLink = node.parentElement!.closest("a[href]");
      if (inLink && inLink !== link && !link.contains(inLink)) return true;
      const name = cleanName(text);
      if (name && sameName(name, author)) seenName = true;
      else if (seenName && !notHeadline(text, node) && !text.includes(author)) headline = text;
      return !headline;
    },
    link,
  );
  return headline;
}

/** The comments under the action bar (each an article), oldest first, at most MAX_COMMENTS. */
function commentsOf(post: Element, bar: Element | null): Comment[] {
  const comments: Comment[] = [];
  if (!bar) return comments;
  for (const item of post.querySelectorAll("article, [role=article]")) {
    if (comments.length >= MAX_COMMENTS) break;
    if (!precedes(bar, item)) continue;
    const owns = (el: Element) => el.closest("article, [role=article]") === item;
    const marks = landmarksIn(item, owns, null, "");
    const text = marks.author ? ownPostText(item, marks) : "";
    if (text) comments.push({ author: marks.author, text });
  }
  return comments;
}

/** Author, headline, text and comments as the post's structure shows them (`found`: what earlier layers read). */
export function readByStructure(post: Element, marks: Landmarks, found: Partial<FeedFacts> = {}): Partial<FeedFacts> {
  const facts: Partial<FeedFacts> = { author: marks.author };
  if (!found.text) facts.text = ownPostText(post, marks);
  if (!found.headline) {
    const headline = headlineOf(post, { ...marks, author: found.author || marks.author });
    // without a time line the actor block may reach into the text: its first line is no headline
    facts.headline = (found.text || facts.text || "").startsWith(headline) ? "" : headline;
  }
  if (!found.comments?.length) facts.comments = commentsOf(post, marks.bar);
  return facts;
}
