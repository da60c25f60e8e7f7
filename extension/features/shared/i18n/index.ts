/**
 * The extension's words on LinkedIn in LinkedIn's interface language (issue #40): every button, status line,
 * note and error of the helpers is in the language of the page (<html lang>) when it is one of the ten the
 * extractor reads, else English. One catalogue per language (./<lang>.ts), each typed against the English one
 * (./en.ts): a missing key is a compile error. Read at each render (`ui()`), never copied.
 */
import { interfaceLanguage, type Language } from "../language";
import { DE } from "./de";
import { EN, type Messages } from "./en";
import { ES } from "./es";
import { FR } from "./fr";
import { HI } from "./hi";
import { IT } from "./it";
import { JA } from "./ja";
import { NL } from "./nl";
import { PT } from "./pt";
import { ZH } from "./zh";

export type { Messages };

/**
 * Every language's catalogue: a language of the extractor's without one fails to compile. (English is checked where it
 * is written, by its own `satisfies`: a task without its label is named there, not here.)
 */
export const CATALOGUES: Record<Language, Messages> = {
  en: EN as Messages,
  es: ES,
  pt: PT,
  fr: FR,
  de: DE,
  it: IT,
  nl: NL,
  hi: HI,
  zh: ZH,
  ja: JA,
};

/** The catalogue for `doc`'s interface language, English where it names none we have. */
export function messagesFor(doc: Document): Messages {
  return CATALOGUES[interfaceLanguage(doc) ?? "en"];
}

/** The words of the page the extension is on. */
export function ui(): Messages {
  // no page at all (the review's pure functions under Node): English
  return typeof document === "undefined" ? CATALOGUES.en : messagesFor(document);
}

/** `template` with each `{name}` replaced by `values.name`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A line about a part of the page LinkedIn draws late ("Waiting for LinkedIn to load {part}…"), in the page's language
 * where the catalogue has words for the part, else wholly in English (never a sentence in two languages).
 */
export function aboutPart(key: "waitingFor" | "notLoaded", part: string, values: Record<string, string | number> = {}): string {
  const words = ui().parts[part];
  return words ? fill(ui()[key], { ...values, part: words }) : fill(EN[key], { ...values, part });
}
