/**
 * `test` for the site's pages: the worker's stack (support/worker-stack.ts), with every page of the test watched for Content Security
 * Policy violations (Chromium reports each in the console: "Refused to execute inline script because it
 * violates…"). A test that saw one fails, naming the page and the directive, so every flow of the site
 * is also a check that it works under the policy the server sends.
 */
import type { Page } from "@playwright/test";
import { expect, test as base } from "./worker-stack";

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on("console", (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(violations);
      expect(violations, "Content Security Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page } from "@playwright/test";
