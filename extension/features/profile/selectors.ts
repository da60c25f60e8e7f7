/**
 * Every CSS selector the profile extractor uses. Each array is tried in order, most to least stable:
 * ARIA first, then data-* / data-view-name / ids, then class names (BEM classes survive longer than
 * the hashed ones, which are never used), and plain element/structural selectors as a last resort.
 *
 * Generations covered:
 * - Ember-classic (2019–2022): `section#experience-section`, `pv-entity__*`, `pv-top-card`.
 * - Ember + hashed (2023–2025): `section[data-member-id]` top card, `section[data-view-name="profile-card"]`
 *   cards holding an anchor `div#about` / `div#experience`, `li.artdeco-list__item` entries whose visible text
 *   sits in `span[aria-hidden="true"]` (a screen-reader copy sits next to it in `.visually-hidden`).
 */

// ---------------------------------------------------------------- page regions

/** The profile's top card (name, headline, location, actions). */
export const TOP_CARD_SELECTORS: readonly string[] = [
  "section[data-member-id]", // member id on the card root, Ember 2022–2025
  "section.pv-top-card", // Ember-classic top card
  ".pv-top-card", // Ember-classic top card rendered as a div
];

/** The page's main region, where the top card lives. */
export const MAIN_SELECTORS: readonly string[] = [
  '[role="main"]', // ARIA landmark
  "main", // landmark element (`main#main.scaffold-layout__main`)
];

/** A profile card containing an anchor such as `div#about` / `div#experience` (used with `closest`). */
export const CARD_SECTION_SELECTORS: readonly string[] = [
  'section[data-view-name="profile-card"]', // Ember 2023–2025 card root
  "section.artdeco-card", // card root by class
  "section", // any enclosing section
];

/** Marks of a part LinkedIn is still loading: a card's placeholder, a spinner (ARIA first). */
export const LOADING_SELECTORS: readonly string[] = [
  '[aria-busy="true"]', // a region being filled in
  '[role="progressbar"]', // a spinner
  ".artdeco-loader", // Ember's loader
];

// ---------------------------------------------------------------- top card

/** The member's name (the `h1` of the top card). */
export const NAME_SELECTORS: readonly string[] = [
  'a[href*="/overlay/about-this-profile/"] h1', // 2023–2025: the h1 sits in the "about this profile" link
  "section[data-member-id] h1", // top card keyed by member id
  "h1.text-heading-xlarge", // 2021–2025 name class
  ".pv-top-card h1", // Ember-classic top card
  ".pv-text-details__left-panel h1", // 2021–2022 left panel
  "main h1", // last resort: the page's main heading
];

/** The headline under the name. */
export const HEADLINE_SELECTORS: readonly string[] = [
  "section[data-member-id] .text-body-medium", // headline inside the member-id top card
  ".pv-text-details__left-panel .text-body-medium", // 2021–2022 left panel
  ".pv-top-card .text-body-medium", // Ember-classic top card
  ".text-body-medium.break-words", // bare class, 2021–2025
];

/** The "Contact info" link, whose line also holds the location. */
export const CONTACT_INFO_SELECTORS: readonly string[] = [
  "a#top-card-text-details-contact-info", // stable id, 2021–2025
  'a[href*="/overlay/contact-info/"]', // the overlay URL
];

/** The location text in the top card ("Berlin, Germany"). */
export const LOCATION_SELECTORS: readonly string[] = [
  "section[data-member-id] span.text-body-small.inline.t-black--light", // member-id top card
  ".pv-text-details__left-panel span.text-body-small.inline", // 2021–2022 left panel
  ".pv-top-card--list-bullet > li:first-child", // Ember-classic bullet list
  "span.text-body-small.inline.t-black--light.break-words", // bare class, 2021–2025
];

/** Elements whose text is not part of the location line (the contact-info link and its wrapper). */
export const LOCATION_NOISE_SELECTORS: readonly string[] = [
  "a#top-card-text-details-contact-info", // stable id
  'a[href*="/overlay/contact-info/"]', // the overlay URL
  "button", // any action button on that line
];

// ---------------------------------------------------------------- About

/** The About card's anchor (`closest(CARD_SECTION_SELECTORS)` gives the card). */
export const ABOUT_ANCHOR_SELECTORS: readonly string[] = [
  "div#about", // anchor div, 2022–2025
  "#about", // same id on another element
];

/** The About text inside the About card (visible copy only). */
export const ABOUT_TEXT_SELECTORS: readonly string[] = [
  '[data-generated-suggestion-target] [class*="inline-show-more-text"] span[aria-hidden="true"]', // 2024 suggestion target
  '[class*="inline-show-more-text"] span[aria-hidden="true"]', // show-more block (base class may be hashed)
  '.pv-shared-text-with-see-more span[aria-hidden="true"]', // 2022–2023 shared text block
  '[class*="inline-show-more-text"]', // show-more block without an aria-hidden copy
];

/** The About text on Ember-classic pages (no `#about` anchor). */
export const ABOUT_LEGACY_SELECTORS: readonly string[] = [
  "section.pv-about-section .pv-about__summary-text", // 2020–2021 About section
  "section.pv-about-section .inline-show-more-text", // 2021 About section show-more block
  ".pv-about__summary-text", // bare class
];

// ---------------------------------------------------------------- Experience, 2022–2025 ("pvs")

/** The Experience card's anchor (`closest(CARD_SECTION_SELECTORS)` gives the card). */
export const EXPERIENCE_ANCHOR_SELECTORS: readonly string[] = [
  "div#experience", // anchor div, 2022–2025
  "#experience", // same id on another element
];

/** Entries of the Experience card; only the outermost matches are entries (nested ones are roles). */
export const EXPERIENCE_ENTRY_SELECTORS: readonly string[] = [
  "li.artdeco-list__item", // top-level list items, 2022–2025
  "li", // last resort: any list item (filtered to the outermost)
];

/** A list item, to find which entry/role a text span belongs to (used with `closest`). */
export const LIST_ITEM_SELECTORS: readonly string[] = [
  "li", // list item element
];

/** Visible text lines of an entry (title, company, dates, location, description). */
export const VISIBLE_LINE_SELECTORS: readonly string[] = [
  'span[aria-hidden="true"]', // visible copy; the screen-reader copy is `.visually-hidden`
];

/** A role's or entry's description (visible copy). */
export const EXPERIENCE_DESCRIPTION_SELECTORS: readonly string[] = [
  '[class*="inline-show-more-text"] span[aria-hidden="true"]', // show-more block (base class may be hashed)
  '.pv-shared-text-with-see-more span[aria-hidden="true"]', // 2022–2023 shared text block
];

// ---------------------------------------------------------------- Experience, Ember-classic (2019–2022)

/** Ember-classic Experience sections (a page may hold several). */
export const CLASSIC_EXPERIENCE_SECTION_SELECTORS: readonly string[] = [
  "section#experience-section", // id (duplicated in some saved pages)
  "section.experience-section", // class
];

/** Ember-classic entries: a single position or a multi-role company group. */
export const CLASSIC_ENTRY_SELECTORS: readonly string[] = [
  "li.pv-entity__position-group-pager", // position / group pager item
  "li.pv-profile-section__list-item", // generic section list item
  "ul.pv-profile-section__section-info > li", // children of the section list
];

/** Ember-classic roles inside a multi-role company group. */
export const CLASSIC_ROLE_SELECTORS: readonly string[] = [
  "li.pv-entity__position-group-role-item", // role item
  "ul.pv-entity__position-group > li", // children of the role list
];

/** Ember-classic position title. */
export const CLASSIC_TITLE_SELECTORS: readonly string[] = [
  ".pv-entity__summary-info h3", // single position
  ".pv-entity__summary-info-v2 h3", // role inside a group
  "h3", // last resort
];

/** Ember-classic company of a single position. */
export const CLASSIC_COMPANY_SELECTORS: readonly string[] = [
  'a[data-control-name="background_details_company"] .pv-entity__secondary-title', // company link
  ".pv-entity__secondary-title", // bare class
];

/** Ember-classic company of a multi-role group. */
export const CLASSIC_GROUP_COMPANY_SELECTORS: readonly string[] = [
  'a[data-control-name="background_details_company"] .pv-entity__company-summary-info h3', // company link
  ".pv-entity__company-summary-info h3", // bare class
  ".pv-entity__company-details h3", // outer wrapper
];

/** Ember-classic date range ("Mar 2019 – Present"). */
export const CLASSIC_DATES_SELECTORS: readonly string[] = [
  ".pv-entity__date-range", // date range heading
];

/** Ember-classic description. */
export const CLASSIC_DESCRIPTION_SELECTORS: readonly string[] = [
  ".pv-entity__description", // description paragraph
  ".pv-entity__extra-details", // its wrapper
];

/** Inside a classic company line: the employment-type tag after the company name. */
export const CLASSIC_COMPANY_NOISE_SELECTORS: readonly string[] = [
  ".separator", // "Full-time" tag rendered after the company
];

// ---------------------------------------------------------------- text clean-up

/** Elements never part of the visible text (all of them are removed): screen-reader copies, buttons, "…see more". */
export const HIDDEN_TEXT_SELECTORS: readonly string[] = [
  ".visually-hidden", // screen-reader-only labels ("Dates Employed", "Title", …)
  "button", // "…see more" and other buttons
  ".inline-show-more-text__link-container-collapsed", // "…see more" wrapper
  ".inline-show-more-text__link-container-expanded", // "…see less" wrapper
];

/** Line breaks to keep as newlines when reading descriptions. */
export const LINE_BREAK_SELECTORS: readonly string[] = [
  "br", // explicit line break
];

// ---------------------------------------------------------------- self-view signals

/** Elements present only when you look at your own profile. */
export const SELF_VIEW_SELECTORS: readonly string[] = [
  '[aria-label="Edit intro"]', // top-card edit pencil
  '[aria-label="Edit about"]', // About card edit pencil
  '[aria-label="Add profile section"]', // "Add profile section" button
  '[aria-label="Enhance profile"]', // "Enhance profile" button (2024)
  '[aria-label="Open to"]', // "Open to" dropdown
  '[aria-label="Edit profile background"]', // background image edit button
  '[id^="navigation-add-edit-deeplink"]', // card edit deep links (ids)
  'a[href*="/edit/intro/"]', // intro edit form link
  'a[href*="/add-edit/"]', // card add/edit form links
  'a[href*="entryPoint=selfview"]', // self-view entry points ("Verify now")
  ".profile-photo-edit", // photo edit control
  ".profile-topcard-background-image-edit", // background edit control
];

/** Buttons whose visible label may name a self-view action (matched against the words of ./words.ts, selfControls). */
export const SELF_VIEW_BUTTON_SELECTORS: readonly string[] = [
  '[role="button"]', // ARIA buttons
  "button", // native buttons
];
