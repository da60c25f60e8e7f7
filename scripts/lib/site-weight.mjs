// @ts-check
/**
 * JavaScript a page ships, measured over the network in Chromium: every script the page requests
 * before it navigates anywhere else (raw bytes, and gzip -9 as a CDN or proxy would serve it), plus
 * inline scripts. Gated pages that redirect a signed-out visitor count what they shipped until then.
 */
import { gzipSync } from "node:zlib";
import { SITE_PAGES, SITE_PATHS, visitPath } from "./site-pages.mjs";

/**
 * JavaScript budgets in gzip bytes, one per built page (scripts/lib/site-pages.mjs), at the path a browser
 * visits. The e2e suite enforces them; `npm run bench` reports against them.
 * @type {[string, number][]}
 */
export const JS_BUDGETS = SITE_PATHS.map((path) => [visitPath(path), SITE_PAGES[path].jsBudget]);

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 */
export async function measurePageScripts(browser, url) {
  const page = await browser.newPage();
  /** @type {Set<string>} */
  const scripts = new Set();
  let navigations = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  page.on("request", (request) => {
    if (request.resourceType() === "script" && navigations <= 1) scripts.add(request.url());
  });
  await page.goto(url, { waitUntil: "networkidle" });
  if (navigations <= 1) {
    // islands that hydrate on visibility load when scrolled to: include them, as a visitor would
    try {
      for (const island of await page.locator("astro-island").all()) {
        await island.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300); // the IntersectionObserver fires after the scroll
        await page.waitForLoadState("networkidle");
      }
    } catch (error) {
      // a page that sends a signed-out visitor on (/settings → /login) may do so while this runs, on a busy
      // machine after "networkidle": what it loaded before leaving is what it ships (the navigation's
      // event may come a moment after the error it caused)
      await page.waitForLoadState("domcontentloaded").catch(() => undefined);
      if (navigations <= 1 && !/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
  await page.close();
  const bodies = await Promise.all([...scripts].map(async (src) => Buffer.from(await (await fetch(src)).arrayBuffer())));
  // inline scripts as the server sent them: reading them from the page raced a redirect
  const html = await (await fetch(url)).text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  const chunks = [...bodies, ...inline.map((s) => Buffer.from(s))];
  const raw = chunks.reduce((n, b) => n + b.length, 0);
  const gzip = chunks.reduce((n, b) => n + (b.length ? gzipSync(b, { level: 9 }).length : 0), 0);
  return { files: bodies.length, inline: inline.length, raw, gzip };
}
