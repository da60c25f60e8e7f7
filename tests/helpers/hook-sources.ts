/** The hooks' own source files (pocketbase/pb_hooks, the generated core.js left out), read once for the tests that scan them. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { HOOKS_DIR } from "../../scripts/lib/pocketbase.mjs";

export interface HookSource {
  /** the path inside pocketbase/pb_hooks */
  file: string;
  text: string;
}

let sources: HookSource[] | null = null;

export function hookSources(): HookSource[] {
  sources ??= readdirSync(HOOKS_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js") && !file.endsWith("core.js"))
    .map((file) => ({ file, text: readFileSync(join(HOOKS_DIR, file), "utf8") }));
  return sources;
}
