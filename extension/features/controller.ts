/**
 * Follows LinkedIn's single-page navigation and runs the feature of the page type shown: one at a
 * time, stopped (observers disconnected, UI removed) when the page type no longer needs it.
 */
import type { PageType } from "../../src/core/plans";
import { API_URL } from "~lib/api";

import { startFeed } from "./feed/start";
import { startJobs } from "./jobs/start";
import { startMessages } from "./messages/start";
import { detectPageType } from "./page-type";
import { startProfile } from "./profile/start";
import { requestMe } from "./shared/api";
import type { StartFeature } from "./shared/feature";

const STARTERS: Record<PageType, StartFeature> = {
  feed: startFeed,
  messages: startMessages,
  profile: startProfile,
  jobs: startJobs,
};

/** pushState is invisible to content scripts: compare the URL this often. */
const URL_POLL_MS = 400;

export function startController(win: Window) {
  let current: { url: string; type: PageType; stop: () => void } | null = null;
  let generation = 0;
  const openHandlers = new Set<() => void>();

  async function apply() {
    const url = win.location.href;
    if (current?.url === url) return;
    const type = detectPageType(url, win.document);
    // feed → feed or jobs → another job keep running; another profile is another person
    if (current && type === current.type && type !== "profile") {
      current.url = url;
      return;
    }
    const mine = ++generation;
    current?.stop();
    current = null;
    if (!type) return;
    const me = await requestMe().catch(() => null);
    if (mine !== generation) return; // navigated again meanwhile
    const stop = STARTERS[type]({
      doc: win.document,
      url,
      plan: me?.ok ? me.data.plan : null,
      upgradeUrl: `${API_URL}/dashboard`,
      onOpen(handler) {
        openHandlers.add(handler);
        return () => openHandlers.delete(handler);
      },
    });
    current = { url, type, stop };
  }

  void apply();
  win.setInterval(() => void apply(), URL_POLL_MS);
  win.addEventListener("popstate", () => void apply());
  chrome.runtime.onMessage.addListener((message: unknown) => {
    if ((message as { type?: string })?.type === "netlift/open-helper") for (const handler of openHandlers) handler();
  });
}
