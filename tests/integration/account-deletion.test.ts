/** Export and deletion of an account against a real PocketBase, the SMTP capture and the Stripe stand-in. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminGet, adminPatch, createUser, signIn, signupBody } from "../helpers/accounts";
import { mailsTo } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";
import { checkoutCompleted, signatureFor } from "../helpers/stripe-events";
import { startStripeStandin, stripeEnv, STRIPE_TEST, type StripeStandin } from "../helpers/stripe-standin";

let stack: Stack;
let stripe: StripeStandin;
beforeAll(async () => {
  const { freePort } = await import("../../scripts/lib/pocketbase.mjs");
  const port = await freePort();
  stripe = await startStripeStandin({ secretKey: STRIPE_TEST.secretKey, priceId: STRIPE_TEST.priceId, appUrl: `http://127.0.0.1:${port}` });
  stack = await startStack({ port, env: stripeEnv(stripe) });
});
afterAll(async () => {
  await stack?.stop();
  await stripe?.close();
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
  await adminPatch(stack, "conversations", user.id, { numItems: 1, items: { "0": [], "1": { task: "jobs.advice", suggestions: [`${marker} answer`] } } });
  await admin("/api/collections/stripe_events/records", { body: { eventId: `evt_${marker}`, type: "invoice.paid", user: user.id } });
  return user;
}

async function messagesMentioning(marker: string) {
  const res = await admin(`/api/collections/messages/records?filter=${encodeURIComponent(`mainText ~ "${marker}"`)}&sort=created`);
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
    expect(res.body.details).toMatchObject({ email: alice.email, plan: "free", premium: false, tokenBalance: 10000, profile: "Alice's saved profile" });
    expect(res.body.conversations.items["1"].suggestions).toEqual(["alice-marker answer"]);
    expect(res.body.messages.map((m: { mainText: string }) => m.mainText)).toEqual(["alice-marker feedback", "alice-marker contact"]);

    const text = res.text;
    for (const other of [bob.id, bob.email, "bob-marker", `cus_test_${bob.id}`]) expect(text).not.toContain(other);
    for (const secret of ["password", "tokenKey", STRIPE_TEST.secretKey, STRIPE_TEST.webhookSecret, alice.token]) expect(text).not.toContain(secret);
  });

  it("needs a session", async () => {
    expect((await stack.request("/api/account/export")).status).toBe(401);
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
    const before = { details: await adminGet(stack, "user_details", user.id), conversations: await adminGet(stack, "conversations", user.id) };
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
    expect(messages.map((m) => [m.name, m.email, m.user])).toEqual([["", "", ""], ["", "", ""]]);
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

  it("a Stripe event about the deleted account is acknowledged and names nobody", async () => {
    const user = await createUser(stack);
    const subscription = await goPro(user);
    expect((await deleteAccount(user, user.password)).status).toBe(200);
    const event = checkoutCompleted(user.id, subscription);
    const payload = JSON.stringify(event);
    const res = await stack.request("/api/stripe/webhook", { raw: payload, headers: { "stripe-signature": signatureFor(payload) } });
    expect(res.status).toBe(200);
    const stored = await admin(`/api/collections/stripe_events/records?filter=${encodeURIComponent(`eventId = "${event.id}"`)}`);
    expect(stored.body.items[0].user).toBe("");
  });
});
