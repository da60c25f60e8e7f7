/**
 * LinkedIn jobs: the posting shown (search detail pane, /jobs/view/ page, or the signed-out guest page) as
 * a JobContext, read in layers (../shared/layers): the known selectors, then the page's structure, then
 * the posting's visible text. The key facts are the title and the company. Pure functions of the DOM
 * (text is read from copies, never by changing the page).
 */
import { aboutPart, messagesFor } from "../shared/i18n";
import { extractLayered, type LayeredSpec } from "../shared/layers";
import type { Extraction } from "../types";
import type { JobContext } from "./facts";
import { anchorOf } from "./anchor";
import { detailBySelectors, readBySelectors } from "./by-selectors";
import { NO_JOB_FACTS, type Facts } from "./facts";
import { findPosting, type Posting } from "./posting";
import { readByStructure } from "./structure";
import { postingText } from "./text";

export { MAX_DESCRIPTION } from "./description";
export { jobKey } from "./job-key";

/** The posting's region: the known detail pane, else the smallest container holding its title and description. */
function regionOf(doc: Document, posting: () => Posting | null): Element | null {
  return detailBySelectors(doc) ?? posting()?.region ?? null;
}

/** The posting's detail pane / job page region, or null when none is shown. */
export function findJobRegion(doc: Document): Element | null {
  return regionOf(doc, () => findPosting(doc));
}

/** The jobs layers (the benchmark times each one on its own). */
export function jobSpec(doc: Document): LayeredSpec<Facts, JobContext> {
  let found: { posting: Posting | null } | null = null;
  const posting = () => (found ??= { posting: findPosting(doc) }).posting;
  return {
    empty: NO_JOB_FACTS,
    layers: {
      selectors: () => readBySelectors(doc),
      structure: () => readByStructure(doc, posting()),
      text: () => ({ pageText: postingText(doc, regionOf(doc, posting)) }),
    },
    complete: (f) => f.title !== "" && f.company !== "",
    pageText: (f) => f.pageText,
    wrap: ({ pageText, ...job }) => ({ job: { ...job, ...(pageText ? { pageText } : {}) } }),
    nothing: () => messagesFor(doc).reasons.noJob,
  };
}

/** What the helper waits for when the posting's header is there and its description is not (LinkedIn draws it later). */
export const JOB_DESCRIPTION = "the job description";

/**
 * Context for the job posting shown, or what to do (no posting found → ok:false). Where the title and company
 * are there but the description is not yet, nothing to send: the helper waits for it (`waitingFor`). The
 * text layer's reading is the region's text, description and all, as far as it is there.
 */
export function extractJob(doc: Document): Extraction<JobContext> {
  const result = extractLayered(jobSpec(doc));
  if (result.ok && result.layer !== "text" && !result.context.job.description) {
    return { ok: false, reason: aboutPart("notYet", JOB_DESCRIPTION, {}, doc), waitingFor: JOB_DESCRIPTION };
  }
  return result;
}

/**
 * Where to put our "Cover letter"/"Advice" panel: the job's top card, else the block around the posting's
 * title, else its region; never inside a link, a button or a shut container. Null when no posting is shown.
 */
export function findJobAnchor(doc: Document): Element | null {
  return anchorOf(doc, (posting) => regionOf(doc, posting));
}
