/**
 * axe-core in the page under test. axe-core's own `axe.run`, as @axe-core/playwright's legacy mode ran it, without
 * that wrapper's cost: it sent the unminified axe (1.3 MB) through the DevTools protocol twice for each check, to be
 * parsed and compiled again each time. Here the minified build goes once into each page (and each of its frames)
 * and stays there for the next check: 0.3 core-seconds less a check, about a quarter (2026-11-30).
 */
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The rules we hold our pages to: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type AxeWindow = { axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };

/**
 * axe-core in every frame of the page that has none yet; a child frame that cannot take it (gone, or navigating)
 * is left out, as axe leaves out frames of another origin.
 */
async function load(page: Page) {
  for (const frame of page.frames()) {
    try {
      const loaded = await frame.evaluate(() => typeof (window as unknown as AxeWindow).axe?.run === "function");
      if (loaded) continue;
      // axe in the page then asks the frames of its own origin only, as the wrapper's legacy mode had it
      await frame.evaluate(
        `${AXE_SOURCE}\n;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`,
      );
    } catch (error) {
      if (frame === page.mainFrame()) throw error;
    }
  }
}

/**
 * The WCAG rules' results on the page as it is now, within `include` (a selector) if given. `resultTypes`:
 * axe-core's speed option, which details only those results (the others keep one node each; every rule runs).
 */
export async function axeAudit(page: Page, options: { include?: string; resultTypes?: RunOptions["resultTypes"] } = {}) {
  await load(page);
  const run: RunOptions = {
    runOnly: { type: "tag", values: WCAG_TAGS },
    ...(options.resultTypes && { resultTypes: options.resultTypes }),
  };
  return page.evaluate(
    ({ include, run }) => (window as unknown as Required<AxeWindow>).axe.run(include ? { include: [include] } : document, run),
    { include: options.include ?? null, run },
  );
}

/** No serious or critical violation of the WCAG rules on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await axeAudit(page, { resultTypes: ["violations"] });
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
