/**
 * The headings that may title a posting: their level, their text as shown, and one heading per title where
 * LinkedIn shows the title twice (a sticky header above or below the top card, a hidden copy).
 */
import { blockText, cleanText, firstLine, precedes } from "../shared/dom";
import { norm } from "./title-hints";

/** Controls and media, left out when reading a block's lines. */
export const CONTROLS =
  'button, [role="button"], select, input, textarea, svg, img, figure, video, script, style, template, code';

/** Containers hidden from the user or from assistive tech: a copy of the title there is a duplicate. */
const SHUT = '[inert], [aria-hidden="true"], [hidden]';

export const HEADING_SELECTOR = ["h1", "h2", "h3", "h4", "h5", "h6"];

/** A heading's text as shown (screen-reader twins once), first line. */
export function headingText(el: Element): string {
  return cleanText(el.textContent) ? firstLine(blockText(el)) : "";
}

/** Level of a heading: h1 → 1 …; role=heading by its aria-level (2 if unset). */
export function level(el: Element): number {
  const tag = /^H([1-6])$/.exec(el.tagName.toUpperCase());
  return tag ? Number(tag[1]) : Number(el.getAttribute("aria-level")) || 2;
}

/** `list` sorted by heading level, document order kept within a level. */
export function byLevel(list: Element[]): Element[] {
  return list
    .map((el, i) => ({ el, i, l: level(el) }))
    .sort((a, b) => a.l - b.l || a.i - b.i)
    .map((x) => x.el);
}

/** The largest container around `copy` that does not hold `other`: that copy's own block (a top card, a sticky header). */
function ownBlock(copy: Element, other: Element): Element {
  let block = copy;
  while (block.parentElement && !block.parentElement.contains(other)) block = block.parentElement;
  return block;
}

/** Lines of an element as read on screen, controls and media left out. */
function lineCount(el: Element): number {
  return blockText(el, CONTROLS)
    .split("\n")
    .filter((line) => line.trim()).length;
}

/**
 * One heading per title: where LinkedIn shows the title twice, the copy the user reads in the top card. A copy
 * in a hidden or inert container gives way to one that is not; then the higher heading (the top card's h1 over
 * a header's h2); then the copy whose own block says more (the top card's place, time, chips, against the
 * header's one line); then the later copy, nearer the description.
 */
export function withoutDuplicates(list: Element[], textOf: (h: Element) => string): Element[] {
  const better = (a: Element, b: Element): Element => {
    if (!!a.closest(SHUT) !== !!b.closest(SHUT)) return a.closest(SHUT) ? b : a;
    if (level(a) !== level(b)) return level(a) < level(b) ? a : b;
    const [linesA, linesB] = [lineCount(ownBlock(a, b)), lineCount(ownBlock(b, a))];
    if (linesA !== linesB) return linesA > linesB ? a : b;
    return precedes(a, b) ? b : a;
  };
  const best = new Map<string, Element>();
  for (const heading of list) {
    const key = norm(textOf(heading));
    const kept = best.get(key);
    best.set(key, kept ? better(kept, heading) : heading);
  }
  const keep = new Set(best.values());
  return list.filter((heading) => keep.has(heading));
}
