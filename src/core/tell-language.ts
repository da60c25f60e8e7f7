/**
 * Which language's phrase lists to look for tells with: the one asked for, else the one a text reads
 * as (by how many of each language's frequent short words it uses), and English beside it, since
 * models slip into it. Pure; cheap in PocketBase's engine (native searches, lists built once).
 */
import { TELL_LANGUAGES, TELL_WORDS, type TellLanguage } from "./tell-words";

const LANGUAGE_NAMES: Record<string, TellLanguage> = {
  en: "en",
  english: "en",
  inglés: "en",
  englisch: "en",
  anglais: "en",
  es: "es",
  spanish: "es",
  español: "es",
  castellano: "es",
  spanisch: "es",
  espagnol: "es",
  de: "de",
  german: "de",
  deutsch: "de",
  alemán: "de",
  allemand: "de",
  fr: "fr",
  french: "fr",
  français: "fr",
  francés: "fr",
  französisch: "fr",
  pt: "pt",
  portuguese: "pt",
  português: "pt",
  portugués: "pt",
  portugiesisch: "pt",
};

/** Each language's frequent words as searched for: with a space either side, built once. */
const COMMON = TELL_LANGUAGES.map((lang) => TELL_WORDS[lang].common.map((word) => ` ${word} `));

/** The language of a text by how many of each language's frequent short words it uses; null when none stands out. */
export function guessLanguage(text: string): TellLanguage | null {
  // the first 400 characters say it as well as the whole answer; native searches, no loop over characters.
  // Dashes and curly quotes go with the punctuation: an English sample is then plain ASCII, which
  // PocketBase's engine searches several times faster
  const sample = ` ${text
    .slice(0, 400)
    .toLowerCase()
    .replace(/[.,;:!?¡¿"“”‘’()\u2013\u2014]/g, " ")} `;
  let best: TellLanguage | null = null;
  let bestScore = 1;
  for (let l = 0; l < COMMON.length; l++) {
    const words = COMMON[l]!;
    let score = 0;
    for (let i = 0; i < words.length; i++) if (sample.indexOf(words[i]!) >= 0) score += 1;
    if (score > bestScore) {
      best = TELL_LANGUAGES[l]!;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The phrase lists to look for: the text's language and English (models slip into it); every language's
 * when the text is too short to tell.
 */
export function tellLanguages(text: string, asked?: string): TellLanguage[] {
  const named = asked
    ? LANGUAGE_NAMES[
        asked
          .trim()
          .toLowerCase()
          .split(/[-_\s]/)[0] ?? ""
      ]
    : undefined;
  const lang = named ?? guessLanguage(text);
  if (!lang) return [...TELL_LANGUAGES];
  return lang === "en" ? ["en"] : [lang, "en"];
}
