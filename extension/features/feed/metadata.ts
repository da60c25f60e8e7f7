/**
 * What is about a post but not the post: its time and visibility line, "Promoted", "Edited", the follow
 * state, its counts, the "<Name> likes this" line above it. A redesign may put any of these where the
 * post's text used to be; none of them may be read as the text. Structure decides first: a <time>, a
 * pair of a visible line and its screen-reader copy (one of them aria-hidden: LinkedIn doubles its notes,
 * never a post's text), a count beside the post's controls. Then the words of the page's language
 * (./vocabulary).
 */
import { cleanText } from "../shared/dom";
import { vocabularyOf } from "./vocabulary";

/** Longer than any note LinkedIn doubles for screen readers ("3 hours ago • Edited • Visible to anyone on or off LinkedIn"). */
const MAX_TWIN = 200;
/** How far above a line of text its twin may sit (a span in a span in the pair). */
const TWIN_LEVELS = 2;
const CONTROLS = 'button, [role="button"]';
/** Controls and links a count sits in, or beside ("57" next to the reaction icons, "12 comments" as a button). */
const COUNT_CONTROLS = 'button, [role="button"], a[href]';

const hidden = (el: Element) => el.getAttribute("aria-hidden") === "true";

function ownText(el: Element): string {
  let text = "";
  for (const child of el.childNodes) if (child.nodeType === 3) text += child.nodeValue ?? "";
  return cleanText(text);
}

/**
 * Whether `el` is one of a pair: a line and its copy for screen readers, one of them aria-hidden, side by
 * side with nothing else beside them ("3h • Edited •" and "3 hours ago • Edited • Visible to anyone…").
 * A hashtag's "hashtag"/"#" pair sits inside a sentence (text beside it): not one.
 */
export function isTwin(el: Element): boolean {
  let at: Element | null = el;
  for (let level = 0; at && level <= TWIN_LEVELS; level++, at = at.parentElement) {
    const parent: Element | null = at.parentElement;
    if (!parent || ownText(parent)) return false;
    const other = onlyOtherLine(parent, at);
    if (other === "many") return false;
    if (other) {
      const pair = cleanText(at.textContent).length <= MAX_TWIN && cleanText(other.textContent).length <= MAX_TWIN;
      return pair && hidden(at) !== hidden(other);
    }
  }
  return false;
}

/**
 * The one other child of `parent` with text beside `self` (null: none; "many": more than one). A control
 * beside a line (the "… more" toggle, aria-hidden in 2026) does not make it a copy.
 */
function onlyOtherLine(parent: Element, self: Element): Element | null | "many" {
  let found: Element | null = null;
  for (const child of parent.children) {
    if (child === self || child.matches(CONTROLS) || !/\S/.test(child.textContent ?? "")) continue;
    if (found) return "many";
    found = child;
  }
  return found;
}

/** Whether `el` is a <time>, sits in one, or is a short line around one ("<time>3h</time> • Edited"). */
export function isTimeElement(el: Element): boolean {
  if (el.closest("time")) return true;
  const time = el.querySelector("time");
  return !!time && cleanText(el.textContent).length <= cleanText(time.textContent).length + 60;
}

/** Whether `text` (in `el`) is a count: a number beside or inside the post's controls, or a number with a count's word. */
export function isCountIn(el: Element, text: string): boolean {
  const words = vocabularyOf(el);
  if (words.isCount(text)) return true;
  if (!words.isNumberLed(text)) return false;
  return !!el.closest(COUNT_CONTROLS) || !!el.parentElement?.querySelector(COUNT_CONTROLS);
}

/**
 * Whether `el`, whose text is `text` (its own text, or all of it), is a note about the post rather than
 * the post: by structure (a <time>, a screen-reader twin, a count), then by the page's words (time line,
 * edited, visibility, promoted, follow state, "likes this", "See translation").
 */
export function isMetadata(el: Element, text: string = cleanText(el.textContent)): boolean {
  if (!text) return false;
  if (isTimeElement(el) || isTwin(el) || isCountIn(el, text)) return true;
  const words = vocabularyOf(el);
  return words.isMetaLine(text) || words.isSocialContext(text) || words.isTranslationToggle(text);
}

/** Whether a line of a post's visible text is a note about it (the text layer's lines, read without their elements). */
export function isMetadataLine(doc: Node, line: string): boolean {
  const words = vocabularyOf(doc);
  return words.isMetaLine(line) || words.isSocialContext(line) || words.isCount(line) || words.isTranslationToggle(line);
}
