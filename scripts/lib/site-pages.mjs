// @ts-check
/**
 * Every page the site builds (one per file in src/pages/), with what the site's checks need of it:
 * whether search engines may index it (the SEO test, sitemap.xml and robots.txt agree with the page's own
 * robots tag), and its JavaScript budget in gzip bytes (the e2e suite enforces it; `npm run bench`
 * reports against it). The accessibility test keys its targets by these paths, so the compiler points at a
 * page it does not check; tests/unit/site-pages.test.ts fails when src/pages/ and this list disagree.
 *
 * Budgets (issues #3, #17, #32): the landing page 80 KB; a page with nothing interactive 10 KB; a page
 * with an account island (React, the PocketBase SDK and the island) 90 KB (measured on 2026-11-27: 75–86 KB;
 * /checkout/success, a page script only: 1 KB). "/404" is served for any
 * unknown path.
 */
export const SITE_PAGES = /** @type {const} */ ({
  "/": { index: true, jsBudget: 80_000 },
  "/contact": { index: true, jsBudget: 90_000 },
  "/privacy-policy": { index: true, jsBudget: 10_000 },
  "/login": { index: false, jsBudget: 90_000 },
  "/signup": { index: false, jsBudget: 90_000 },
  "/verify-email": { index: false, jsBudget: 90_000 },
  "/dashboard": { index: false, jsBudget: 90_000 },
  "/settings": { index: false, jsBudget: 90_000 },
  "/forgot-password": { index: false, jsBudget: 90_000 },
  "/reset-password": { index: false, jsBudget: 90_000 },
  "/confirm-email-change": { index: false, jsBudget: 90_000 },
  "/checkout/success": { index: false, jsBudget: 10_000 },
  "/checkout/failed": { index: false, jsBudget: 10_000 },
  "/thank-you": { index: false, jsBudget: 10_000 },
  "/404": { index: false, jsBudget: 10_000 },
});

/** @typedef {keyof typeof SITE_PAGES} SitePath */

/** @type {SitePath[]} */
export const SITE_PATHS = /** @type {SitePath[]} */ (Object.keys(SITE_PAGES));

/** Where a browser sees the page: the 404 page at any unknown path. */
export const visitPath = (/** @type {SitePath} */ path) => (path === "/404" ? "/no-such-page" : path);

/** The pages search engines may index, and those they may not (the 404 page is neither). */
export const PUBLIC_PAGES = SITE_PATHS.filter((p) => SITE_PAGES[p].index);
export const PRIVATE_PAGES = SITE_PATHS.filter((p) => !SITE_PAGES[p].index && p !== "/404");

/** The site path a file of src/pages/ builds: index.astro → "/", checkout/success.astro → "/checkout/success". */
export function sourcePagePath(/** @type {string} */ file) {
  const path = `/${file.replace(/\\/g, "/").replace(/\.(astro|md|mdx|html)$/, "")}`.replace(/\/index$/, "");
  return path || "/";
}
