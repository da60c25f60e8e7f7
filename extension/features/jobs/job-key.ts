/**
 * A stable key for the job shown, to notice when the user opens another job in the same page. On a page with
 * a list and a detail pane, the job is the one the pane shows: the URL's currentJobId, else the pane's own
 * componentkey or data-job-id, else the selected card's; never a /jobs/view/ link there (the 2026 cards have
 * none, and the pane's "Similar jobs" are other jobs). On a job's own page: its URL, canonical link or og:url,
 * else (markup nobody has saved yet) the links around its title.
 */
import { mainRegion, queryFirst } from "../shared/dom";
import { detailBySelectors, topCardBySelectors } from "./by-selectors";
import { attributeOf, cards, idFromUrl, paneKeyId, selectedCardId } from "./job-id";
import { findPosting, titleBlock } from "./posting";
import { JOBS } from "./selectors";

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
