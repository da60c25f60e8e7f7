/**
 * Where the posting is, read from what survives a redesign (no class names, no ids, no data-test*):
 * - its title: the heading the page's hints name (document title, og:title, JSON-LD), else the pane's own link to
 *   the job it shows (a title that is no heading: LinkedIn's 2026 panes), else the heading the detail container's
 *   aria-label names, else the top heading above the "About the job" heading;
 * - its region: the smallest container holding the title and the description;
 * - its title block: the part of the region around the title, above the description.
 * Cards of a result list (list items) and page chrome are never the posting.
 */
import { blockText, cleanText, headings, linkTarget, mainRegion, precedes } from "../shared/dom";
import { controlHints, jobPosting, matchHint, norm, pageHints, type TitleHint } from "./title-hints";
import { perPack } from "../shared/pack";
import { JOBS } from "./selectors";
import { isAboutJob, isApplyControl, isPostedLine, isSaveToggle, isSectionHeading, isToggle } from "./signals";
import { byLevel, CONTROLS, HEADING_SELECTOR, headingText, level, withoutDuplicates } from "./titles";
import { idFromUrl, shownJobId } from "./job-id";

export { CONTROLS, headingText };

/** Page chrome and hidden parts: never where the posting is. */
export const CHROME = [
  "nav",
  "aside",
  "footer",
  "dialog",
  "template",
  "[hidden]",
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="dialog"]',
  '[role="search"]',
  '[role="menu"]',
].join(", ");

/** A result list's cards (and other lists): their headings are never the posting's title. */
export const listItem = perPack(() => ["li", '[role="listitem"]', '[role="option"]', ...JOBS.JOB_CARD].join(", "));

/** Clickable containers (a card that opens a job is one): what they hold is never the posting's title. */
const CLICKABLE = 'button, [role="button"]';

/** Controls that may apply for the job: buttons and links. */
const APPLY_CANDIDATES = 'button, a[href], [role="button"]';

/** Whether the page's own metadata says it shows a posting: JSON-LD JobPosting, or a job's canonical URL. */
export function metadataSaysPosting(doc: Document): boolean {
  if (jobPosting(doc)) return true;
  return linkTarget(doc.querySelector('link[rel="canonical"]')?.getAttribute("href"))?.kind === "job";
}

/** Whether `scope` holds a control that applies for the job (outside what `skip` says to leave out). */
export function holdsApplyControl(doc: Document, scope: Element, skip: (control: Element) => boolean = () => false): boolean {
  for (const control of scope.querySelectorAll(APPLY_CANDIDATES)) if (!skip(control) && isApplyControl(doc, control)) return true;
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

/** The nearest ancestor-or-self of `a` that contains `b`. */
export function commonAncestor(a: Element, b: Element): Element | null {
  let el: Element | null = a;
  while (el && !el.contains(b)) el = el.parentElement;
  return el;
}

/** Whether a card's link opens a job: its page (/jobs/view/<id>/), or the search with it selected (?currentJobId=<id>). */
export const listedJob = (href: string | null): boolean => idFromUrl(href) !== "";

/**
 * Whether `scope` holds a result list above `about` (list items linking to other postings, or the 2026 cards):
 * the list beside a detail pane. Similar jobs under the description are part of the posting's pane.
 */
function holdsCards(scope: Element, about: Element): boolean {
  let count = 0;
  for (const card of scope.querySelectorAll(JOBS.JOB_CARD.join(", "))) if (precedes(card, about) && ++count >= 2) return true;
  for (const link of scope.querySelectorAll('li a[href*="/jobs/"], [role="listitem"] a[href*="/jobs/"]')) {
    if (precedes(link, about) && listedJob(link.getAttribute("href")) && ++count >= 2) return true;
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
    if (body.closest(CHROME) || body.closest(listItem())) continue;
    const length = cleanText(body.textContent).length;
    if (length >= 200 && length > bestLength) [best, bestLength] = [body, length];
  }
  return best;
}

/** Signals, near a heading, that it titles a job posting (for pages without an "About the job" heading). */
function looksLikePosting(doc: Document, heading: Element, block: Element): boolean {
  if (metadataSaysPosting(doc)) return true;
  const link = heading.closest("a[href]") ?? heading.querySelector("a[href]");
  if (linkTarget(link?.getAttribute("href"))?.kind === "job") return true;
  if (holdsApplyControl(doc, block)) return true;
  // a posting's Save toggle, where the apply control is elsewhere
  for (const toggle of block.querySelectorAll("button[aria-pressed], [role='button'][aria-pressed]"))
    if (isSaveToggle(doc, toggle)) return true;
  return blockText(block, CONTROLS)
    .split("\n")
    .some((line) => line.length <= 120 && isPostedLine(doc, line));
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

/** Longer than any job title. */
const MAX_TITLE = 150;

/**
 * The pane's own link to the job it shows, as its title (the 2026 panes title a job with a link, not a heading):
 * a /jobs/view/<id>/ link above the description, outside lists, cards and chrome, no apply control, with a short
 * text. Its job is the one the page says it shows (URL, pane keys, selected card); where the page does not say,
 * only a page whose links name one job has one. Headings elsewhere on the page ("Get job alerts for this search")
 * are never the title then.
 */
function titleLink(doc: Document, main: Element, about: Element | null): { el: Element; title: string } | null {
  const shown = shownJobId(doc, doc.location?.href ?? "");
  const links = new Map<string, { el: Element; title: string }>();
  for (const link of main.querySelectorAll('a[href*="/jobs/view/"]')) {
    const target = linkTarget(link.getAttribute("href"));
    if (target?.kind !== "job" || (shown && target.id !== shown) || (about && !precedes(link, about))) continue;
    if (link.closest(CHROME) || link.closest(listItem()) || link.parentElement?.closest(CLICKABLE)) continue;
    if (isApplyControl(doc, link)) continue;
    const title = headingText(link);
    if (title && title.length <= MAX_TITLE && !links.has(target.id)) links.set(target.id, { el: link, title });
  }
  return links.size === 1 ? [...links.values()][0]! : null;
}

/** Where a line of text may title a posting or open its description: outside chrome, lists and clickable cards. */
const outsideLists = (el: Element) => !el.closest(CHROME) && !el.closest(listItem()) && !el.closest(CLICKABLE);

/** The elements of `main` that show one short line of text of their own (a <p>, a <span>…), in document order. */
function lines(main: Element): Element[] {
  return [...main.querySelectorAll("p, span, div, strong, a")].filter(
    (el) => !el.querySelector("p, div") && cleanText(el.textContent).length <= MAX_TITLE,
  );
}

/** "About the job" as a line that is no heading (LinkedIn's September 2026 build), outside lists: the description's start. */
function aboutLine(doc: Document, main: Element): Element | null {
  return lines(main).find((el) => outsideLists(el) && isAboutJob(doc, headingText(el))) ?? null;
}

/** The first line of `main` (outside lists, above `about`) showing the title `hint` names, or null. */
function lineSaying(main: Element, hint: TitleHint, about: Element | null): Element | null {
  for (const el of lines(main)) {
    if (outsideLists(el) && (!about || precedes(el, about)) && matchHint(hint, headingText(el))) return el;
  }
  return null;
}

/** The posting on the page, found by its structure, or null when none is shown. */
export function findPosting(doc: Document): Posting | null {
  const main = mainRegion(doc);
  if (!main) return null;
  const texts = new Map<Element, string>();
  // a result list's cards (a list item, or a clickable card) are never the posting: their headings are not even read
  for (const h of headings(main)) {
    if (!h.closest(CHROME) && !h.closest(listItem()) && !h.closest(CLICKABLE)) texts.set(h, headingText(h));
  }
  const textOf = (h: Element): string => texts.get(h) ?? "";
  const shown = [...texts.keys()];
  const about = shown.find((h) => isAboutJob(doc, textOf(h))) ?? aboutLine(doc, main);
  const candidates = withoutDuplicates(
    shown.filter((h) => {
      const text = textOf(h);
      return text && text.length <= MAX_TITLE && !isAboutJob(doc, text) && !isSectionHeading(doc, text);
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
  // 1b. a line that is no heading, the page's hints name (LinkedIn's September 2026 build titles a job with a <p>)
  for (const hint of hints) {
    const line = lineSaying(main, hint, about);
    if (line && (about || looksLikePosting(doc, line, titleBlock(line, null, main))))
      return found(line, headingText(line), matchHint(hint, headingText(line)));
  }
  const authoritative = hints.find((hint) => hint.authoritative);
  if (authoritative)
    return found(null, authoritative.title, { company: authoritative.company, location: authoritative.location });
  // 2. the pane's own link to its job
  const link = titleLink(doc, main, about);
  if (link) {
    const said = [...hints, ...controlHints(main)].map((hint) => matchHint(hint, link.title)).find(Boolean) ?? null;
    return found(link.el, link.title, said);
  }
  if (!about) {
    // no description heading: the page's h1, where the things around it say "job posting"
    const top = ranked[0];
    if (!top || level(top) !== 1 || !looksLikePosting(doc, top, titleBlock(top, null, main))) return null;
    return found(top, textOf(top), null);
  }

  // 3. the detail container's aria-label, where the page confirms it (a heading, the title, a control's label)
  const confirmations = [...hints, ...controlHints(scope)];
  for (const { label, el } of containerLabels(about, main)) {
    const heading = ranked.find((h) => norm(textOf(h)) === norm(label)) ?? null;
    const said = confirmations.map((hint) => matchHint(hint, label)).find(Boolean) ?? null;
    if (heading || said) return found(heading, label, said, el);
  }
  // 4. the top heading above the description, unless that reaches into a list of cards
  const top = ranked[0];
  if (!top || holdsCards(commonAncestor(top, about) ?? main, about)) return null;
  const said = confirmations.map((hint) => matchHint(hint, textOf(top))).find(Boolean) ?? null;
  return found(top, textOf(top), said);
}
