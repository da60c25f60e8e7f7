/**
 * `test` for the built extension: one Chromium per worker (headless works with --load-extension), loading the
 * build pointed at the worker's own server (its `extensionBrowser`, support/worker-stack.ts), and made as new
 * between two tests (support/extension-browser.ts: reset) instead of launched again for each: a launch and a
 * close cost seconds, a reset a fraction of one.
 */
import type { BrowserContext } from "@playwright/test";
import { test as base } from "./worker-stack";

export const test = base.extend<{ context: BrowserContext; extensionId: string }>({
  context: async ({ extensionBrowser }, use) => {
    await use(extensionBrowser.context);
    await extensionBrowser.reset();
  },
  extensionId: async ({ extensionBrowser }, use) => use(extensionBrowser.extensionId),
});

export const expect = test.expect;
