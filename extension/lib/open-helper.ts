/**
 * Opens the Netlift helper of the page in the active tab: what the keyboard shortcut (background) and
 * the popup's "Help with this page" both do. The tab's content script answers whether it could, or why
 * not; a tab without it (not LinkedIn) gets a sentence saying where Netlift works.
 */
import { OPEN_HELPER, type OpenHelperReply } from "./messages";

export const NOT_LINKEDIN: OpenHelperReply = {
  opened: false,
  reason: "Netlift works on LinkedIn: open a post, a conversation, a profile or a job posting there, then try again.",
};

export async function openHelperInActiveTab(): Promise<OpenHelperReply> {
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) return NOT_LINKEDIN;
  try {
    const reply = (await chrome.tabs.sendMessage(tab.id, { type: OPEN_HELPER })) as OpenHelperReply | undefined;
    return reply ?? NOT_LINKEDIN;
  } catch {
    return NOT_LINKEDIN; // no content script there: not a LinkedIn page (or one loaded before the extension)
  }
}
