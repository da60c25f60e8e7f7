/**
 * How a feature reads its word table (./language.ts) on a page: the forms of the page's interface language
 * (and English, which LinkedIn leaves in places), compared with a text as a whole, at its start, as a word
 * inside a line, or as a template with a name, a time or a file in it ("Invite {name} to connect"): the
 * comparison itself is ./language.ts formsIn. Each feature binds it to its own table (<page>/wording.ts).
 */
import { formsIn, interfaceLanguage, LANGUAGES, wordsFor, type WordTable } from "./language";
import { perPack } from "./pack";

/** Every language's forms of `key`: for patterns that hold on any page (a date range's "Present"). */
export function everyLanguage<K extends string>(table: WordTable<K>, key: K): readonly string[] {
  return [...new Set(LANGUAGES.flatMap((lang) => table[lang][key]))];
}

/**
 * A feature's words on a page, read through its table. Plain forms are compared as strings (a set for whole
 * texts, a scan for starts and words inside a line): no pattern to compile, or to compile again when V8
 * optimises it, on a click (a pattern of a few hundred forms with Unicode word boundaries took up to a
 * tenth of a second). Templates ("Invite {name} to connect") are matched piece by piece, in time linear in the text.
 */
export function wording<K extends string>(table: WordTable<K>) {
  // per page and language, for the pack in force
  const cacheFor = perPack(() => new WeakMap<Document, { lang: string; byKey: Map<string, readonly string[]> }>());
  const words = (doc: Document | null | undefined, ...keys: K[]): readonly string[] => {
    const lang = doc ? (interfaceLanguage(doc) ?? "") : "*";
    const holder = doc ?? NO_DOCUMENT;
    const cache = cacheFor();
    let cached = cache.get(holder);
    if (!cached || cached.lang !== lang) cache.set(holder, (cached = { lang, byKey: new Map() }));
    const id = keys.join("|");
    let found = cached.byKey.get(id);
    if (!found) {
      const list = keys.flatMap((key) => (doc ? wordsFor(table, doc, key) : everyLanguage(table, key)));
      cached.byKey.set(id, (found = [...new Set(list)]));
    }
    return found;
  };
  return {
    words,
    /** the forms of `keys` on the page, to compare texts with */
    forms: (doc: Document | null | undefined, ...keys: K[]) => formsIn(words(doc, ...keys)),
    /** whether `text`, as a whole, is one of the forms of `keys` */
    is: (doc: Document | null | undefined, text: string | null | undefined, ...keys: K[]) =>
      formsIn(words(doc, ...keys)).is(text),
    /** whether `text` starts with one of the forms of `keys` */
    starts: (doc: Document | null | undefined, text: string | null | undefined, ...keys: K[]) =>
      formsIn(words(doc, ...keys)).starts(text),
    /** whether `text` holds one of the forms of `keys` */
    says: (doc: Document | null | undefined, text: string | null | undefined, ...keys: K[]) =>
      formsIn(words(doc, ...keys)).says(text),
  };
}

/** The key the words of no page (every language's) are kept under. */
const NO_DOCUMENT = {} as Document;
