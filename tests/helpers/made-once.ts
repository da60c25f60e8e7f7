/**
 * A folder in the temp folder that test processes make once and share: made aside by `fill`, then renamed
 * into place. Processes that make it at once each make their own copy; the first rename wins and the others
 * drop theirs. `ready` names the file that shows the folder is complete.
 */
import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function madeOnce(dir: string, ready: string, fill: (aside: string) => void | Promise<void>): Promise<string> {
  if (existsSync(join(dir, ready))) return dir;
  const aside = mkdtempSync(join(tmpdir(), "netlift-making-"));
  try {
    await fill(aside);
    renameSync(aside, dir);
  } catch (err) {
    rmSync(aside, { recursive: true, force: true });
    if (!existsSync(join(dir, ready))) throw err;
  }
  return dir;
}
