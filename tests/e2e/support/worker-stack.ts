/**
 * Each Playwright worker's own stack, on free ports: PocketBase serving the built site (with its SMTP capture
 * and that capture's JSON), the Stripe and LLM stand-ins, and the LinkedIn server. Workers run side by side
 * and share none of it: no account, caught e-mail, stand-in's request log, held answer or published pack of one
 * worker is seen by a test in another. The specs reach the stack through the E2E_* variables, set here in
 * the worker's own process (support/remote.ts, support/popup.ts), and the site's pages through `baseURL`.
 */
import { rmSync } from "node:fs";
import { test as base } from "@playwright/test";
import { startInbox } from "../../../scripts/lib/mailcatcher.mjs";
import { freePort } from "../../../scripts/lib/pocketbase.mjs";
import { startLlmStandin } from "../../../scripts/lib/llm-standin.mjs";
import { startLinkedInServer } from "../../../scripts/lib/linkedin-server.mjs";
import { startStack } from "../../helpers/stack";
import { startStripeStandin, stripeEnv, STRIPE_TEST } from "../../helpers/stripe-standin";
import { launch, retargetedExtension, type ExtensionBrowser } from "./extension-browser";

export type WorkerStack = Awaited<ReturnType<typeof startWorkerStack>>;

export async function startWorkerStack() {
  const port = await freePort();
  const [stripe, llm, linkedin] = await Promise.all([
    startStripeStandin({ secretKey: STRIPE_TEST.secretKey, priceId: STRIPE_TEST.priceId, appUrl: `http://127.0.0.1:${port}` }),
    startLlmStandin(),
    startLinkedInServer(),
  ]);
  const stack = await startStack({ port, env: { ...stripeEnv(stripe), LLM_BASE_URL: llm.url } });
  const inbox = await startInbox(stack.mail, { port: await freePort() });
  return {
    url: stack.url,
    linkedinPort: linkedin.port,
    env: {
      E2E_BASE_URL: stack.url,
      E2E_MAIL_URL: `${inbox.url}/messages.json`,
      E2E_STRIPE_URL: stripe.url,
      E2E_LLM_URL: llm.url.replace(/\/v1$/, ""),
      E2E_LINKEDIN_PORT: String(linkedin.port),
    },
    async stop() {
      await inbox.close();
      await stack.stop();
      await Promise.all([stripe.close(), llm.close(), linkedin.close()]);
    },
  };
}

/**
 * Playwright's `test`, every test of the worker against the worker's own stack; and the worker's Chromium with
 * the extension, launched the first time a test asks for it (support/extension.ts).
 *
 * Both worker fixtures are registered here, for every spec, though only the extension's tests use the second:
 * Playwright gives a worker only the tests whose worker fixtures are the same registrations, and stops it to
 * start another for a file with other ones. With the extension's Chromium registered for the extension's specs
 * alone, the layer ran on six workers, three for the site's tests and three for the extension's, each starting a
 * stack of its own; with one registration for all, three.
 */
export const test = base.extend<object, { workerStack: WorkerStack; extensionBrowser: ExtensionBrowser }>({
  workerStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const stack = await startWorkerStack();
      Object.assign(process.env, stack.env);
      await use(stack);
      await stack.stop();
    },
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
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
  baseURL: async ({ workerStack }, use) => use(workerStack.url),
});

export const expect = test.expect;
