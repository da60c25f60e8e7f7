/**
 * Follows LinkedIn's single-page navigation and runs the feature of the page type shown: one at a
 * time, stopped (observers disconnected, UI removed) when the page type no longer needs it. Beside it,
 * on every page but /messaging/ (whose own feature reads its conversations), the chat windows that
 * float over LinkedIn's pages get their helpers. The user's plan is one live source for the whole
 * tab (shared/plan-source), not read per page.
 */
import { PAGE_KINDS, PAGES, listInWords, type PageType } from "../../src/core/page-kinds";
import { OPEN_HELPER, type OpenHelperReply } from "../lib/messages";
import { watchPlan } from "../lib/plan-broadcast";
import { SITE_LINKS } from "../lib/site";

import { startChatWindows, type ChatWindows } from "./chat-windows/start";
import { detectPageType } from "./page-type";
import { PAGE_FEATURES } from "./registry";
import { requestMe } from "./shared/background";
import { createPlanSource } from "./shared/plan-source";
// issue #33: proofread and post drafts in every editor, on every page
import { startEditors } from "./editors/start";

/** pushState is invisible to content scripts: compare the URL this often. */
const URL_POLL_MS = 400;

/** Said when the page shown is none the helpers work on. */
export const NOT_A_HELPER_PAGE: OpenHelperReply = {
  opened: false,
  reason: `Netlift helps on LinkedIn's ${listInWords(PAGES.map((page) => PAGE_KINDS[page].label))}: open one of those, then try again.`,
};

export function startController(win: Window) {
  let current: { url: string; type: PageType; stop: () => void } | null = null;
  let openHandler: (() => OpenHelperReply) | null = null;
  let chatWindows: ChatWindows | null = null;
  const planSource = createPlanSource({ requestMe, watch: watchPlan });

  /** Chat windows' helpers on every page but one whose own helper reads them (the messages page). */
  function syncChatWindows(type: PageType | null) {
    if (type && PAGE_FEATURES[type].coversChatWindows) {
      chatWindows?.stop();
      chatWindows = null;
    } else chatWindows ??= startChatWindows({ doc: win.document, planSource, upgradeUrl: SITE_LINKS.upgrade });
  }

  /** The shortcut and the popup: the chat window the user is typing in, else the page's helper, else any chat window. */
  function openHelper(): OpenHelperReply {
    if (chatWindows?.hasFocus()) return chatWindows.open();
    if (openHandler) return openHandler();
    const chat = chatWindows?.open();
    return chat?.opened ? chat : NOT_A_HELPER_PAGE;
  }

  function apply() {
    const url = win.location.href;
    if (current?.url === url) return;
    const type = detectPageType(url, win.document);
    syncChatWindows(type);
    // feed → feed or jobs → another job keep running; another profile is another person (restartOnNavigation)
    if (current && type === current.type && !PAGE_FEATURES[type].restartOnNavigation) {
      current.url = url;
      return;
    }
    current?.stop();
    current = null;
    // no feature here: looked at again next tick (a /preload/ page's canonical link may come later)
    if (!type) return;
    const stop = PAGE_FEATURES[type].start({
      doc: win.document,
      url,
      planSource,
      upgradeUrl: SITE_LINKS.upgrade,
      onOpen(handler) {
        openHandler = handler;
        return () => {
          if (openHandler === handler) openHandler = null;
        };
      },
    });
    current = { url, type, stop };
  }

  void planSource.refresh();
  apply();
  // proofreading and post drafts in every editor the extension reaches, on every page (issue #33)
  const editors = startEditors({
    doc: win.document,
    planSource,
    upgradeUrl: SITE_LINKS.upgrade,
    pageType: () => current?.type ?? null,
  });
  const poll = win.setInterval(apply, URL_POLL_MS);
  win.addEventListener("popstate", apply);
  const onMessage = (message: unknown, _sender: unknown, sendResponse: (reply: OpenHelperReply) => void) => {
    if ((message as { type?: string })?.type !== OPEN_HELPER) return;
    apply(); // a navigation the next poll would have seen
    sendResponse(openHelper());
  };
  chrome.runtime.onMessage.addListener(onMessage);

  /** Stops everything it started: features, chat windows, observers, the URL poll (an extension reload, a test's end). */
  return function stop() {
    win.clearInterval(poll);
    win.removeEventListener("popstate", apply);
    chrome.runtime.onMessage.removeListener?.(onMessage);
    current?.stop();
    current = null;
    chatWindows?.stop();
    chatWindows = null;
    editors.stop();
    planSource.stop();
  };
}
