/** Billing against a real PocketBase and the Stripe stand-in; webhooks signed with the official SDK. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminGet, adminPatch, agreed, createUser } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { startStack, type Stack } from "../helpers/stack";
import { checkoutCompleted, invoiceFailed, signatureFor, stripeEvent, subscriptionEvent } from "../helpers/stripe-events";
import { startStripeStandin, stripeEnv, STRIPE_TEST, type StripeStandin } from "../helpers/stripe-standin";

let stack: Stack;
let stripe: StripeStandin;
let llm: LlmStandin;

beforeAll(async () => {
  const { freePort } = await import("../../scripts/lib/pocketbase.mjs");
  const port = await freePort();
  stripe = await startStripeStandin({
    secretKey: STRIPE_TEST.secretKey,
    priceId: STRIPE_TEST.priceId,
    appUrl: `http://127.0.0.1:${port}`,
  });
  llm = await startLlmStandin();
  stack = await startStack({ port, env: { ...stripeEnv(stripe), LLM_BASE_URL: llm.url } });
});
afterAll(async () => {
  await stack?.stop();
  await stripe?.close();
  await llm?.close();
});

const details = (id: string) => adminGet(stack, "user_details", id);

async function deliver(event: object, options: { secret?: string; timestamp?: number; tamper?: (s: string) => string } = {}) {
  const payload = JSON.stringify(event);
  const header = signatureFor(payload, options);
  return stack.request("/api/stripe/webhook", {
    raw: options.tamper ? options.tamper(payload) : payload,
    headers: { "stripe-signature": header },
  });
}

async function eventCount(eventId: string) {
  const res = await stack.request(
    `/api/collections/stripe_events/records?filter=${encodeURIComponent(`eventId = "${eventId}"`)}`,
    {
      token: await stack.adminToken(),
    },
  );
  return res.body.totalItems as number;
}

describe("POST /api/billing/checkout", () => {
  it("needs a signed-in, verified user", async () => {
    expect((await stack.request("/api/billing/checkout", { body: {} })).body.code).toBe("unauthenticated");
    const unverified = await createUser(stack, { verified: false });
    const res = await stack.request("/api/billing/checkout", { body: {}, token: unverified.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("email_not_verified");
  });

  it("creates the user's Stripe customer, then a subscription Checkout Session for it, and returns its URL", async () => {
    const user = await createUser(stack);
    const res = await stack.request<{ url: string }>("/api/billing/checkout", { body: {}, token: user.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const customer = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/customers").at(-1)!;
    expect(customer.params).toMatchObject({ email: user.email, metadata: { userId: user.id } });
    const { stripeCustomerId } = await details(user.id);
    expect(stripeCustomerId).toMatch(/^cus_test_/);
    expect(stripe.customers.get(stripeCustomerId)).toMatchObject({ email: user.email });
    const sent = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").at(-1)!;
    expect(sent.params).toMatchObject({
      mode: "subscription",
      customer: stripeCustomerId,
      line_items: [{ price: STRIPE_TEST.priceId, quantity: "1" }],
      success_url: `${stack.url}/checkout/success`,
      cancel_url: `${stack.url}/checkout/failed`,
      client_reference_id: user.id,
      subscription_data: { metadata: { userId: user.id } },
    });
    expect(sent.params.customer_email).toBeUndefined();
  });

  it("a second Upgrade (another tab, a reload) gets the same open checkout, never a second subscription", async () => {
    const user = await createUser(stack);
    const created = () => stripe.requests.filter((r) => r.method === "POST" && r.path.startsWith("/v1/")).length;
    const before = created();
    const first = await stack.request<{ url: string }>("/api/billing/checkout", { body: {}, token: user.token });
    const second = await stack.request<{ url: string }>("/api/billing/checkout", { body: {}, token: user.token });
    expect(first.status, first.text).toBe(200);
    expect(second.body.url).toBe(first.body.url);
    expect(created() - before).toBe(2); // one customer, one session
    // paid in the first tab, and the webhook not here (or lost): no second checkout, and Pro applies now
    const paid = stripe.completeSession(first.body.url.split("/").pop()!);
    const third = await stack.request("/api/billing/checkout", { body: {}, token: user.token });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: "conflict", message: expect.stringMatching(/went through/) });
    expect(created() - before).toBe(2);
    expect(await details(user.id)).toMatchObject({ premium: true, stripeSubscriptionId: paid.id, subscriptionStatus: "active" });
  });

  it("a subscription waiting on a payment is paid in the portal, not replaced by a second one", async () => {
    const user = await createUser(stack);
    await stack.request("/api/billing/checkout", { body: {}, token: user.token }); // makes the customer
    const { stripeCustomerId } = await details(user.id);
    const unpaid = stripe.setSubscription({ status: "unpaid", userId: user.id, customer: stripeCustomerId });
    const sessionsBefore = stripe.sessions.size;
    const res = await stack.request("/api/billing/checkout", { body: {}, token: user.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/waiting for a payment. Use "Manage subscription"/);
    expect(stripe.sessions.size).toBe(sessionsBefore);
    expect(await details(user.id)).toMatchObject({
      premium: false,
      stripeSubscriptionId: unpaid.id,
      subscriptionStatus: "unpaid",
    });
    const me = await stack.request("/api/me", { token: user.token });
    expect(me.body.billing).toMatchObject({ subscriptionStatus: "unpaid", paymentFailed: true });
    expect((await stack.request("/api/billing/portal", { body: {}, token: user.token })).status).toBe(200);
  });

  it("two first clicks at the same moment make one customer and one checkout", async () => {
    const user = await createUser(stack);
    // the session's idempotency key is per minute: keep both requests inside one
    if (new Date().getSeconds() > 55) await new Promise((r) => setTimeout(r, 6000));
    const customersBefore = stripe.customers.size;
    const [a, b] = await Promise.all([
      stack.request<{ url: string }>("/api/billing/checkout", { body: {}, token: user.token }),
      stack.request<{ url: string }>("/api/billing/checkout", { body: {}, token: user.token }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.url).toBe(a.body.url);
    expect(stripe.customers.size - customersBefore).toBe(1);
    expect([...stripe.sessions.values()].filter((s) => s.client_reference_id === user.id)).toHaveLength(1);
  });

  it("works for an account whose details went missing", async () => {
    const user = await createUser(stack);
    await stack.request(`/api/collections/user_details/records/${user.id}`, {
      method: "DELETE",
      token: await stack.adminToken(),
    });
    const res = await stack.request<{ url: string }>("/api/billing/checkout", { body: {}, token: user.token });
    expect(res.status, res.text).toBe(200);
    expect((await details(user.id)).stripeCustomerId).toMatch(/^cus_test_/);
  });

  it("reuses the existing Stripe customer", async () => {
    const user = await createUser(stack);
    await adminPatch(stack, "user_details", user.id, { stripeCustomerId: "cus_test_existing" });
    const res = await stack.request("/api/billing/checkout", { body: {}, token: user.token });
    expect(res.status, res.text).toBe(200);
    const sent = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(sent.params.customer).toBe("cus_test_existing");
    expect(sent.params.customer_email).toBeUndefined();
  });

  it("refuses a second subscription to a Pro user with a clear 409", async () => {
    const user = await createUser(stack);
    await adminPatch(stack, "user_details", user.id, { premium: true });
    const before = stripe.requests.length;
    const res = await stack.request("/api/billing/checkout", { body: {}, token: user.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already on Pro/);
    expect(stripe.requests.length).toBe(before);
  });

  it("turns a Stripe failure into a readable 502", async () => {
    const user = await createUser(stack);
    stripe.failNextRequest(500);
    const res = await stack.request("/api/billing/checkout", { body: {}, token: user.token });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: "billing_unavailable", message: expect.stringMatching(/could not start the checkout/) });
  });
});

describe("POST /api/billing/portal", () => {
  it("is for subscribers only, not for whoever clicked Upgrade once", async () => {
    const user = await createUser(stack);
    const res = await stack.request("/api/billing/portal", { body: {}, token: user.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("plan_required");
    expect((await stack.request("/api/billing/checkout", { body: {}, token: user.token })).status).toBe(200); // a customer now exists
    expect((await stack.request("/api/billing/portal", { body: {}, token: user.token })).status).toBe(403);
  });

  it("opens the customer portal for the stored customer, returning to the dashboard", async () => {
    const user = await createUser(stack);
    await adminPatch(stack, "user_details", user.id, {
      premium: true,
      stripeCustomerId: "cus_test_portal",
      stripeSubscriptionId: "sub_test_portal",
    });
    const res = await stack.request<{ url: string }>("/api/billing/portal", { body: {}, token: user.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${stripe.url}/portal/`));
    expect(stripe.requests.at(-1)!.params).toEqual({ customer: "cus_test_portal", return_url: `${stack.url}/dashboard` });
  });
});

describe("POST /api/stripe/webhook", () => {
  it("turns Pro on for checkout.session.completed and stores the ids", async () => {
    const user = await createUser(stack);
    const sub = stripe.setSubscription({ status: "active", userId: user.id });
    const res = await deliver(checkoutCompleted(user.id, sub));
    expect(res.status, res.text).toBe(200);
    expect(await details(user.id)).toMatchObject({
      premium: true,
      stripeCustomerId: sub.customer,
      stripeSubscriptionId: sub.id,
      subscriptionStatus: "active",
    });
    const me = await stack.request("/api/me", { token: user.token });
    expect(me.body).toMatchObject({
      plan: "pro",
      billing: { configured: true, subscriptionStatus: "active", paymentFailed: false },
    });
  });

  it.each([
    [
      "a tampered body",
      { tamper: (s: string) => s.replace('"active"', '"activ3"').replace("checkout.session", "checkout.sessioN") },
    ],
    ["a wrong secret", { secret: "whsec_wrong" }],
    ["a stale timestamp", { timestamp: Math.floor(Date.now() / 1000) - 301 }],
  ])("rejects %s with 400 and changes nothing", async (_label, options) => {
    const user = await createUser(stack);
    const sub = stripe.setSubscription({ status: "active", userId: user.id });
    const event = checkoutCompleted(user.id, sub);
    const res = await deliver(event, options);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_signature");
    expect((await details(user.id)).premium).toBe(false);
    expect(await eventCount(event.id)).toBe(0);
  });

  it("rejects a missing signature header", async () => {
    const res = await stack.request("/api/stripe/webhook", { raw: JSON.stringify(stripeEvent("ping", {})) });
    expect(res.status).toBe(400);
  });

  it("applies the same event once, however often it arrives", async () => {
    const user = await createUser(stack);
    const sub = stripe.setSubscription({ status: "active", userId: user.id });
    const event = checkoutCompleted(user.id, sub);
    const reads = () => stripe.requests.filter((r) => r.path === `/v1/subscriptions/${sub.id}`).length;
    const results = await Promise.all([deliver(event), deliver(event)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.filter((r) => r.body.duplicate)).toHaveLength(1);
    const again = await deliver(event);
    expect(again.body).toEqual({ received: true, duplicate: true });
    expect(await eventCount(event.id)).toBe(1);
    expect(reads()).toBeLessThanOrEqual(2);
    expect((await details(user.id)).premium).toBe(true);
  });

  it("ends Free when subscription.deleted is processed before checkout.session.completed", async () => {
    const user = await createUser(stack);
    const sub = stripe.setSubscription({ status: "active", userId: user.id });
    const completed = checkoutCompleted(user.id, sub);
    sub.status = "canceled"; // by the time anything is delivered, the subscription is gone
    const deleted = subscriptionEvent("customer.subscription.deleted", { ...sub, metadata: { userId: user.id } });
    expect((await deliver(deleted)).status).toBe(200);
    expect((await details(user.id)).premium).toBe(false);
    expect((await deliver(completed)).status).toBe(200);
    expect(await details(user.id)).toMatchObject({ premium: false, subscriptionStatus: "canceled" });
  });

  it("a late event about an old subscription does not end the current one", async () => {
    const user = await createUser(stack);
    const old = stripe.setSubscription({ status: "active", userId: user.id });
    await deliver(checkoutCompleted(user.id, old));
    old.status = "canceled"; // cancelled, then subscribed again with the same customer
    const current = stripe.setSubscription({ status: "active", userId: user.id, customer: old.customer });
    expect((await deliver(checkoutCompleted(user.id, current))).status).toBe(200);
    const late = await deliver(subscriptionEvent("customer.subscription.deleted", { ...old, metadata: { userId: user.id } }));
    expect(late.status, late.text).toBe(200);
    expect(await details(user.id)).toMatchObject({
      premium: true,
      stripeSubscriptionId: current.id,
      subscriptionStatus: "active",
    });
    // the current one ending still ends Pro
    current.status = "canceled";
    await deliver(subscriptionEvent("customer.subscription.deleted", current));
    expect(await details(user.id)).toMatchObject({
      premium: false,
      stripeSubscriptionId: current.id,
      subscriptionStatus: "canceled",
    });
  });

  it("the plan a webhook sets reaches the very next assist request (the server remembers Pro accounts)", async () => {
    const user = await createUser(stack);
    const comment = () =>
      stack.request("/api/assist", {
        token: user.token,
        body: agreed(user, { task: "feed.comment", ...CONTEXTS["feed.comment"] }),
      });
    expect((await comment()).body.code).toBe("plan_required");
    const sub = stripe.setSubscription({ status: "active", userId: user.id });
    await deliver(checkoutCompleted(user.id, sub));
    const pro = await comment();
    expect(pro.status, pro.text).toBe(200);
    expect((await comment()).status).toBe(200); // answered from the remembered account
    sub.status = "canceled";
    expect((await deliver(subscriptionEvent("customer.subscription.deleted", sub))).status).toBe(200);
    const free = await comment();
    expect(free.status, free.text).toBe(403);
    expect(free.body.code).toBe("plan_required");
  });

  it("back on Free after a busy Pro day, the balance shows 0 left, not the Pro usage below zero", async () => {
    const user = await createUser(stack);
    const sub = stripe.setSubscription({ status: "active", userId: user.id });
    await deliver(checkoutCompleted(user.id, sub));
    await adminPatch(stack, "user_details", user.id, { tokenBalance: -42_000 }); // 52,000 tokens used today as Pro
    sub.status = "canceled";
    await deliver(subscriptionEvent("customer.subscription.deleted", sub));
    expect(await details(user.id)).toMatchObject({ premium: false, tokenBalance: 0 });
    const me = await stack.request("/api/me", { token: user.token });
    expect(me.body).toMatchObject({ plan: "free", tokenBalance: 0, maxTokens: 10000 });
  });

  it("follows customer.subscription.updated: active on, past_due kept, unpaid off", async () => {
    const user = await createUser(stack);
    const sub = stripe.setSubscription({ status: "active", userId: user.id });
    await adminPatch(stack, "user_details", user.id, { stripeCustomerId: sub.customer });
    for (const [status, premium] of [
      ["active", true],
      ["past_due", true],
      ["unpaid", false],
      ["trialing", true],
      ["incomplete_expired", false],
    ] as const) {
      sub.status = status;
      const res = await deliver(subscriptionEvent("customer.subscription.updated", sub));
      expect(res.status, res.text).toBe(200);
      expect(await details(user.id)).toMatchObject({ premium, subscriptionStatus: status });
    }
  });

  it("records invoice.payment_failed so the dashboard can say so", async () => {
    const user = await createUser(stack);
    const sub = stripe.setSubscription({ status: "active", userId: user.id });
    await deliver(checkoutCompleted(user.id, sub));
    sub.status = "past_due";
    expect((await deliver(invoiceFailed(sub))).status).toBe(200);
    expect((await details(user.id)).paymentFailedAt).not.toBe("");
    const me = await stack.request("/api/me", { token: user.token });
    expect(me.body).toMatchObject({ plan: "pro", billing: { subscriptionStatus: "past_due", paymentFailed: true } });

    sub.status = "active"; // the retry succeeded
    await deliver(stripeEvent("invoice.paid", { object: "invoice", customer: sub.customer, subscription: sub.id }));
    const after = await stack.request("/api/me", { token: user.token });
    expect(after.body.billing.paymentFailed).toBe(false);
  });

  it("acknowledges an unknown event type with 200 and changes nothing", async () => {
    const user = await createUser(stack);
    const event = stripeEvent("customer.created", { id: "cus_x", object: "customer", metadata: { userId: user.id } });
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, handled: false });
    expect(await eventCount(event.id)).toBe(0);
    expect((await details(user.id)).premium).toBe(false);
  });

  it("answers 400 to a signed payload that is not JSON", async () => {
    const payload = "{not json";
    const res = await stack.request("/api/stripe/webhook", {
      raw: payload,
      headers: { "stripe-signature": signatureFor(payload) },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_input");
  });

  it("answers 5xx when Stripe cannot be read, so Stripe retries; the retry applies it", async () => {
    const user = await createUser(stack);
    const sub = stripe.setSubscription({ status: "active", userId: user.id });
    const event = checkoutCompleted(user.id, sub);
    stripe.failNextRequest(503);
    const first = await deliver(event);
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(await eventCount(event.id)).toBe(0);
    expect((await details(user.id)).premium).toBe(false);
    expect((await deliver(event)).status).toBe(200);
    expect((await details(user.id)).premium).toBe(true);
  });
});

describe("without Stripe configured", () => {
  let bare: Stack;
  beforeAll(async () => {
    bare = await startStack();
  });
  afterAll(() => bare?.stop());

  it("answers 503 not_configured and says so in /api/me", async () => {
    const user = await createUser(bare);
    for (const path of ["/api/billing/checkout", "/api/billing/portal"]) {
      const res = await bare.request(path, { body: {}, token: user.token });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe("not_configured");
      expect(res.body.message).toMatch(/billing is not configured/);
    }
    const webhook = await bare.request("/api/stripe/webhook", { raw: "{}", headers: { "stripe-signature": "t=1,v1=x" } });
    expect(webhook.status).toBe(503);
    expect((await bare.request("/api/me", { token: user.token })).body.billing.configured).toBe(false);
  });
});
