/** Which LinkedIn page the user is on, from its URL (falling back to the canonical link for /preload/ pages). */
import type { PageType } from "../../src/core/plans";

/**
 * How a route family matches a path:
 * - "tree": the path itself and everything below it ("/feed" → /feed, /feed/, /feed/foryou/, /feed/update/…);
 * - "below": only what is below it ("/in" → /in/<slug>/…, not /in/ alone);
 * - "prefix": every path that starts with it ("/jobs/search" → /jobs/search/, /jobs/search-results/);
 * - "exact": the path itself, with or without its trailing slash.
 */
export type RouteMatch = "tree" | "below" | "prefix" | "exact";

/**
 * LinkedIn's pages by family, not by exact path: LinkedIn moves pages within a family (the home feed to
 * /feed/foryou/, job search to /jobs/search-results/) more often than it makes new families. Names only,
 * as data (the extraction pack of issue #29 carries them); the matching is `inFamily`'s.
 */
export const ROUTE_FAMILIES: readonly { path: string; match: RouteMatch; type: PageType }[] = [
  { path: "/feed", match: "tree", type: "feed" },
  { path: "/messaging", match: "tree", type: "messages" },
  { path: "/in", match: "below", type: "profile" },
  // the classic search, and the AI job search it now redirects to (/jobs/search-results/)
  { path: "/jobs/search", match: "prefix", type: "jobs" },
  { path: "/jobs/collections", match: "tree", type: "jobs" },
  { path: "/jobs/view", match: "below", type: "jobs" },
  { path: "/jobs", match: "exact", type: "jobs" },
];

function inFamily(pathname: string, family: { path: string; match: RouteMatch }): boolean {
  const { path, match } = family;
  if (match === "prefix") return pathname.startsWith(path);
  if (match === "exact") return pathname === path || pathname === `${path}/`;
  if (match === "tree" && (pathname === path || pathname === `${path}/`)) return true;
  // below: at least one more segment ("/in/" alone names nobody)
  return pathname.startsWith(`${path}/`) && pathname.length > path.length + 1;
}

export function pageTypeOfPath(pathname: string): PageType | null {
  return ROUTE_FAMILIES.find((family) => inFamily(pathname, family))?.type ?? null;
}

/**
 * The page type of a LinkedIn URL. LinkedIn sometimes serves pages under /preload/…; then the
 * document's canonical link names the real page.
 */
export function detectPageType(url: string, doc?: Document): PageType | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!/(^|\.)linkedin\.com$/.test(parsed.hostname)) return null;
  const direct = pageTypeOfPath(parsed.pathname);
  if (direct) return direct;
  const canonical = doc?.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (canonical && canonical !== url) {
    try {
      return pageTypeOfPath(new URL(canonical, url).pathname);
    } catch {
      return null;
    }
  }
  return null;
}
