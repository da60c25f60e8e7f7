// @ts-check
/**
 * npm run bench: performance figures, printed as tables and written to bench/results.json.
 * Builds the site, serves it and the API from a real PocketBase on a free port, and measures:
 * site JavaScript per page and Lighthouse (bench/site.mjs), API throughput and latency (bench/api.mjs),
 * extension bundle bytes, injection latency and long tasks on the feed capture (bench/extension.mjs).
 * Flags: --no-lighthouse, --only=site|api|extension
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertChromium, CHROMIUM_ARGS, chromiumPath } from "./lib/chromium.mjs";
import { benchApi } from "./bench/api.mjs";
import { benchExtension } from "./bench/extension.mjs";
import { benchSite } from "./bench/site.mjs";
import { startLlmStandinProcess } from "./lib/llm-standin.mjs";
import { freePort, migrateUp, ROOT, startPocketBase, stopProcess } from "./lib/pocketbase.mjs";

const CHROME = chromiumPath();
const ARGS = CHROMIUM_ARGS;
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
const ADMIN = { email: "bench-admin@netlift.test", password: "bench-admin-password" };

try {
  assertChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log("Building the site…");
const build = spawnSync("npx", ["astro", "build", "--silent"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" } });
if (build.status !== 0) process.exit(build.status ?? 1);

const llm = await startLlmStandinProcess({ record: false });
const dataDir = mkdtempSync(join(tmpdir(), "netlift-bench-"));
const port = await freePort();
const env = {
  PB_ADMIN_EMAIL: ADMIN.email,
  PB_ADMIN_PASSWORD: ADMIN.password,
  LLM_BASE_URL: llm.url,
  RATE_LIMIT_ASSIST_USER: "10000000",
  RATE_LIMIT_ASSIST_IP: "10000000",
  RATE_LIMIT_SIGNIN_IP: "1000",
  RATE_LIMIT_SIGNUP_IP: "1000",
};
const startedAt = Date.now();
await migrateUp(dataDir, env);
const pb = await startPocketBase({ dataDir, port, env });
const coldStartMs = Date.now() - startedAt;
/** @type {Record<string, unknown>} */
const results = { date: new Date().toISOString(), server: { coldStartToHealthyMs: coldStartMs } };

try {
  if (!only || only === "site") results.site = await benchSite({ baseUrl: pb.url, chrome: CHROME, args: ARGS, lighthouse: !process.argv.includes("--no-lighthouse") });
  if (!only || only === "api") results.api = await benchApi({ baseUrl: pb.url, adminEmail: ADMIN.email, adminPassword: ADMIN.password, serverPid: /** @type {number} */ (pb.child.pid), standinPid: llm.pid });
  if (!only || only === "extension") results.extension = await benchExtension({ apiUrl: pb.url, chrome: CHROME, args: ARGS });
  console.log(`\nPocketBase cold start (migrate + serve) to healthy: ${coldStartMs} ms`);
} finally {
  await stopProcess(pb.child);
  await llm.close();
  rmSync(dataDir, { recursive: true, force: true });
}

mkdirSync(join(ROOT, "bench"), { recursive: true });
writeFileSync(join(ROOT, "bench/results.json"), JSON.stringify(results, null, 2));
console.log("\nWritten to bench/results.json");
