/**
 * Export and deletion of an account against a real PocketBase, the SMTP capture, the Stripe stand-in
 * and the LLM stand-in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminGet, adminPatch, agreed, createUser, signIn, signupBody, uniqueEmail } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { mailsTo, waitForLink } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";
import { checkoutCompleted, signatureFor, subscriptionEvent } from "../helpers/stripe-events";
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
  llm = await startLlmStandin({ tokensPerSecond: 400 });
  stack = await startStack({ port, env: { ...stripeEnv(stripe), LLM_BASE_URL: llm.url } });
});
afterAll(async () => {
  await stack?.stop();
  await stripe?.close();
  await llm?.close();
});

type User = Awaited<ReturnType<typeof createUser>>;
const admin = async (path: string, init: { method?: string; body?: unknown } = {}) =>
  stack.request(path, { ...init, token: await stack.adminToken() });
const deleteAccount = (user: { token: string }, password: string) =>
  stack.request("/api/account", { method: "DELETE", token: user.token, body: { password } });

/** A user with a feedback message sent signed in, a contact message sent signed out, memory and a Stripe event. */
async function userWithData(marker: string) {
  const user = await createUser(stack);
  const feedback = { kind: "feedback", name: `${marker} name`, email: user.email, mainText: `${marker} feedback` };
  expect((await stack.request("/api/collections/messages/records", { token: user.token, body: feedback })).status).toBe(200);
  const contact = { kind: "contact", name: `${marker} name`, email: user.email.toUpperCase(), mainText: `${marker} contact` };
  expect((await stack.request("/api/collections/messages/records", { body: contact })).status).toBe(200);
  await adminPatch(stack, "conversations", user.id, {
    numItems: 1,
    items: { "0": [], "1": { task: "jobs.advice", suggestions: [`${marker} answer`] } },
  });
  await admin("/api/collections/stripe_events/records", {
    body: { eventId: `evt_${marker}`, type: "invoice.paid", user: user.id },
  });
  return user;
}

async function messagesMentioning(marker: string) {
  const res = await admin(
    `/api/collections/messages/records?filter=${encodeURIComponent(`mainText ~ "${marker}"`)}&sort=created`,
  );
  return res.body.items as { name: string; email: string; user: string; mainText: string }[];
}

async function goPro(user: User) {
  const customer = `cus_test_${user.id}`;
  const subscription = stripe.setSubscription({ status: "active", userId: user.id, customer });
  await adminPatch(stack, "user_details", user.id, {
    premium: true,
    stripeCustomerId: customer,
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: "active",
  });
  return subscription;
}

describe("GET /api/account/export", () => {
  it("downloads the user's own data, with no other user's and no secrets", async () => {
    const alice = await userWithData("alice-marker");
    const bob = await userWithData("bob-marker");
    await goPro(bob);
    await adminPatch(stack, "user_details", alice.id, { profile: "Alice's saved profile" });

    const res = await stack.request("/api/account/export", { token: alice.token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="netlift-account-\d{4}-\d\d-\d\d\.json"$/);
    expect(res.body.account).toMatchObject({ id: alice.id, email: alice.email, verified: true });
    expect(res.body.details).toMatchObject({
      email: alice.email,
      plan: "free",
      premium: false,
      tokenBalance: 10000,
      profile: "Alice's saved profile",
    });
    expect(res.body.conversations.items["1"].suggestions).toEqual(["alice-marker answer"]);
    // the message sent signed in; the one sent signed out names only an address, which anyone can type
    expect(res.body.messages.map((m: { mainText: string }) => m.mainText)).toEqual(["alice-marker feedback"]);

    const text = res.text;
    for (const other of [bob.id, bob.email, "bob-marker", `cus_test_${bob.id}`]) expect(text).not.toContain(other);
    for (const secret of ["password", "tokenKey", STRIPE_TEST.secretKey, STRIPE_TEST.webhookSecret, alice.token])
      expect(text).not.toContain(secret);
  });

  it("needs a session", async () => {
    expect((await stack.request("/api/account/export")).status).toBe(401);
  });

  it("needs a verified address: an account made with someone else's address cannot read their messages", async () => {
    const address = uniqueEmail("someone");
    const contact = { kind: "contact", name: "Someone Else", email: address, mainText: "someone-else's question" };
    expect((await stack.request("/api/collections/messages/records", { body: contact })).status).toBe(200);
    const squatter = await createUser(stack, { verified: false, overrides: { email: address } });

    const res = await stack.request("/api/account/export", { token: squatter.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: "email_not_verified",
      message: "Please verify your e-mail address first: click the link we sent you.",
    });
    expect(res.text).not.toContain("someone-else's question");

    // and deleting that account leaves the other person's message as it was
    expect((await deleteAccount(squatter, squatter.password)).status).toBe(200);
    expect((await messagesMentioning("someone-else's question")).map((m) => [m.name, m.email])).toEqual([
      ["Someone Else", address],
    ]);
  });

  it("leaves out a message sent signed out with the user's address: anyone can type it (review finding 12)", async () => {
    const victim = await createUser(stack);
    const planted = { kind: "contact", name: "Anyone", email: victim.email, mainText: "planted-in-the-export" };
    expect((await stack.request("/api/collections/messages/records", { body: planted })).status).toBe(200);

    const res = await stack.request("/api/account/export", { token: victim.token });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("planted-in-the-export");
    // the address is the user's, verified: deleting the account still strips it from that message
    expect((await deleteAccount(victim, victim.password)).status).toBe(200);
    expect((await messagesMentioning("planted-in-the-export")).map((m) => [m.name, m.email, m.user])).toEqual([["", "", ""]]);
  });

  it("leaves out a message another account sent, whatever address it typed", async () => {
    const alice = await createUser(stack);
    const bob = await createUser(stack);
    const typed = { kind: "feedback", name: "Bob", email: alice.email, mainText: "bob-typed-alice's-address" };
    expect((await stack.request("/api/collections/messages/records", { token: bob.token, body: typed })).status).toBe(200);

    const res = await stack.request("/api/account/export", { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("bob-typed-alice's-address");
    expect((await deleteAccount(alice, alice.password)).status).toBe(200);
    expect((await messagesMentioning("bob-typed-alice's-address")).map((m) => [m.name, m.email, m.user])).toEqual([
      ["Bob", alice.email, bob.id],
    ]);
  });
});

describe("messages sent from an earlier address", () => {
  const changeEmail = async (user: { token: string; password: string }, newEmail: string) => {
    expect(
      (await stack.request("/api/collections/users/request-email-change", { token: user.token, body: { newEmail } })).status,
    ).toBe(204);
    const { token } = await waitForLink(() => stack.mail.messages, newEmail, "/confirm-email-change");
    const res = await stack.request("/api/collections/users/confirm-email-change", { body: { token, password: user.password } });
    expect(res.status, res.text).toBe(204);
    return signIn(stack, newEmail, user.password);
  };

  it("are stripped when the account is deleted after its address changed, and never exported", async () => {
    const user = await createUser(stack);
    const contact = {
      kind: "contact",
      name: "Old Me",
      email: ` ${user.email.toUpperCase()} `,
      mainText: "sent-from-the-old-address",
    };
    expect((await stack.request("/api/collections/messages/records", { body: contact })).status).toBe(200);
    const newEmail = `moved-${user.email}`;
    const session = await changeEmail(user, newEmail);

    const res = await stack.request("/api/account/export", { token: session.token });
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain("sent-from-the-old-address");
    expect((await deleteAccount(session, user.password)).status).toBe(200);
    expect((await messagesMentioning("sent-from-the-old-address")).map((m) => [m.name, m.email, m.user])).toEqual([["", "", ""]]);
  });

  it("are not linked to an account that never verified the earlier address", async () => {
    const address = uniqueEmail("owner");
    const contact = { kind: "contact", name: "The Owner", email: address, mainText: "the-owner's-message" };
    expect((await stack.request("/api/collections/messages/records", { body: contact })).status).toBe(200);
    const squatter = await createUser(stack, { verified: false, overrides: { email: address } });
    // confirming the change verifies the account (with its new address), not the old one
    const session = await changeEmail(squatter, `squatter-${address}`);

    const res = await stack.request("/api/account/export", { token: session.token });
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain("the-owner's-message");
    expect((await messagesMentioning("the-owner's-message")).map((m) => [m.name, m.email, m.user])).toEqual([
      ["The Owner", address, ""],
    ]);
  });
});

describe("DELETE /api/account", () => {
  it("refuses a wrong password and deletes nothing", async () => {
    const user = await createUser(stack);
    const res = await deleteAccount(user, "not-my-password");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_input", field: "password", message: "That password is not correct." });
    expect((await adminGet(stack, "users", user.id)).id).toBe(user.id);
    expect((await deleteAccount(user, "")).body.message).toBe("Please enter your password to confirm.");
  });

  it("while Stripe is down, answers 502 and leaves everything in place", async () => {
    const user = await userWithData("stripe-down");
    const subscription = await goPro(user);
    const before = {
      details: await adminGet(stack, "user_details", user.id),
      conversations: await adminGet(stack, "conversations", user.id),
    };
    stripe.failNextRequest(500);
    const res = await deleteAccount(user, user.password);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: "billing_unavailable", message: expect.stringMatching(/nothing was deleted/) });
    expect(await adminGet(stack, "user_details", user.id)).toEqual(before.details);
    expect(await adminGet(stack, "conversations", user.id)).toEqual(before.conversations);
    expect((await adminGet(stack, "users", user.id)).id).toBe(user.id);
    expect((await messagesMentioning("stripe-down")).every((m) => m.email !== "")).toBe(true);
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe("active");
    expect((await stack.request("/api/me", { token: user.token })).status).toBe(200);
  });

  it("cancels a live subscription, removes every record, answers 401 to the old token, and the address can sign up again", async () => {
    const user = await userWithData("deleted-user");
    const bystander = await userWithData("bystander");
    const subscription = await goPro(user);
    const extension = await signIn(stack, user.email, user.password); // the extension's session

    const res = await deleteAccount(user, user.password);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, subscriptionsCancelled: 1 });
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe("canceled");
    expect(stripe.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${subscription.id}`)).toBe(true);

    for (const collection of ["users", "user_details", "conversations"]) {
      expect((await admin(`/api/collections/${collection}/records/${user.id}`)).status).toBe(404);
    }
    const events = await admin(`/api/collections/stripe_events/records?filter=${encodeURIComponent(`user = "${user.id}"`)}`);
    expect(events.body.totalItems).toBe(0);
    // the messages stay, without who sent them
    const messages = await messagesMentioning("deleted-user");
    expect(messages.map((m) => [m.name, m.email, m.user])).toEqual([
      ["", "", ""],
      ["", "", ""],
    ]);
    expect(messages.map((m) => m.mainText)).toEqual(["deleted-user feedback", "deleted-user contact"]);
    // nobody else's
    expect((await messagesMentioning("bystander")).map((m) => [m.name, m.email.toLowerCase()])).toEqual([
      ["bystander name", bystander.email],
      ["bystander name", bystander.email],
    ]);
    expect((await adminGet(stack, "user_details", bystander.id)).email).toBe(bystander.email);

    const mail = (await mailsTo(() => stack.mail.messages, user.email)).at(-1)!;
    expect(mail.subject).toBe("Your Netlift account was deleted");

    for (const token of [user.token, extension.token]) {
      expect((await stack.request("/api/me", { token })).status).toBe(401);
      expect((await stack.request("/api/collections/users/auth-refresh", { method: "POST", token })).status).toBe(401);
    }
    await expect(signIn(stack, user.email, user.password)).rejects.toThrow(/sign-in failed/);

    const again = await stack.request("/api/signup", { body: signupBody({ email: user.email }) });
    expect(again.status, again.text).toBe(201);
    expect(again.body.id).not.toBe(user.id);
  });

  it("expires an open Checkout Session, so it can no longer be paid", async () => {
    const user = await createUser(stack);
    const checkout = await stack.request<{ url: string }>("/api/billing/checkout", { body: {}, token: user.token });
    expect(checkout.status, checkout.text).toBe(200);
    const sessionId = checkout.body.url.split("/").pop()!;
    expect(stripe.sessions.get(sessionId)!.status).toBe("open");
    const customer = (await adminGet(stack, "user_details", user.id)).stripeCustomerId as string;
    expect(stripe.customers.get(customer)).toMatchObject({ email: user.email });

    const res = await deleteAccount(user, user.password);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, subscriptionsCancelled: 0 });
    expect(stripe.sessions.get(sessionId)).toMatchObject({ status: "expired", url: null });
    expect(() => stripe.completeSession(sessionId)).toThrow(/no longer be paid/);
    // Stripe's customer, with the person's e-mail and name, is deleted too
    expect(stripe.customers.has(customer)).toBe(false);
    expect(stripe.requests.some((r) => r.method === "DELETE" && r.path === `/v1/customers/${customer}`)).toBe(true);
  });

  it("deletes the account even when Stripe will not delete its customer (nothing can be charged by then)", async () => {
    const user = await createUser(stack);
    expect((await stack.request("/api/billing/checkout", { body: {}, token: user.token })).status).toBe(200);
    const customer = (await adminGet(stack, "user_details", user.id)).stripeCustomerId as string;
    stripe.failNextMatching("DELETE", `/v1/customers/${customer}`, 500);

    const res = await deleteAccount(user, user.password);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ deleted: true });
    expect((await admin(`/api/collections/users/records/${user.id}`)).status).toBe(404);
    expect(stripe.customers.has(customer)).toBe(true);
  });

  it("when Stripe fails after cancelling a subscription, says it was cancelled and deletes nothing", async () => {
    const user = await createUser(stack);
    const first = await goPro(user);
    const second = stripe.setSubscription({ status: "past_due", userId: user.id, customer: first.customer });
    stripe.failNextMatching("DELETE", `/v1/subscriptions/${second.id}`, 500);

    const res = await deleteAccount(user, user.password);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe("billing_unavailable");
    expect(res.body.subscriptionsCancelled).toBe(1);
    expect(res.body.message).toMatch(/cancelled your Pro subscription/);
    expect(res.body.message).toMatch(/account was not deleted/);
    expect(res.body.message).not.toMatch(/nothing was deleted|could not cancel/i);
    expect(stripe.subscriptions.get(first.id)!.status).toBe("canceled");
    expect((await adminGet(stack, "users", user.id)).id).toBe(user.id);

    // trying again finishes the job
    const again = await deleteAccount(user, user.password);
    expect(again.status, again.text).toBe(200);
    expect(again.body.subscriptionsCancelled).toBe(1);
    expect(stripe.subscriptions.get(second.id)!.status).toBe("canceled");
  });

  it("two deletions at once: one deletes and sends the e-mail, the other finds no account (401)", async () => {
    const user = await createUser(stack);
    const results = await Promise.all([1, 2, 3].map(() => deleteAccount(user, user.password)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    for (const refused of results.filter((r) => r.status === 401)) expect(refused.body.code).toBe("unauthenticated");
    await expect
      .poll(async () => (await mailsTo(() => stack.mail.messages, user.email)).filter((m) => /deleted/.test(m.subject)).length)
      .toBe(1);
    await new Promise((r) => setTimeout(r, 500)); // a second e-mail would have arrived by now
    expect((await mailsTo(() => stack.mail.messages, user.email)).filter((m) => /deleted/.test(m.subject))).toHaveLength(1);
  });

  it.each(["Pro", "Free"])(
    "%s: an answer still being written when the account is deleted ends normally and leaves nothing behind",
    async (plan) => {
      const user = await createUser(stack);
      if (plan === "Pro") await adminPatch(stack, "user_details", user.id, { premium: true });
      llm.hold(4);
      try {
        const res = await fetch(`${stack.url}/api/assist`, {
          method: "POST",
          headers: { authorization: user.token, "content-type": "application/json", accept: "text/event-stream" },
          body: JSON.stringify(agreed(user, { task: "profile.summary", ...CONTEXTS["profile.summary"] })),
        });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        let seen = "";
        while (!seen.includes("event: delta")) seen += new TextDecoder().decode((await reader.read()).value); // the model is writing
        expect((await deleteAccount(user, user.password)).status).toBe(200);
        expect((await admin(`/api/collections/conversations/records/${user.id}`)).status).toBe(404);
        llm.release();
        let rest = "";
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
          rest += new TextDecoder().decode(chunk.value);
        // the answer ends as any other (a Free refund with no account to go to is nothing to fail on)
        expect(rest).toMatch(/event: done/);
        expect(rest).not.toMatch(/event: error/);
      } finally {
        llm.release();
      }
      expect((await admin(`/api/collections/conversations/records/${user.id}`)).status).toBe(404);
      expect((await admin(`/api/collections/user_details/records/${user.id}`)).status).toBe(404);
    },
  );

  it("a subscription that starts for the deleted account is cancelled when its event arrives", async () => {
    const user = await createUser(stack);
    const customer = `cus_test_late_${user.id}`;
    expect((await deleteAccount(user, user.password)).status).toBe(200);
    // paid in another tab while the account was being deleted
    const send = (event: ReturnType<typeof checkoutCompleted>) => {
      const payload = JSON.stringify(event);
      return stack.request("/api/stripe/webhook", { raw: payload, headers: { "stripe-signature": signatureFor(payload) } });
    };
    const late = stripe.setSubscription({ status: "active", userId: user.id, customer });
    const created = await send(subscriptionEvent("customer.subscription.created", { ...late, metadata: { userId: user.id } }));
    expect(created.status, created.text).toBe(200);
    expect(stripe.subscriptions.get(late.id)!.status).toBe("canceled");
    expect(stripe.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${late.id}`)).toBe(true);

    const completed = stripe.setSubscription({ status: "active", userId: user.id, customer });
    expect((await send(checkoutCompleted(user.id, completed))).status).toBe(200);
    expect(stripe.subscriptions.get(completed.id)!.status).toBe("canceled");

    // when Stripe refuses the cancellation, the event is not acknowledged: Stripe retries it
    const retried = stripe.setSubscription({ status: "active", userId: user.id, customer });
    stripe.failNextMatching("DELETE", `/v1/subscriptions/${retried.id}`, 500);
    const event = subscriptionEvent("customer.subscription.updated", { ...retried, metadata: { userId: user.id } });
    expect((await send(event)).status).toBe(502);
    expect(stripe.subscriptions.get(retried.id)!.status).toBe("active");
    expect((await send(event)).status).toBe(200);
    expect(stripe.subscriptions.get(retried.id)!.status).toBe("canceled");
  });

  it("leaves alone a subscription that is not for our price, or names no user of ours", async () => {
    const user = await createUser(stack);
    expect((await deleteAccount(user, user.password)).status).toBe(200);
    const otherProduct = stripe.setSubscription({ status: "active", userId: user.id, customer: "cus_test_other_product" });
    otherProduct.items.data[0]!.price.id = "price_test_another_product";
    const nobody = stripe.setSubscription({ status: "active", customer: "cus_test_nobody" });
    for (const subscription of [otherProduct, nobody]) {
      const payload = JSON.stringify(subscriptionEvent("customer.subscription.created", subscription));
      const res = await stack.request("/api/stripe/webhook", {
        raw: payload,
        headers: { "stripe-signature": signatureFor(payload) },
      });
      expect(res.status).toBe(200);
      expect(stripe.subscriptions.get(subscription.id)!.status).toBe("active");
    }
  });

  it("a Stripe event about the deleted account is acknowledged and names nobody", async () => {
    const user = await createUser(stack);
    const subscription = await goPro(user);
    expect((await deleteAccount(user, user.password)).status).toBe(200);
    const event = checkoutCompleted(user.id, subscription);
    const payload = JSON.stringify(event);
    const res = await stack.request("/api/stripe/webhook", {
      raw: payload,
      headers: { "stripe-signature": signatureFor(payload) },
    });
    expect(res.status).toBe(200);
    const stored = await admin(`/api/collections/stripe_events/records?filter=${encodeURIComponent(`eventId = "${event.id}"`)}`);
    expect(stored.body.items[0].user).toBe("");
  });
});
