/**
 * A stable key for the job shown, to notice when the user opens another job in the same page: the URL's
 * currentJobId or /jobs/view/[<slug>-]<id>, the known markup's data-job-id and title links, else (markup
 * nobody has saved yet) the posting's own /jobs/view/ links and the selected card's.
 */
import { linkTarget, mainRegion, queryFirst } from "../shared/dom";
import { detailBySelectors, topCardBySelectors } from "./by-selectors";
import { findPosting, titleBlock } from "./posting";
import { JOB_ACTIVE_CARD, JOB_ID_HOLDER, JOB_VIEW_LINK } from "./selectors";

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

/** A stable key for the job shown, "" if none. */
export function jobKey(doc: Document, url: string): string {
  const fromUrl = idFromUrl(url);
  if (fromUrl) return fromUrl;

  const detail = detailBySelectors(doc);
  const holders: Element[] = [];
  const inDetail = detail ? queryFirst(detail, JOB_ID_HOLDER) : null;
  if (inDetail) holders.push(inDetail);
  const active = queryFirst(doc, JOB_ACTIVE_CARD);
  if (active) holders.push(active);
  for (const el of holders) {
    const id = (el.getAttribute("data-job-id") ?? "").trim();
    if (/^\d+$/.test(id)) return id;
    const fromUrn = /(\d{5,})$/.exec(id)?.[1]; // "urn:li:fs_normalized_jobPosting:123"
    if (fromUrn) return fromUrn;
  }

  for (const scope of detail ? [detail, doc] : [doc]) {
    for (const selector of JOB_VIEW_LINK) {
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
