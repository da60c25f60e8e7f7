// @ts-check
/**
 * npm test: every test: unit, builds (site + extension builds for Chrome and Firefox pointed at the e2e
 * server's port), type checks, integration against a real PocketBase (which lints the Firefox package),
 * end-to-end in Chromium.
 *
 * Steps that do not depend on each other run side by side (lanes of a phase): the first lane's output
 * shows as it comes, the others' is printed whole when each step ends, so that two never interleave. At the end, each step's time and the whole's
 * against the budget of docs/testing.md.
 * Extra arguments are not supported: run the npm run test:* scripts for one layer.
 */
import { spawn } from "node:child_process";
import { firefoxBuildEnv, plasmoBuild } from "./lib/build.mjs";
import { BUILD_CANARIES } from "./lib/canaries.mjs";
import { freePort, ROOT } from "./lib/pocketbase.mjs";

/** docs/testing.md: the suite's budget on a two-core machine, idle */
const BUDGET_SECONDS = 300;

const e2ePort = await freePort();
const apiUrl = `http://127.0.0.1:${e2ePort}`;
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", E2E_PORT: String(e2ePort) };
// Secrets present while building: tests/integration/secrets.test.ts proves none reaches dist/ or the extension.
const buildEnv = { ...env, ...BUILD_CANARIES };

/** @typedef {{ label: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv, cwd?: string }} Step */

/** @satisfies {Record<string, Step>} */
const STEPS = {
  unit: { label: "unit tests", cmd: "npx", args: ["vitest", "run", "--project", "unit*"] },
  site: { label: "site build", cmd: "npx", args: ["astro", "build", "--silent"], env: buildEnv },
  chrome: {
    label: "extension build (e2e)",
    cmd: "npx",
    args: plasmoBuild("--tag=e2e"),
    env: { ...buildEnv, PLASMO_PUBLIC_API_URL: apiUrl },
    cwd: `${ROOT}/extension`,
  },
  // the Firefox package (tests/integration/firefox-package.test.ts lints it with Mozilla's addons-linter);
  // its own build, since the e2e tests run the Chrome one in Chromium
  firefox: {
    label: "extension build (Firefox, e2e)",
    cmd: "npx",
    args: plasmoBuild("--target=firefox-mv3", "--tag=e2e", "--zip"),
    env: firefoxBuildEnv({ ...buildEnv, PLASMO_PUBLIC_API_URL: apiUrl }),
    cwd: `${ROOT}/extension`,
  },
  // after the extension build: Plasmo generates the messaging types the extension type check needs
  check: { label: "type checks", cmd: "npm", args: ["run", "check"] },
  integration: { label: "integration tests", cmd: "npx", args: ["vitest", "run", "--project", "integration"] },
  e2e: { label: "end-to-end tests", cmd: "npx", args: ["playwright", "test"] },
};

/**
 * Phases run one after another; the lanes of a phase side by side, each lane's steps in a row. The unit
 * tests need no build and run beside the builds and the type checks (which need Plasmo's generated types, so
 * come after the extension build); the end-to-end tests (the longest step) and the integration tests (dist/,
 * the Firefox package) need the builds, and run side by side after them.
 * Measured on two cores: the unit tests beside the end-to-end tests took 544 s instead of 100, and the type
 * checks 415 s instead of 65 (Chromium raises its browser process's priority), so neither goes beside them.
 * @type {Step[][][]}
 */
const PHASES = [
  [[STEPS.unit], [STEPS.site, STEPS.chrome, STEPS.firefox, STEPS.check]],
  [[STEPS.e2e], [STEPS.integration]],
];

/** @type {[string, number][]} */
const timings = [];

/** Runs one step, its output shown as it comes (`live`) or printed whole once it ends; resolves with its exit code. */
function run(/** @type {Step} */ step, /** @type {boolean} */ live) {
  const started = Date.now();
  console.log(`\n▶ ${step.label}${live ? "" : " (its output once it ends)"}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: step.cwd ?? ROOT,
      env: step.env ?? env,
      stdio: live ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.once("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push([step.label, seconds]);
      if (!live) {
        console.log(`\n━━ ${step.label} ━━`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`\n${code === 0 ? "✓" : "✗"} ${step.label}: ${seconds.toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
for (const lanes of PHASES) {
  const codes = await Promise.all(
    lanes.map(async (lane, index) => {
      for (const step of lane) {
        const code = await run(step, index === 0);
        if (code !== 0) return /** @type {[Step, number]} */ ([step, code]);
      }
      return null;
    }),
  );
  const failed = codes.filter((c) => c !== null);
  if (failed.length) {
    for (const [step, code] of failed) console.error(`\n✗ ${step.label} failed (exit ${code}).`);
    process.exit(failed[0]?.[1] ?? 1);
  }
}

const total = (Date.now() - started) / 1000;
console.log("\nAll tests passed:");
for (const [label, seconds] of timings) console.log(`  ${label.padEnd(32)} ${seconds.toFixed(1).padStart(6)} s`);
console.log(
  `  ${"in all (steps side by side)".padEnd(32)} ${total.toFixed(1).padStart(6)} s  (budget ${BUDGET_SECONDS} s, docs/testing.md)`,
);
