// @ts-check
/**
 * npm run test:quick: the inner loop. For what changed since the last commit (staged, unstaged and new
 * files; or since `--since=<ref>`): the unit tests that import it (vitest related), oxlint and oxfmt on
 * it, and the type checks of the projects it is in (incremental: the first run builds TypeScript's cache under
 * node_modules/.cache/netlift, later runs check what changed). Side by side; the whole suite is `npm test`.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./lib/pocketbase.mjs";

const since = process.argv.find((arg) => arg.startsWith("--since="))?.slice("--since=".length) ?? "HEAD";
const git = (/** @type {string[]} */ args) =>
  spawnSync("git", args, { cwd: ROOT, encoding: "utf8" }).stdout.split("\n").filter(Boolean);
const changed = [
  ...new Set([...git(["diff", "--name-only", "--diff-filter=d", since]), ...git(["ls-files", "--others", "--exclude-standard"])]),
];
if (!changed.length) {
  console.log(`Nothing changed since ${since}. The whole suite: npm test.`);
  process.exit(0);
}

const code = changed.filter((file) => /\.(ts|tsx|mjs|js|astro)$/.test(file));
const formatted = changed.filter((file) => /\.(ts|tsx|mjs|js|json|astro|css)$/.test(file));
const cache = join(ROOT, "node_modules/.cache/netlift");
mkdirSync(cache, { recursive: true });
/**
 * TypeScript 7 (tsgo) on one project, incremental: its cache keeps what the last run checked
 * @returns {[string, string[]]}
 */
const typecheck = (/** @type {string} */ project, /** @type {string} */ name) => [
  "npx",
  ["tsgo", "-p", project, "--noEmit", "--incremental", "--tsBuildInfoFile", join(cache, `${name}.tsbuildinfo`)],
];

/** @type {[string, string, string[]][]} */
const steps = [];
if (code.length)
  steps.push([
    "unit tests of the change",
    "npx",
    ["vitest", "related", "--run", "--project", "unit*", "--passWithNoTests", ...code],
  ]);
if (code.length) steps.push(["oxlint", "npx", ["oxlint", ...code]]);
if (formatted.length) steps.push(["oxfmt", "npx", ["oxfmt", "--check", "--no-error-on-unmatched-pattern", ...formatted]]);
if (code.some((file) => !file.startsWith("extension/") && !file.startsWith("pocketbase/")))
  steps.push(["types (site, tests, scripts)", ...typecheck("tsconfig.json", "root")]);
if (code.some((file) => file.startsWith("extension/")))
  steps.push(["types (extension)", ...typecheck("extension/tsconfig.json", "extension")]);
if (code.some((file) => file.startsWith("pocketbase/") || file.startsWith("tests/pb_hooks/")))
  // PocketBase's declarations and the core's first (scripts/hook-types.mjs)
  steps.push([
    "types (hooks)",
    "sh",
    ["-c", `node scripts/hook-types.mjs && ${typecheck("pocketbase/tsconfig.json", "hooks").flat().join(" ")}`],
  ]);

console.log(`${changed.length} changed file(s) since ${since}: ${steps.map(([label]) => label).join(", ")}`);
const started = Date.now();
const results = await Promise.all(
  steps.map(
    ([label, cmd, args]) =>
      new Promise((resolve) => {
        const child = spawn(cmd, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
        /** @type {Buffer[]} */
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.once("close", (exit) => resolve({ label, exit, output: Buffer.concat(output).toString() }));
      }),
  ),
);
let failed = 0;
for (const { label, exit, output } of /** @type {{ label: string, exit: number, output: string }[]} */ (results)) {
  if (exit !== 0) {
    failed += 1;
    console.log(`\n━━ ${label} ━━\n${output}`);
  }
  console.log(`${exit === 0 ? "✓" : "✗"} ${label}`);
}
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
