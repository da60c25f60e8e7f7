// @ts-check
/**
 * sitemap.xml and robots.txt for the built site (an Astro integration, astro.config.mjs). Which pages are
 * public is read from the pages themselves: a page whose HTML says `<meta name="robots" content="noindex">`
 * (the account pages, the dashboard, the checkout results: src/layouts/Base.astro's `noindex`) is left out of
 * the sitemap and kept from crawlers in robots.txt, with the API and the admin UI; the 404 page is neither.
 * URLs are absolute, on Astro's `site` (the public origin, APP_URL at build time).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Paths of the origin that are never pages for crawlers: PocketBase's API and its admin UI. */
export const PRIVATE_PREFIXES = ["/api/", "/_/"];

/** Whether a page asks not to be indexed. */
export function isNoindex(/** @type {string} */ html) {
  return /<meta\s+name=["']?robots["']?\s+content=["'][^"']*\bnoindex\b/i.test(html);
}

/** A page's path as the site links it: "/" or "/contact" (no trailing slash). */
export function pagePath(/** @type {string} */ pathname) {
  const path = `/${pathname}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
  return path === "/index" ? "/" : path;
}

const escapeXml = (/** @type {string} */ s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The sitemap of `paths` on `site`. */
export function sitemapXml(/** @type {string} */ site, /** @type {string[]} */ paths) {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, site).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled but `disallowed` (path prefixes); where the sitemap is. */
export function robotsTxt(/** @type {string} */ site, /** @type {string[]} */ disallowed) {
  const lines = [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${new URL("/sitemap.xml", site).href}`,
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * Sorts the built pages into public (sitemap) and private (robots.txt Disallow) by their HTML.
 * @param {string} dir the build's output folder
 * @param {string[]} pathnames Astro's page pathnames ("", "contact/", "checkout/success/", "404/")
 */
export function classifyPages(dir, pathnames) {
  /** @type {string[]} */
  const publicPaths = [];
  /** @type {string[]} */
  const privatePaths = [];
  for (const pathname of pathnames) {
    const path = pagePath(pathname);
    if (path === "/404") continue;
    const file = [join(dir, pathname, "index.html"), join(dir, `${pathname.replace(/\/$/, "")}.html`)].find(existsSync);
    if (!file) continue;
    (isNoindex(readFileSync(file, "utf8")) ? privatePaths : publicPaths).push(path);
  }
  const byPath = (/** @type {string} */ a, /** @type {string} */ b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b));
  return { publicPaths: publicPaths.sort(byPath), privatePaths: privatePaths.sort(byPath) };
}

/** @returns {import("astro").AstroIntegration} */
export function seoFiles() {
  let site = "";
  return {
    name: "netlift:seo-files",
    hooks: {
      "astro:config:done": ({ config }) => {
        site = config.site ?? "";
      },
      "astro:build:done": ({ dir, pages, logger }) => {
        if (!site) throw new Error("seo-files: Astro's `site` is not set (astro.config.mjs)");
        const out = fileURLToPath(dir);
        const { publicPaths, privatePaths } = classifyPages(
          out,
          pages.map((p) => p.pathname),
        );
        writeFileSync(join(out, "sitemap.xml"), sitemapXml(site, publicPaths));
        writeFileSync(join(out, "robots.txt"), robotsTxt(site, [...PRIVATE_PREFIXES, ...privatePaths]));
        logger.info(
          `sitemap.xml (${publicPaths.length} public pages on ${site}) and robots.txt (${privatePaths.length} pages kept from crawlers)`,
        );
      },
    },
  };
}
