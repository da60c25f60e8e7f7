/**
 * Which job a page shows, as its URL and its markup name it: the URL's currentJobId or /jobs/view/ path, the detail
 * pane's componentkeys, the selected card of a 2026 result list. Read by the job's key (./job-key.ts) and by the
 * posting finder (./posting.ts), which takes the pane's own link to that job as its title.
 */
import { linkTarget } from "../shared/dom";
import { JOBS } from "./selectors";

/** The job id in a URL: ?currentJobId=<id> or /jobs/view/[<slug>-]<id>; "" if none. */
export function idFromUrl(url: string | null | undefined): string {
  if (!url) return "";
  let parsed: URL;
  try {
    parsed = new URL(url, "https://www.linkedin.com/");
  } catch {
    return "";
  }
  const current = parsed.searchParams.get("currentJobId");
  if (current && /^\d+$/.test(current)) return current;
  const target = linkTarget(parsed.pathname);
  return target?.kind === "job" ? target.id : "";
}

/** The job id a componentkey ends in, after one of `prefixes` ("job-card-component-ref-4190011223"); "" if none. */
function idFromKey(key: string | null, prefixes: readonly string[]): string {
  if (!key) return "";
  for (const prefix of prefixes) {
    if (!key.startsWith(prefix)) continue;
    const id = key.slice(prefix.length);
    if (/^\d{5,}$/.test(id)) return id;
  }
  return "";
}

/** The value of the first of `names` (attribute names, in order) `el` carries, or null. */
export function attributeOf(el: Element, names: readonly string[]): string | null {
  for (const name of names) {
    const value = el.getAttribute(name);
    if (value !== null) return value;
  }
  return null;
}

/** An attribute name a selector can hold as it is (what a pack names otherwise is not looked for). */
const PLAIN_ATTRIBUTE = /^[A-Za-z_][\w-]*$/;

/** Elements of `root` carrying one of `names` (attribute names). */
function carrying(root: ParentNode, names: readonly string[]): Element[] {
  const plain = names.filter((name) => PLAIN_ATTRIBUTE.test(name));
  return plain.length ? [...root.querySelectorAll(plain.map((name) => `[${name}]`).join(", "))] : [];
}

/** The first job id named by the componentkeys of `root` and what it holds, after one of `prefixes`. */
function idInKeys(root: Element | null, prefixes: readonly string[]): string {
  if (!root) return "";
  for (const el of [root, ...carrying(root, JOBS.CARD_KEY)]) {
    const id = idFromKey(attributeOf(el, JOBS.CARD_KEY), prefixes);
    if (id) return id;
  }
  return "";
}

/** The 2026 cards of a result list (componentkey "job-card-…"). */
export function cards(doc: Document): Element[] {
  return [...doc.querySelectorAll(JOBS.JOB_CARD.join(", "))].filter(
    (card) => !card.parentElement?.closest(JOBS.JOB_CARD.join(", ")),
  );
}

/** The selected card's id: the card marked current, selected or pressed (itself or its clickable part). */
export function selectedCardId(list: Element[]): string {
  const marks = JOBS.SELECTED_CARD.join(", ");
  for (const card of list) {
    const marked = card.matches(marks) || [...card.querySelectorAll(marks)].some((el) => el.matches('[role="button"], a'));
    if (marked) return idInKeys(card, JOBS.JOB_CARD_KEY);
  }
  return "";
}

/** The pane's componentkeys ("JobDetails_<id>", its top card's), outside the cards of the list. */
export function paneKeyId(doc: Document): string {
  for (const el of carrying(doc, JOBS.CARD_KEY)) {
    if (el.closest(JOBS.JOB_CARD.join(", "))) continue;
    const id = idFromKey(attributeOf(el, JOBS.CARD_KEY), JOBS.JOB_PANE_KEY);
    if (id) return id;
  }
  return "";
}

/** The job the page says it shows ("" when it does not say): its URL, else the pane's keys, else the selected card. */
export function shownJobId(doc: Document, url: string): string {
  return idFromUrl(url) || paneKeyId(doc) || selectedCardId(cards(doc));
}
