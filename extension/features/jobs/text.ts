/**
 * Layer (c) of the jobs extractor: the visible text of the posting's region (the detail pane, the job
 * page's column), cleaned of LinkedIn's chrome, without any result list's cards. Where no region is known,
 * the main region, but only on a page that shows a posting ("About the job", an apply control, a job's
 * canonical URL or JSON-LD): a list of cards alone is no posting.
 */
import { headings, linkTarget, mainRegion } from "../shared/dom";
import { regionText } from "../shared/page-text";
import { jobPosting } from "./title-hints";
import { CHROME, headingText, listItem } from "./posting";
import { isAboutJob, isApplyControl } from "./signals";
import { JOBS } from "./selectors";

/** Whether the page shows a posting at all, from signals outside its (unknown) markup. */
export function showsPosting(doc: Document, main: Element): boolean {
  if (jobPosting(doc)) return true;
  if (linkTarget(doc.querySelector('link[rel="canonical"]')?.getAttribute("href"))?.kind === "job") return true;
  if (headings(main).some((h) => isAboutJob(doc, headingText(h)))) return true;
  for (const control of main.querySelectorAll('button, a[href], [role="button"]')) {
    if (control.closest(listItem()) || control.closest(CHROME)) continue;
    if (isApplyControl(doc, control)) return true;
  }
  return false;
}

/** A copy of `region` without the cards of result lists (the 2026 cards, and list items linking to a posting). */
function withoutCards(region: Element): Element {
  const copy = region.cloneNode(true) as Element;
  for (const card of copy.querySelectorAll(JOBS.JOB_CARD.join(", "))) card.remove();
  for (const item of copy.querySelectorAll(listItem())) {
    for (const link of item.querySelectorAll("a[href]")) {
      if (linkTarget(link.getAttribute("href"))?.kind === "job") {
        item.remove();
        break;
      }
    }
  }
  return copy;
}

/** The text layer's reading: the region's text (cards left out), or "" where the page shows no posting. */
export function postingText(doc: Document, region: Element | null): string {
  const main = mainRegion(doc);
  const source = region ?? (main && showsPosting(doc, main) ? main : null);
  return source ? regionText(withoutCards(source)) : "";
}
