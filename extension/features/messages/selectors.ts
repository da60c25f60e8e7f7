/**
 * CSS selectors for LinkedIn messaging (full-page /messaging/ thread and overlay chat windows).
 * Each list is tried in order, most to least stable: ARIA roles/labels, ids and data-* attributes,
 * then LinkedIn class names (`msg-s-*` and `msg-form__*` survived from 2019 to 2026), then generic
 * structural fallbacks. Layer (a) of the extraction (by-selectors.ts) uses only these lists.
 *
 * The lists themselves are data: they live in the extraction pack (src/core/extraction-pack.json,
 * `pages.messages`), which the server can update without a release (issue #29); this file names them
 * and says what each one finds. Read them at the moment of a query (`MESSAGES.NAME`), never copy them.
 */
import { packNames } from "../shared/pack";

export const MESSAGES = packNames("messages", {
  selectors: [
    // The full-page conversation (/messaging/thread/…): the wrapper that also holds the composer form.
    "FULL_PAGE_THREAD",
    // Overlay chat windows ("bubbles"); several may be open, the active/last one wins.
    "OVERLAY_THREAD",
    // An overlay bubble the user is working in (class modifier).
    "OVERLAY_ACTIVE",
    // A collapsed overlay bubble (only its header shows).
    "OVERLAY_MINIMIZED",
    // Marks of a conversation LinkedIn is still loading (ARIA first, then Ember's loader classes).
    "LOADING",
    // The conversation title: the other participant's name (or the group's name).
    "PARTICIPANT_NAME",
    // Message bodies (one per message), in document order.
    "MESSAGE_BODY",
    // The list item of one message event (carries the "--other" modifier).
    "MESSAGE_ITEM",
    // A message item sent by someone other than the signed-in user.
    "MESSAGE_ITEM_OTHER",
    // A container grouping consecutive messages of one sender (when the markup nests them).
    "MESSAGE_GROUP",
    // The sender's name, shown once per group.
    "SENDER_NAME",
    // The group's time, shown once per group next to the name.
    "MESSAGE_TIME",
    // Screen-reader-only text that duplicates what is visible (removed before reading text).
    "SCREEN_READER_ONLY",
    // Line breaks inside message text (kept as "\n").
    "LINE_BREAK",
    // The message composer of a conversation.
    "COMPOSER",
    // The message form (fallback anchor when the footer is missing).
    "COMPOSER_FORM",
    // The signed-in user's photo in the global nav ("Me" menu); its alt text is the user's name.
    "ME_PHOTO",
  ],
  mounts: [
    // Where to put our "Suggest reply" action: the composer's footer/toolbar.
    "REPLY_ANCHOR",
  ],
});
