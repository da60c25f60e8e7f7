/** Which LinkedIn page the user is on, from its URL (falling back to the canonical link for /preload/ pages). */
import { PAGES, type PageType, type RouteMatch } from "../../src/core/page-kinds";
import { packRoutes, perPack } from "./shared/pack";

export type { RouteMatch } from "../../src/core/page-kinds";

/** A route family (how it matches: src/core/page-kinds.ts) and the page kind it belongs to. */
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

/**
 * LinkedIn's pages by family, from the pack in force (`pages.<type>.routes`), page kind by page kind: a
 * route LinkedIn moves is fixed by publishing a pack. The bundled pack's routes are the catalogue's
 * (src/core/page-kinds.ts packRoute, written into the pack by `npm run codegen`).
 */
export const routeFamilies = perPack((): readonly RouteFamily[] =>
  PAGES.flatMap((type) => packRoutes(type).map((route) => routeFamily(route, type))),
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
