/** Which LinkedIn page the user is on, from its URL (falling back to the canonical link for /preload/ pages). */
import type { PageType } from "../../src/core/plans";
import { packRoutes, perPack } from "./shared/pack";

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
  type: PageType;
}

/**
 * A route of the extraction pack as a family: "/feed/**" a tree, "/in/*" below, "/jobs/search*" a prefix,
 * "/jobs" exact. LinkedIn moves pages within a family (the home feed to /feed/foryou/, job search to
 * /jobs/search-results/) more often than it makes new families, so the pack names families, not paths.
 */
export function routeFamily(route: string, type: PageType): RouteFamily {
  if (route.endsWith("/**")) return { path: route.slice(0, -3), match: "tree", type };
  if (route.endsWith("/*")) return { path: route.slice(0, -2), match: "below", type };
  if (route.endsWith("*")) return { path: route.slice(0, -1), match: "prefix", type };
  return { path: route.replace(/\/$/, ""), match: "exact", type };
}

const PAGE_TYPES: readonly PageType[] = ["feed", "messages", "profile", "jobs"];

/** LinkedIn's pages by family, from the pack in force (`pages.<type>.routes`), page type by page type. */
export const routeFamilies = perPack((): readonly RouteFamily[] =>
  PAGE_TYPES.flatMap((type) => packRoutes(type).map((route) => routeFamily(route, type))),
);

function inFamily(pathname: string, family: { path: string; match: RouteMatch }): boolean {
  const { path, match } = family;
  if (match === "prefix") return pathname.startsWith(path);
  if (match === "exact") return pathname === path || pathname === `${path}/`;
  if (match === "tree" && (pathname === path || pathname === `${path}/`)) return true;
  // below: at least one more segment ("/in/" alone names nobody)
  return pathname.startsWith(`${path}/`) && pathname.length > path.length + 1;
}

export function pageTypeOfPath(pathname: string): PageType | null {
  return routeFamilies().find((family) => inFamily(pathname, family))?.type ?? null;
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
