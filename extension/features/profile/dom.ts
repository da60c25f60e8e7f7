/** DOM reading helpers of the profile extractor: visible text without screen-reader copies, multi-selector queries. */
import { cleanText } from "../types";
import { HIDDEN_TEXT_SELECTORS, LINE_BREAK_SELECTORS } from "./selectors";

/** Node.DOCUMENT_POSITION_FOLLOWING, spelled out so the module does not need a global `Node`. */
const FOLLOWING = 4;

/** Whether `el` matches any of the selectors. */
export function matchesAny(el: Element, selectors: readonly string[]): boolean {
  return selectors.some((selector) => el.matches(selector));
}

/** Every element under `root` matching any of the selectors, in document order, without duplicates. */
export function queryAllAny(root: ParentNode, selectors: readonly string[]): Element[] {
  const found = new Set<Element>();
  for (const selector of selectors) root.querySelectorAll(selector).forEach((el) => found.add(el));
  return [...found].sort((a, b) => (a.compareDocumentPosition(b) & FOLLOWING ? -1 : 1));
}

/** Visible text of an element: screen-reader copies, buttons and "…see more" dropped, <br> kept as newlines. */
export function visibleText(el: Element | null | undefined, noise: readonly string[] = []): string {
  if (!el) return "";
  const clone = el.cloneNode(true) as Element;
  for (const selector of [...HIDDEN_TEXT_SELECTORS, ...noise]) {
    clone.querySelectorAll(selector).forEach((node) => node.remove());
  }
  for (const selector of LINE_BREAK_SELECTORS) {
    clone.querySelectorAll(selector).forEach((node) => node.replaceWith("\n"));
  }
  return cleanText(clone.textContent);
}

/** Visible text of the first element (selectors tried in order) that has some. */
export function firstVisible(root: ParentNode, selectors: readonly string[], noise: readonly string[] = []): string {
  for (const selector of selectors) {
    for (const el of root.querySelectorAll(selector)) {
      const text = visibleText(el, noise);
      if (text) return text;
    }
  }
  return "";
}
