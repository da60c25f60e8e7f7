// @ts-check
/** Builds the site (dist/) and the extension (extension/build/chrome-mv3-prod + zip), in parallel. */
import { spawn } from "node:child_process";
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

export const EXTENSION_BUILD = join(ROOT, "extension/build/chrome-mv3-prod");
/** The Chrome Web Store zip of the production build. */
export const EXTENSION_ZIP = `${EXTENSION_BUILD}.zip`;

/** @param {Record<string, string>} env must carry PLASMO_PUBLIC_API_URL */
export function buildExtension(env) {
  return run(`extension (API ${env.PLASMO_PUBLIC_API_URL})`, ["run", "build:extension"], { ...process.env, ...env });
}

/** @param {Record<string, string>} env must carry PLASMO_PUBLIC_API_URL */
export async function buildAll(env) {
  await Promise.all([run("site", ["run", "build:site"], { ...process.env, ...env }), buildExtension(env)]);
}
