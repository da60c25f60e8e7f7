/**
 * LinkedIn's interface language, and the words a page shows in it. Facts come first from structure
 * (componentkey, data-*, roles, headings, links, <time>); where a word is the only signal ("Easy Apply",
 * "Promoted", "likes this"), each feature keeps a table of it per interface language (<page>/words.ts),
 * for the languages LinkedIn serves most. The table is chosen by <html lang>; a page whose language has no
 * table, or says none, is read with every table at once (a word of any language counts), then by structure.
 * The tables themselves are data, in the extraction pack (../shared/pack.ts packWords). How a text is compared
 * with a word's forms is here too (formsIn), the same for every feature.
 */
import { PACK_LANGUAGES } from "../../../src/core/extraction-pack";

import { PLACEHOLDER, templatesIn } from "./templates";

/** The interface languages every word table covers: those an extraction pack may carry words for. */
export const LANGUAGES = PACK_LANGUAGES;
export type Language = (typeof LANGUAGES)[number];

/** The language a tag names ("pt-BR", "pt_BR" → "pt"), or null when it is none we have a table for. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const lang = (tag ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : null;
}

/** The page's interface language ("pt-BR" → "pt"), or null when <html lang> names none we have a table for. */
export function interfaceLanguage(doc: Document): Language | null {
  return languageOfTag(doc.documentElement?.getAttribute("lang"));
}

/** A feature's words: for each key, its forms in each language (several where LinkedIn uses several). */
export type WordTable<K extends string> = Record<Language, Record<K, readonly string[]>>;

/**
 * The forms of `key` to look for on `doc`: its language's, or, when the page names no language we know,
 * every language's. English is always included: LinkedIn leaves some labels untranslated.
 */
export function wordsFor<K extends string>(table: WordTable<K>, doc: Document, key: K): readonly string[] {
  const lang = interfaceLanguage(doc);
  if (lang) return lang === "en" ? table.en[key] : [...table[lang][key], ...table.en[key]];
  return LANGUAGES.flatMap((l) => table[l][key]);
}

/** Whether `text`, compared ignoring case and surrounding spaces, is one of `forms` (or starts with it, when `prefix`). */
export function isWord(text: string, forms: readonly string[], prefix = false): boolean {
  const t = text.trim().toLocaleLowerCase();
  return forms.some((form) => {
    const f = form.toLocaleLowerCase();
    return prefix ? t.startsWith(f) : t === f;
  });
}

// How a feature's words are compared with a page's texts (formsIn, below), the same for every feature: case and
// runs of spaces aside; Latin and Devanagari forms count on word boundaries ("Info", not "Informatik");
// Chinese and Japanese, written without spaces, count where they stand. Plain forms are compared as strings,
// templates ("Invite {name} to connect") piece by piece (./templates.ts).

/** Written without spaces between words: a form counts wherever it stands. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const LETTER = /[\p{L}\p{M}\p{N}]/u;

/** `text` with its spaces collapsed, ends trimmed, a trailing ":" dropped. */
export function tidy(text: string | null | undefined): string {
  return (text ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\s*[:：]$/, "");
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A form that counts only as a whole word: written with spaces, and a letter or digit at both ends. */
const bounded = (form: string) => !UNSPACED.test(form) && /^[\p{L}\p{N}]/u.test(form) && /[\p{L}\p{N}]$/u.test(form);
const boundedForms = new Map<string, boolean>();
const boundedForm = (form: string) => {
  let known = boundedForms.get(form);
  if (known === undefined) boundedForms.set(form, (known = bounded(form)));
  return known;
};
const wordStarts = (chars: string[], at: number) => at === 0 || !LETTER.test(chars[at - 1]!);
const wordEnds = (chars: string[], at: number) => at === chars.length || !LETTER.test(chars[at]!);

/**
 * Whether `text` (tidied) matches one of `templates` ("Invite {name} to connect"): as the whole text ("whole"), at
 * its start ("start") or anywhere ("any"), a form written as words on word boundaries. Matched piece by piece in
 * time linear in the text (./templates.ts), never as a pattern that can backtrack: a pack's words are data.
 */
function templatesMatch(templates: readonly string[], text: string, where: "whole" | "start" | "any"): boolean {
  const ready = templatesIn(text);
  return templates.some((form) =>
    where === "whole" || !boundedForm(form) ? ready.matches(form, where) : ready.matches(form, where, wordStarts, wordEnds),
  );
}

/** How texts and forms are compared: case and runs of spaces aside. */
const fold = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, " ").trim();

/** A list of forms made ready to compare: the plain ones folded (and as a set), the templates apart. */
interface Prepared {
  plain: string[];
  set: Set<string>;
  templates: string[];
}

const prepared = new WeakMap<readonly string[], Prepared>();

function prepare(forms: readonly string[]): Prepared {
  let ready = prepared.get(forms);
  if (!ready) {
    const plain = forms.filter((form) => !PLACEHOLDER.test(form)).map(fold);
    ready = { plain, set: new Set(plain), templates: forms.filter((form) => PLACEHOLDER.test(form)) };
    prepared.set(forms, ready);
  }
  return ready;
}

/** Whether `form` found at [start, end) of `text` stands as a word there (unspaced scripts always do). */
function standsAlone(text: string, start: number, end: number, form: string): boolean {
  if (UNSPACED.test(form)) return true;
  const before = start > 0 ? text[start - 1]! : "";
  const after = end < text.length ? text[end]! : "";
  return (
    !(LETTER.test(form[0] ?? "") && LETTER.test(before)) && !(LETTER.test(form[form.length - 1] ?? "") && LETTER.test(after))
  );
}

/**
 * Comparing texts with a list of forms: what each feature's wording does with a page's words (./wording.ts), and
 * code does with lists it builds once (every language's). Pass the same list again to
 * reuse its preparation: it is kept by the list itself.
 */
export function formsIn(forms: readonly string[]) {
  const { set, plain, templates } = prepare(forms);
  return {
    /** whether `text`, as a whole, is one of the forms */
    is(text: string | null | undefined): boolean {
      const clean = tidy(text);
      return set.has(fold(clean)) || (templates.length > 0 && templatesMatch(templates, clean, "whole"));
    },
    /** the length of the form `text` starts with (in its folded form), or -1 */
    startLength(text: string | null | undefined): number {
      const t = fold(tidy(text));
      let best = -1;
      for (const f of plain) if (f.length > best && t.startsWith(f) && standsAlone(t, 0, f.length, f)) best = f.length;
      return best;
    },
    /** whether `text` starts with one of the forms */
    starts(text: string | null | undefined): boolean {
      return this.startLength(text) >= 0 || (templates.length > 0 && templatesMatch(templates, tidy(text), "start"));
    },
    /** where the first of the forms stands in `text` after `from` (folded: case and runs of spaces aside), or null */
    find(text: string | null | undefined, from = 0): { index: number; length: number } | null {
      const t = fold(tidy(text));
      let found: { index: number; length: number } | null = null;
      for (const f of plain) {
        for (let at = t.indexOf(f, from); at >= 0 && (!found || at <= found.index); at = t.indexOf(f, at + 1)) {
          if (!standsAlone(t, at, at + f.length, f)) continue;
          if (!found || at < found.index || f.length > found.length) found = { index: at, length: f.length };
          break;
        }
      }
      return found;
    },
    /** whether `text` holds one of the forms */
    says(text: string | null | undefined): boolean {
      return this.find(text) !== null || (templates.length > 0 && templatesMatch(templates, tidy(text), "any"));
    },
  };
}
