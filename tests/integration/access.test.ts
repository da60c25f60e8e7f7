/** API rules: owners read only their own records; nobody writes plan, tokens or billing fields. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminGet, createUser } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  stack = await startStack();
  alice = await createUser(stack);
  bob = await createUser(stack);
});
afterAll(() => stack?.stop());

const adminRead = (collection: string, id: string) => adminGet(stack, collection, id);

describe("reading", () => {
  it.each(["user_details", "conversations", "users"])("an owner reads their own %s record", async (collection) => {
    const res = await stack.request(`/api/collections/${collection}/records/${alice.id}`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(alice.id);
  });

  it.each(["user_details", "conversations", "users"])("nobody reads another user's %s record", async (collection) => {
    const res = await stack.request(`/api/collections/${collection}/records/${bob.id}`, { token: alice.token });
    expect(res.status).toBe(404);
    const anonymous = await stack.request(`/api/collections/${collection}/records/${bob.id}`);
    expect(anonymous.status).toBe(404);
  });

  it.each(["user_details", "conversations", "users"])("listing %s shows only one's own record", async (collection) => {
    const res = await stack.request(`/api/collections/${collection}/records`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: { id: string }) => r.id)).toEqual([alice.id]);
  });

  it("messages are write-only for clients: not even their sender reads them back", async () => {
    const sent = await stack.request("/api/collections/messages/records", {
      token: alice.token,
      body: { kind: "feedback", name: "Alice", email: "alice@example.com", mainText: "write-only check" },
    });
    expect(sent.status, sent.text).toBe(200);
    const list = await stack.request("/api/collections/messages/records", { token: alice.token });
    expect(list.status).toBe(403);
    expect(list.body.items).toBeUndefined();
    expect(list.text).not.toContain("write-only check");
    const one = await stack.request(`/api/collections/messages/records/${sent.body.id}`, { token: alice.token });
    expect(one.status).toBe(403);
    expect(one.text).not.toContain("write-only check");
    const signedOut = await stack.request("/api/collections/messages/records");
    expect(signedOut.status).toBe(403);
  });
});

describe("writing", () => {
  it.each([
    ["premium", true],
    ["tokenBalance", 999999],
    ["maxTokens", 999999],
    ["lastTokenReset", "2000-01-01 00:00:00.000Z"],
    ["stripeCustomerId", "cus_fake"],
    ["stripeSubscriptionId", "sub_fake"],
    ["subscriptionStatus", "active"],
    ["email", "someone-else@example.com"],
  ])("an owner cannot change their own %s", async (field, value) => {
    const before = await adminRead("user_details", alice.id);
    const res = await stack.request(`/api/collections/user_details/records/${alice.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { [field]: value, role: "sneaky" },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const after = await adminRead("user_details", alice.id);
    expect(after[field]).toEqual(before[field]);
    expect(after.role).toBe(before.role);
  });

  it("an owner edits their about-you fields through PATCH /api/account only, not the record API", async () => {
    const before = await adminRead("user_details", alice.id);
    for (const body of [{ role: "Student", industry: "Education" }, { name: "" }, { profile: "Pasted profile" }]) {
      const res = await stack.request(`/api/collections/user_details/records/${alice.id}`, {
        method: "PATCH",
        token: alice.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(403); // no update rule: admins only
    }
    expect(await adminRead("user_details", alice.id)).toEqual(before);
    const res = await stack.request("/api/account", {
      method: "PATCH",
      token: alice.token,
      body: { role: "Student", industry: "Education" },
    });
    expect(res.status).toBe(200);
    expect(await adminRead("user_details", alice.id)).toMatchObject({ role: "Student", industry: "Education", premium: false });
  });

  it("nobody edits someone else's details", async () => {
    const res = await stack.request(`/api/collections/user_details/records/${bob.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { role: "hacked" },
    });
    expect(res.status).toBe(403);
    expect((await adminRead("user_details", bob.id)).role).not.toBe("hacked");
  });

  it.each(["user_details", "conversations"])("clients cannot create %s records, for anyone", async (collection) => {
    const res = await stack.request(`/api/collections/${collection}/records`, {
      token: alice.token,
      body: { id: "aaaaaaaaaaaaaaa", numItems: 0, premium: true },
    });
    expect(res.status).toBe(403);
    const missing = await stack.request(`/api/collections/${collection}/records/aaaaaaaaaaaaaaa`, {
      token: await stack.adminToken(),
    });
    expect(missing.status).toBe(404);
  });

  it("clients cannot write conversations", async () => {
    const res = await stack.request(`/api/collections/conversations/records/${alice.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { numItems: 5 },
    });
    expect(res.status).toBe(403);
    expect((await adminRead("conversations", alice.id)).numItems).toBe(0);
  });

  it("a message cannot be sent in someone else's name", async () => {
    const res = await stack.request("/api/collections/messages/records", {
      token: alice.token,
      body: { kind: "feedback", mainText: "spoofed", user: bob.id },
    });
    expect(res.status).toBe(400);
    const stored = await stack.request(`/api/collections/messages/records?filter=${encodeURIComponent('mainText = "spoofed"')}`, {
      token: await stack.adminToken(),
    });
    expect(stored.body.totalItems).toBe(0);
  });

  it("a user cannot delete their records or mark themselves verified", async () => {
    expect(
      (await stack.request(`/api/collections/user_details/records/${alice.id}`, { method: "DELETE", token: alice.token })).status,
    ).toBe(403);
    const fresh = await createUser(stack, { verified: false });
    await stack.request(`/api/collections/users/records/${fresh.id}`, {
      method: "PATCH",
      token: fresh.token,
      body: { verified: true },
    });
    expect((await adminRead("users", fresh.id)).verified).toBe(false);
  });
});

describe("the users record", () => {
  // name goes through PATCH /api/account, the password through POST /api/account/password (wrong
  // current passwords limited), the address through request-email-change
  it.each([
    ["verified", true],
    ["email", "taken-over@example.com"],
    ["name", "Renamed"],
    ["username", "renamed"],
    ["emailVisibility", true],
  ])("an owner cannot change their own %s through the record API", async (field, value) => {
    const before = await adminRead("users", alice.id);
    const res = await stack.request(`/api/collections/users/records/${alice.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { [field]: value },
    });
    expect(res.status).toBe(403);
    expect(await adminRead("users", alice.id)).toEqual(before);
  });

  it("an owner cannot change their password through the record API, even with the old one", async () => {
    const res = await stack.request(`/api/collections/users/records/${alice.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { oldPassword: alice.password, password: "taken-over-1", passwordConfirm: "taken-over-1" },
    });
    expect(res.status).toBe(403);
    expect((await stack.request("/api/me", { token: alice.token })).status).toBe(200); // token key unchanged
  });
});

describe("deleting an account", () => {
  it("removes its user_details and conversations with it", async () => {
    const carol = await createUser(stack);
    const token = await stack.adminToken();
    expect((await stack.request(`/api/collections/users/records/${carol.id}`, { method: "DELETE", token })).status).toBe(204);
    for (const collection of ["user_details", "conversations"]) {
      expect((await stack.request(`/api/collections/${collection}/records/${carol.id}`, { token })).status).toBe(404);
    }
  });
});
