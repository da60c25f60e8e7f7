/**
 * Walking a post's DOM in reading order without cloning it: its text nodes, the elements after a given
 * one, an element's own text. The structure layer (./structure) reads posts with these; nothing here
 * knows a class name.
 */
import { cleanText, linkTarget } from "../shared/dom";

/** NodeFilter.SHOW_TEXT, spelled out so the module does not need a global `NodeFilter`. */
const SHOW_TEXT = 4;
const TEXT_NODE = 3;

/** Links to a member, company, showcase or school page: the shape of an author's link in every generation. */
export const ACTOR_LINK = 'a[href*="/in/"], a[href*="/company/"], a[href*="/showcase/"], a[href*="/school/"]';

/** Elements whose inside is never read as a leaf of text (controls, media, code). */
const NOT_LEAF = "button, [role=button], svg, style, script, template, noscript, code";

/** Whether `el` is a link to a member's or a company's page. */
export function isActorLink(el: Element): boolean {
  if (el.tagName !== "A") return false;
  const target = linkTarget(el.getAttribute("href"));
  return target !== null && target.kind !== "job";
}

/**
 * Calls `visit` with each non-empty text node under `root` in document order (trimmed, whitespace
 * collapsed), from `from` on when given, until `visit` returns false. Text inside controls is skipped.
 */
export function eachLeaf(root: Element, visit: (text: string, node: Text) => boolean | void, from?: Node): void {
  const walker = root.ownerDocument.createTreeWalker(root, SHOW_TEXT);
  if (from) walker.currentNode = from;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = cleanText(node.nodeValue);
    if (!text || node.parentElement?.closest(NOT_LEAF)) continue;
    if (visit(text, node as Text) === false) return;
  }
}

/** The first leaf of `el` that `accept` takes, or "". */
export function firstLeaf(el: Element, accept: (text: string) => boolean): string {
  let found = "";
  eachLeaf(el, (text) => {
    if (!accept(text)) return true;
    found = text;
    return false;
  });
  return found;
}

/** The next element after `node`'s subtree, within `root` (null past its end). */
export function nextOutside(node: Element, root: Element): Element | null {
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    if (at.nextElementSibling) return at.nextElementSibling;
  }
  return null;
}

/**
 * Visits the elements of `root` that come after `start`'s subtree (all of them without a start), in
 * document order. `visit` answers "skip" (not its subtree), "stop" (nothing after it) or nothing
 * (go on, into its children).
 */
export function walkAfter(root: Element, start: Element | null, visit: (el: Element) => "skip" | "stop" | void): void {
  let node: Element | null = start ? nextOutside(start, root) : root.firstElementChild;
  while (node) {
    const answer = visit(node);
    if (answer === "stop") return;
    node = (answer !== "skip" && node.firstElementChild) || nextOutside(node, root);
  }
}

/** The text of an element's own text nodes (not its children's), whitespace collapsed. */
export function ownText(el: Element): string {
  let text = "";
  for (const child of el.childNodes) if (child.nodeType === TEXT_NODE) text += child.nodeValue ?? "";
  return cleanText(text);
}

/** Element names that flow inside a line of text. */
const INLINE = new Set(["A", "SPAN", "STRONG", "B", "EM", "I", "U", "SMALL", "MARK", "LABEL"]);

/** Whether `link` is a line of its own (a name heading an actor block), not a mention inside a sentence. */
export function aloneOnLine(link: Element): boolean {
  const text = cleanText(link.textContent);
  if (!text) return false;
  let block: Element | null = link.parentElement;
  while (block && INLINE.has(block.tagName)) block = block.parentElement;
  return !block || cleanText(block.textContent).length <= text.length + 3;
}

/** The line `el` flows in: itself, or its nearest ancestor that is not inline (a <strong> in a <p>: the <p>). */
export function lineAround(el: Element): Element {
  let line = el;
  while (INLINE.has(line.tagName) && line.parentElement) line = line.parentElement;
  return line;
}
