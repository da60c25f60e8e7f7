/**
 * Every CSS selector the feed extractor uses. Each list is ordered from most to least stable:
 * ARIA roles and labels, data-testid, componentkey, other data-* attributes, then class names.
 *
 * Markup generations (see shared/fixtures/linkedin/SOURCES.md):
 * - Ember-classic (2022): BEM classes such as `feed-shared-update-v2`, `feed-shared-actor__*`.
 * - Ember + hashed (2024–25): the same family, renamed to `update-components-*`, hashed classes mixed in.
 * - SDUI (2026): hashed classes only; structure in `componentkey`, `data-testid`, `role`, `aria-label`.
 */

/** One post in the feed. All entries are combined (one query, document order); nested matches are dropped. */
export const FEED_POST = [
  // SDUI 2026: div[role=listitem][componentkey="expanded<id>FeedType_MAIN_FEED_RELEVANCE"]
  'div[role="listitem"][componentkey^="expanded"][componentkey*="MAIN_FEED"]',
  // SDUI 2026: other feed types (hashtag / company feeds) keep the FeedType_ suffix
  '[role="listitem"][componentkey*="FeedType_"]',
  // Ember-classic 2022 and Ember + hashed 2024–25: the update card carries its activity URN
  'div[data-urn^="urn:li:activity:"]',
  // Ember 2022–25: aggregated updates ("X and Y posted about…")
  'div[data-urn^="urn:li:aggregate:"]',
  // Ember-classic 2022 and Ember + hashed 2024–25: class of the update card
  ".feed-shared-update-v2",
] as const;

/**
 * Boundaries inside a post whose content is not the post's own: reshared/quoted updates and comments.
 * A field found inside one of these (below the post) is not read as the post's author/text.
 */
export const POST_INNER_BOUNDARY = [
  // Ember 2022–25: a comment (reply threads nest inside)
  'article[data-id^="urn:li:comment:"]',
  // Ember 2022–25: a reshared update embedded in the reposter's card
  'div[data-urn^="urn:li:activity:"]',
  // Ember-classic 2022: reshared update
  ".feed-shared-mini-update-v2",
  // Ember + hashed 2024–25: reshared update
  ".update-components-mini-update-v2",
  // Ember-classic 2022: the comments list under a post
  ".comments-comments-list",
  // Ember + hashed 2024–25: the comments list under a post
  ".comments-comment-list__container",
  // Ember 2022–25: a single comment
  ".comments-comment-item",
  // Ember + hashed 2024–25: a single comment
  ".comments-comment-entity",
  // Ember-classic 2022: social-context header ("X likes this", "X commented on this")
  ".feed-shared-header",
  // Ember + hashed 2024–25: social-context header
  ".update-components-header",
] as const;

/** The post's "…" menu button; its aria-label names the author: "Open control menu for post by <Name>". */
export const POST_CONTROL_MENU = [
  // SDUI 2026 and Ember + hashed 2024–25
  'button[aria-label^="Open control menu for post by"]',
  // any element carrying the named label (older builds put it on the icon)
  '[aria-label^="Open control menu for post by"]',
] as const;

/** Buttons whose aria-label may name the author in another interface language (the labels: ./words `postBy`). */
export const LABELLED_BUTTON = ["button[aria-label]", '[role="button"][aria-label]'] as const;

/** Pulls the author's name out of the control-menu aria-label. */
export const CONTROL_MENU_AUTHOR_PATTERN = /^Open control menu for post by\s+(.+)$/i;

/** The author's display name (the visible copy; duplicates are removed by NAME_NOISE). */
export const ACTOR_NAME = [
  // SDUI 2026: the name is a <p> inside the actor's profile link
  'a[href*="/in/"] p',
  // SDUI 2026: company / showcase / school authors
  'a[href*="/company/"] p',
  'a[href*="/showcase/"] p',
  'a[href*="/school/"] p',
  // Ember + hashed 2024–25
  ".update-components-actor__name",
  // Ember + hashed 2024–25 (older variant)
  ".update-components-actor__title",
  // Ember-classic 2022
  ".feed-shared-actor__name",
  // Ember-classic 2022 (older variant)
  ".feed-shared-actor__title",
] as const;

/** The actor link that encloses the name (SDUI: the headline is a sibling after it). */
export const ACTOR_LINK = [
  // SDUI 2026 / all generations: member profile
  'a[href*="/in/"]',
  // SDUI 2026 / all generations: company, showcase and school pages
  'a[href*="/company/"]',
  'a[href*="/showcase/"]',
  'a[href*="/school/"]',
] as const;

/** The author's headline / description line ("Founder at …", "12,480 followers"). */
export const ACTOR_HEADLINE = [
  // Ember + hashed 2024–25
  ".update-components-actor__description",
  // Ember-classic 2022
  ".feed-shared-actor__description",
] as const;

/** Any link (SDUI: siblings of the name that hold links are not the headline, e.g. "Visit my website"). */
export const ANY_LINK = ["a[href]"] as const;

/** The post body. */
export const POST_TEXT = [
  // SDUI 2026
  '[data-testid="expandable-text-box"]',
  // Ember + hashed 2024–25: commentary inside the description wrapper
  ".feed-shared-update-v2__description .update-components-text",
  // Ember 2022–25: the commentary block
  ".feed-shared-update-v2__commentary",
  // Ember-classic 2022: description wrapper
  ".feed-shared-update-v2__description .feed-shared-text",
  // Ember + hashed 2024–25: any text component (comments excluded by POST_INNER_BOUNDARY)
  ".update-components-text",
  // Ember-classic 2022: any text block (comments excluded by POST_INNER_BOUNDARY)
  ".feed-shared-text",
] as const;

/** Parts of a text/name element that are not its visible text: "…see more" toggles, screen-reader copies. */
export const TEXT_NOISE = [
  // SDUI 2026: the "… more" button inside the text box
  '[data-testid="expandable-text-button"]',
  // Ember 2022–25: "…see more" toggle
  'button[aria-label^="see more"]',
  // Ember 2022–25: screen-reader duplicates of visible text
  ".visually-hidden",
  // Ember 2022–25: "…see more" toggle (class)
  ".feed-shared-inline-show-more-text__see-more-less-toggle",
] as const;

/** Visible comments under a post (each one comment; replies nest inside their parent). */
export const COMMENT_ITEM = [
  // Ember 2022–25: comment URN
  'article[data-id^="urn:li:comment:"]',
  // Ember + hashed 2024–25
  "article.comments-comment-entity",
  // Ember-classic 2022
  "article.comments-comment-item",
] as const;

/** A comment's author name. */
export const COMMENT_AUTHOR = [
  // Ember + hashed 2024–25
  ".comments-comment-meta__description-title",
  // Ember-classic 2022
  ".comments-post-meta__name-text",
  // Ember-classic 2022 (wider, includes the degree badge that cleanName strips)
  ".comments-post-meta__name",
] as const;

/** A comment's text. */
export const COMMENT_TEXT = [
  // Ember 2022–25: main content of a comment
  ".comments-comment-item__main-content",
  // Ember-classic 2022: body of a regular comment
  ".comments-comment-item-content-body",
  // Ember-classic 2022: body of a highlighted comment
  ".comments-highlighted-comment-item-content-body",
  // Ember + hashed 2024–25: generic text component
  ".update-components-text",
  // Ember-classic 2022: generic text block
  ".feed-shared-text",
] as const;

/** The open comment editor of a post. */
export const COMMENT_EDITOR = [
  // all generations: ARIA textbox that is editable (Ember quill editor, SDUI composer)
  '[role="textbox"][contenteditable="true"]',
  // Ember 2022–25: quill editor
  '.ql-editor[contenteditable="true"]',
  // Ember 2022–25: anything editable inside the comment box
  '.comments-comment-box [contenteditable="true"]',
  // Ember + hashed 2024–25: comment texteditor
  '.comments-comment-texteditor [contenteditable="true"]',
  // last resort: any focusable editable element (quill's hidden clipboard has tabindex=-1)
  '[contenteditable="true"]:not([tabindex="-1"])',
] as const;

/** The "Comment" action that opens the comment box. */
export const COMMENT_BUTTON = [
  // Ember + hashed 2024–25
  'button[aria-label="Comment"]',
  // Ember-classic 2022: "Comment on <Name>’s post"
  'button[aria-label^="Comment on"]',
  // Ember + hashed 2024–25
  "button.comment-button",
] as const;

/** Buttons whose visible text may name the "Comment" action (SDUI 2026: no aria-label; the names: ./words). */
export const ACTION_BUTTON = ["button", '[role="button"]'] as const;

/** The post's social action bar (Like / Comment / Repost / Send). */
export const ACTION_BAR = [
  // ARIA toolbar, where a build marks one
  '[role="toolbar"]',
  // Ember 2022–25
  ".feed-shared-social-action-bar",
  // Ember-classic 2022
  ".feed-shared-social-actions",
] as const;

/** The post's reaction ("Like") button; the action bar is the nearest ancestor holding it and the Comment button. */
export const REACTION_BUTTON = [
  // SDUI 2026
  'button[aria-label^="Reaction button state"]',
  // Ember + hashed 2024–25: "React Like"
  'button[aria-label^="React"]',
  // Ember 2022–25: "Like <Name>’s post"
  'button[aria-label^="Like"]',
  // Ember 2022–25
  ".reactions-react-button",
] as const;

/**
 * Where LinkedIn draws a post's text late (SDUI 2026 streams a post's parts): a region still loading, or
 * the text box before its text has come. The post is there; its text is not yet.
 */
export const POST_TEXT_PENDING = [
  // any generation: a part of the post still loading
  '[aria-busy="true"]',
  // SDUI 2026: the text box, still empty
  '[data-testid="expandable-text-box"]',
] as const;

/** Attributes of the post element that identify it, in order of preference. */
export const POST_KEY_ATTRIBUTES = ["data-urn", "data-id", "componentkey"] as const;

/** Descendants that carry the post's id (when the container itself has none). */
export const POST_KEY_SOURCES = [
  // Ember 2022–25
  '[data-urn^="urn:li:activity:"]',
  // Ember 2022–25
  '[data-id^="urn:li:activity:"]',
  // all generations: permalink to the update
  'a[href*="urn:li:activity:"]',
  // all generations: /feed/update/… or /posts/…-activity-<id> links
  'a[href*="/feed/update/"]',
  'a[href*="activity"]',
] as const;

/** An activity / share id in an attribute value or link. */
export const POST_KEY_PATTERN = /urn:li:(?:activity|share|ugcPost):\d+|activity[-:/](\d{10,})/;
