/**
 * Opens the Netlift helper of the page in the active tab: what the keyboard shortcut (background) and
 * the popup's "Help with this page" both do. The tab's content script answers whether it could, or why
 * not; a tab without it (not LinkedIn) gets a sentence saying where Netlift works.
 */
import { browserLanguage } from "../features/shared/i18n";
import { CATALOGUES } from "../features/shared/i18n/catalogues";
import { OPEN_HELPER, type OpenHelperReply } from "./messages";

/** Said where no content script answers (not LinkedIn), in the browser's language. */
export function notLinkedIn(): OpenHelperReply {
  const language = browserLanguage();
  return { opened: false, reason: CATALOGUES[language].reasons.notLinkedIn, lang: language };
}

export async function openHelperInActiveTab(): Promise<OpenHelperReply> {
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) return notLinkedIn();
  try {
    const reply = (await chrome.tabs.sendMessage(tab.id, { type: OPEN_HELPER })) as OpenHelperReply | undefined;
    return reply ?? notLinkedIn();
  } catch {
    return notLinkedIn(); // no content script there: not a LinkedIn page (or one loaded before the extension)
  }
}
