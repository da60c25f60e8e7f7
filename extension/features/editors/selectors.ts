/**
 * Markup names of the editors the user writes in that no other feature finds (data only: find.ts holds
 * the strategy). The message composers are the messages and chat-windows features' (their finders are
 * reused), a post's comment box the feed's. Most stable first.
 */

/** The post composer's text editor (LinkedIn draws the composer in `#interop-outlet` since 2026). */
export const POST_EDITOR: readonly string[] = [
  // Ember/2026 share box: Quill's editor inside the share creation state
  '.share-creation-state__text-editor [contenteditable="true"]',
  '.share-box [contenteditable="true"]',
  // Quill's test attribute, in a dialog (comment boxes carry it too, in the page)
  '[role="dialog"] [data-test-ql-editor-contenteditable]',
  // Quill's own class, in a dialog (the composer is a modal)
  '[role="dialog"] .ql-editor[contenteditable="true"]',
];

/** A job application form: Easy Apply's modal and its content (classes, then the modal id LinkedIn tests by). */
export const APPLICATION_FORM: readonly string[] = [
  '[data-test-modal-id="easy-apply-modal"]',
  ".jobs-easy-apply-modal",
  ".jobs-easy-apply-content",
  // 2026 server-driven apply flow
  '[componentkey*="apply" i] form',
];

/** A field the user writes prose in (not a one-line input: those hold names, numbers, URLs). */
export const PROSE_FIELD: readonly string[] = ["textarea", '[contenteditable="true"]', '[contenteditable="plaintext-only"]'];
