// @ts-check
/** Site figures: JavaScript each page ships (over the network) and Lighthouse on the landing page. */
import { chromium } from "@playwright/test";
import { JS_BUDGETS, measurePageScripts } from "../lib/site-weight.mjs";

/** The budgeted pages, then the interactive ones (reported, no budget). @type {[string, number | null][]} */
const PAGES = [
  ...JS_BUDGETS,
  ["/checkout/success", null],
  ["/login", null],
  ["/signup", null],
  ["/verify-email", null],
  ["/dashboard", null],
  ["/contact", null],
];

/** @param {{ baseUrl: string, chrome: string, args: string[], lighthouse: boolean }} o */
export async function benchSite(o) {
  const browser = await chromium.launch({ executablePath: o.chrome, args: o.args });
  /** @type {Record<string, unknown>[]} */
  const pages = [];
  for (const [path, budget] of PAGES) {
    const m = await measurePageScripts(browser, `${o.baseUrl}${path}`);
    pages.push({ path, ...m, budgetGzip: budget, withinBudget: budget === null ? null : m.gzip <= budget });
  }
  await browser.close();

  console.log("\nJavaScript shipped per page (over the network; gzip -9 of each file)");
  console.log("page                 files  inline       raw      gzip   budget");
  for (const p of pages) {
    const budget = p.budgetGzip === null ? "—" : `${Number(p.budgetGzip) / 1000} KB ${p.withinBudget ? "✓" : "✗"}`;
    console.log(
      `${String(p.path).padEnd(20)} ${String(p.files).padStart(5)} ${String(p.inline).padStart(7)} ${String(p.raw).padStart(9)} ${String(p.gzip).padStart(9)}   ${budget}`,
    );
  }
  /** @type {Record<string, unknown>} */
  const result = { pages };
  if (o.lighthouse) {
    const { default: lighthouse } = await import("lighthouse");
    const chrome = await chromium.launch({ executablePath: o.chrome, args: [...o.args, "--remote-debugging-port=9339"] });
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const run = await lighthouse(`${o.baseUrl}/`, { port: 9339, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      if (run) runs.push(run.lhr);
    }
    await chrome.close();
    const scores = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
    const lcp = runs.map((r) => Math.round(Number(r.audits["largest-contentful-paint"]?.numericValue ?? 0)));
    const tbt = runs.map((r) => Math.round(Number(r.audits["total-blocking-time"]?.numericValue ?? 0)));
    result.lighthouse = { page: "/", formFactor: "mobile", scores, lcpMs: lcp, tbtMs: tbt };
    console.log(`\nLighthouse (mobile, simulated throttling) on /: performance ${scores.join(", ")} · LCP ${lcp.join(", ")} ms · TBT ${tbt.join(", ")} ms`);
  }
  return result;
}
