/**
 * Every CSS selector the jobs extractor uses. Each list is tried in order, most stable first
 * (ARIA, data-* attributes, ids/hrefs, then class names); add new generations at the right place
 * rather than editing by-selectors.ts.
 *
 * Generations covered: signed-in Ember (+ hashed classes) search detail pane and /jobs/view/ page
 * (`job-details-jobs-unified-top-card__*`, 2023–early 2026; `jobs-unified-top-card__*`, 2022–23)
 * and the signed-out guest page (`top-card-layout`, `topcard__*`, `show-more-less-html`, 2021–2026).
 *
 * Only what names one markup generation lives here. The signals that outlive a redesign (the page title,
 * the detail container's aria-label, headings, /company/ and /jobs/view/ link shapes) are read by the
 * structure layer (./structure.ts), which must not use class names or ids.
 *
 * The lists themselves are data: they live in the extraction pack (src/core/extraction-pack.json,
 * `pages.jobs`), which the server can update without a release (issue #29); this file names them
 * and says what each one finds. Read them at the moment of a query (`JOBS.NAME`), never copy them.
 */
import { packNames } from "../shared/pack";

export const JOBS = packNames("jobs", {
  selectors: [
    // The pane/page region that shows one job (search detail pane or /jobs/view/ body); absent on guest pages.
    "JOB_DETAIL",
    // The job title (text).
    "JOB_TITLE",
    // The hiring company's display name (text), searched inside the top card.
    "JOB_COMPANY",
    // The line holding the location, possibly followed by "· 2 weeks ago · 48 applicants" (text).
    "JOB_LOCATION",
    // The job description body (rich text).
    "JOB_DESCRIPTION",
    // Parts of the description body that are not description (removed from a copy before reading).
    "JOB_DESCRIPTION_NOISE",
    // Elements carrying the shown job's id in data-job-id, searched only inside the detail pane / top card.
    "JOB_ID_HOLDER",
    // The selected card of a search list, whose data-job-id is the job shown in the detail pane.
    "JOB_ACTIVE_CARD",
    // Links/meta whose URL names the job shown (/jobs/view/<id> or /jobs/view/<slug>-<id>).
    "JOB_VIEW_LINK",
    // A result card of the 2026 lists (AI job search, collections), by its componentkey: a div[role=button]
    // with no /jobs/view/ link, whose componentkey ends in the job's id ("job-card-component-ref-4190011223").
    "JOB_CARD",
    // How a list marks its selected card (the job the detail pane shows).
    "SELECTED_CARD",
  ],
  mounts: [
    // The job's top card (title, company, location, apply buttons): where our panel goes.
    "JOB_TOP_CARD",
  ],
  attributes: [
    // The attribute whose value names a 2026 component ("job-card-component-ref-<id>", "JobDetails_<id>").
    "CARD_KEY",
    // The attribute carrying a job's id on the known markup's apply button and cards.
    "JOB_ID",
  ],
  prefixes: [
    // componentkey prefixes, followed by the job's id, of a result card (see JOB_CARD).
    "JOB_CARD_KEY",
    // componentkey prefixes, followed by the id of the job shown, of the detail pane and its parts.
    "JOB_PANE_KEY",
  ],
});
