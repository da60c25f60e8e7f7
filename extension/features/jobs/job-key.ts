/**
 * A stable key for the job shown, to notice when the user opens another job in the same page. On a page with
 * a list and a detail pane, the job is the one the pane shows: the URL's currentJobId, else the pane's own
 * componentkey or data-job-id, else the selected card's; never a /jobs/view/ link there (the 2026 cards have
 * none, and the pane's "Similar jobs" are other jobs). On a job's own page: its URL, canonical link or og:url,
 * else (markup nobody has saved yet) the links around its title.
 */
import { linkTarget, mainRegion, queryFirst } from "../shared/dom";
import { detailBySelectors, topCardBySelectors } from "./by-selectors";
import { findPosting, titleBlock } from "./posting";
import { JOBS } from "./selectors";

/** The job id in a URL: ?currentJobId=<id> or /jobs/view/[<slug>-]<id>; "" if none. */
function idFromUrl(url: string | null | undefined): string {
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
function attributeOf(el: Element, names: readonly string[]): string | null {
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
function cards(doc: Document): Element[] {
  return [...doc.querySelectorAll(JOBS.JOB_CARD.join(", "))].filter(
    (card) => !card.parentElement?.closest(JOBS.JOB_CARD.join(", ")),
  );
}

/** The selected card's id: the card marked current, selected or pressed (itself or its clickable part). */
function selectedCardId(list: Element[]): string {
  const marks = JOBS.SELECTED_CARD.join(", ");
  for (const card of list) {
    const marked = card.matches(marks) || [...card.querySelectorAll(marks)].some((el) => el.matches('[role="button"], a'));
    if (marked) return idInKeys(card, JOBS.JOB_CARD_KEY);
  }
  return "";
}

/** The pane's componentkeys ("JobDetails_<id>", its top card's), outside the cards of the list. */
function paneKeyId(doc: Document): string {
  for (const el of carrying(doc, JOBS.CARD_KEY)) {
    if (el.closest(JOBS.JOB_CARD.join(", "))) continue;
    const id = idFromKey(attributeOf(el, JOBS.CARD_KEY), JOBS.JOB_PANE_KEY);
    if (id) return id;
  }
  return "";
}

/** The first job id among the links of `els` (each element a link or holding links). */
function idInLinks(els: (Element | null | undefined)[]): string {
  for (const el of els) {
    if (!el) continue;
    for (const link of el.matches("a[href]") ? [el] : el.querySelectorAll("a[href]")) {
      const id = idFromUrl(link.getAttribute("href"));
      if (id) return id;
    }
  }
  return "";
}

/** The posting's id from its structure: its title's link, the links around its title (apply…), the selected card. */
function keyByStructure(doc: Document): string {
  const posting = findPosting(doc);
  if (!posting) return "";
  const heading = posting.heading;
  const block = heading ? titleBlock(heading, posting.about ?? posting.body, mainRegion(doc)) : null;
  const selected = [...(mainRegion(doc)?.querySelectorAll('[aria-current]:not([aria-current="false"])') ?? [])];
  return idInLinks([heading?.closest("a[href]"), heading, block, ...selected.map((el) => el.closest("a[href]") ?? el)]);
}

/** The known markup's data-job-id: in the detail pane (apply button), else on the selected card. */
function dataJobId(doc: Document, detail: Element | null): string {
  const holders: Element[] = [];
  const inDetail = detail ? queryFirst(detail, JOBS.JOB_ID_HOLDER) : null;
  if (inDetail) holders.push(inDetail);
  const active = queryFirst(doc, JOBS.JOB_ACTIVE_CARD);
  if (active) holders.push(active);
  for (const el of holders) {
    const id = (attributeOf(el, JOBS.JOB_ID) ?? "").trim();
    if (/^\d+$/.test(id)) return id;
    const fromUrn = /(\d{5,})$/.exec(id)?.[1]; // "urn:li:fs_normalized_jobPosting:123"
    if (fromUrn) return fromUrn;
  }
  return "";
}

/** A stable key for the job shown, "" if none. */
export function jobKey(doc: Document, url: string): string {
  const fromUrl = idFromUrl(url);
  if (fromUrl) return fromUrl;

  const fromPane = paneKeyId(doc);
  if (fromPane) return fromPane;
  const detail = detailBySelectors(doc);
  const fromData = dataJobId(doc, detail);
  if (fromData) return fromData;
  const list = cards(doc);
  const fromCard = selectedCardId(list);
  if (fromCard) return fromCard;
  // a list of 2026 cards beside the pane: its links (similar jobs, people also viewed) are other jobs
  if (list.length) return "";

  for (const scope of detail ? [detail, doc] : [doc]) {
    for (const selector of JOBS.JOB_VIEW_LINK) {
      for (const el of scope.querySelectorAll(selector)) {
        const id = idFromUrl(el.getAttribute("href") ?? el.getAttribute("content"));
        if (id) return id;
      }
    }
  }
  // the known markup names no job: the cards around it are other jobs
  if (detail || topCardBySelectors(doc)) return "";
  return keyByStructure(doc);
}
