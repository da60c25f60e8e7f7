/**
 * The conversation's words (./words.ts) on a page, read as every feature reads its words (../shared/wording.ts:
 * the page's language and English, whole texts, starts, words inside a line, templates); and the lists that
 * hold on any page, every language's forms at once: LinkedIn's screen-reader notes and group headings
 * are long and particular, so a note of another language is no risk, and a page whose <html lang> is wrong or
 * missing still reads.
 */
import { everyLanguage, wording } from "../shared/wording";
import { MESSAGE_WORDS, type MessageWord } from "./words";

export const messageWords = wording(MESSAGE_WORDS);

/** Every language's forms of `keys`, as one list. */
export function anyLanguage(...keys: MessageWord[]): readonly string[] {
  return [...new Set(keys.flatMap((key) => everyLanguage(MESSAGE_WORDS, key)))];
}
