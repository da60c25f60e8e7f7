/**
 * A posting's description as readable text: paragraphs (p, headings, lists…) separated by a blank line,
 * list items and single <br> on lines of their own, "…show more" toggles dropped, capped. Read from a
 * copy: the page is never changed.
 */
import { cleanText } from "../shared/dom";
import { isJobWord } from "./wording";

/** Longest description we pass on. */
export const MAX_DESCRIPTION = 8000;

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Elements that start a paragraph (blank line before and after). */
const PARAGRAPH_TAGS = new Set([
  "P",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "UL",
  "OL",
  "BLOCKQUOTE",
  "PRE",
  "TABLE",
  "SECTION",
  "ARTICLE",
]);
/** Elements that start a line. */
const LINE_TAGS = new Set(["DIV", "LI", "TR", "DT", "DD", "HEADER", "FOOTER"]);

/** Expander labels left in the text when the toggle is not a button ("…show more" in the page's language; "show less"). */
function isToggleLine(doc: Document, line: string): boolean {
  const label = line.trim().replace(/^(?:…|\.\.\.)\s*/, "");
  return /^(?:show less|see less|less)$/i.test(label) || isJobWord(doc, label, "showMore");
}

/** Markers for block boundaries while walking; resolved by resolveBreaks. */
const LINE = "\u2028";
const PARAGRAPH = "\u2029";

/** Text of a region with block structure marked (text whitespace collapsed as a browser renders it). */
function markedText(node: Node, out: string[]): void {
  if (node.nodeType === TEXT_NODE) {
    out.push((node.nodeValue ?? "").replace(/\s+/g, " "));
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const tag = (node as Element).tagName.toUpperCase();
  if (tag === "BR") {
    out.push("\n");
    return;
  }
  const mark = PARAGRAPH_TAGS.has(tag) ? PARAGRAPH : LINE_TAGS.has(tag) ? LINE : "";
  out.push(mark);
  for (const child of node.childNodes) markedText(child, out);
  out.push(mark);
}

/** Each run of breaks becomes "\n\n" (a paragraph, or two <br>) or "\n" (a line: list item, div, one <br>). */
function resolveBreaks(text: string): string {
  return text.replace(/[\s\u2028\u2029]*[\n\u2028\u2029][\s\u2028\u2029]*/g, (run) =>
    run.includes(PARAGRAPH) || (run.match(/\n/g)?.length ?? 0) >= 2 ? "\n\n" : "\n",
  );
}

/** The description in `body`, the `noise` selectors left out; at most MAX_DESCRIPTION characters. */
export function formatDescription(body: Element, noise: readonly string[]): string {
  const copy = body.cloneNode(true) as Element;
  for (const selector of noise) {
    let found: Element[] = [];
    try {
      found = [...copy.querySelectorAll(selector)];
    } catch {
      continue; // a selector this engine does not support (e.g. :scope in an old engine)
    }
    for (const el of found) el.remove();
  }
  const out: string[] = [];
  markedText(copy, out);
  const text = resolveBreaks(out.join(""))
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      cleanText(paragraph)
        .split("\n")
        .filter((line) => !isToggleLine(body.ownerDocument, line))
        .join("\n")
        .trim(),
    )
    .filter(Boolean)
    .join("\n\n");
  return capDescription(text);
}

export function capDescription(text: string): string {
  return text.length > MAX_DESCRIPTION ? text.slice(0, MAX_DESCRIPTION).trimEnd() : text;
}
