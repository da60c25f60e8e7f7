/**
 * CSS selectors for LinkedIn messaging (full-page /messaging/ thread and overlay chat windows).
 * Each list is tried in order, most to least stable: ARIA roles/labels, ids and data-* attributes,
 * then LinkedIn class names (`msg-s-*` and `msg-form__*` survived from 2019 to 2026), then generic
 * structural fallbacks. Layer (a) of the extraction (by-selectors.ts) uses only these lists.
 */

/** The full-page conversation (/messaging/thread/…): the wrapper that also holds the composer form. */
export const FULL_PAGE_THREAD: readonly string[] = [
  // the conversation wrapper with the thread class (this pair is used by the full page only)
  ".msg-convo-wrapper.msg-thread",
  // the thread pane alone (the composer may sit next to it; see COMPOSER_SCOPE)
  ".msg-thread",
];

/** Overlay chat windows ("bubbles"); several may be open, the active/last one wins. */
export const OVERLAY_THREAD: readonly string[] = [
  // ARIA dialog wrapping a conversation bubble
  '[role="dialog"].msg-overlay-conversation-bubble',
  // the bubble by class alone
  ".msg-overlay-conversation-bubble",
  // any conversation wrapper that is not the full page one
  ".msg-convo-wrapper:not(.msg-thread)",
];

/** An overlay bubble the user is working in (class modifier). */
export const OVERLAY_ACTIVE: readonly string[] = [
  // BEM modifier LinkedIn toggles on the focused bubble
  ".msg-overlay-conversation-bubble--is-active",
];

/** A collapsed overlay bubble (only its header shows). */
export const OVERLAY_MINIMIZED: readonly string[] = [
  // BEM modifier of a minimised bubble
  ".msg-overlay-conversation-bubble--is-minimized",
];

/** Marks of a conversation LinkedIn is still loading (ARIA first, then Ember's loader classes). */
export const LOADING: readonly string[] = [
  // a region being filled in
  '[aria-busy="true"]',
  // a spinner
  '[role="progressbar"]',
  // Ember's loader, and the message list's own
  ".artdeco-loader",
  ".msg-s-message-list__loader",
];

/** The conversation title: the other participant's name (or the group's name). */
export const PARTICIPANT_NAME: readonly string[] = [
  // full page: the title heading, a skip-link target with a fixed id
  "h2#thread-detail-jump-target",
  // full page: entity lockup title in the thread title bar
  ".msg-entity-lockup__entity-title",
  // overlay: the bubble header title
  ".msg-overlay-bubble-header__title",
  // one-to-one profile card at the top of the message list
  ".profile-card-one-to-one__profile-link",
  // the same card, generic lockup title
  ".msg-s-profile-card .artdeco-entity-lockup__title",
  // generic: a heading inside the conversation header
  "header h2",
];

/** Message bodies (one per message), in document order. */
export const MESSAGE_BODY: readonly string[] = [
  // the paragraph LinkedIn renders each message's text into
  "p.msg-s-event-listitem__body",
  // the body class on another element type
  ".msg-s-event-listitem__body",
];

/** The list item of one message event (carries the "--other" modifier). */
export const MESSAGE_ITEM: readonly string[] = [
  // each message event carries its URN
  "[data-event-urn]",
  // the event list item class
  ".msg-s-event-listitem",
];

/** A message item sent by someone other than the signed-in user. */
export const MESSAGE_ITEM_OTHER: readonly string[] = [
  // BEM modifier on items from other people
  ".msg-s-event-listitem--other",
];

/** A container grouping consecutive messages of one sender (when the markup nests them). */
export const MESSAGE_GROUP: readonly string[] = [
  // explicit message group wrapper
  ".msg-s-message-group",
  // one list entry of the message list
  ".msg-s-message-list__event",
];

/** The sender's name, shown once per group. */
export const SENDER_NAME: readonly string[] = [
  // the group's name label
  ".msg-s-message-group__name",
  // the profile link inside the group's meta line
  ".msg-s-message-group__meta .msg-s-message-group__profile-link",
];

/** The group's time, shown once per group next to the name. */
export const MESSAGE_TIME: readonly string[] = [
  // the group's <time> element
  "time.msg-s-message-group__timestamp",
  // the timestamp class on another element
  ".msg-s-message-group__timestamp",
  // any <time> in the group's meta line
  ".msg-s-message-group__meta time",
];

/** Screen-reader-only text that duplicates what is visible (removed before reading text). */
export const SCREEN_READER_ONLY: readonly string[] = [
  // LinkedIn's visually hidden helper
  ".visually-hidden",
  // older screen-reader helper
  ".a11y-text",
  // "X sent the following messages at …" group headings
  ".msg-s-event-listitem--group-a11y-heading",
];

/** Line breaks inside message text (kept as "\n"). */
export const LINE_BREAK: readonly string[] = [
  // HTML line break element
  "br",
];

/** The message composer of a conversation. */
export const COMPOSER: readonly string[] = [
  // ARIA textbox inside the message form
  'form [role="textbox"][contenteditable="true"]',
  // any editable ARIA textbox
  '[role="textbox"][contenteditable="true"]',
  // the composer's class
  ".msg-form__contenteditable[contenteditable]",
  // the composer's class, however it is made editable
  ".msg-form__contenteditable",
];

/** Where to put our "Suggest reply" action: the composer's footer/toolbar. */
export const REPLY_ANCHOR: readonly string[] = [
  // the message form's footer (attachment/GIF/emoji buttons and send)
  ".msg-form__footer",
  // the left-hand action toolbar of the footer
  ".msg-form__left-actions",
  // generic: a footer inside the form
  "form footer",
];

/** The message form (fallback anchor when the footer is missing). */
export const COMPOSER_FORM: readonly string[] = [
  // the message form's class
  "form.msg-form",
  // the class on another element
  ".msg-form",
];

/** The signed-in user's photo in the global nav ("Me" menu); its alt text is the user's name. */
export const ME_PHOTO: readonly string[] = [
  // the nav "Me" photo
  "img.global-nav__me-photo[alt]",
  // any image inside the nav "Me" item
  ".global-nav__me img[alt]",
];
