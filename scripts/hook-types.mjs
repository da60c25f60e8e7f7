// @ts-check
/**
 * Writes what the hooks' type check (pocketbase/tsconfig.json, in `npm run check`) reads besides the hooks:
 * - pocketbase/types.d.ts: the JS API of this PocketBase version as PocketBase itself declares it (every
 *   pocketbase command writes `<data dir>/types.d.ts`); the hooks' `/// <reference path>` lines point there;
 * - the declarations of src/core/server.ts (tsconfig.core-types.json, into node_modules/.cache/netlift):
 *   lib/core.js is its bundle, and pocketbase/hooks-env.d.ts types `require(…/lib/core.js)` with them, so
 *   that a hook using a core export that is not there fails the check.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pocketbaseBinary, ROOT } from "./lib/pocketbase.mjs";

const dir = mkdtempSync(join(tmpdir(), "netlift-types-"));
try {
  const hooks = join(dir, "hooks");
  mkdirSync(hooks);
  const run = spawnSync(pocketbaseBinary(), ["migrate", "collections", `--dir=${join(dir, "pb_data")}`, `--hooksDir=${hooks}`], {
    encoding: "utf8",
  });
  const written = join(dir, "pb_data", "types.d.ts");
  if (!existsSync(written)) {
    console.error(`PocketBase did not write its types (exit ${run.status}): ${run.stderr || run.stdout}`);
    process.exit(1);
  }
  copyFileSync(written, join(ROOT, "pocketbase/types.d.ts"));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// TypeScript 7 (`tsgo`), as the type checks themselves
const declarations = spawnSync(join(ROOT, "node_modules/.bin/tsgo"), ["-p", join(ROOT, "tsconfig.core-types.json")], {
  cwd: ROOT,
  encoding: "utf8",
});
if (declarations.status !== 0) {
  console.error(`The core's declarations for the hooks' type check failed:\n${declarations.stdout}${declarations.stderr}`);
  process.exit(1);
}
