/**
 * A post's own text, read from its structure: the first block of prose after the actor block, widened to
 * its paragraphs, up to a reshared post, a card, a comment or the action bar. Media, headings, controls
 * (but "…more") and link texts are never part of it.
 */
import { blockText, cleanText, linkTarget } from "../shared/dom";
import { isChrome } from "./facts";
import type { Landmarks } from "./landmarks";
import { isMetadata } from "./metadata";
import { vocabularyOf } from "./vocabulary";
import { aloneOnLine, isActorLink, lineAround, ownText, walkAfter } from "./reading-order";

/** Controls: their text is never the post's. */
const CONTROLS = "button, [role=button]";
/** Media, headings, forms, menus, code: never the post's own text. */
const NOT_PROSE_PARTS = [
  "[role=toolbar]",
  "[role=menu]",
  "[role=dialog]",
  "[role=region]",
  "nav",
  "form",
  "textarea",
  "input",
  "select",
  "[contenteditable]",
  "svg",
  "img",
  "figure",
  "video",
  "picture",
  "iframe",
  "canvas",
  "script",
  "style",
  "template",
  "noscript",
  "code",
  "[hidden]",
].join(", ");
const HEADINGS = "h1, h2, h3, h4, h5, h6, [role=heading]";
/** Subtrees skipped when looking for the post's text (`lenient`: headings and link texts allowed). */
const NOT_TEXT = `${CONTROLS}, ${NOT_PROSE_PARTS}, ${HEADINGS}`;
const NOT_CONTENT = `${CONTROLS}, ${NOT_PROSE_PARTS}`;
/** Where a post's own part ends: a comment, a card, a reshared update. */
const OWN_END = "article, [role=article], [data-urn], [data-id^='urn:li:']";
/** What a block of prose does not hold (its "…more" toggle aside). */
const NOT_PROSE = `${NOT_PROSE_PARTS}, ${HEADINGS}, ${OWN_END}`;
/** Read from the post's text: controls, media, code. */
const BODY_NOISE = `${CONTROLS}, svg, img, figure, video, picture, iframe, canvas, script, style, template, noscript, [hidden]`;

/**
 * Whether `el` may be part of a block of prose: no media, headings, cards, controls other than "…more",
 * and not a note about the post (a time line, "Promoted", a count) that a redesign put beside the text.
 */
function isProse(el: Element): boolean {
  if (el.matches(NOT_PROSE) || el.querySelector(NOT_PROSE)) return false;
  const controls = [...el.querySelectorAll(CONTROLS)];
  if (el.matches(CONTROLS)) controls.push(el);
  const words = vocabularyOf(el);
  // cleanText drops a trailing "…more": read the raw text
  if (!controls.every((control) => words.isMoreToggle((control.textContent ?? "").replace(/\s+/g, " ").trim()))) return false;
  return !isMetadata(el);
}

/** From the first block of text up to the widest ancestor that holds nothing but prose. */
function widen(block: Element, container: Element, marks: Landmarks): Element {
  let body = block;
  for (let up = block.parentElement; up && up !== container; up = up.parentElement) {
    if ((marks.start && up.contains(marks.start)) || (marks.bar && up.contains(marks.bar))) break;
    if (![...up.children].every((child) => child === body || isProse(child))) break;
    body = up;
  }
  return body;
}

function sameTarget(a: Element, b: Element | null): boolean {
  const target = b && linkTarget(b.getAttribute("href"));
  return !!target && linkTarget(a.getAttribute("href"))?.id === target.id;
}

/** The lines under a name that make it an actor block: a follower count, a degree, a time line. */
function isActorMeta(text: string, at: Element): boolean {
  const words = vocabularyOf(at);
  return (
    words.isFollowers(text) || words.isTimeLine(text) || (/^[•·]/.test(text) && words.isMetaLine(text.replace(/^[•·]\s*/, "")))
  );
}

/** Longer than any line of notes: a paragraph of the post is not looked at as one. */
const MAX_NOTE_LINE = 200;

/** Whether `el` flows in a line that is a note as a whole ("<strong>Tomasz Wójcik</strong> likes this"). */
function inNoteLine(el: Element): boolean {
  const line = lineAround(el);
  if (line === el) return false;
  const text = cleanText(line.textContent);
  return text.length <= MAX_NOTE_LINE && (isChrome(text, line) || isMetadata(line, text));
}

/** A block that may be a name heading an actor block: one short line, no sentence's end. */
const NAME_LIKE = /^[^\n.!?。！？]{1,80}$/u;

/**
 * The blocks of text after the actor block, in reading order, up to a reshared post, a card, a comment
 * or the action bar; at most `wanted`. A name followed by a follower count or a time line starts another
 * actor block (a reshared post drawn without links): it ends the post's own part. `lenient` also takes
 * the text of links (a card's title) and headings.
 */
function ownBlocks(container: Element, marks: Landmarks, lenient: boolean, wanted: number): Element[] {
  const { bar, start } = marks;
  const blocks: Element[] = [];
  if (!start) return blocks;
  walkAfter(container, start, (el) => {
    if (el === bar) return "stop";
    if (bar && el.contains(bar)) return;
    if (el.matches(OWN_END)) return "stop";
    if (el.matches(lenient ? NOT_CONTENT : NOT_TEXT)) return "skip";
    // a reshared post's author (a link to the author's own page is the actor block's, or a mention)
    if (isActorLink(el) && !sameTarget(el, marks.link) && (el.querySelector("img") || aloneOnLine(el))) return "stop";
    const text = ownText(el);
    if (!text) return;
    const inLink = el.closest("a[href]") !== null;
    // after a block that reads as a name, a time or follower line starts another actor block; right after
    // this post's own actor block (where a redesign may draw its notes), or after text, it is only a note
    const last = blocks[blocks.length - 1];
    if (!inLink && last && NAME_LIKE.test(cleanText(last.textContent)) && isActorMeta(text, el)) {
      blocks.pop();
      return "stop";
    }
    if (isChrome(text, el) || isMetadata(el, text) || inNoteLine(el) || (inLink && !lenient)) return;
    blocks.push(el);
    // one more than wanted: a look at what follows the last one
    return blocks.length > wanted ? "stop" : undefined;
  });
  return blocks.slice(0, wanted);
}

/** The post's (or comment's) own text: the first block of prose after the actor block, widened to its paragraphs. */
export function ownPostText(container: Element, marks: Landmarks): string {
  // after a time line the text comes first; without one the headline may, and the longest block is likelier
  const blocks = ownBlocks(container, marks, false, marks.time ? 1 : Infinity);
  const length = (el: Element) => cleanText(el.textContent).length;
  const block = marks.time ? blocks[0] : blocks.sort((a, b) => length(b) - length(a))[0];
  if (!block) return "";
  return cleanText(blockText(widen(block, container, marks), BODY_NOISE).replace(/\bhashtag\s*#/gi, "#"));
}

/** Whether the post has content of its own beyond the actor block (the text layer's condition). */
export function hasOwnContent(post: Element, marks: Landmarks): boolean {
  return ownBlocks(post, marks, true, 1).length > 0;
}
