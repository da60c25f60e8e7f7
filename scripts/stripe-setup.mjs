// @ts-check
/**
 * npm run stripe:setup: creates (idempotently) the Pro product, its $4.99/month price and the webhook
 * endpoint for APP_URL/api/stripe/webhook with the official Stripe SDK, then prints the env lines.
 * Needs STRIPE_SECRET_KEY; STRIPE_API_BASE points it at another API (the tests' stand-in).
 */
import Stripe from "stripe";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "./lib/env.mjs";
import { ROOT } from "./lib/pocketbase.mjs";

/** @type {{ product: { name: string }, plans: { pro: { priceCents: number, name: string } } }} */
const catalogue = JSON.parse(readFileSync(join(ROOT, "src/core/plans.json"), "utf8"));
export const PRICE_LOOKUP_KEY = "netlift_pro_monthly";
/** @type {string[]} the events the webhook handles (src/core/billing.ts reads the same file) */
export const WEBHOOK_EVENTS = JSON.parse(readFileSync(join(ROOT, "src/core/stripe-events.json"), "utf8")).handled;

/** @param {Record<string, string>} env */
export async function setupStripe(env) {
  if (!env.STRIPE_SECRET_KEY) throw new Error("Set STRIPE_SECRET_KEY (Stripe dashboard → Developers → API keys) and run again.");
  /** @type {Stripe.StripeConfig} */
  const config = {};
  if (env.STRIPE_API_BASE) {
    const base = new URL(env.STRIPE_API_BASE);
    Object.assign(config, {
      host: base.hostname,
      port: Number(base.port) || undefined,
      protocol: base.protocol.replace(":", ""),
    });
  }
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, config);
  const created = [];

  const products = await stripe.products.list({ limit: 100 });
  let product = products.data.find((p) => p.metadata?.netlift_plan === "pro");
  if (!product) {
    product = await stripe.products.create({
      name: `${catalogue.product.name} ${catalogue.plans.pro.name}`,
      metadata: { netlift_plan: "pro" },
    });
    created.push(`product ${product.id}`);
  }

  const prices = await stripe.prices.list({ lookup_keys: [PRICE_LOOKUP_KEY], limit: 1 });
  let price = prices.data[0];
  if (!price) {
    price = await stripe.prices.create({
      product: product.id,
      currency: "usd",
      unit_amount: catalogue.plans.pro.priceCents,
      recurring: { interval: "month" },
      lookup_key: PRICE_LOOKUP_KEY,
    });
    created.push(`price ${price.id}`);
  }

  const url = `${env.APP_URL}/api/stripe/webhook`;
  const endpoints = await stripe.webhookEndpoints.list({ limit: 100 });
  let endpoint = endpoints.data.find((e) => e.url === url);
  let secret = "";
  if (!endpoint) {
    endpoint = await stripe.webhookEndpoints.create({ url, enabled_events: /** @type {any} */ (WEBHOOK_EVENTS) });
    secret = endpoint.secret ?? "";
    created.push(`webhook endpoint ${endpoint.id}`);
  }
  return { productId: product.id, priceId: price.id, endpointId: endpoint.id, webhookSecret: secret, created };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = loadEnv();
  try {
    const result = await setupStripe(env);
    console.log(result.created.length ? `Created: ${result.created.join(", ")}` : "Everything already existed: nothing created.");
    console.log("\nAdd to .env:\n");
    console.log(`STRIPE_SECRET_KEY=${env.STRIPE_SECRET_KEY}`);
    console.log(`STRIPE_PRICE_ID=${result.priceId}`);
    console.log(
      result.webhookSecret
        ? `STRIPE_WEBHOOK_SECRET=${result.webhookSecret}`
        : `# STRIPE_WEBHOOK_SECRET: the endpoint ${result.endpointId} already existed; copy its signing secret from the Stripe dashboard`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
