/**
 * Starts the real stack for the browser tests: PocketBase serving the built site on E2E_PORT (the
 * port the e2e extension build points at), the SMTP capture server and the Stripe stand-in. Tests reach the caught
 * mail through the capture's JSON (E2E_MAIL_URL).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { startInbox } from "../../../scripts/lib/mailcatcher.mjs";
import { DIST_DIR, freePort } from "../../../scripts/lib/pocketbase.mjs";
import { startStack } from "../../helpers/stack";
import { startStripeStandin, stripeEnv, STRIPE_TEST } from "../../helpers/stripe-standin";
import { assertChromium } from "./chromium";
import { startLlmStandin } from "../../../scripts/lib/llm-standin.mjs";
import { startLinkedInServer } from "../../../scripts/lib/linkedin-server.mjs";
import { capturesDir } from "../../../scripts/lib/linkedin-fixtures.mjs";
import { E2E_EXTENSION_DIR } from "./paths";

export default async function globalSetup() {
  assertChromium();
  for (const [what, file] of [
    ["site", join(DIST_DIR, "index.html")],
    ["extension", join(E2E_EXTENSION_DIR, "manifest.json")],
  ] as const) {
    if (!existsSync(file))
      throw new Error(`The ${what} is not built (${file} missing): run \`npm test\`, which builds it first.`);
  }
  const captures = existsSync(capturesDir()) ? readdirSync(capturesDir()).filter((file) => file.endsWith(".html")) : [];
  console.log(
    captures.length
      ? `LinkedIn captures: ${captures.length} in ${capturesDir()}; the extension's capture tests run on those it knows.`
      : `LinkedIn captures: none in ${capturesDir()}; the extension runs on our own fixtures only (LINKEDIN_CAPTURES=/path/to/captures adds them).`,
  );
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const stripe = await startStripeStandin({
    secretKey: STRIPE_TEST.secretKey,
    priceId: STRIPE_TEST.priceId,
    appUrl: `http://127.0.0.1:${port}`,
  });
  const llm = await startLlmStandin();
  const linkedin = await startLinkedInServer();
  const stack = await startStack({ port, env: { ...stripeEnv(stripe), LLM_BASE_URL: llm.url } });
  const inbox = await startInbox(stack.mail, { port: await freePort() });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MAIL_URL = `${inbox.url}/messages.json`;
  process.env.E2E_STRIPE_URL = stripe.url;
  process.env.E2E_LLM_URL = llm.url.replace(/\/v1$/, "");
  process.env.E2E_LINKEDIN_PORT = String(linkedin.port);
  return async () => {
    await inbox.close();
    await stack.stop();
    await stripe.close();
    await llm.close();
    await linkedin.close();
  };
}
