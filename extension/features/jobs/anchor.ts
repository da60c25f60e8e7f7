/**
 * Where the helper mounts: the known top card, else (structure) the block around the posting's title,
 * else the posting's region; never inside a container that takes or hides the clicks meant for it, nor in
 * one pinned over the page, where the answer it opens would be cut off.
 */
import { blockText, mainRegion } from "../shared/dom";
import { topCardBySelectors } from "./by-selectors";
import { CONTROLS, findPosting, titleBlock, type Posting } from "./posting";

/** Containers whose own handlers take a click (a helper inside one shows, but its clicks get lost). */
const INTERACTIVE = 'a, button, [role="button"], [role="link"]';
/** Containers that hide their content from clicks or assistive tech. */
const SHUT = '[inert], [aria-hidden="true"]';

/**
 * The nearest ancestor-or-self of `el` outside every interactive container and every inert or aria-hidden
 * one. An inert or aria-hidden container around the whole page (`page`: LinkedIn shuts the page behind an
 * open dialog, for as long as it is open) is not climbed out of: that would leave the posting altogether.
 */
export function safeAnchor(el: Element, page: readonly Element[] = []): Element | null {
  let anchor: Element | null = el;
  while (anchor) {
    const interactive: Element | null = anchor.closest(INTERACTIVE);
    const shut: Element | null = anchor.closest(SHUT);
    const trap: Element | null = interactive ?? (shut && !page.some((part) => shut.contains(part)) ? shut : null);
    if (!trap) return anchor;
    anchor = trap.parentElement;
  }
  return null;
}

/** Whether `el` is pinned over the page (a sticky header, a fixed bar): a panel opened in one is cut off by it, or covers the page. */
function pinned(el: Element): boolean {
  const view = el.ownerDocument.defaultView;
  // a page parsed apart from any window (tests, the benchmark) has no computed style: its inline style says it
  const position = view ? view.getComputedStyle(el).position : (el as HTMLElement).style?.position;
  return position === "sticky" || position === "fixed";
}

/**
 * `anchor`, or, where it sits in a pinned container inside the posting's `area` (LinkedIn repeats the title,
 * Easy Apply and Save in a sticky header of fixed height), the container around that one: a helper mounted in
 * the header shows its buttons, but the answer it opens is clipped away. The pane itself may be pinned.
 */
export function unpinned(anchor: Element, area: Element | null): Element {
  let out = anchor;
  for (let el: Element | null = anchor; el && el !== area && el.parentElement; el = el.parentElement) {
    if (area && !area.contains(el)) break;
    if (pinned(el)) out = el.parentElement;
  }
  return out;
}

/** Lines of an element as read on screen, controls and media left out. */
function lineCount(el: Element): number {
  return blockText(el, CONTROLS)
    .split("\n")
    .filter((line) => line.trim()).length;
}

/** The block around a title: from the title up, until it holds a few lines (the company, the place, the chips…). */
function blockAround(heading: Element, outer: Element): Element {
  let block = heading;
  while (block !== outer && block.parentElement && lineCount(block) < 4) block = block.parentElement;
  return block;
}

/** Where to put our "Cover letter"/"Advice" panel, or null when no posting is shown. */
export function anchorOf(doc: Document, region: (posting: () => Posting | null) => Element | null): Element | null {
  let found: { posting: Posting | null } | null = null;
  const posting = () => (found ??= { posting: findPosting(doc) }).posting;
  let anchor = topCardBySelectors(doc);
  const heading = anchor ? null : posting()?.heading;
  if (heading) anchor = blockAround(heading, titleBlock(heading, posting()!.about ?? posting()!.body, mainRegion(doc)));
  const area = region(posting);
  anchor ??= area;
  if (!anchor) return null;
  const landmark = doc.querySelector('main, [role="main"]');
  const safe = safeAnchor(
    anchor,
    [landmark, area].filter((el): el is Element => el !== null),
  );
  return safe && unpinned(safe, area);
}
