/**
 * How the jobs extractor reads the words of ./words.ts on a page: the forms of the page's interface language
 * (and English, which LinkedIn leaves in places), as a whole text, a text's start, or a word inside a line,
 * compared as every feature compares its words (../shared/language.ts formsIn). Latin and Devanagari forms
 * count on word boundaries ("vor 2 Wochen", not "Vorstand"); Chinese and Japanese, written without spaces,
 * count where they stand. Forms are found as strings, not as one pattern: a case-insensitive Unicode pattern
 * of every form, each with its own word-boundary lookarounds, took 200–300 ms to compile and first run on the
 * AI job search page (measured in `npm run bench -- --only=extraction`), a long task on the user's first click.
 */
import { formsIn, tidy } from "../shared/language";
import { wording } from "../shared/wording";
import { JOB_WORDS, type JobWord } from "./words";

const W = wording(JOB_WORDS);

/** The forms of `key` to look for on `doc` (read once per page, language and pack). */
export const jobWords = (doc: Document, key: JobWord): readonly string[] => W.words(doc, key);

/** Whether `text` is, as a whole, one of the forms of `key`. */
export const isJobWord = (doc: Document, text: string | null | undefined, key: JobWord): boolean => W.is(doc, text, key);

/** Whether `text` starts with one of the forms of `key` (as a word). */
export const startsWithJobWord = (doc: Document, text: string | null | undefined, key: JobWord): boolean =>
  W.starts(doc, text, key);

/** Whether `text` holds one of the forms of `keys` as a word. */
export const saysJobWord = (doc: Document, text: string | null | undefined, ...keys: JobWord[]): boolean =>
  W.says(doc, text, ...keys);

/**
 * "Easy Apply to <title> at <company>" (and its translations): the title and the company a control's label
 * names, or null. Where a language puts them the other way round, the structure's /company/ link says it.
 */
export function controlLabelParts(doc: Document, label: string): { title: string; company: string } | null {
  const text = tidy(label);
  // the length of the longest form it starts with, in the text lower-cased
  const prefix = formsIn(jobWords(doc, "controlPrefixes")).startLength(text);
  // lower-casing kept the length (it does but for a few letters, such as "İ"): the prefix ends there too
  if (prefix < 0 || text.toLocaleLowerCase().length !== text.length) return null;
  const rest = text.slice(prefix).trim();
  for (const at of jobWords(doc, "at")) {
    const split = rest.toLocaleLowerCase().lastIndexOf(` ${at.toLocaleLowerCase()} `);
    if (split <= 0) continue;
    const title = rest.slice(0, split).trim();
    const company = rest.slice(split + at.length + 2).trim();
    if (title && company) return { title, company };
  }
  return null;
}

/** The page's interface language's connector for guest titles: "<Company> hiring <Title>", or null. */
export function guestTitleParts(doc: Document, text: string): { company: string; title: string } | null {
  const tidied = tidy(text);
  for (const hiring of jobWords(doc, "hiring")) {
    const at = tidied.toLocaleLowerCase().indexOf(` ${hiring.toLocaleLowerCase()} `);
    if (at <= 0) continue;
    const company = tidied.slice(0, at).trim();
    const title = tidied.slice(at + hiring.length + 2).trim();
    if (company && title) return { company, title };
  }
  return null;
}
