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
 */

/** The pane/page region that shows one job (search detail pane or /jobs/view/ body); absent on guest pages. */
export const JOB_DETAIL = [
  // detail container of a search page, carries the job title as aria-label
  "[data-job-details-events-trigger]",
  // search page: the detail pane container
  ".jobs-search__job-details--container",
  // /jobs/view/ and search detail: the job view layout
  ".job-view-layout.jobs-details",
  // older /jobs/view/ body
  ".jobs-details",
  // search page: right-hand scaffold column
  ".scaffold-layout__detail",
] as const satisfies readonly string[];

/** The job's top card (title, company, location, apply buttons): where our panel goes. */
export const JOB_TOP_CARD = [
  // signed-in, 2023–2026: top card in the detail pane and on /jobs/view/
  ".job-details-jobs-unified-top-card__container--two-pane",
  // signed-in, 2023–2026: single-pane variant
  ".job-details-jobs-unified-top-card__container--one-pane",
  // signed-in, 2022–23
  ".jobs-unified-top-card",
  // signed-in, 2020–21
  ".jobs-details-top-card",
  // guest page, 2021–2026
  ".top-card-layout",
] as const satisfies readonly string[];

/** The job title (text). */
export const JOB_TITLE = [
  // signed-in, 2023–2026: the h1 inside the title block
  ".job-details-jobs-unified-top-card__job-title h1",
  // signed-in, 2023–2026: the title block itself
  ".job-details-jobs-unified-top-card__job-title",
  // signed-in, 2022–23
  ".jobs-unified-top-card__job-title",
  // signed-in, 2020–21
  ".jobs-details-top-card__job-title",
  // guest page h1
  "h1.top-card-layout__title",
  // guest page, older alias of the same h1
  ".topcard__title",
] as const satisfies readonly string[];

/** The hiring company's display name (text), searched inside the top card. */
export const JOB_COMPANY = [
  // guest page: tracked org-name link
  '[data-tracking-control-name="public_jobs_topcard-org-name"]',
  // signed-in, 2023–2026: the link inside the company-name block
  ".job-details-jobs-unified-top-card__company-name a",
  // signed-in, 2023–2026: the company-name block
  ".job-details-jobs-unified-top-card__company-name",
  // signed-in, 2022–23: link inside the company name
  ".jobs-unified-top-card__company-name a",
  // signed-in, 2022–23: company name block
  ".jobs-unified-top-card__company-name",
  // guest page org-name link by class
  ".topcard__org-name-link",
] as const satisfies readonly string[];

/** The line holding the location, possibly followed by "· 2 weeks ago · 48 applicants" (text). */
export const JOB_LOCATION = [
  // guest page: the bullet flavor that is not the applicants caption
  ".topcard__flavor.topcard__flavor--bullet",
  // signed-in, 2024–2026: "Place · time · applicants"
  ".job-details-jobs-unified-top-card__tertiary-description-container",
  // signed-in, 2024–2026: container around the tertiary description
  ".job-details-jobs-unified-top-card__primary-description-container",
  // signed-in, 2023–24: "Company · Place · time"
  ".job-details-jobs-unified-top-card__primary-description",
  // signed-in, 2022–23: the location bullet
  ".jobs-unified-top-card__bullet",
  // signed-in, 2022–23: primary grouping
  ".jobs-unified-top-card__subtitle-primary-grouping",
  // guest page, older: any flavor bullet
  ".topcard__flavor--bullet",
] as const satisfies readonly string[];

/** The job description body (rich text). */
export const JOB_DESCRIPTION = [
  // signed-in, 2021–2026: id of the description body
  "#job-details",
  // signed-in, 2021–2026: description body by class
  ".jobs-box__html-content",
  // signed-in: description text wrapper
  ".jobs-description-content__text",
  // signed-in: description content wrapper
  ".jobs-description__content",
  // guest page, 2021–2026: the rich-text markup
  ".show-more-less-html__markup",
  // guest page: wrapper around the markup
  ".description__text",
] as const satisfies readonly string[];

/** Parts of the description body that are not description (removed from a copy before reading). */
export const JOB_DESCRIPTION_NOISE = [
  // "Show more" / "See more" / "Show less" toggles as ARIA buttons
  '[role="button"]',
  // "Show more" / "See more" / "Show less" toggles as buttons
  "button",
  // inline scripts / styles
  "script, style, template",
  // visually hidden duplicates for screen readers
  ".visually-hidden",
  // signed-in: the "About the job" heading directly inside the body
  ":scope > h2",
  // guest page toggles by class
  ".show-more-less-html__button",
  // signed-in "…see more" footer toggle
  ".jobs-description__footer-button",
] as const satisfies readonly string[];

/** Elements carrying the shown job's id in data-job-id, searched only inside the detail pane / top card. */
export const JOB_ID_HOLDER = [
  // apply button / save button / any element of the shown job with data-job-id
  "[data-job-id]",
] as const satisfies readonly string[];

/** The selected card of a search list, whose data-job-id is the job shown in the detail pane. */
export const JOB_ACTIVE_CARD = [
  // the selected card is aria-current="page"
  '[aria-current="page"][data-job-id]',
  // selected card by class
  ".jobs-search-results-list__list-item--active[data-job-id]",
] as const satisfies readonly string[];

/** Links/meta whose URL names the job shown (/jobs/view/<id> or /jobs/view/<slug>-<id>). */
export const JOB_VIEW_LINK = [
  // canonical URL of a /jobs/view/ page
  'link[rel="canonical"][href*="/jobs/view/"]',
  // Open Graph URL of a /jobs/view/ page
  'meta[property="og:url"][content*="/jobs/view/"]',
  // the title link inside the top card
  '.job-details-jobs-unified-top-card__job-title a[href*="/jobs/view/"]',
  // guest top card link to the job
  '.top-card-layout a[href*="/jobs/view/"]',
] as const satisfies readonly string[];

/**
 * A result card of the 2026 lists (AI job search, collections), by its componentkey: a div[role=button] with
 * no /jobs/view/ link, whose componentkey ends in the job's id ("job-card-component-ref-4190011223").
 */
export const JOB_CARD = [
  // 2026 AI job search and collections
  '[componentkey^="job-card-component-ref-"]',
  // 2026 server-driven search, first version
  '[componentkey^="job-card-"]',
] as const satisfies readonly string[];

/** componentkey prefixes, followed by the job's id, of a result card (see JOB_CARD). */
export const JOB_CARD_KEY_PREFIXES = ["job-card-component-ref-", "job-card-"] as const satisfies readonly string[];

/** componentkey prefixes, followed by the id of the job shown, of the detail pane and its parts. */
export const JOB_PANE_KEY_PREFIXES = [
  // the pane itself
  "JobDetails_",
  // its top card
  "com.linkedin.sdui.jobs.details.topcard.",
  // its description
  "com.linkedin.sdui.jobs.details.aboutthejob.",
  // the title's link
  "JobDetailsTitleLink_",
] as const satisfies readonly string[];

/** How a list marks its selected card (the job the detail pane shows). */
export const SELECTED_CARD = [
  '[aria-current]:not([aria-current="false"])',
  '[aria-selected="true"]',
  '[aria-pressed="true"]',
] as const satisfies readonly string[];
