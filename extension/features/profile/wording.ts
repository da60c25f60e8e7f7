/**
 * How a feature reads its word table (../shared/language.ts) on a page: the forms of the page's interface
 * language (and English, which LinkedIn leaves in places), as a whole text, a text's start, a word inside a
 * line, or a template with a name, a time or a file in it ("Invite {name} to connect"). Case and runs of spaces
 * aside; Latin and Devanagari forms count on word boundaries ("Info", not "Informatik"); Chinese and Japanese,
 * written without spaces, count where they stand. Plain forms are compared as strings, templates as patterns.
 * Generic: the messages feature binds it to its own table too (a candidate for ../shared/language.ts once the
 * features' tables move into one pack, issue #29).
 */
import { interfaceLanguage, LANGUAGES, wordsFor, type WordTable } from "../shared/language";
import { perPack } from "../shared/pack";
import { PROFILE_WORDS } from "./words";

/** Written without spaces between words: a form counts wherever it stands. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

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
 * For templates, and for code that needs a match's parts; plain forms are compared as strings (formsIn).
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

/** How texts and forms are compared: case and runs of spaces aside. */
const fold = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, " ").trim();
const LETTER = /[\p{L}\p{M}\p{N}]/u;
const HAS_PLACEHOLDER = /\{(name|time|file)\}/;

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
    const plain = forms.filter((form) => !HAS_PLACEHOLDER.test(form)).map(fold);
    ready = { plain, set: new Set(plain), templates: forms.filter((form) => HAS_PLACEHOLDER.test(form)) };
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

/** Comparing texts with a list of forms: the same as a feature's words do, for lists built once (every language's). */
export function formsIn(forms: readonly string[]) {
  const { set, plain, templates } = prepare(forms);
  return {
    /** whether `text`, as a whole, is one of the forms */
    is(text: string | null | undefined): boolean {
      const clean = tidy(text);
      return set.has(fold(clean)) || (templates.length > 0 && patternOf(templates, "whole").test(clean));
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
      return this.startLength(text) >= 0 || (templates.length > 0 && patternOf(templates, "start").test(tidy(text)));
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
      return this.find(text) !== null || (templates.length > 0 && patternOf(templates, "any").test(tidy(text)));
    },
  };
}

/**
 * A feature's words on a page, read through its table. Plain forms are compared as strings (a set for whole
 * texts, a scan for starts and words inside a line): no pattern to compile, or to compile again when V8
 * optimises it, on a click (a pattern of a few hundred forms with Unicode word boundaries took up to a
 * tenth of a second). Templates ("Invite {name} to connect") are patterns, compiled once.
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

/** The profile's words (./words.ts) on a page. */
export const profileWords = wording(PROFILE_WORDS);
