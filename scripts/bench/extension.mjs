// @ts-check
/**
 * Extension figures: bytes of each bundle (raw, gzip), and on the feed capture (served at
 * https://www.linkedin.com) the time from a post element appearing to its action being injected,
 * and the long tasks while scrolling, with and without the extension.
 */
import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildTaggedExtension } from "../lib/build.mjs";
import { extensionBundles } from "../lib/extension-size.mjs";
import { linkedinArgs, startLinkedInServer } from "../lib/linkedin-server.mjs";
import { ROOT } from "../lib/pocketbase.mjs";

const BUILD = join(ROOT, "extension/build/chrome-mv3-bench");

/** In the page: clone posts in, one at a time, and time until our action is inside each. */
const MEASURE_INJECTION = async (/** @type {number} */ count) => {
  const template = document.querySelector(".feed-shared-update-v2[data-urn]");
  if (!template?.parentElement) throw new Error("no post to clone");
  const times = [];
  for (let i = 0; i < count; i++) {
    const post = /** @type {HTMLElement} */ (template.cloneNode(true));
    post.querySelectorAll("[data-netlift]").forEach((h) => h.remove());
    post.setAttribute("data-urn", `urn:li:activity:bench${i}`);
    const injected = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (post.querySelector("[data-netlift]")) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(post, { childList: true, subtree: true });
    });
    const t0 = performance.now();
    template.parentElement.append(post);
    const t1 = /** @type {number} */ (await injected);
    times.push(t1 - t0);
    await new Promise((r) => setTimeout(r, 60));
  }
  return times;
};

/** In the page: scroll the feed top to bottom and back; return the long tasks seen. */
const SCROLL_AND_COLLECT = async () => {
  const tasks = /** @type {number[]} */ ([]);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: false });
  const step = 400;
  for (let y = 0; y < document.body.scrollHeight; y += step) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 16));
  }
  for (let y = document.body.scrollHeight; y > 0; y -= step) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 16));
  }
  await new Promise((r) => setTimeout(r, 300));
  return tasks;
};

/** @param {{ apiUrl: string, chrome: string, args: string[] }} o */
export async function benchExtension(o) {
  buildTaggedExtension("bench", o.apiUrl);
  const sizes = extensionBundles(BUILD);
  const linkedin = await startLinkedInServer();
  const pct = (/** @type {number[]} */ xs, /** @type {number} */ p) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

  /** @param {boolean} withExtension */
  async function session(withExtension) {
    const dir = mkdtempSync(join(tmpdir(), "netlift-bench-chromium-"));
    const extensionArgs = withExtension ? [`--disable-extensions-except=${BUILD}`, `--load-extension=${BUILD}`] : [];
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: o.chrome,
      headless: true,
      args: [...o.args, ...extensionArgs, ...linkedinArgs(linkedin.port)],
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      await page.goto("https://www.linkedin.com/feed/", { waitUntil: "load" });
      if (withExtension) await page.locator("[data-netlift]").first().waitFor({ state: "attached" });
      await page.waitForTimeout(500);
      const longTasks = await page.evaluate(SCROLL_AND_COLLECT);
      const injection = withExtension ? await page.evaluate(MEASURE_INJECTION, 20) : [];
      return { longTasks, injection };
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const withExt = await session(true);
  const without = await session(false);
  await linkedin.close();

  const result = {
    bundles: sizes,
    injectionMs: {
      samples: withExt.injection.length,
      p50: Number(pct(withExt.injection, 50).toFixed(1)),
      max: Number(Math.max(...withExt.injection).toFixed(1)),
    },
    longTasksWhileScrolling: {
      withExtension: { count: withExt.longTasks.length, maxMs: Math.round(Math.max(0, ...withExt.longTasks)) },
      withoutExtension: { count: without.longTasks.length, maxMs: Math.round(Math.max(0, ...without.longTasks)) },
    },
  };
  console.log("\nExtension bundles (production build)");
  console.log("bundle              file                               raw      gzip    budget (gzip)");
  for (const row of sizes)
    console.log(
      `${row.bundle.padEnd(19)} ${row.file.padEnd(30)} ${String(row.raw).padStart(8)} ${String(row.gzip).padStart(9)} ${String(row.budget).padStart(9)}${row.gzip > row.budget ? "  OVER BUDGET" : ""}`,
    );
  console.log(
    `Feed capture: action injected ${result.injectionMs.p50} ms (p50), ${result.injectionMs.max} ms (max) after a post appears (target < 50 ms)`,
  );
  console.log(
    `Long tasks (> 50 ms) while scrolling the feed: ${result.longTasksWhileScrolling.withExtension.count} with the extension ` +
      `(max ${result.longTasksWhileScrolling.withExtension.maxMs} ms), ${result.longTasksWhileScrolling.withoutExtension.count} without ` +
      `(max ${result.longTasksWhileScrolling.withoutExtension.maxMs} ms)`,
  );
  return result;
}
