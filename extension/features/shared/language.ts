/**
 * LinkedIn's interface language, and the words a page shows in it. Facts come first from structure
 * (componentkey, data-*, roles, headings, links, <time>); where a word is the only signal ("Easy Apply",
 * "Promoted", "likes this"), each feature keeps a table of it per interface language (<page>/words.ts),
 * for the languages LinkedIn serves most. The table is chosen by <html lang>; a page whose language has no
 * table, or says none, is read with every table at once (a word of any language counts), then by structure.
 * The tables themselves are data, in the extraction pack (../shared/pack.ts packWords).
 */
import { PACK_LANGUAGES } from "../../../src/core/extraction-pack";

/** The interface languages every word table covers: those an extraction pack may carry words for. */
export const LANGUAGES = PACK_LANGUAGES;
export type Language = (typeof LANGUAGES)[number];

/** The page's interface language ("pt-BR" → "pt"), or null when <html lang> names none we have a table for. */
export function interfaceLanguage(doc: Document): Language | null {
  const lang = (doc.documentElement?.getAttribute("lang") ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : null;
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
