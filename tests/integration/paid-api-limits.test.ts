/**
 * Routes that call a paid API are limited per account and per network (issue #37, finding 8): 100 checkout calls
 * took 0.5 s, each making at least 2 Stripe API calls, enough to use up the operator's Stripe request limit for
 * every user. Checkout and the billing portal (RATE_LIMIT_BILLING_*) and account deletion, which cancels at Stripe
 * (RATE_LIMIT_ACCOUNT_DELETION_*), answer 429 rate_limited with Retry-After before Stripe is asked. /api/assist,
 * the one route that calls the LLM, has had its limits since the first review (tests/integration/ratelimit.test.ts).
 *
 * Each test speaks from its own network (X-Forwarded-For, trusted here as behind a proxy), so that the per-network
 * counts of one test do not reach the next.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminGet, adminPatch, createUser } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";
import { startStripeStandin, stripeEnv, STRIPE_TEST, type StripeStandin } from "../helpers/stripe-standin";

const PER_USER = 3;
// one more than an account's: a second account on the network is refused on its second request, by the network
const PER_NETWORK = PER_USER + 1;

let stack: Stack;
let stripe: StripeStandin;
beforeAll(async () => {
  const { freePort } = await import("../../scripts/lib/pocketbase.mjs");
  const port = await freePort();
  stripe = await startStripeStandin({
    secretKey: STRIPE_TEST.secretKey,
    priceId: STRIPE_TEST.priceId,
    appUrl: `http://127.0.0.1:${port}`,
  });
  stack = await startStack({
    port,
    env: {
      ...stripeEnv(stripe),
      TRUST_PROXY: "true",
      RATE_LIMIT_BILLING_USER: String(PER_USER),
      RATE_LIMIT_BILLING_IP: String(PER_NETWORK),
      RATE_LIMIT_ACCOUNT_DELETION_USER: String(PER_USER),
      RATE_LIMIT_ACCOUNT_DELETION_IP: String(PER_NETWORK),
    },
  });
});
afterAll(async () => {
  await stack?.stop();
  await stripe?.close();
});

const from = (network: string) => ({ "x-forwarded-for": network });
const post = (path: string, token: string, network: string) =>
  stack.request(path, { method: "POST", token, body: {}, headers: from(network) });
const deleteAccount = (token: string, password: string, network: string) =>
  stack.request("/api/account", { method: "DELETE", token, body: { password }, headers: from(network) });

function expectLimited(res: { status: number; body: { code?: string }; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe("rate_limited");
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("POST /api/billing/checkout and /api/billing/portal", () => {
  it("a burst from one account gets 429 after the limit, and Stripe sees no more calls than the limit allows", async () => {
    // what one checkout costs at most: a new account's first (it makes the Stripe customer too)
    const probe = await createUser(stack);
    const probeStart = stripe.requests.length;
    expect((await post("/api/billing/checkout", probe.token, "198.51.100.1")).status).toBe(200);
    const perCheckout = stripe.requests.length - probeStart;
    expect(perCheckout).toBeGreaterThanOrEqual(2);

    const user = await createUser(stack);
    const start = stripe.requests.length;
    const burst = await Promise.all(Array.from({ length: 20 }, () => post("/api/billing/checkout", user.token, "198.51.100.2")));
    const refused = burst.filter((res) => res.status === 429);
    expect(burst.length - refused.length).toBe(PER_USER);
    refused.forEach(expectLimited);
    expect(stripe.requests.length - start).toBeLessThanOrEqual(PER_USER * perCheckout);
  });

  it("counts checkout and portal together per account", async () => {
    const user = await createUser(stack);
    expect((await post("/api/billing/checkout", user.token, "198.51.100.3")).status).toBe(200);
    const { stripeCustomerId } = await adminGet(stack, "user_details", user.id);
    await adminPatch(stack, "user_details", user.id, { stripeSubscriptionId: "sub_test_portal" });
    const start = stripe.requests.length;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post("/api/billing/portal", user.token, "198.51.100.3")).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const portals = stripe.requests.slice(start).filter((r) => r.path === "/v1/billing_portal/sessions");
    expect(portals.map((r) => r.params.customer)).toEqual([stripeCustomerId, stripeCustomerId]);
  });

  it("limits accounts sharing a network together, and not another network", async () => {
    const [first, second] = await Promise.all([createUser(stack), createUser(stack)]);
    const network = "198.51.100.4";
    const statuses = [];
    for (let i = 0; i < PER_USER; i++) statuses.push((await post("/api/billing/checkout", first.token, network)).status);
    statuses.push((await post("/api/billing/checkout", second.token, network)).status);
    const start = stripe.requests.length;
    const refused = await post("/api/billing/checkout", second.token, network);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expectLimited(refused);
    expect(stripe.requests.length).toBe(start);
    // the second account has requests left, from elsewhere
    expect((await post("/api/billing/checkout", second.token, "198.51.100.5")).status).toBe(200);
  });
});

describe("DELETE /api/account", () => {
  it("is limited per account before Stripe is called: retries while Stripe fails stop at the limit", async () => {
    const user = await createUser(stack);
    const customer = "cus_test_deletion_retries";
    await adminPatch(stack, "user_details", user.id, { stripeCustomerId: customer });
    // Stripe fails for as many attempts as the limit lets through: a further attempt would delete the account
    for (let i = 0; i < PER_USER; i++) stripe.failNextMatching("GET", "/v1/checkout/sessions", 500);
    const start = stripe.requests.length;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await deleteAccount(user.token, user.password, "198.51.100.6")).status);
    expect(statuses).toEqual([502, 502, 502, 429, 429, 429]);
    expect(stripe.requests.slice(start).filter((r) => r.params.customer === customer)).toHaveLength(PER_USER);
    expect((await stack.request("/api/me", { token: user.token })).status).toBe(200); // not deleted
  });

  it("is limited per network, whichever account asks", async () => {
    const [first, second] = await Promise.all([createUser(stack), createUser(stack)]);
    const network = "198.51.100.7";
    const statuses = [];
    for (let i = 0; i < PER_USER; i++) statuses.push((await deleteAccount(first.token, "not-the-password", network)).status);
    statuses.push((await deleteAccount(second.token, "not-the-password", network)).status);
    expect(statuses).not.toContain(429);
    expectLimited(await deleteAccount(second.token, second.password, network));
    // the second account has attempts left, from elsewhere
    expect((await deleteAccount(second.token, second.password, "198.51.100.8")).status).toBe(200);
  });
});
