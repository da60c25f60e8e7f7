/**
 * Follows LinkedIn's single-page navigation and walks the registry (./registry.ts): it runs the feature of
 * the page type shown, one at a time, stopped (observers disconnected, UI removed) when the page type no
 * longer needs it, and beside it each cross-page surface wherever its `where` says (the chat windows that float
 * over LinkedIn's pages, on every page but the one whose own helper reads them; the editors, everywhere; the own
 * recent-activity page's voice samples, in the profile's helper's place there: a surface that `takesPage`). The
 * user's plan is one live source for the whole tab (shared/plan-source), not read per page.
 */
import { PAGES, type PageType } from "../../src/core/page-kinds";
import { catalogue, fill, languageFor, listIn, pageLanguage } from "./shared/i18n";
import { OPEN_HELPER, type OpenHelperReply } from "../lib/messages";
import { watchPlan } from "../lib/plan-broadcast";
import { SITE_LINKS } from "../lib/site";

import { detectPageType } from "./page-type";
import { PAGE_FEATURES, SURFACES } from "./registry";
import { requestMe } from "./shared/background";
import type { CrossPageSurface, Here, SurfaceRun } from "./shared/feature";
import { createPlanSource } from "./shared/plan-source";

/** pushState is invisible to content scripts: compare the URL this often. */
const URL_POLL_MS = 400;

/** Said when the page shown is none the helpers work on. */
export function notAHelperPage(doc: Document): OpenHelperReply {
  const language = languageFor(doc);
  const m = catalogue(language);
  return {
    opened: false,
    reason: fill(m.reasons.notAHelperPage, {
      pages: listIn(
        PAGES.map((page) => m.pages[page]),
        language,
      ),
    }),
  };
}

/** Runs the registry's surfaces in a tab (`surfaces`: the registry's cross-page ones; a test may add its own). */
export function startController(win: Window, surfaces: readonly CrossPageSurface[] = SURFACES) {
  let current: { url: string; type: PageType; taker: CrossPageSurface | null; stop: () => void } | null = null;
  let openHandler: (() => OpenHelperReply) | null = null;
  /** the cross-page surfaces running now, in the registry's order */
  const running = new Map<CrossPageSurface, SurfaceRun>();
  const planSource = createPlanSource({ requestMe, watch: watchPlan });
  const surfaceEnv = {
    doc: win.document,
    planSource,
    upgradeUrl: SITE_LINKS.upgrade,
    pageType: () => current?.type ?? null,
    url: () => win.location.href,
  };

  /** Stops each cross-page surface that no longer runs here (before the page's feature starts: they never overlap). */
  function stopSurfaces(here: Here) {
    for (const [surface, run] of running) {
      if (surface.where(here)) continue;
      run.stop();
      running.delete(surface);
    }
  }

  /** Starts each cross-page surface that runs here (after the page's feature: the editors' plan rule asks which page this is). */
  function startSurfaces(here: Here) {
    for (const surface of surfaces)
      if (!running.has(surface) && surface.where(here)) running.set(surface, surface.start(surfaceEnv));
  }

  /**
   * The shortcut and the popup: the surface's helper the user is typing in, else the page's helper (a surface's
   * that takes the page, or the feature's), else any surface's.
   */
  function openHelper(): OpenHelperReply {
    const runs = [...running.values()];
    const focused = runs.find((run) => run.hasFocus?.());
    if (focused?.open) return focused.open();
    const taker = current?.taker ? running.get(current.taker) : undefined;
    if (taker?.open) return taker.open();
    if (openHandler) return openHandler();
    for (const run of runs) {
      const reply = run.open?.();
      if (reply?.opened) return reply;
    }
    return notAHelperPage(win.document);
  }

  function apply() {
    const url = win.location.href;
    if (current?.url === url) return;
    const type = detectPageType(url, win.document);
    const here: Here = { type, feature: type ? PAGE_FEATURES[type] : null, url };
    stopSurfaces(here);
    const taker = surfaces.find((surface) => surface.takesPage && surface.where(here)) ?? null;
    followPage(url, type, taker);
    startSurfaces(here);
  }

  /** The page kind's feature: kept, started again, replaced by another's (or none), or left to a surface that takes the page. */
  function followPage(url: string, type: PageType | null, taker: CrossPageSurface | null) {
    // feed → feed or jobs → another job keep running; another profile is another person (restartOnNavigation)
    const same = current && type === current.type && taker === current.taker;
    if (same && (taker || !PAGE_FEATURES[type!].restartOnNavigation)) {
      current!.url = url;
      return;
    }
    current?.stop();
    current = null;
    // no feature here: looked at again next tick (a /preload/ page's canonical link may come later)
    if (!type) return;
    // the page's helper is the surface's: the controller starts it with the other surfaces
    if (taker) {
      current = { url, type, taker, stop: () => undefined };
      return;
    }
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
    current = { url, type, taker: null, stop };
  }

  void planSource.refresh();
  apply();
  const poll = win.setInterval(apply, URL_POLL_MS);
  win.addEventListener("popstate", apply);
  const onMessage = (message: unknown, _sender: unknown, sendResponse: (reply: OpenHelperReply) => void) => {
    if ((message as { type?: string })?.type !== OPEN_HELPER) return;
    apply(); // a navigation the next poll would have seen
    const reply = openHelper();
    // the reason is the page's words, in the page's language: the popup quotes it so marked
    sendResponse(reply.opened ? reply : { ...reply, lang: pageLanguage() });
  };
  chrome.runtime.onMessage.addListener(onMessage);

  /** Stops everything it started: features, chat windows, observers, the URL poll (an extension reload, a test's end). */
  return function stop() {
    win.clearInterval(poll);
    win.removeEventListener("popstate", apply);
    chrome.runtime.onMessage.removeListener?.(onMessage);
    current?.stop();
    current = null;
    for (const run of running.values()) run.stop();
    running.clear();
    planSource.stop();
  };
}
