// @ts-check
/**
 * npm test: every test: unit, builds (site + extension builds for Chrome and Firefox pointed at the e2e
 * server's port), type checks, integration against a real PocketBase (which lints the Firefox package),
 * end-to-end in Chromium.
 * Extra arguments are not supported: run the npm run test:* scripts for one layer.
 */
import { spawn } from "node:child_process";
import { firefoxBuildEnv } from "./lib/build.mjs";
import { BUILD_CANARIES } from "./lib/canaries.mjs";
import { freePort, ROOT } from "./lib/pocketbase.mjs";

const e2ePort = await freePort();
const apiUrl = `http://127.0.0.1:${e2ePort}`;
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", E2E_PORT: String(e2ePort) };
// Secrets present while building: tests/integration/secrets.test.ts proves none reaches dist/ or the extension.
const buildEnv = { ...env, ...BUILD_CANARIES };

/** @type {[string, string, string[], NodeJS.ProcessEnv?][]} */
const steps = [
  ["unit tests", "npx", ["vitest", "run", "--project", "unit*"]],
  ["site build", "npx", ["astro", "build", "--silent"], buildEnv],
  ["extension build (e2e)", "npx", ["plasmo", "build", "--tag=e2e"], { ...buildEnv, PLASMO_PUBLIC_API_URL: apiUrl }],
  // the Firefox package (tests/integration/firefox-package.test.ts lints it with Mozilla's addons-linter);
  // its own build, since the e2e tests run the Chrome one in Chromium
  [
    "extension build (Firefox, e2e)",
    "npx",
    ["plasmo", "build", "--target=firefox-mv3", "--tag=e2e", "--zip"],
    firefoxBuildEnv({ ...buildEnv, PLASMO_PUBLIC_API_URL: apiUrl }),
  ],
  // after the extension build: Plasmo generates the messaging types the extension type check needs
  ["type checks", "npm", ["run", "check"]],
  ["integration tests", "npx", ["vitest", "run", "--project", "integration"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
];

/** @type {[string, number][]} */
const timings = [];
for (const [label, cmd, args, stepEnv] of steps) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const cwd = label.startsWith("extension") ? `${ROOT}/extension` : ROOT;
  const code = await new Promise((res) => spawn(cmd, args, { cwd, env: stepEnv ?? env, stdio: "inherit" }).once("exit", res));
  timings.push([label, (Date.now() - started) / 1000]);
  if (code !== 0) {
    console.error(`\n✗ ${label} failed (exit ${code}).`);
    process.exit(typeof code === "number" ? code : 1);
  }
}
console.log("\nAll tests passed:");
for (const [label, seconds] of timings) console.log(`  ${label.padEnd(24)} ${seconds.toFixed(1)} s`);
