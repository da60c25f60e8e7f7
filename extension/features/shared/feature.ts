/** What the controller hands every page-type feature, and what a feature gives back. */
import type { PageType } from "../../../src/core/plans";
import { theTaskOn, type Task } from "../../../src/core/tasks";
import type { OpenHelperReply } from "../../lib/messages";

import { onPackChange } from "./pack";
import type { PlanSource } from "./plan-source";
import { ui } from "./i18n";

export interface FeatureEnv {
  doc: Document;
  url: string;
  /** the user's plan, live: it changes when the user upgrades (or signs out) while the page is open */
  planSource: PlanSource;
  upgradeUrl: string;
  /** the keyboard shortcut and the popup's "Help with this page": the feature opens its most relevant helper, or says why not */
  onOpen: (handler: () => OpenHelperReply) => () => void;
}

/** The Helper props every page type passes the same way. */
export function helperBase(env: FeatureEnv, page: PageType) {
  return { name: page, page, planSource: env.planSource, upgradeUrl: env.upgradeUrl };
}

/** Starts a feature on the current page; returns the function that removes everything it added. */
export type StartFeature = (env: FeatureEnv) => () => void;

/** A page kind's feature, as its folder exports it (`index.ts`) for the registry (../registry.ts). */
export interface PageFeature<P extends PageType = PageType> {
  page: P;
  start: StartFeature;
  /** a navigation to another page of the same kind starts it again (another profile is another person); else it keeps running */
  restartOnNavigation?: boolean;
  /** its own helper reads the chat windows (the messages page): the chat windows' helpers stay off there */
  coversChatWindows?: boolean;
}

/** Declares a page kind's feature (the page stays a literal, so the registry can tell which kinds are covered). */
export function pageFeature<P extends PageType>(feature: PageFeature<P>): PageFeature<P> {
  return feature;
}

/** Where the user is, as the controller sees it: the page kind shown (null: none of the helpers'), and its feature. */
export interface Here {
  type: PageType | null;
  feature: PageFeature | null;
  url: string;
}

/** What the controller hands a cross-page surface: the page's feature env but the URL (the surface outlives pages). */
export type SurfaceEnv = Pick<FeatureEnv, "doc" | "planSource" | "upgradeUrl"> & {
  /** the kind of page shown now (null: none of the helpers' pages) */
  pageType: () => PageType | null;
  /** the page's URL now (a surface outlives LinkedIn's in-page navigations) */
  url: () => string;
};

/** A cross-page surface while it runs: how to stop it, and, when it has helpers to open, the shortcut's two questions. */
export interface SurfaceRun {
  stop(): void;
  /** whether the user is working in one of its helpers now (the shortcut opens that one before the page's) */
  hasFocus?(): boolean;
  /** opens its helper in use, or says why not */
  open?(): OpenHelperReply;
}

/**
 * Something the extension attaches to on any page, beside the page kind's feature (an editor being typed in, a
 * chat window), as its folder exports it (`index.ts`) for the registry (../registry.ts): it runs wherever `where`
 * says, started and stopped by the controller as the user moves.
 */
export interface CrossPageSurface {
  name: string;
  where: (here: Here) => boolean;
  /**
   * where it runs, it is the page's one helper: the page kind's feature is not started there, and the shortcut
   * asks it in the feature's place (the own recent-activity page is a profile's route, but its helper is the voice's)
   */
  takesPage?: boolean;
  start: (env: SurfaceEnv) => SurfaceRun;
}

/** Declares a cross-page surface (its folder's `index.ts`). */
export function crossPageSurface(surface: CrossPageSurface): CrossPageSurface {
  return surface;
}

/** The follow-up on the last answer ("shorter", "more formal"): the button of the answer surface. */
export const FOLLOW_UP = theTaskOn("answer");

/** A helper's button for a task: its label is the task catalogue's (src/core/tasks.ts). */
export function taskAction<T extends Task>(task: T): { label: string; task: T } {
  return { label: ui().tasks[task], task };
}

/**
 * Watches the page for changes with a throttled MutationObserver and calls `scan` (also once now, and
 * when another extraction pack is put in force: its mount points and selectors may find what the last
 * scan did not). The caller's stop function disconnects it.
 */
export function watchPage(doc: Document, scan: () => void, throttleMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = 0;
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(
      () => {
        timer = null;
        last = Date.now();
        scan();
      },
      Math.max(0, last + throttleMs - Date.now()),
    );
  };
  const observer = new MutationObserver(schedule);
  scan();
  observer.observe(doc.body, { childList: true, subtree: true });
  const stopPackWatch = onPackChange(schedule);
  return () => {
    observer.disconnect();
    stopPackWatch();
    if (timer) clearTimeout(timer);
  };
}
