/**
 * How a feature reads its word table (../shared/language.ts) on a page: the forms of the page's interface
 * language (and English, which LinkedIn leaves in places), as a whole text, a text's start, a word inside a
 * line, or a template with a name, a time or a file in it ("Invite {name} to connect"). Latin and Devanagari forms
 * count on word boundaries ("Info", not "Informatik"); Chinese and Japanese, written without spaces, count
 * where they stand. Generic: the messages feature binds it to its own table too (a candidate for
 * ../shared/language.ts once the features' tables move into one pack, issue #29).
 */
import { interfaceLanguage, LANGUAGES, wordsFor, type WordTable } from "../shared/language";
import { PROFILE_WORDS } from "./words";

/** Written without spaces between words: a form counts wherever it stands. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** `text` with its spaces collapsed, ends trimmed, a trailing ":" dropped. */
export function tidy(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim().replace(/\s*[:：]$/, "");
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** What a form's placeholders stand for: a name, a time, a file's name. */
const PLACEHOLDERS: Record<string, string> = {
  name: "([^?!¿¡？！\\n]{1,80}?)",
  time: "(.{1,24}?)",
  file: "(\\S.{0,120}?\\.\\w{2,5})",
};

/** One form as a pattern source: its spaces any run of spaces, `{name}`, `{time}`, `{file}` what they stand for. */
function formSource(form: string): string {
  return form
    .split(/\{(name|time|file)\}/)
    .map((part, i) => (i % 2 ? PLACEHOLDERS[part]! : escapeRegExp(part).replace(/\s+/g, "\\s+")))
    .join("");
}

/** A form that counts only as a whole word: written with spaces, and a letter or digit at both ends. */
const bounded = (form: string) => !UNSPACED.test(form) && /^[\p{L}\p{N}]/u.test(form) && /[\p{L}\p{N}]$/u.test(form);
const WORD_BEFORE = "(?<![\\p{L}\\p{M}\\p{N}])";
const WORD_AFTER = "(?![\\p{L}\\p{M}\\p{N}])";

const patterns = new Map<string, RegExp>();
/** The same, by the list itself: the lists a page's words give are kept, so most look-ups skip building the key. */
const byList = new WeakMap<readonly string[], Partial<Record<"whole" | "start" | "any", RegExp>>>();

/**
 * A pattern finding any of `forms`: as the whole text ("whole"), at its start ("start") or anywhere ("any").
 * The word boundaries go around the group once, not around each form: a boundary per form makes a pattern
 * of a few hundred forms take most of a second to compile.
 */
export function patternOf(forms: readonly string[], where: "whole" | "start" | "any"): RegExp {
  const known = byList.get(forms)?.[where];
  if (known) return known;
  const id = `${where}\u0001${forms.join("\u0000")}`;
  let pattern = patterns.get(id);
  if (!pattern) {
    // longest first: "Add profile section" before "Add section"
    const sorted = [...new Set(forms)].sort((a, b) => b.length - a.length);
    const group = (list: string[]) => `(?:${list.map(formSource).join("|")})`;
    let body: string;
    if (!sorted.length) body = "(?!)";
    else if (where === "whole") body = `^${group(sorted)}$`;
    else {
      const words = sorted.filter(bounded);
      const others = sorted.filter((form) => !bounded(form));
      const parts = [
        ...(words.length ? [`${WORD_BEFORE}${group(words)}${WORD_AFTER}`] : []),
        ...(others.length ? [group(others)] : []),
      ];
      body = parts.length ? `${where === "start" ? "^" : ""}(?:${parts.join("|")})` : "(?!)";
    }
    pattern = new RegExp(body, "iu");
    patterns.set(id, pattern);
  }
  byList.set(forms, { ...byList.get(forms), [where]: pattern });
  return pattern;
}

/** Every language's forms of `key`: for patterns that hold on any page (a date range's "Present"). */
export function everyLanguage<K extends string>(table: WordTable<K>, key: K): readonly string[] {
  return [...new Set(LANGUAGES.flatMap((lang) => table[lang][key]))];
}

/** A feature's words on a page, read through its table. */
export function wording<K extends string>(table: WordTable<K>) {
  const cache = new WeakMap<Document, { lang: string; byKey: Map<string, readonly string[]> }>();
  const words = (doc: Document | null | undefined, ...keys: K[]): readonly string[] => {
    if (!doc) return keys.flatMap((key) => everyLanguage(table, key));
    const lang = interfaceLanguage(doc) ?? "";
    let cached = cache.get(doc);
    if (!cached || cached.lang !== lang) cache.set(doc, (cached = { lang, byKey: new Map() }));
    const id = keys.join("|");
    let found = cached.byKey.get(id);
    if (!found) cached.byKey.set(id, (found = keys.flatMap((key) => wordsFor(table, doc, key))));
    return found;
  };
  return {
    words,
    /** whether `text`, as a whole, is one of the forms of `keys` */
    is: (doc: Document | null | undefined, text: string | null | undefined, ...keys: K[]) => patternOf(words(doc, ...keys), "whole").test(tidy(text)),
    /** whether `text` starts with one of the forms of `keys` */
    starts: (doc: Document | null | undefined, text: string | null | undefined, ...keys: K[]) => patternOf(words(doc, ...keys), "start").test(tidy(text)),
    /** whether `text` holds one of the forms of `keys` */
    says: (doc: Document | null | undefined, text: string | null | undefined, ...keys: K[]) => patternOf(words(doc, ...keys), "any").test(tidy(text)),
    /** the pattern itself, for code that needs the match */
    pattern: (doc: Document | null | undefined, where: "whole" | "start" | "any", ...keys: K[]) => patternOf(words(doc, ...keys), where),
  };
}

/** The profile's words (./words.ts) on a page. */
export const profileWords = wording(PROFILE_WORDS);
