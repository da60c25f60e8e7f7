/**
 * The catalogue of page kinds: every LinkedIn page the assistant helps on, with its route families, its
 * plan rule and its label. `PageType`, `PAGES`, each plan's pages and the messages that list the pages
 * are derived from it; the extension's features register against it (extension/features/registry.ts),
 * the tasks name it (./tasks.ts). A new page kind starts here.
 */

/**
 * How a route family matches a path:
 * - "tree": the path itself and everything below it ("/feed" → /feed, /feed/, /feed/foryou/, /feed/update/…);
 * - "below": only what is below it ("/in" → /in/<slug>/…, not /in/ alone);
 * - "prefix": every path that starts with it ("/jobs/search" → /jobs/search/, /jobs/search-results/);
 * - "exact": the path itself, with or without its trailing slash.
 */
export type RouteMatch = "tree" | "below" | "prefix" | "exact";

export interface RouteFamily {
  path: string;
  match: RouteMatch;
}

export interface PageKind {
  /** the least plan whose users may use its helpers: "free" (every plan) or "pro" */
  plan: "free" | "pro";
  /** the page kind in a sentence ("Netlift helps on LinkedIn's feed, … and job postings": English's words, extension/features/shared/i18n/en.ts `pages`) */
  label: string;
  /**
   * LinkedIn's pages by family, not by exact path: LinkedIn moves pages within a family (the home feed
   * to /feed/foryou/, job search to /jobs/search-results/) more often than it makes new families.
   */
  routes: readonly RouteFamily[];
}

export const PAGE_KINDS = {
  feed: { plan: "pro", label: "feed", routes: [{ path: "/feed", match: "tree" }] },
  messages: { plan: "pro", label: "messages", routes: [{ path: "/messaging", match: "tree" }] },
  profile: { plan: "free", label: "profiles", routes: [{ path: "/in", match: "below" }] },
  jobs: {
    plan: "free",
    label: "job postings",
    routes: [
      // the classic search, and the AI job search it now redirects to (/jobs/search-results/)
      { path: "/jobs/search", match: "prefix" },
      { path: "/jobs/collections", match: "tree" },
      { path: "/jobs/view", match: "below" },
      { path: "/jobs", match: "exact" },
    ],
  },
} as const satisfies Record<string, PageKind>;

export type PageType = keyof typeof PAGE_KINDS;

/**
 * A route family as the extraction pack writes it: "/feed/**" a tree, "/in/*" below, "/jobs/search*" a
 * prefix, "/jobs" exact. The bundled pack's routes are the catalogue's, written by `npm run codegen`
 * (a unit test fails when they differ); a published pack may move them without a release.
 */
export function packRoute(family: RouteFamily): string {
  if (family.match === "tree") return `${family.path}/**`;
  if (family.match === "below") return `${family.path}/*`;
  if (family.match === "prefix") return `${family.path}*`;
  return family.path;
}

/** The page kinds, in the catalogue's order. */
export const PAGES = Object.keys(PAGE_KINDS) as PageType[];

export function isPageType(value: unknown): value is PageType {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(PAGE_KINDS, value);
}
