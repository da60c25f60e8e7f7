/**
 * A post's own text, read from its structure: the first block of prose after the actor block, widened to
 * its paragraphs, up to a reshared post, a card, a comment or the action bar. Media, headings, controls
 * (but "…more") and link texts are never part of it.
 */
import { blockText, cleanText, linkTarget } from "../shared/dom";
import { CHROME_TEXT, TIME_LINE } from "./facts";
import type { Landmarks } from "./landmarks";
import { aloneOnLine, isActorLink, ownText, walkAfter } from "./walk";

/** Controls: their text is never the post's. */
const CONTROLS = "button, [role=button]";
/** Media, headings, forms, menus, code: never the post's own text. */
const NOT_PROSE_PARTS = [
  "[role=toolbar]", "[role=menu]", "[role=dialog]", "[role=region]", "nav", "form", "textarea", "input", "select",
  "[contenteditable]", "svg", "img", "figure", "video", "picture", "iframe", "canvas", "script", "style", "template",
  "noscript", "code", "[hidden]",
].join(", ");
const HEADINGS = "h1, h2, h3, h4, h5, h6, [role=heading]";
/** Subtrees skipped when looking for the post's text (`lenient`: headings and link texts allowed). */
const NOT_TEXT = `${CONTROLS}, ${NOT_PROSE_PARTS}, ${HEADINGS}`;
const NOT_CONTENT = `${CONTROLS}, ${NOT_PROSE_PARTS}`;
/** Where a post's own part ends: a comment, a card, a reshared update. */
const OWN_END = "article, [role=article], [data-urn], [data-id^='urn:li:']";
/** What a block of prose does not hold (its "…more" toggle aside). */
const NOT_PROSE = `${NOT_PROSE_PARTS}, ${HEADINGS}, ${OWN_END}`;
const MORE_TOGGLE = /^(…|\.\.\.)?\s*(see\s+)?(more|less)$/i;
/** Read from the post's text: controls, media, code. */
const BODY_NOISE = `${CONTROLS}, svg, img, figure, video, picture, iframe, canvas, script, style, template, noscript, [hidden]`;

/** Whether `el` may be part of a block of prose: no media, headings, cards, controls other than "…more". */
function isProse(el: Element): boolean {
  if (el.matches(NOT_PROSE) || el.querySelector(NOT_PROSE)) return false;
  const controls = [...el.querySelectorAll(CONTROLS)];
  if (el.matches(CONTROLS)) controls.push(el);
  // cleanText drops a trailing "…more": read the raw text
  return controls.every((control) => MORE_TOGGLE.test((control.textContent ?? "").replace(/\s+/g, " ").trim()));
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
const ACTOR_META = new RegExp(`^\\d[\\d,.]*\\s*[km]?\\s+followers?$|^[•·]\\s*(1st|2nd|3rd\\+?)$|${TIME_LINE.source}`, "i");

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
    if (!inLink && ACTOR_META.test(text)) {
      blocks.pop();
      return "stop";
    }
    if (CHROME_TEXT.test(text) || (inLink && !lenient)) return;
    blocks.push(el);
    // one more than wanted: a look at what follows the last one
    return blocks.length > wanted ? "stop" : undefined;
  });
  return blocks.slice(0, wanted);
}

/** The post's (or comment's) own text: the first block of prose after the actor block, widened to its paragraphs. */
export function textOf(container: Element, marks: Landmarks): string {
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

