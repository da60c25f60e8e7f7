/**
 * Markup names of the editors the user writes in that no other feature finds (data only: find.ts holds
 * the strategy). The message composers are the messages and chat-windows features' (their finders are
 * reused), a post's comment box the feed's. Most stable first.
 *
 * The lists themselves are data: they live in the extraction pack (src/core/extraction-pack.json,
 * `pages.shared`: the editors are on every page), which the server can update without a release; this file
 * names them and says what each one finds. Read them at the moment of a query (`EDITORS.NAME`), never copy them.
 */
import { packNames } from "../shared/pack";

export const EDITORS = packNames("shared", {
  selectors: [
    // The post composer's text editor: since October 2026 a Tiptap (ProseMirror) editor, componentkey
    // "ShareBox_textEditor", in a <dialog> of `#interop-outlet`'s shadow root (the sharing.ShareCompose screen);
    // before, and still for some accounts, Quill's editor in the share box's modal.
    "POST_EDITOR",
    // A job application form: Easy Apply's modal and its content, and the 2026 server-driven apply flow.
    "APPLICATION_FORM",
    // A field the user writes prose in (not a one-line input: those hold names, numbers, URLs).
    "PROSE_FIELD",
  ],
});
