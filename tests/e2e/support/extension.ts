/** Chromium with the built extension loaded (headless works with --load-extension). */
import { test as base, chromium, type BrowserContext } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { linkedinArgs } from "../../../scripts/lib/linkedin-server.mjs";
import { E2E_EXTENSION_DIR } from "./paths";

export const test = base.extend<{ context: BrowserContext; extensionId: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  context: async ({}, use) => {
    const userDataDir = mkdtempSync(join(tmpdir(), "netlift-chromium-"));
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath(),
      headless: true,
      args: [
        ...CHROMIUM_ARGS,
        `--disable-extensions-except=${E2E_EXTENSION_DIR}`,
        `--load-extension=${E2E_EXTENSION_DIR}`,
        // www.linkedin.com is the tests' HTTPS server (self-signed): the production match patterns apply
        ...linkedinArgs(Number(process.env.E2E_LINKEDIN_PORT)),
      ],
    });
    await use(context);
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  },
  extensionId: async ({ context }, use) => {
    let [worker] = context.serviceWorkers();
    if (!worker) worker = await context.waitForEvent("serviceworker");
    await use(new URL(worker.url()).host);
  },
});

export const expect = test.expect;
