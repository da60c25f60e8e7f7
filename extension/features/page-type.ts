/** Which LinkedIn page the user is on, from its URL (falling back to the canonical link for /preload/ pages). */
import type { PageType } from "../../src/core/plans";

const RULES: [RegExp, PageType][] = [
  [/^\/feed(\/|$)/, "feed"],
  [/^\/messaging(\/|$)/, "messages"],
  [/^\/in\/[^/]+\/?/, "profile"],
  [/^\/jobs\/(view|search|collections)(\/|$)/, "jobs"],
  [/^\/jobs\/?$/, "jobs"],
];

export function pageTypeOfPath(pathname: string): PageType | null {
  for (const [pattern, type] of RULES) if (pattern.test(pathname)) return type;
  return null;
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
