/**
 * Where the posting is, read from what survives a redesign (no class names, no ids, no data-test*):
 * - its title: the heading the page's hints name (document title, og:title, JSON-LD), else the heading the
 *   detail container's aria-label names, else the top heading above the "About the job" heading;
 * - its region: the smallest container holding the title and the description;
 * - its title block: the part of the region around the title, above the description.
 * Cards of a result list (list items) and page chrome are never the posting.
 */
import { blockText, cleanText, firstLine, headings, linkTarget, mainRegion, precedes } from "../shared/dom";
import { controlHints, jobPosting, matchHint, norm, pageHints, type TitleHint } from "./hints";
import { JOB_CARD } from "./selectors";
import { isJobWord, saysJobWord, startsWithJobWord } from "./wording";

/** Whether `text` is the description's heading ("About the job", "Info zum Job", "求人について"…). */
export function isAboutJob(doc: Document, text: string): boolean {
  return isJobWord(doc, text, "aboutJob");
}

/** Headings of the detail pane's other sections and of the page around it: never a posting's title. */
function isSectionHeading(doc: Document, text: string): boolean {
  return isJobWord(doc, text, "sections") || startsWithJobWord(doc, text, "sectionStarts");
}

/** Page chrome and hidden parts: never where the posting is. */
export const CHROME = [
  "nav", "aside", "footer", "dialog", "template", "[hidden]",
  '[role="navigation"]', '[role="banner"]', '[role="contentinfo"]', '[role="dialog"]', '[role="search"]', '[role="menu"]',
].join(", ");

/** A result list's cards (and other lists): their headings are never the posting's title. */
export const LIST_ITEM = ['li', '[role="listitem"]', '[role="option"]', ...JOB_CARD].join(", ");

/** Clickable containers (a card that opens a job is one): what they hold is never the posting's title. */
const CLICKABLE = 'button, [role="button"]';

/** Containers hidden from the user or from assistive tech: a copy of the title there is a duplicate. */
const SHUT = '[inert], [aria-hidden="true"], [hidden]';

/** Controls and media, left out when reading a block's lines. */
export const CONTROLS = 'button, [role="button"], select, input, textarea, svg, img, figure, video, script, style, template, code';

/** "2 weeks ago", "Posted 3 days ago", "vor 2 Wochen", "48 applicants": the line under a posting's title. */
export function isPostedLine(doc: Document, line: string): boolean {
  return saysJobWord(doc, line, "ago", "applicants", "posted");
}

/** Whether a control applies for the job: its label or text starts with "Easy Apply", "Apply"… (in the page's language). */
export function isApplyControl(doc: Document, control: Element): boolean {
  for (const text of [control.getAttribute("aria-label"), control.textContent]) {
    if (startsWithJobWord(doc, text, "easyApply") || startsWithJobWord(doc, text, "apply")) return true;
  }
  return false;
}

export interface Posting {
  title: string;
  /** the element showing the title (a heading), when one does */
  heading: Element | null;
  /** the "About the job" heading, when the page has one */
  about: Element | null;
  /** the description: the section the "About the job" heading opens (maybe a detached copy), else the long text a "Show more" toggle clamps */
  body: Element | null;
  /** the smallest container holding the title and the description */
  region: Element | null;
  /** what the hint naming this title said about the company and the place */
  hint: { company: string; location: string } | null;
}

/** The toggle under a clamped text: "… more" in the page's language, or a collapsed control (aria-expanded="false"). */
function isToggle(doc: Document, control: Element): boolean {
  if (control.getAttribute("aria-expanded") === "false") return true;
  return isJobWord(doc, control.getAttribute("aria-label"), "showMore") || isJobWord(doc, control.textContent, "showMore");
}

/** A heading's text as shown (screen-reader twins once), first line. */
export function headingText(el: Element): string {
  return cleanText(el.textContent) ? firstLine(blockText(el)) : "";
}

const HEADING_SELECTOR = ["h1", "h2", "h3", "h4", "h5", "h6"];

/** Level of a heading: h1 → 1 …; role=heading by its aria-level (2 if unset). */
function level(el: Element): number {
  const tag = /^H([1-6])$/.exec(el.tagName.toUpperCase());
  return tag ? Number(tag[1]) : Number(el.getAttribute("aria-level")) || 2;
}

/** `list` sorted by heading level, document order kept within a level. */
function byLevel(list: Element[]): Element[] {
  return list.map((el, i) => ({ el, i, l: level(el) })).sort((a, b) => a.l - b.l || a.i - b.i).map((x) => x.el);
}

/** The nearest ancestor-or-self of `a` that contains `b`. */
export function commonAncestor(a: Element, b: Element): Element | null {
  let el: Element | null = a;
  while (el && !el.contains(b)) el = el.parentElement;
  return el;
}

/**
 * Whether `scope` holds a result list above `about` (list items linking to other postings, or the 2026 cards):
 * the list beside a detail pane. Similar jobs under the description are part of the posting's pane.
 */
function holdsCards(scope: Element, about: Element): boolean {
  let count = 0;
  for (const card of scope.querySelectorAll(JOB_CARD.join(", "))) if (precedes(card, about) && ++count >= 2) return true;
  for (const link of scope.querySelectorAll('li a[href*="/jobs/view/"], [role="listitem"] a[href*="/jobs/view/"]')) {
    if (precedes(link, about) && linkTarget(link.getAttribute("href"))?.kind === "job" && ++count >= 2) return true;
  }
  return false;
}

/** The labels of non-interactive containers around `el` (up to `main`): the detail pane's label is the title. */
function containerLabels(el: Element, main: Element): { label: string; el: Element }[] {
  const out: { label: string; el: Element }[] = [];
  for (let node = el.parentElement; node && node !== main && main.contains(node); node = node.parentElement) {
    if (node.matches('a, button, input, [role="button"], [role="link"]')) continue;
    const label = cleanText(node.getAttribute("aria-label"));
    if (label && label.length <= 150) out.push({ label, el: node });
  }
  return out;
}

/**
 * The description the "About the job" heading opens: the nearest ancestor holding more than the heading,
 * short of the title's container; where the heading stands among its siblings there, what follows it up to
 * the next heading of its level (gathered as copies in a detached element).
 */
function sectionOf(about: Element, main: Element, title: Element | null): Element {
  const own = cleanText(about.textContent).length;
  let section = about;
  while (section !== main && section.parentElement && cleanText(section.textContent).length <= own + 20) {
    if (title && section.parentElement.contains(title)) break;
    section = section.parentElement;
  }
  if (cleanText(section.textContent).length > own + 20) return section;
  const part = about.ownerDocument.createElement("div");
  const stop = HEADING_SELECTOR.slice(0, level(about)).join(", ");
  for (let next = section.nextElementSibling; next; next = next.nextElementSibling) {
    if (next.matches(stop) || next.querySelector(stop)) break;
    part.append(next.cloneNode(true));
  }
  return part;
}

/** The longest text (200+ characters) that a "Show more" toggle clamps, after the title and outside lists and chrome. */
function clampedText(main: Element, heading: Element): Element | null {
  const doc = main.ownerDocument;
  let best: Element | null = null;
  let bestLength = 0;
  for (const control of main.querySelectorAll('button, [role="button"]')) {
    const body = control.parentElement;
    if (!isToggle(doc, control) || !body || body.contains(heading) || !precedes(heading, body)) continue;
    if (body.closest(CHROME) || body.closest(LIST_ITEM)) continue;
    const length = cleanText(body.textContent).length;
    if (length >= 200 && length > bestLength) [best, bestLength] = [body, length];
  }
  return best;
}

/** Signals, near a heading, that it titles a job posting (for pages without an "About the job" heading). */
function looksLikePosting(doc: Document, heading: Element, block: Element): boolean {
  if (jobPosting(doc)) return true;
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
  if (linkTarget(canonical)?.kind === "job") return true;
  const link = heading.closest("a[href]") ?? heading.querySelector("a[href]");
  if (linkTarget(link?.getAttribute("href"))?.kind === "job") return true;
  for (const control of block.querySelectorAll('button, a[href], [role="button"]')) if (isApplyControl(doc, control)) return true;
  // a posting's Save toggle ("Save", "Speichern", "保存" with aria-pressed), where the apply control is elsewhere
  for (const toggle of block.querySelectorAll("button[aria-pressed], [role='button'][aria-pressed]")) {
    // its visible word and its screen-reader label sit side by side ("Speichern" + "Speichern <title> bei …")
    const texts = [toggle.getAttribute("aria-label"), toggle.textContent, ...[...toggle.children].map((child) => child.textContent)];
    if (texts.some((text) => startsWithJobWord(doc, text, "save"))) return true;
  }
  return blockText(block, CONTROLS).split("\n").some((line) => line.length <= 120 && isPostedLine(doc, line));
}

/**
 * The block around the title, above the description: climbs from the title while the parent does not
 * hold the description (or, with no description known, while the parent's text stays short).
 */
export function titleBlock(heading: Element, limit: Element | null, main: Element | null): Element {
  let block = heading;
  for (let parent = block.parentElement; parent && parent !== main; parent = parent.parentElement) {
    if (limit ? parent.contains(limit) : cleanText(parent.textContent).length > 1200) break;
    block = parent;
  }
  return block;
}

/** The largest container around `copy` that does not hold `other`: that copy's own block (a top card, a sticky header). */
function ownBlock(copy: Element, other: Element): Element {
  let block = copy;
  while (block.parentElement && !block.parentElement.contains(other)) block = block.parentElement;
  return block;
}

/** Lines of an element as read on screen, controls and media left out. */
function lineCount(el: Element): number {
  return blockText(el, CONTROLS).split("\n").filter((line) => line.trim()).length;
}

/**
 * One heading per title: where LinkedIn shows the title twice (a sticky header above or below the top card,
 * a hidden copy for screen readers or for another layout), the copy the user reads in the top card. A copy in
 * a hidden or inert container gives way to one that is not; then the higher heading (the top card's h1 over
 * a header's h2); then the copy whose own block says more (the top card's place, time, chips, against the
 * header's one line); then the later copy, nearer the description.
 */
function withoutDuplicates(list: Element[], textOf: (h: Element) => string): Element[] {
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

/** The posting on the page, found by its structure, or null when none is shown. */
export function findPosting(doc: Document): Posting | null {
  const main = mainRegion(doc);
  if (!main) return null;
  const texts = new Map<Element, string>();
  // a result list's cards (a list item, or a clickable card) are never the posting: their headings are not even read
  for (const h of headings(main)) {
    if (!h.closest(CHROME) && !h.closest(LIST_ITEM) && !h.closest(CLICKABLE)) texts.set(h, headingText(h));
  }
  const textOf = (h: Element): string => texts.get(h) ?? "";
  const shown = [...texts.keys()];
  const about = shown.find((h) => isAboutJob(doc, textOf(h))) ?? null;
  const candidates = withoutDuplicates(
    shown.filter((h) => {
      const text = textOf(h);
      return text && text.length <= 150 && !isAboutJob(doc, text) && !isSectionHeading(doc, text);
    }),
    textOf,
  );

  // with an "About the job" heading: only the headings above it, in the nearest container that has any
  let pool = candidates;
  let scope: Element = main;
  if (about) {
    pool = [];
    for (let up = about.parentElement; up && main.contains(up) && !pool.length; up = up.parentElement) {
      const here = up;
      pool = candidates.filter((h) => here.contains(h) && precedes(h, about));
      scope = here;
    }
  }
  const ranked = byLevel(pool);
  const found = (heading: Element | null, title: string, hint: Posting["hint"], labelled?: Element): Posting => {
    const body = about ? sectionOf(about, main, heading) : heading ? clampedText(main, heading) : null;
    const end = about ?? body;
    const region = heading && end ? commonAncestor(heading, end) : (labelled ?? null);
    return { title, heading, about, body, region, hint };
  };
  const hints: TitleHint[] = pageHints(doc);

  // 1. a heading the page's hints name (the top one, where the title shows twice)
  for (const hint of hints) {
    for (const heading of ranked) {
      const said = matchHint(hint, textOf(heading));
      if (!said) continue;
      if (about || looksLikePosting(doc, heading, titleBlock(heading, null, main))) return found(heading, textOf(heading), said);
    }
  }
  const authoritative = hints.find((hint) => hint.authoritative);
  if (authoritative) return found(null, authoritative.title, { company: authoritative.company, location: authoritative.location });
  if (!about) {
    // no description heading: the page's h1, where the things around it say "job posting"
    const top = ranked[0];
    if (!top || level(top) !== 1 || !looksLikePosting(doc, top, titleBlock(top, null, main))) return null;
    return found(top, textOf(top), null);
  }

  // 2. the detail container's aria-label, where the page confirms it (a heading, the title, a control's label)
  const confirmations = [...hints, ...controlHints(scope)];
  for (const { label, el } of containerLabels(about, main)) {
    const heading = ranked.find((h) => norm(textOf(h)) === norm(label)) ?? null;
    const said = confirmations.map((hint) => matchHint(hint, label)).find(Boolean) ?? null;
    if (heading || said) return found(heading, label, said, el);
  }
  // 3. the top heading above the description, unless that reaches into a list of cards
  const top = ranked[0];
  if (!top || holdsCards(commonAncestor(top, about) ?? main, about)) return null;
  const said = confirmations.map((hint) => matchHint(hint, textOf(top))).find(Boolean) ?? null;
  return found(top, textOf(top), said);
}
