/**
 * The content script's words in the page's language. It is parsed on every LinkedIn page, so it bundles English
 * only; when the page is in another of the ten languages, it asks the background for that language's words
 * once, as it starts, before any helper draws (issue #41: the ten catalogues made it 50 KB gzipped heavier).
 * Where the background cannot answer, the helpers speak English.
 */
import type { WordsReply } from "../../lib/messages";
import { addCatalogue, hasCatalogue } from "./i18n";
import { interfaceLanguage, type Language } from "./language";

export type AskWords = (language: Language) => Promise<WordsReply>;

/** Puts the words of `doc`'s interface language at hand, where they are not yet. */
export async function loadPageWords(doc: Document, ask: AskWords): Promise<void> {
  const language = interfaceLanguage(doc);
  if (!language || hasCatalogue(language)) return;
  const reply = await ask(language).catch(() => null);
  if (reply?.ok) addCatalogue(language, reply.data);
}
