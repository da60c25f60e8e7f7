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
 *
 * The lists themselves are data: they live in the extraction pack (src/core/extraction-pack.json,
 * `pages.profile`), which the server can update without a release (issue #29); this file names them
 * and says what each one finds. Read them at the moment of a query (`PROFILE.NAME`), never copy them.
 */
import { packNames } from "../shared/pack";

export const PROFILE = packNames("profile", {
  selectors: [
    // The page's main region, where the top card lives.
    "MAIN",
    // A profile card containing an anchor such as `div#about` / `div#experience` (used with `closest`).
    "CARD_SECTION",
    // Marks of a part LinkedIn is still loading: a card's placeholder, a spinner (ARIA first).
    "LOADING",
    // The member's name (the `h1` of the top card).
    "NAME",
    // The headline under the name.
    "HEADLINE",
    // The "Contact info" link, whose line also holds the location.
    "CONTACT_INFO",
    // The location text in the top card ("Berlin, Germany").
    "LOCATION",
    // Elements whose text is not part of the location line (the contact-info link and its wrapper).
    "LOCATION_NOISE",
    // The About card's anchor (`closest(CARD_SECTION_SELECTORS)` gives the card).
    "ABOUT_ANCHOR",
    // The About text inside the About card (visible copy only).
    "ABOUT_TEXT",
    // The About text on Ember-classic pages (no `#about` anchor).
    "ABOUT_LEGACY",
    // The Experience card's anchor (`closest(CARD_SECTION_SELECTORS)` gives the card).
    "EXPERIENCE_ANCHOR",
    // Entries of the Experience card; only the outermost matches are entries (nested ones are roles).
    "EXPERIENCE_ENTRY",
    // A list item, to find which entry/role a text span belongs to (used with `closest`).
    "LIST_ITEM",
    // Visible text lines of an entry (title, company, dates, location, description).
    "VISIBLE_LINE",
    // A role's or entry's description (visible copy).
    "EXPERIENCE_DESCRIPTION",
    // Ember-classic Experience sections (a page may hold several).
    "CLASSIC_EXPERIENCE_SECTION",
    // Ember-classic entries: a single position or a multi-role company group.
    "CLASSIC_ENTRY",
    // Ember-classic roles inside a multi-role company group.
    "CLASSIC_ROLE",
    // Ember-classic position title.
    "CLASSIC_TITLE",
    // Ember-classic company of a single position.
    "CLASSIC_COMPANY",
    // Ember-classic company of a multi-role group.
    "CLASSIC_GROUP_COMPANY",
    // Ember-classic date range ("Mar 2019 – Present").
    "CLASSIC_DATES",
    // Ember-classic description.
    "CLASSIC_DESCRIPTION",
    // Inside a classic company line: the employment-type tag after the company name.
    "CLASSIC_COMPANY_NOISE",
    // Elements never part of the visible text (all of them are removed): screen-reader copies, buttons, "…see
    // more".
    "HIDDEN_TEXT",
    // Line breaks to keep as newlines when reading descriptions.
    "LINE_BREAK",
    // Elements present only when you look at your own profile.
    "SELF_VIEW",
    // Buttons whose visible label may name a self-view action (matched against the words of ./words.ts,
    // selfControls).
    "SELF_VIEW_BUTTON",
  ],
  mounts: [
    // The profile's top card (name, headline, location, actions).
    "TOP_CARD",
  ],
});
