/**
 * The built extension pointed at a server of a test's own (a PocketBase the test may restart, or publish
 * to, without touching the shared e2e server), and a Chromium that loads it.
 */
import { chromium, type BrowserContext } from "@playwright/test";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { linkedinArgs } from "../../../scripts/lib/linkedin-server.mjs";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { expect } from "./extension";
import { E2E_EXTENSION_DIR } from "./paths";

/** Every file of the built extension, its API origin `from` replaced by `to`: the same build, talking to another server. */
export function retargetedExtension(from: string, to: string): string {
  const dir = mkdtempSync(join(tmpdir(), "netlift-extension-"));
  cpSync(E2E_EXTENSION_DIR, dir, { recursive: true });
  const files = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) =>
      statSync(join(folder, name)).isDirectory() ? files(join(folder, name)) : [join(folder, name)],
    );
  let replaced = 0;
  for (const file of files(dir).filter((f) => /\.(js|json|html)$/.test(f))) {
    const text = readFileSync(file, "utf8");
    if (!text.includes(from)) continue;
    writeFileSync(file, text.split(from).join(to));
    replaced += 1;
  }
  expect(replaced).toBeGreaterThanOrEqual(2); // the manifest's host permission and the bundles' API_URL
  return dir;
}

export async function launch(
  extensionDir: string,
): Promise<{ context: BrowserContext; extensionId: string; close: () => Promise<void> }> {
  const userDataDir = mkdtempSync(join(tmpdir(), "netlift-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      ...linkedinArgs(Number(process.env.E2E_LINKEDIN_PORT)),
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  return {
    context,
    extensionId: new URL(worker.url()).host,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
