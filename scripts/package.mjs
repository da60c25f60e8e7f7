// @ts-check
/**
 * npm run package: the release bundle release/netlift-linux-amd64.tar.gz. It unpacks to one folder,
 * netlift/, that runs with no Node and no node_modules:
 *   pocketbase            the PocketBase 0.22.20 binary (linux-amd64)
 *   pb_hooks/ pb_migrations/
 *   public/               the built site
 *   netlift-extension.zip the extension, for the Chrome Web Store and Edge (its API origin: APP_URL at packaging)
 *   netlift-extension-firefox.zip the same, for Firefox Add-ons
 *   start.sh              reads .env, applies the migrations, serves site + API
 *   .env.example, README.md for operators
 * Builds the site and the extension first (APP_URL / PLASMO_PUBLIC_API_URL from the environment or
 * .env, as `npm run build`). `--skip-site-build` packs the dist/ that is there (the tests: other tests
 * serve that dist/ meanwhile). `--out=<dir>` writes the tarball elsewhere.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildExtension, buildSite, EXTENSION_ZIP, FIREFOX_ZIP } from "./lib/build.mjs";
import { loadEnv } from "./lib/env.mjs";
import { DIST_DIR, HOOKS_DIR, MIGRATIONS_DIR, pocketbaseBinary, ROOT } from "./lib/pocketbase.mjs";

export const BUNDLE_NAME = "netlift-linux-amd64.tar.gz";

/**
 * Builds (unless told not to) and packs the bundle; returns the tarball's path. `extensionZips`: the extension's
 * two store zips as built already, packed instead of building them (the release test packs the ones `npm test`
 * built for its other tests: two Plasmo builds fewer, about 24 s of a core).
 * @param {{ skipSiteBuild?: boolean, extensionZips?: { chrome: string, firefox: string }, outDir?: string, env?: Record<string, string> }} [options]
 */
export async function packageRelease(options = {}) {
  const env = options.env ?? loadEnv();
  const zips = options.extensionZips ?? { chrome: EXTENSION_ZIP, firefox: FIREFOX_ZIP };
  await Promise.all([
    options.skipSiteBuild ? undefined : buildSite(env),
    options.extensionZips ? undefined : buildExtension(env, { firefox: true }),
  ]);
  const built = /** @type {const} */ ([
    ["site", join(DIST_DIR, "index.html")],
    ["extension zip", zips.chrome],
    ["Firefox extension zip", zips.firefox],
  ]);
  for (const [what, path] of built) {
    if (!existsSync(path)) throw new Error(`The ${what} is missing (${path}): the build did not make it.`);
  }

  const staging = mkdtempSync(join(tmpdir(), "netlift-package-"));
  try {
    const top = join(staging, "netlift");
    mkdirSync(top);
    copyFileSync(pocketbaseBinary(), join(top, "pocketbase"));
    chmodSync(join(top, "pocketbase"), 0o755);
    cpSync(HOOKS_DIR, join(top, "pb_hooks"), { recursive: true, filter: (src) => !src.endsWith("types.d.ts") });
    cpSync(MIGRATIONS_DIR, join(top, "pb_migrations"), { recursive: true });
    cpSync(DIST_DIR, join(top, "public"), { recursive: true });
    copyFileSync(zips.chrome, join(top, "netlift-extension.zip"));
    copyFileSync(zips.firefox, join(top, "netlift-extension-firefox.zip"));
    copyFileSync(join(ROOT, "pocketbase/start.sh"), join(top, "start.sh"));
    chmodSync(join(top, "start.sh"), 0o755);
    copyFileSync(join(ROOT, "pocketbase/release/README.md"), join(top, "README.md"));
    copyFileSync(join(ROOT, ".env.example"), join(top, ".env.example"));

    const outDir = options.outDir ?? join(ROOT, "release");
    mkdirSync(outDir, { recursive: true });
    const tarball = join(outDir, BUNDLE_NAME);
    rmSync(tarball, { force: true });
    const tar = spawnSync("tar", ["-czf", tarball, "--owner=0", "--group=0", "-C", staging, "netlift"], { stdio: "inherit" });
    if (tar.status !== 0) throw new Error(`tar failed (exit ${tar.status})`);
    return tarball;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outArg = process.argv.find((a) => a.startsWith("--out="));
  try {
    const tarball = await packageRelease({ skipSiteBuild: process.argv.includes("--skip-site-build"), outDir: outArg?.slice(6) });
    console.log(
      `\nRelease bundle: ${tarball}\nUnpack it on the server (tar -xzf), copy .env.example to .env, set it up, run ./netlift/start.sh.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
