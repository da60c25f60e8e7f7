/**
 * LinkedIn's invitation to connect, as the page shows it now (pure functions of the DOM). The dialog asks first
 * whether to add a note ("Add a note" or "Send without a note"); "Add a note" draws the note's text box a moment
 * later, with a live counter, and LinkedIn's Send stays disabled until it holds text. When the month's notes are
 * used up, the dialog offers only "Send without a note" and says why; some invitations ask for the person's e-mail
 * address first. Each state is told apart by structure (a text box, an e-mail field) and by the buttons' words.
 */
import { NOTE_LIMITS } from "../../../src/core/invitation";
import { cleanText, deep, queryAllAny, queryFirst } from "../shared/dom";
import { interfaceLanguage, formsIn } from "../shared/language";
import { OWN_HOST } from "../shared/selectors";
import { INVITE, INVITE_WORDS, type InviteWord } from "./selectors";

export type Invitation =
  /** the note's text box is there: a note can be written, within `limit` characters */
  | { kind: "note"; dialog: Element; field: HTMLTextAreaElement; limit: number }
  /** the dialog asks whether to add a note: the user chooses (the extension never clicks for them) */
  | { kind: "choose"; dialog: Element }
  /** the month's notes are used up: only "Send without a note" is offered */
  | { kind: "quota"; dialog: Element }
  /** LinkedIn asks for the person's e-mail address first */
  | { kind: "email"; dialog: Element };

/** Whether one of the dialog's buttons (or links acting as one) says `word` in the page's language, or English. */
function says(dialog: Element, word: InviteWord): boolean {
  const doc = dialog.ownerDocument;
  const lang = interfaceLanguage(doc);
  const forms = formsIn(lang && lang !== "en" ? [...INVITE_WORDS[lang][word], ...INVITE_WORDS.en[word]] : everyForm(word));
  for (const control of dialog.querySelectorAll('button, [role="button"], a[href]')) {
    if (forms.is(control.textContent) || forms.is(control.getAttribute("aria-label"))) return true;
  }
  return false;
}

const everyForms = new Map<InviteWord, string[]>();
/** Every language's forms of `word` (a page that names no language we know). */
function everyForm(word: InviteWord): string[] {
  let forms = everyForms.get(word);
  if (!forms) everyForms.set(word, (forms = Object.values(INVITE_WORDS).flatMap((table) => [...table[word]])));
  return forms;
}

/** The note's limit: the text box's maxlength, else the counter's "0/300", else a free account's 200. */
export function noteLimit(dialog: Element, field: HTMLTextAreaElement): number {
  const clamp = (n: number) => Math.min(NOTE_LIMITS.max, Math.max(NOTE_LIMITS.min, n));
  const max = Number(field.getAttribute("maxlength"));
  if (Number.isInteger(max) && max > 0) return clamp(max);
  for (const counter of [...queryAllAny(dialog, INVITE.INVITE_COUNTER), dialog]) {
    const said = /(\d+)\s*\/\s*(\d+)/.exec(cleanText(counter.textContent));
    if (said) return clamp(Number(said[2]));
  }
  return NOTE_LIMITS.default;
}

/** The invitation dialog open on the page (in the document or a shadow root), in its state now; null when none is. */
export function findInvitation(doc: Document): Invitation | null {
  for (const dialog of queryAllAny(deep(doc), INVITE.INVITE_DIALOG)) {
    if (dialog.closest(OWN_HOST) || !dialog.isConnected) continue;
    const field = queryFirst<HTMLTextAreaElement>(dialog, INVITE.INVITE_NOTE_FIELD);
    const email = queryFirst(dialog, INVITE.INVITE_EMAIL_FIELD);
    const addNote = says(dialog, "addNote");
    const withoutNote = says(dialog, "sendWithoutNote");
    // an invitation's dialog: its note box, or its buttons (another dialog on a profile is none of ours)
    if (!field && !addNote && !withoutNote) continue;
    if (email) return { kind: "email", dialog };
    if (field && field.tagName === "TEXTAREA") return { kind: "note", dialog, field, limit: noteLimit(dialog, field) };
    if (addNote) return { kind: "choose", dialog };
    return { kind: "quota", dialog };
  }
  return null;
}
