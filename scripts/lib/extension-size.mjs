// @ts-check
/**
 * The extension's bundles and their size budgets, in gzipped bytes (level 9), as size-limit keeps Preact's and
 * Nano Stores': `npm test` fails past a budget (tests/integration/extension-size.test.ts), `npm run bench`
 * prints each beside its budget.
 *
 * The content script is parsed on every LinkedIn page load, so its budget is the one that matters (issue #41:
 * it was 80 KB, then 101, then 157–212; 91 KB since it renders with Preact, is built with scope hoisting and
 * holds English only). The popup's and the worker's keep the room they have today from being spent unnoticed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** @typedef {"content script" | "popup" | "background worker"} Bundle */

/** @type {Record<Bundle, number>} */
export const EXTENSION_BUDGETS = {
  "content script": 110_000,
  popup: 70_000,
  "background worker": 90_000,
};

/**
 * Each bundle of the built extension at `buildDir`, found through its manifest (and the popup's page), with its
 * raw and gzipped bytes and its budget.
 * @param {string} buildDir
 */
export function extensionBundles(buildDir) {
  const manifest = JSON.parse(readFileSync(join(buildDir, "manifest.json"), "utf8"));
  /** @type {[Bundle, string][]} */
  const files = [
    ...(manifest.content_scripts ?? []).flatMap((/** @type {{ js?: string[] }} */ script) =>
      (script.js ?? []).map((file) => /** @type {[Bundle, string]} */ (["content script", file])),
    ),
    ...popupScripts(buildDir, manifest.action?.default_popup).map((file) => /** @type {[Bundle, string]} */ (["popup", file])),
    ["background worker", manifest.background?.service_worker ?? manifest.background?.scripts?.[0]],
  ];
  return files.map(([bundle, file]) => {
    if (!file) throw new Error(`${buildDir}/manifest.json names no file for the ${bundle}`);
    const bytes = readFileSync(join(buildDir, file));
    return { bundle, file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, budget: EXTENSION_BUDGETS[bundle] };
  });
}

/**
 * The scripts the popup's page loads.
 * @param {string} buildDir
 * @param {string | undefined} page
 */
function popupScripts(buildDir, page) {
  if (!page) throw new Error(`${buildDir}/manifest.json has no popup`);
  const html = readFileSync(join(buildDir, page), "utf8");
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+)"/g)].map((m) => /** @type {string} */ (m[1]));
}
