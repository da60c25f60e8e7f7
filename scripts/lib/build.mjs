// @ts-check
/**
 * Builds the site (dist/) and the extension (extension/build/chrome-mv3-prod + zip; with `firefox`,
 * extension/build/firefox-mv3-prod + zip too). The site and the extension build in parallel; the two
 * extension targets one after the other: Plasmo writes its generated entries to the one .plasmo/ folder.
 */
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./pocketbase.mjs";

/**
 * @param {string} label
 * @param {string[]} args npm arguments
 * @param {NodeJS.ProcessEnv} env
 */
function run(label, args, env) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn("npm", args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.once("exit", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`  ✓ ${label} built in ${seconds} s`);
        resolve(Number(seconds));
      } else reject(new Error(`${label} build failed (exit ${code}):\n${output}`));
    });
  });
}

/**
 * `npx` arguments of every extension build (npm test's, the release's, the bench's, the demos'): Plasmo's
 * `--hoist` turns on the bundler's scope hoisting, which drops the exports nothing imports (the content script:
 * 212 KB gzipped without, 183 KB with, before Preact; docs/extension.md).
 * @param {string[]} extra
 */
export const plasmoBuild = (...extra) => ["plasmo", "build", "--hoist", ...extra];

/**
 * The environment every extension build adds: Plasmo's bundler (Parcel) without its worker processes, each of which
 * loads every transformer again for a bundle this size. The same files, byte for byte; on two cores a build
 * took 5.5–6.0 s and 7.5–8.0 core-seconds instead of 7.6–8.9 s and 10.2–10.9 (2026-12-01).
 */
export const PLASMO_ENV = { PARCEL_WORKERS: "0" };

/**
 * A Chrome build of the extension in extension/build/chrome-mv3-<tag>, pointed at `apiUrl` (the bench's and the
 * demo recordings'); throws when Plasmo fails.
 * @param {string} tag
 * @param {string} apiUrl
 */
export function buildTaggedExtension(tag, apiUrl) {
  const build = spawnSync("npx", plasmoBuild(`--tag=${tag}`), {
    cwd: join(ROOT, "extension"),
    env: { ...process.env, ...PLASMO_ENV, PLASMO_PUBLIC_API_URL: apiUrl },
    stdio: "ignore",
  });
  if (build.status !== 0) throw new Error("extension build failed");
}

export const EXTENSION_BUILD = join(ROOT, "extension/build/chrome-mv3-prod");
/** The Chrome Web Store zip of the production build (Edge installs the same package). */
export const EXTENSION_ZIP = `${EXTENSION_BUILD}.zip`;
export const FIREFOX_BUILD = join(ROOT, "extension/build/firefox-mv3-prod");
/** The Firefox Add-ons (AMO) zip: Plasmo's firefox-mv3 target, with the add-on id and data_collection_permissions. */
export const FIREFOX_ZIP = `${FIREFOX_BUILD}.zip`;

/**
 * The Firefox manifest's host permission for the API: its scheme and host, any port. Firefox's match
 * patterns do not match a URL by its port (`http://127.0.0.1:8090/*` matches nothing, so every call to
 * the API would be refused as cross-origin); a host without a port matches every port. Production
 * origins (https, default port) read the same either way.
 * @param {string} apiUrl
 */
export function firefoxApiMatch(apiUrl) {
  const url = new URL(apiUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

/**
 * The environment of a Firefox build (extension/package.json's manifest.overrides.firefox reads
 * PLASMO_FIREFOX_API_MATCH).
 * @param {Record<string, string | undefined>} env must carry PLASMO_PUBLIC_API_URL
 */
export function firefoxBuildEnv(env) {
  return { ...env, PLASMO_FIREFOX_API_MATCH: firefoxApiMatch(env.PLASMO_PUBLIC_API_URL ?? "http://127.0.0.1:8090") };
}

/**
 * @param {Record<string, string>} env must carry PLASMO_PUBLIC_API_URL
 * @param {{ firefox?: boolean }} [options] `firefox`: the Firefox package too
 */
export async function buildExtension(env, options = {}) {
  const childEnv = { ...process.env, ...PLASMO_ENV, ...env };
  await run(`extension (API ${env.PLASMO_PUBLIC_API_URL})`, ["run", "build", "--workspace", "extension"], childEnv);
  if (options.firefox) {
    await run(
      `Firefox extension (API ${env.PLASMO_PUBLIC_API_URL})`,
      ["run", "build:firefox", "--workspace", "extension"],
      firefoxBuildEnv(childEnv),
    );
  }
}

/** @param {Record<string, string>} env */
export async function buildSite(env) {
  await run("site", ["run", "build:site"], { ...process.env, ...env });
}

/**
 * @param {Record<string, string>} env must carry PLASMO_PUBLIC_API_URL
 * @param {{ firefox?: boolean }} [options] `firefox`: the Firefox package too (`npm run build`, `npm run package`; `npm start` needs Chrome's only)
 */
export async function buildAll(env, options = {}) {
  await Promise.all([buildSite(env), buildExtension(env, options)]);
}
