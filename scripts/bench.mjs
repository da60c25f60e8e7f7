// @ts-check
/**
 * npm run bench: performance figures, printed as tables and written to bench/results.json.
 * Builds the site, serves it and the API from a real PocketBase on a free port, and measures:
 * site JavaScript per page and Lighthouse (bench/site.mjs), API throughput and latency (bench/api.mjs),
 * extension bundle bytes, injection latency and long tasks on the feed capture (bench/extension.mjs),
 * extraction time per page type and layer (bench/extraction.mjs), streamed answers (bench/stream.mjs), the
 * review of answers for tells in PocketBase's engine (bench/tells.mjs), the review of a proofread answer in
 * the same engine (bench/proofread.mjs).
 * Flags: --no-lighthouse, --only=site|api|stream|tells|proofread|extension|extraction
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertChromium, CHROMIUM_ARGS, chromiumPath } from "./lib/chromium.mjs";
import { benchApi } from "./bench/api.mjs";
import { benchExtension } from "./bench/extension.mjs";
import { benchExtraction } from "./bench/extraction.mjs";
import { benchProofread } from "./bench/proofread.mjs";
import { benchSite } from "./bench/site.mjs";
import { benchStream, STREAM_PACE } from "./bench/stream.mjs";
import { benchTells } from "./bench/tells.mjs";
import { startLlmStandinProcess } from "./lib/llm-standin.mjs";
import { createLoopbackCertificate } from "./lib/certificates.mjs";
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
const build = spawnSync("npx", ["astro", "build", "--silent"], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const env = {
  PB_ADMIN_EMAIL: ADMIN.email,
  PB_ADMIN_PASSWORD: ADMIN.password,
  LLM_BASE_URL: "off",
  RATE_LIMIT_ASSIST_USER: "10000000",
  RATE_LIMIT_ASSIST_IP: "10000000",
  // one Pro account sends thousands of requests a second: its fair-use cap must not be what is measured
  PRO_DAILY_TOKENS: "1000000000000",
  RATE_LIMIT_SIGNIN_IP: "1000",
  RATE_LIMIT_SIGNIN_NETWORK: "1000",
  RATE_LIMIT_SIGNUP_IP: "1000",
};

/**
 * Runs `run` with a `defer` for what it starts; all of it is stopped or removed afterwards, last first,
 * however `run` ends.
 * @template T
 * @param {(defer: (cleanup: () => unknown) => void) => Promise<T>} run
 * @returns {Promise<T>}
 */
async function withCleanup(run) {
  /** @type {(() => unknown)[]} */
  const cleanups = [];
  try {
    return await run((cleanup) => cleanups.push(cleanup));
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

/**
 * A PocketBase on a fresh data directory, stopped and removed through `defer`; coldStartMs is how long
 * migrate + serve took to answer its health check.
 * @param {Record<string, string>} serverEnv
 * @param {(cleanup: () => unknown) => void} defer
 */
async function startServer(serverEnv, defer) {
  const dataDir = mkdtempSync(join(tmpdir(), "netlift-bench-"));
  defer(() => rmSync(dataDir, { recursive: true, force: true }));
  const startedAt = Date.now();
  await migrateUp(dataDir, serverEnv);
  const pb = await startPocketBase({ dataDir, port: await freePort(), env: serverEnv });
  defer(() => stopProcess(pb.child));
  return { url: pb.url, pid: /** @type {number} */ (pb.child.pid), coldStartMs: Date.now() - startedAt };
}

// The API is measured twice, each time on its own server and LLM stand-in. First the stand-in speaks what
// hosted APIs do: HTTPS with HTTP/2, one multiplexed connection (PocketBase trusts its throwaway
// certificate through SSL_CERT_FILE, which Go reads on Linux). Then plain HTTP/1.1, like a local Ollama:
// there Go's client keeps two idle connections per host and dials a new one for about half of its calls
// under this load. The targets are read on the first (a paid product calls a hosted API); the second
// shows what a local provider costs the server.
/** @param {"hosted" | "local"} kind */
function benchApiAgainst(kind) {
  return withCleanup(async (defer) => {
    const cert = kind === "hosted" ? createLoopbackCertificate() : null;
    if (cert) defer(cert.remove);
    const llm = await startLlmStandinProcess({ record: false, ...(cert ? { tls: cert } : {}) });
    defer(llm.close);
    const server = await startServer({ ...env, LLM_BASE_URL: llm.url, ...(cert ? { SSL_CERT_FILE: cert.certFile } : {}) }, defer);
    return benchApi({
      provider: cert ? "HTTPS with HTTP/2, like a hosted API" : "plain HTTP/1.1, like a local Ollama",
      targets: kind === "hosted",
      baseUrl: server.url,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      serverPid: server.pid,
      standinPid: llm.pid,
    });
  });
}

/** @type {Record<string, unknown>} */
const results = { date: new Date().toISOString() };
await withCleanup(async (defer) => {
  const pb = await startServer(env, defer);
  results.server = { coldStartToHealthyMs: pb.coldStartMs };
  if (!only || only === "site")
    results.site = await benchSite({
      baseUrl: pb.url,
      chrome: CHROME,
      args: ARGS,
      lighthouse: !process.argv.includes("--no-lighthouse"),
    });
  if (!only || only === "api") {
    results.api = await benchApiAgainst("hosted");
    results.apiLocalProvider = await benchApiAgainst("local");
  }
  if (!only || only === "stream") {
    results.stream = await withCleanup(async (deferStream) => {
      const llm = await startLlmStandinProcess({ record: false, ...STREAM_PACE });
      deferStream(llm.close);
      const server = await startServer({ ...env, LLM_BASE_URL: llm.url }, deferStream);
      return benchStream({
        baseUrl: server.url,
        llmUrl: llm.url,
        adminEmail: ADMIN.email,
        adminPassword: ADMIN.password,
        serverPid: server.pid,
      });
    });
  }
  if (!only || only === "tells") results.tells = await benchTells();
  if (!only || only === "proofread") results.proofread = await benchProofread();
  if (!only || only === "extension") results.extension = await benchExtension({ apiUrl: pb.url, chrome: CHROME, args: ARGS });
  if (!only || only === "extension" || only === "extraction")
    results.extraction = await benchExtraction({ chrome: CHROME, args: ARGS });
  console.log(`\nPocketBase cold start (migrate + serve) to healthy: ${pb.coldStartMs} ms`);
});

mkdirSync(join(ROOT, "bench"), { recursive: true });
writeFileSync(join(ROOT, "bench/results.json"), JSON.stringify(results, null, 2));
console.log("\nWritten to bench/results.json");
