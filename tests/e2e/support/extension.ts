/**
 * `test` for the built extension: one Chromium per worker (headless works with --load-extension), loading the
 * build pointed at the worker's own server, and made as new between two tests (support/extension-browser.ts:
 * reset) instead of launched again for each: a launch and a close cost seconds, a reset a fraction of one.
 */
import { rmSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { launch, retargetedExtension, type ExtensionBrowser } from "./extension-browser";
import { test as base } from "./worker-stack";

export const test = base.extend<{ context: BrowserContext; extensionId: string }, { extensionBrowser: ExtensionBrowser }>({
  extensionBrowser: [
    async ({ workerStack }, use) => {
      const extensionDir = retargetedExtension(workerStack.url);
      const browser = await launch(extensionDir, workerStack.linkedinPort);
      await use(browser);
      await browser.close();
      rmSync(extensionDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  context: async ({ extensionBrowser }, use) => {
    await use(extensionBrowser.context);
    await extensionBrowser.reset();
  },
  extensionId: async ({ extensionBrowser }, use) => use(extensionBrowser.extensionId),
});

export const expect = test.expect;
