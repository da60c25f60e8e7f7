// @ts-check
/**
 * A throwaway PocketBase whose only hook times code in PocketBase's own JS engine (goja), with the hooks'
 * copy of src/core beside it (`require(__hooks + "/core.js")`): the benchmarks of the answer reviews
 * (./tells.mjs, ./proofread.mjs) run there, since that engine, not Node's, is where the server runs them.
 */
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, HOOKS_DIR, pocketbaseBinary, stopProcess } from "../lib/pocketbase.mjs";

/**
 * Starts PocketBase with `hook` (a pb.js source) as its only hook and gives `use` a `get(path)` that answers
 * once the server listens (a refused connection is retried every 100 ms, 100 times at most), and a `peakMiB()`
 * of the server's memory; stops the server and removes its folder afterwards.
 * @template T
 * @param {string} name the benchmark's name (its temporary folder's)
 * @param {string} hook
 * @param {NodeJS.ProcessEnv} env the server's environment
 * @param {(server: { get: (path: string) => Promise<Response>, peakMiB: () => number | null }) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withTimingHook(name, hook, env, use) {
  const dir = mkdtempSync(join(tmpdir(), `netlift-bench-${name}-`));
  const hooks = join(dir, "hooks");
  mkdirSync(hooks);
  copyFileSync(join(HOOKS_DIR, "lib/core.js"), join(hooks, "core.js"));
  writeFileSync(join(hooks, "bench.pb.js"), hook);
  const port = await freePort();
  const child = spawn(
    pocketbaseBinary(),
    ["serve", `--dir=${join(dir, "pb_data")}`, `--hooksDir=${hooks}`, `--http=127.0.0.1:${port}`, "--dev=false"],
    { stdio: "ignore", env },
  );
  const get = async (/** @type {string} */ path) => {
    for (let i = 0; ; i++) {
      try {
        return await fetch(`http://127.0.0.1:${port}${path}`);
      } catch (error) {
        if (i === 99) throw new Error(`the PocketBase that runs the ${name} benchmark did not answer`, { cause: error });
        await new Promise((r) => setTimeout(r, 100)); // not listening yet
      }
    }
  };
  try {
    return await use({ get, peakMiB: () => peakMiB(child.pid) });
  } finally {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A process's peak resident memory in MiB (VmHWM), null without /proc. */
function peakMiB(/** @type {number | undefined} */ pid) {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}
