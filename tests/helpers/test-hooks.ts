/**
 * The hooks folder of a test stack: every entry of pocketbase/pb_hooks linked as it is, plus the test-only
 * routes of tests/pb_hooks (POST /api/test/accounts, POST /api/test/env). The links point at the live
 * files, so an edited hook is what the next stack runs; the folder's name is a hash of the repository's
 * place and of the entries' names, so a hook file added or removed makes a new one.
 */
import { createHash } from "node:crypto";
import { readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HOOKS_DIR, ROOT } from "../../scripts/lib/pocketbase.mjs";
import { madeOnce } from "./made-once";

const TEST_HOOKS_DIR = join(ROOT, "tests/pb_hooks");

export function testHooksDir(): Promise<string> {
  const entries = readdirSync(HOOKS_DIR).filter((name) => name !== "types.d.ts");
  const tests = readdirSync(TEST_HOOKS_DIR).filter((name) => name.endsWith(".pb.js"));
  const key = createHash("sha256")
    .update(JSON.stringify([ROOT, entries, tests]))
    .digest("hex")
    .slice(0, 20);
  return madeOnce(join(tmpdir(), `netlift-test-hooks-${key}`), tests[0]!, (aside) => {
    for (const name of entries) symlinkSync(join(HOOKS_DIR, name), join(aside, name));
    for (const name of tests) symlinkSync(join(TEST_HOOKS_DIR, name), join(aside, name));
  });
}
