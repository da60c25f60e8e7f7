/**
 * The words a conversation shows where a word is the only signal, in the ten interface languages LinkedIn
 * serves most (../shared/language.ts chooses them by <html lang>). Data only, no logic: ./wording.ts matches
 * them. Facts come first from structure (the message list, <time>, /in/ links, the composer, the side markers);
 * these words only say what structure cannot: which screen-reader line heads a group and names its sender,
 * which short texts are LinkedIn's notes rather than a message, which editor is not a message composer.
 * LinkedIn's own wording as best known; several forms where it uses several. Compared ignoring case.
 * In a form, `{name}` stands for a name, `{time}` for a time, `{file}` for a file's name.
 *
 * The forms themselves are data: they live in the extraction pack (src/core/extraction-pack.json,
 * `pages.messages.words`), which the server can update without a release (issue #29). Read them through
 * this table at the moment of a comparison, never copy them.
 */
import type { WordTable } from "../shared/language";
import { packWords } from "../shared/pack";

export type MessageWord =
  /** the screen-reader heading of a group: "Ana Ruiz sent the following messages at 9:41 AM" (found anywhere in it) */
  | "sentMessages"
  /** what follows the sender's name in that heading ("sent", "ha enviado", "hat", "さんが") */
  | "afterSender"
  /** screen-reader notes that are never a message, as whole texts */
  | "viewProfile"
  | "opensNewWindow"
  | "download"
  | "seenBy"
  | "status"
  /** the composer's label, and its Send button */
  | "writeMessage"
  | "send"
  /** editors that are not a message composer (labels holding one of these): comments, posts, search */
  | "notComposer"
  /** day headings between groups: never a name */
  | "days"
  /** the navigation's own menu ("Me"), beside the user's photo */
  | "me"
  /** the marks of a time of day ("AM", "p. m.", "Uhr", "午前", "下午") */
  | "dayPeriods";

/** Every key above, once: the compiler holds the list to the type. */
const KEYS: Record<MessageWord, true> = {
  sentMessages: true,
  afterSender: true,
  viewProfile: true,
  opensNewWindow: true,
  download: true,
  seenBy: true,
  status: true,
  writeMessage: true,
  send: true,
  notComposer: true,
  days: true,
  me: true,
  dayPeriods: true,
};

export const MESSAGE_WORDS: WordTable<MessageWord> = packWords("messages", KEYS);
