/**
 * Markup names of LinkedIn's invitation to connect (data only: find.ts holds the strategy): the dialog, its
 * note's text box, the e-mail field some invitations ask for first, the note's character counter; and the words
 * of its buttons, where a word is the only signal ("Send without a note", "Add a note"). Since September 2026
 * the dialog is drawn in `#interop-outlet`'s shadow root (christopherqueenconsulting/linkedin_engagement_manager
 * #1841, stickerdaniel/linkedin-mcp-server #455/#456 describe it). The lists are the extraction pack's
 * (`pages.profile`): read them at the moment of a query, never copy them.
 */
import { packNames, packWords } from "../shared/pack";

export const INVITE = packNames("profile", {
  selectors: ["INVITE_DIALOG", "INVITE_NOTE_FIELD", "INVITE_EMAIL_FIELD", "INVITE_COUNTER"],
});

/** The invitation dialog's buttons, per interface language. */
export type InviteWord = "sendWithoutNote" | "addNote";

export const INVITE_WORDS = packWords<InviteWord>("profile", { sendWithoutNote: true, addNote: true });
