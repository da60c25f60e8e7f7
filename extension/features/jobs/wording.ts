/**
 * How the jobs extractor reads the words of ./words.ts on a page: the forms of the page's interface language
 * (and English, which LinkedIn leaves in places), as a whole text, a text's start, or a word inside a line.
 * Latin and Devanagari forms count on word boundaries ("vor 2 Wochen", not "Vorstand"); Chinese and Japanese,
 * written without spaces, count where they stand.
 */
import { interfaceLanguage, isWord, wordsFor } from "../shared/language";
import { perPack } from "../shared/pack";
import { JOB_WORDS, type JobWord } from "./words";

/** Written without spaces between words: a form counts wherever it stands. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const formsFor = perPack(() => new WeakMap<Document, { lang: string; byKey: Map<JobWord, readonly string[]> }>());

/** The forms of `key` to look for on `doc` (read once per page, language and pack). */
export function jobWords(doc: Document, key: JobWord): readonly string[] {
  const lang = interfaceLanguage(doc) ?? "";
  const forms = formsFor();
  let cached = forms.get(doc);
  if (!cached || cached.lang !== lang) forms.set(doc, (cached = { lang, byKey: new Map() }));
  let found = cached.byKey.get(key);
  if (!found) cached.byKey.set(key, (found = wordsFor(JOB_WORDS, doc, key)));
  return found;
}

/** `text` with its spaces collapsed, ends trimmed, a trailing ":" dropped. */
function tidy(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim().replace(/\s*:$/, "");
}

/** Whether `text` is, as a whole, one of the forms of `key`. */
export function isJobWord(doc: Document, text: string | null | undefined, key: JobWord): boolean {
  return isWord(tidy(text), jobWords(doc, key));
}

const patterns = new Map<string, RegExp>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A pattern finding any of `list` as a word (or, unspaced, anywhere); `start`: only at the text's start. */
function patternOf(list: readonly string[], start: boolean): RegExp {
  const id = `${start ? "^" : ""}${list.join("\u0000")}`;
  let pattern = patterns.get(id);
  if (!pattern) {
    const alternatives = list.map((form) =>
      UNSPACED.test(form) ? escape(form) : `(?<![\\p{L}\\p{M}\\p{N}])${escape(form)}(?![\\p{L}\\p{M}\\p{N}])`,
    );
    pattern = new RegExp(`${start ? "^(?:" : "(?:"}${alternatives.join("|")})`, "iu");
    patterns.set(id, pattern);
  }
  return pattern;
}

/** Whether `text` starts with one of the forms of `key` (as a word). */
export function startsWithJobWord(doc: Document, text: string | null | undefined, key: JobWord): boolean {
  return patternOf(jobWords(doc, key), true).test(tidy(text));
}

/** Whether `text` holds one of the forms of `keys` as a word. */
export function saysJobWord(doc: Document, text: string | null | undefined, ...keys: JobWord[]): boolean {
  const list = keys.flatMap((key) => jobWords(doc, key));
  return patternOf(list, false).test(tidy(text));
}

/**
 * "Easy Apply to <title> at <company>" (and its translations): the title and the company a control's label
 * names, or null. Where a language puts them the other way round, the structure's /company/ link says it.
 */
export function controlLabelParts(doc: Document, label: string): { title: string; company: string } | null {
  const text = tidy(label);
  const prefix = patternOf(jobWords(doc, "controlPrefixes"), true).exec(text);
  if (!prefix) return null;
  const rest = text.slice(prefix[0].length).trim();
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
