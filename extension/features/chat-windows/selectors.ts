/**
 * Markup names of the chat windows that float over LinkedIn's pages (data only: find.ts holds the
 * strategy). The windows' own classes (`msg-overlay-conversation-bubble`, its minimised modifier) and
 * everything inside a conversation are the messages feature's (../messages/selectors.ts); the shadow
 * roots they live in are shared (../shared/selectors.ts).
 */

/** A chat window by structure: LinkedIn's windows are dialogs, in the light DOM (2019-2025) and in `#interop-outlet` (2026). */
export const WINDOW: readonly string[] = [
  // ARIA dialog
  '[role="dialog"]',
  // the HTML element
  "dialog",
];

/** Anything the user can type in: a window holds one of its own before it is looked at further. */
export const EDITABLE: readonly string[] = [
  // contenteditable, however it is spelled
  '[contenteditable="true"], [contenteditable=""], [contenteditable="plaintext-only"]',
  // an ARIA textbox, a plain textarea
  '[role="textbox"], textarea',
];
