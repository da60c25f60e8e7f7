/**
 * Markup names of the chat windows that float over LinkedIn's pages (data only: find.ts holds the
 * strategy). The windows' own classes (`msg-overlay-conversation-bubble`, its minimised modifier) and
 * everything inside a conversation are the messages feature's (../messages/selectors.ts); the shadow
 * roots they live in are shared (../shared/selectors.ts).
 *
 * The lists themselves are data: they live in the extraction pack (src/core/extraction-pack.json,
 * `pages.messages`), which the server can update without a release (issue #29); this file names them
 * and says what each one finds. Read them at the moment of a query (`CHAT.NAME`), never copy them.
 */
import { packNames } from "../shared/pack";

export const CHAT = packNames("messages", {
  selectors: [
    // A chat window by structure: LinkedIn's windows are dialogs, in the light DOM (2019-2025) and in
    // `#interop-outlet` (2026).
    "CHAT_WINDOW",
    // Anything the user can type in: a window holds one of its own before it is looked at further.
    "CHAT_EDITABLE",
  ],
});
