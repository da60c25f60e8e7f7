/**
 * Every language's catalogue: a language of the extractor's without one fails to compile. (English is checked where it
 * is written, by its own `satisfies`: a task without its label is named there, not here.) The popup and the
 * background import them all; the content script does not (./index.ts: the catalogues at hand).
 */
import type { Language } from "../language";
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
