/** npm run stripe:setup against the Stripe stand-in: creates once, then finds what exists. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { setupStripe } from "../../scripts/stripe-setup.mjs";
import { startStripeStandin, STRIPE_TEST, type StripeStandin } from "../helpers/stripe-standin";

let stripe: StripeStandin;
beforeAll(async () => {
  stripe = await startStripeStandin({
    secretKey: STRIPE_TEST.secretKey,
    priceId: STRIPE_TEST.priceId,
    appUrl: "https://netlift.example",
  });
});
afterAll(() => stripe?.close());

it("creates the product, the $4.99/month price and the webhook endpoint exactly once", async () => {
  const env = { STRIPE_SECRET_KEY: STRIPE_TEST.secretKey, STRIPE_API_BASE: stripe.url, APP_URL: "https://netlift.example" };
  const first = await setupStripe(env);
  expect(first.created).toHaveLength(3);
  expect(first.webhookSecret).toMatch(/^whsec_/);
  expect(stripe.prices[0]).toMatchObject({
    currency: "usd",
    unit_amount: 499,
    recurring: { interval: "month" },
    lookup_key: "netlift_pro_monthly",
  });
  expect(stripe.webhookEndpoints[0]).toMatchObject({ url: "https://netlift.example/api/stripe/webhook" });
  expect((stripe.webhookEndpoints[0] as { enabled_events: string[] }).enabled_events).toContain("checkout.session.completed");

  const second = await setupStripe(env);
  expect(second.created).toEqual([]);
  expect(second.priceId).toBe(first.priceId);
  expect([stripe.products.length, stripe.prices.length, stripe.webhookEndpoints.length]).toEqual([1, 1, 1]);
});

it("explains a missing key", async () => {
  await expect(setupStripe({ APP_URL: "x" })).rejects.toThrow(/STRIPE_SECRET_KEY/);
});
