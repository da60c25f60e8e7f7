/**
 * The extension's words on LinkedIn in LinkedIn's interface language (issue #40): every button, status line,
 * note and error of the helpers is in the language of the page (<html lang>) when it is one of the ten the
 * extractor reads, else English. One catalogue per language (./<lang>.ts), each typed against the English one
 * (./en.ts): a missing key is a compile error. Read at each render (`ui()`), never copied.
 */
import { interfaceLanguage, languageOfTag, type Language } from "../language";
import { EN, type Messages } from "./en";

export type { Messages };

/**
 * The catalogues at hand in this context: English always. Every catalogue is in ./catalogues.ts, which the
 * popup and the background import whole; the content script, parsed on every LinkedIn page, holds English
 * only and gets the page's language from the background when it starts (../page-words.ts, issue #41).
 */
let atHand: Partial<Record<Language, Messages>> = { en: EN as Messages };

/** Makes these catalogues (and English) the ones at hand, in place of those before. */
export function setCatalogues(catalogues: Partial<Record<Language, Messages>>): void {
  atHand = { ...catalogues, en: EN as Messages };
}

/** Adds `language`'s catalogue to those at hand. */
export function addCatalogue(language: Language, messages: Messages): void {
  atHand = { ...atHand, [language]: messages };
}

/** Whether `language`'s words are at hand. */
export function hasCatalogue(language: Language): boolean {
  return atHand[language] !== undefined;
}

/** `language`'s words where they are at hand, else English. */
export function catalogue(language: Language): Messages {
  return atHand[language] ?? (EN as Messages);
}

/**
 * The language the extension speaks on `doc`: its interface language where that is one of the ten and its words are
 * at hand, else English (so that `lang` attributes, lists and numbers always match the words shown).
 */
export function languageFor(doc: Document): Language {
  const language = interfaceLanguage(doc);
  return language && hasCatalogue(language) ? language : "en";
}

/** The catalogue for `doc`'s interface language, English where it names none we have. */
export function messagesFor(doc: Document): Messages {
  return catalogue(languageFor(doc));
}

/** The language of the page the extension is on, English where it names none of the ten. */
export function pageLanguage(): Language {
  return typeof document === "undefined" ? "en" : languageFor(document);
}

/** The words of the page the extension is on. */
export function ui(): Messages {
  // no page at all (the review's pure functions under Node): English
  return typeof document === "undefined" ? catalogue("en") : messagesFor(document);
}

/** `template` with each `{name}` replaced by `values.name`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A line about a part of the page LinkedIn draws late ("Waiting for LinkedIn to load {part}…"), in the page's language
 * where the catalogue has words for the part, else wholly in English (never a sentence in two languages).
 */
export function aboutPart(
  key: "waitingFor" | "notLoaded" | "notYet",
  part: string,
  values: Record<string, string | number> = {},
  doc?: Document,
): string {
  const m = doc ? messagesFor(doc) : ui();
  const line = (c: Messages) => (key === "notYet" ? c.reasons.notYet : c[key]);
  const words = m.parts[part];
  return words ? fill(line(m), { ...values, part: words }) : fill(line(catalogue("en")), { ...values, part });
}

/** `items` as a list in `language` ("a, b and c", "a, b und c", "a、b、c"). */
export function listIn(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(language, { type: "conjunction" }).format(items);
}

/** The browser's own language (the popup's, like the store's name through _locales), as one of the ten, else English. */
export function browserLanguage(): Language {
  // read through globalThis: this module is also bundled where no extension API is (codegen, the site's tests)
  const browser = (globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } }).chrome;
  const tag = browser?.i18n?.getUILanguage?.();
  return languageOfTag(tag ?? (typeof navigator === "undefined" ? undefined : navigator.language)) ?? "en";
}

/** 32-bit FNV-1a of `text`, in hex: a short, stable fingerprint. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/**
 * The version of `language`'s disclosure wording: "<language>:<fingerprint of its words>". Kept with a
 * decision, so that a change to the words of the language the user read (a fixed translation, a new line)
 * asks again, as a new DISCLOSURE_VERSION does; no version to remember to bump.
 */
export function wordingOf(language: Language, messages: Messages = catalogue(language)): string {
  return `${language}:${fingerprint(JSON.stringify(messages.disclosure))}`;
}
