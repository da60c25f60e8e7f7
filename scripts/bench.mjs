// @ts-check
/**
 * npm run bench: performance figures, printed as a table and written to bench/results.json.
 * Builds the site, serves it from a real PocketBase on a free port and measures with Chromium.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { measurePageScripts } from "./lib/site-weight.mjs";
import { freePort, migrateUp, ROOT, startPocketBase, stopPocketBase } from "./lib/pocketbase.mjs";

const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** Pages and their JS budgets in gzip bytes (issue #3): landing 80 KB, non-interactive 10 KB. */
/** @type {[string, number | null][]} */
const PAGES = [
  ["/", 80_000],
  ["/privacy-policy", 10_000],
  ["/thank-you", 10_000],
  ["/checkout/failed", 10_000],
  ["/no-such-page", 10_000],
  ["/checkout/success", null],
  ["/login", null],
  ["/signup", null],
  ["/verify-email", null],
  ["/dashboard", null],
  ["/contact", null],
];

if (!existsSync(CHROME)) {
  console.error(`Chromium not found at ${CHROME}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
  process.exit(1);
}

console.log("Building the site…");
const build = spawnSync("npx", ["astro", "build", "--silent"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" } });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), "netlift-bench-"));
const port = await freePort();
const startedAt = Date.now();
await migrateUp(dataDir);
const pb = await startPocketBase({ dataDir, port });
const coldStartMs = Date.now() - startedAt;
/** @type {Record<string, unknown>} */
const results = { date: new Date().toISOString(), server: { coldStartToHealthyMs: coldStartMs } };

try {
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  /** @type {Record<string, unknown>[]} */
  const pages = [];
  for (const [path, budget] of PAGES) {
    const m = await measurePageScripts(browser, `${pb.url}${path}`);
    pages.push({ path, ...m, budgetGzip: budget, withinBudget: budget === null ? null : m.gzip <= budget });
  }
  await browser.close();
  results.siteJavaScript = pages;

  console.log("\nJavaScript shipped per page (over the network; gzip -9 of each file)");
  console.log("page                 files  inline       raw      gzip   budget");
  for (const p of pages) {
    const budget = p.budgetGzip === null ? "—" : `${Number(p.budgetGzip) / 1000} KB ${p.withinBudget ? "✓" : "✗"}`;
    console.log(
      `${String(p.path).padEnd(20)} ${String(p.files).padStart(5)} ${String(p.inline).padStart(7)} ${String(p.raw).padStart(9)} ${String(p.gzip).padStart(9)}   ${budget}`,
    );
  }

  if (!process.argv.includes("--no-lighthouse")) {
    const { default: lighthouse } = await import("lighthouse");
    const chrome = await chromium.launch({ executablePath: CHROME, args: [...ARGS, "--remote-debugging-port=9339"] });
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const result = await lighthouse(`${pb.url}/`, { port: 9339, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      if (result) runs.push(result.lhr);
    }
    await chrome.close();
    const scores = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
    const lcp = runs.map((r) => Math.round(Number(r.audits["largest-contentful-paint"]?.numericValue ?? 0)));
    const tbt = runs.map((r) => Math.round(Number(r.audits["total-blocking-time"]?.numericValue ?? 0)));
    results.lighthouse = { page: "/", formFactor: "mobile", scores, lcpMs: lcp, tbtMs: tbt };
    console.log(`\nLighthouse (mobile, simulated throttling) on /: performance ${scores.join(", ")} · LCP ${lcp.join(", ")} ms · TBT ${tbt.join(", ")} ms`);
  }
  console.log(`\nPocketBase cold start (migrate + serve) to healthy: ${coldStartMs} ms`);
} finally {
  await stopPocketBase(pb.child);
  rmSync(dataDir, { recursive: true, force: true });
}

mkdirSync(join(ROOT, "bench"), { recursive: true });
writeFileSync(join(ROOT, "bench/results.json"), JSON.stringify(results, null, 2));
console.log("\nWritten to bench/results.json");
