/**
 * One list of the site's pages (scripts/lib/site-pages.mjs) that the accessibility, SEO and JavaScript
 * budget checks all read: a page added to src/pages/ and not to the list fails here.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { PRIVATE_PAGES, PUBLIC_PAGES, SITE_PATHS, sourcePagePath, visitPath } from "../../scripts/lib/site-pages.mjs";
import { JS_BUDGETS } from "../../scripts/lib/site-weight.mjs";

const PAGES_DIR = join(__dirname, "../../src/pages");
const sourcePages = readdirSync(PAGES_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(astro|md|mdx|html)$/.test(file))
  .map(sourcePagePath);

describe("the site's pages", () => {
  it("names a file of src/pages/ by the path it builds", () => {
    expect(sourcePagePath("index.astro")).toBe("/");
    expect(sourcePagePath("checkout/success.astro")).toBe("/checkout/success");
    expect(sourcePagePath("404.astro")).toBe("/404");
  });

  it("lists every page that src/pages/ builds, and no other", () => {
    expect(sourcePages.length).toBeGreaterThan(10);
    expect([...SITE_PATHS].sort()).toEqual([...sourcePages].sort());
  });

  it("gives each of them a JavaScript budget, at the path a browser visits", () => {
    expect(JS_BUDGETS.map(([path]) => path).sort()).toEqual(SITE_PATHS.map(visitPath).sort());
    for (const [path, budget] of JS_BUDGETS) expect(budget, path).toBeGreaterThan(0);
  });

  it("sorts each of them into indexed or not, the 404 page into neither", () => {
    expect([...PUBLIC_PAGES, ...PRIVATE_PAGES, "/404"].sort()).toEqual([...SITE_PATHS].sort());
    expect(PUBLIC_PAGES).toEqual(["/", "/contact", "/privacy-policy"]);
  });
});
