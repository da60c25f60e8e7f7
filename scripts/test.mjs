// @ts-check
/**
 * npm test: every test: unit, builds (site + extension builds for Chrome and Firefox pointed at the e2e
 * server's port), type checks, integration against a real PocketBase (which lints the Firefox package),
 * end-to-end in Chromium.
 *
 * Each step starts once the steps it needs have passed (NEEDS), so steps that do not depend on each other run
 * side by side: the unit and the end-to-end tests' output shows as it comes, the others' is printed whole when
 * each step ends, so that two never interleave. At the end, each step's time and the whole's against the budget
 * of docs/testing.md.
 * Extra arguments are not supported: run the npm run test:* scripts for one layer.
 */
import { spawn } from "node:child_process";
import { delimiter, join } from "node:path";
import { firefoxBuildEnv, PLASMO_ENV, plasmoBuild } from "./lib/build.mjs";
import { BUILD_CANARIES } from "./lib/canaries.mjs";
import { freePort, ROOT } from "./lib/pocketbase.mjs";
import { judge, machineCores, watchMachine } from "./lib/suite-budget.mjs";

const e2ePort = await freePort();
const apiUrl = `http://127.0.0.1:${e2ePort}`;
const BIN = join(ROOT, "node_modules/.bin");
// the packages' commands on the PATH, as npx and npm run put them
const env = {
  ...process.env,
  PATH: [BIN, process.env.PATH].filter(Boolean).join(delimiter),
  ASTRO_TELEMETRY_DISABLED: "1",
  E2E_PORT: String(e2ePort),
};
// Secrets present while building: tests/integration/secrets.test.ts proves none reaches dist/ or the extension.
const buildEnv = { ...env, ...BUILD_CANARIES };

/** @typedef {{ label: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv, cwd?: string }} Step */

/**
 * A package's command and its arguments, run from node_modules/.bin as npx would find it, without npx's own start
 * (about 0.55 s of a core each time on a two-core machine, seven steps).
 * @param {string[]} command
 */
const local = ([name, ...args]) => ({ cmd: join(BIN, name ?? ""), args });

/** @satisfies {Record<string, Step>} */
const STEPS = {
  unit: { label: "unit tests", ...local(["vitest", "run", "--project", "unit*"]) },
  site: { label: "site build", ...local(["astro", "build", "--silent"]), env: buildEnv },
  chrome: {
    label: "extension build (e2e)",
    // zipped too: the release test packs this zip and the Firefox one instead of building its own two
    ...local(plasmoBuild("--tag=e2e", "--zip")),
    env: { ...buildEnv, ...PLASMO_ENV, PLASMO_PUBLIC_API_URL: apiUrl },
    cwd: `${ROOT}/extension`,
  },
  // the Firefox package (tests/integration/firefox-package.test.ts lints it with Mozilla's addons-linter);
  // its own build, since the e2e tests run the Chrome one in Chromium
  firefox: {
    label: "extension build (Firefox, e2e)",
    ...local(plasmoBuild("--target=firefox-mv3", "--tag=e2e", "--zip")),
    env: firefoxBuildEnv({ ...buildEnv, ...PLASMO_ENV, PLASMO_PUBLIC_API_URL: apiUrl }),
    cwd: `${ROOT}/extension`,
  },
  // after the extension build: Plasmo generates the messaging types the extension type check needs
  check: { label: "type checks", cmd: "npm", args: ["run", "check"] },
  integration: { label: "integration tests", ...local(["vitest", "run", "--project", "integration"]) },
  e2e: { label: "end-to-end tests", ...local(["playwright", "test"]) },
};

/**
 * What each step waits for; a step starts as soon as those have passed, so independent steps run side by side.
 * The unit tests need no build and run beside the builds (one after another) and the type checks (which need
 * Plasmo's generated types, so come after the extension build). The integration tests need dist/ and the
 * Firefox package, and start once the type checks are done: beside the last of the unit tests, then beside
 * the end-to-end tests (until 2026-11-30 they waited for the unit tests too: on two cores, one core idled
 * while the unit tests ran alone, 15-20 s). The end-to-end tests (the longest step) need the builds, and do
 * not start before the unit tests and the type checks have ended: measured on two cores, the unit tests
 * beside them took 544 s instead of 100, and the type checks 415 s instead of 65 (Chromium raises its
 * browser process's priority).
 * @type {Map<Step, Step[]>}
 */
const NEEDS = new Map([
  [STEPS.unit, []],
  [STEPS.site, []],
  [STEPS.chrome, [STEPS.site]],
  [STEPS.firefox, [STEPS.chrome]],
  [STEPS.check, [STEPS.firefox]],
  [STEPS.integration, [STEPS.check]],
  [STEPS.e2e, [STEPS.unit, STEPS.check]],
]);
/** The steps whose output shows as it comes (never two at once: the end-to-end tests wait for the unit tests). */
const LIVE = new Set([STEPS.unit, STEPS.e2e]);

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
const machine = watchMachine();
/** @type {[Step, number][]} */
const failed = [];
/** @type {Map<Step, Promise<boolean>>} */
const outcomes = new Map();
/**
 * Runs `step` once what it needs has passed; resolves with whether it passed (false: failed, or not run).
 * @param {Step} step
 * @returns {Promise<boolean>}
 */
function outcome(step) {
  let promise = outcomes.get(step);
  if (!promise) {
    promise = Promise.all((NEEDS.get(step) ?? []).map(outcome)).then(async (needed) => {
      if (!needed.every(Boolean) || failed.length) {
        console.log(`\n○ ${step.label}: not run (a step failed)`);
        return false;
      }
      const code = await run(step, LIVE.has(step));
      if (code !== 0) failed.push([step, code]);
      return code === 0;
    });
    outcomes.set(step, promise);
  }
  return promise;
}
await Promise.all([...NEEDS.keys()].map(outcome));

// each step's time and the whole's, passed or not (a failed run's times are worth comparing too), and the whole's
// against the budget (scripts/lib/suite-budget.mjs: far over it on an idle machine, the run fails)
const total = (Date.now() - started) / 1000;
const budget = judge({ seconds: total, cores: machineCores(), ...machine.end() });
console.log(failed.length ? "\nSteps run:" : "\nAll tests passed:");
for (const [label, seconds] of timings) console.log(`  ${label.padEnd(32)} ${seconds.toFixed(1).padStart(6)} s`);
console.log(`  ${"in all (steps side by side)".padEnd(32)} ${total.toFixed(1).padStart(6)} s`);
console.log(`\n${budget.within ? "✓" : budget.fail ? "✗" : "!"} time: ${budget.line}`);
if (failed.length) {
  for (const [step, code] of failed) console.error(`\n✗ ${step.label} failed (exit ${code}).`);
  process.exit(failed[0]?.[1] ?? 1);
}
if (budget.fail) process.exit(1);
