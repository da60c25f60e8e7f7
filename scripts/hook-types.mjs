// @ts-check
/**
 * Writes pocketbase/types.d.ts: the JS API of this PocketBase version as PocketBase itself declares it
 * (every pocketbase command writes `<data dir>/types.d.ts`). The hooks' `/// <reference path>` lines
 * point there, and `npm run check` type-checks the hooks against it (pocketbase/tsconfig.json).
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
