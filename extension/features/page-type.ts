/** Which LinkedIn page the user is on, from its URL (falling back to the canonical link for /preload/ pages). */
import { PAGE_KINDS, PAGES, type PageType, type RouteFamily } from "../../src/core/page-kinds";

export type { RouteMatch } from "../../src/core/page-kinds";

/**
 * LinkedIn's pages by family, each page kind's (the catalogue's routes, in its order). Names only, as
 * data (the extraction pack of issue #29 carries them); the matching is `inFamily`'s.
 */
export const ROUTE_FAMILIES: readonly (RouteFamily & { type: PageType })[] = PAGES.flatMap((type) =>
  PAGE_KINDS[type].routes.map((family) => ({ ...family, type })),
);

function inFamily(pathname: string, family: RouteFamily): boolean {
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
