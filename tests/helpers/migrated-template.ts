/**
 * One data folder made by `pocketbase migrate up` with this repository's migrations and hooks, kept in the
 * temp folder and copied for each test stack: a stack then starts with `serve` alone (whose bootstrap hook
 * applies the stack's own settings, as on every start, and the test hooks its admin) instead of a `migrate up`
 * process first.
 *
 * The folder's name is a hash of everything that shapes it: the PocketBase binary, the migrations and the
 * hooks. A change to any of them makes a new one on the next start (helpers/made-once.ts: workers racing to
 * make it share the first). Folders of other hashes older than a day are removed.
 */
import { createHash } from "node:crypto";
import { cpSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HOOKS_DIR, MIGRATIONS_DIR, migrateUp, pocketbaseBinary } from "../../scripts/lib/pocketbase.mjs";
import { madeOnce } from "./made-once";

const PREFIX = "netlift-pb-template-";
const DAY_MS = 24 * 60 * 60 * 1000;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile() && !file.endsWith("types.d.ts"))
    .sort();
}

/** The hash of what `migrate up` would read: binary (path, size, time), migrations and hooks. */
export function templateKey(): string {
  const hash = createHash("sha256");
  const binary = pocketbaseBinary();
  const { size, mtimeMs } = statSync(binary);
  hash.update(`${binary}\0${size}\0${mtimeMs}\0`);
  for (const file of [...filesUnder(MIGRATIONS_DIR), ...filesUnder(HOOKS_DIR)]) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 20);
}

let made: Promise<string> | undefined;

async function template(): Promise<string> {
  const dir = await madeOnce(join(tmpdir(), PREFIX + templateKey()), "data.db", (aside) =>
    migrateUp(aside).then(() => undefined),
  );
  for (const name of readdirSync(tmpdir())) {
    const other = join(tmpdir(), name);
    if (name.startsWith(PREFIX) && other !== dir && Date.now() - statSync(other).mtimeMs > DAY_MS)
      rmSync(other, { recursive: true, force: true });
  }
  return dir;
}

/** Fills the empty `dataDir` with a copy of the migrated template, making the template first if needed. */
export async function copyOfMigratedTemplate(dataDir: string): Promise<void> {
  made ??= template();
  cpSync(await made, dataDir, { recursive: true });
}
