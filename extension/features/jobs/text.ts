/**
 * Layer (c) of the jobs extractor: the visible text of the posting's region (the detail pane, the job
 * page's column), cleaned of LinkedIn's chrome, without any result list's cards. Where no region is known,
 * the main region, but only on a page that shows a posting ("About the job", an apply control, a job's
 * canonical URL or JSON-LD): a list of cards alone is no posting.
 */
import { headings, mainRegion } from "../shared/dom";
import { regionText } from "../shared/page-text";
import { CHROME, headingText, holdsApplyControl, listedJob, listItem, metadataSaysPosting } from "./posting";
import { isAboutJob } from "./signals";
import { JOBS } from "./selectors";

/** Whether the page shows a posting at all, from signals outside its (unknown) markup. */
export function showsPosting(doc: Document, main: Element): boolean {
  if (metadataSaysPosting(doc)) return true;
  if (headings(main).some((h) => isAboutJob(doc, headingText(h)))) return true;
  return holdsApplyControl(doc, main, (control) => !!control.closest(listItem()) || !!control.closest(CHROME));
}

/** A copy of `region` without the cards of result lists (the 2026 cards, and list items linking to a posting or selecting one). */
function withoutCards(region: Element): Element {
  const copy = region.cloneNode(true) as Element;
  for (const card of copy.querySelectorAll(JOBS.JOB_CARD.join(", "))) card.remove();
  for (const item of copy.querySelectorAll(listItem())) {
    for (const link of item.querySelectorAll("a[href]")) {
      if (listedJob(link.getAttribute("href"))) {
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
