/** POST /api/signup against a real PocketBase and a real SMTP capture server. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signupBody, uniqueEmail, verificationToken } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

async function adminList(collection: string, filter: string) {
  const res = await stack.request<{ totalItems: number; items: any[] }>(
    `/api/collections/${collection}/records?filter=${encodeURIComponent(filter)}`,
    { token: await stack.adminToken() },
  );
  expect(res.status).toBe(200);
  return res.body;
}

async function countAll() {
  const token = await stack.adminToken();
  const counts: Record<string, number> = {};
  for (const name of ["users", "user_details", "conversations"]) {
    const res = await stack.request<{ totalItems: number }>(`/api/collections/${name}/records?perPage=1`, { token });
    counts[name] = res.body.totalItems;
  }
  return counts;
}

describe("sign-up provisioning", () => {
  it("creates the account with its user_details and conversations at the initial values", async () => {
    const body = signupBody();
    const before = Date.now();
    const res = await stack.request<{ id: string; email: string }>("/api/signup", { body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), email: body.email });

    const token = await stack.adminToken();
    const user = await stack.request(`/api/collections/users/records/${res.body.id}`, { token });
    expect(user.body).toMatchObject({ email: body.email, verified: false, name: body.name });

    const details = await stack.request(`/api/collections/user_details/records/${res.body.id}`, { token });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: res.body.id,
      email: body.email,
      profile: "",
      tokenBalance: 10000,
      maxTokens: 10000,
      premium: false,
      name: body.name,
      industry: body.industry,
      role: body.role,
      howDidYouHear: body.howDidYouHear,
    });
    const reset = new Date(details.body.lastTokenReset.replace(" ", "T")).getTime();
    expect(reset).toBeGreaterThanOrEqual(before - 1000);
    expect(reset).toBeLessThanOrEqual(Date.now() + 1000);

    const conversations = await stack.request(`/api/collections/conversations/records/${res.body.id}`, { token });
    expect(conversations.body).toMatchObject({ id: res.body.id, numItems: 0, items: { "0": [] } });
  });

  it("sends a verification e-mail whose link lands on the site and verifies the account", async () => {
    const body = signupBody();
    const res = await stack.request<{ id: string }>("/api/signup", { body });
    expect(res.status).toBe(201);

    const mail = await stack.mail.waitFor(body.email);
    expect(mail.subject).toMatch(/verify/i);
    const link = mail.links.find((l) => l.includes("/verify-email?token="));
    expect(link, `links: ${mail.links.join(", ")}`).toBeDefined();
    expect(link!.startsWith(`${stack.url}/verify-email?token=`)).toBe(true);

    const confirm = await stack.request("/api/collections/users/confirm-verification", {
      body: { token: verificationToken(mail.links) },
    });
    expect(confirm.status).toBe(204);
    const user = await stack.request(`/api/collections/users/records/${res.body.id}`, { token: await stack.adminToken() });
    expect(user.body.verified).toBe(true);
  });

  it.each([
    ["malformed JSON", "{not json", "body", /valid JSON/],
    ["a JSON array", "[]", "body", /JSON object/],
    ["a missing e-mail", JSON.stringify({ ...signupBody(), email: "" }), "email", /e-mail/],
    ["a malformed e-mail", JSON.stringify({ ...signupBody(), email: "not-an-email" }), "email", /valid e-mail/],
    ["a missing password", JSON.stringify({ ...signupBody(), password: "", passwordConfirm: "" }), "password", /password/],
    [
      "mismatched passwords",
      JSON.stringify({ ...signupBody(), passwordConfirm: "something-else" }),
      "passwordConfirm",
      /^Password and Confirm Password fields do not match$/,
    ],
    ["a missing name", JSON.stringify({ ...signupBody(), name: "  " }), "name", /^The Name field is required$/],
    [
      "a short password",
      JSON.stringify({ ...signupBody(), password: "short", passwordConfirm: "short" }),
      "password",
      /at least 8/,
    ],
    ["an oversized field", JSON.stringify({ ...signupBody(), role: "x".repeat(201) }), "role", /at most 200/],
    ["a non-text field", JSON.stringify({ ...signupBody(), industry: 42 }), "industry", /text/],
  ])("rejects %s with a readable 400 and keeps nothing", async (_label, raw, field, message) => {
    const before = await countAll();
    const res = await stack.request("/api/signup", { raw });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_input");
    expect(res.body.message).toMatch(message);
    if (field !== "body") expect(res.body.field).toBe(field);
    expect(await countAll()).toEqual(before);
  });

  it("rejects an oversized body with 413 body_too_large", async () => {
    const res = await stack.request("/api/signup", { raw: JSON.stringify({ ...signupBody(), name: "x".repeat(70_000) }) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: "body_too_large",
      message: "The request body is too large: this route takes at most 8 KB.",
    });
  });

  it("makes no second account for the same e-mail (any case), though it answers as if (#37), and leaves the first intact", async () => {
    const body = signupBody();
    expect((await stack.request("/api/signup", { body })).status).toBe(201);
    const before = await countAll();
    const again = await stack.request("/api/signup", { body: { ...body, email: body.email.toUpperCase() } });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ id: expect.any(String), email: body.email });
    expect(await countAll()).toEqual(before);
  });

  it("signs in with the address as it was typed at sign-up, in any case, and still checks the password", async () => {
    const typed = `Jane.Doe-${Date.now().toString(36)}@Example.COM`;
    const created = await stack.request<{ id: string; email: string }>("/api/signup", { body: signupBody({ email: typed }) });
    expect(created.status).toBe(201);
    expect(created.body.email).toBe(typed.toLowerCase());

    for (const identity of [typed, typed.toLowerCase(), ` ${typed.toUpperCase()} `]) {
      expect((await signIn(stack, identity, "correct-horse-9")).record.id).toBe(created.body.id);
    }
    const wrong = await stack.request("/api/collections/users/auth-with-password", {
      body: { identity: typed, password: "wrong-horse-9" },
    });
    expect(wrong.status).toBe(400);
    const unknown = await stack.request("/api/collections/users/auth-with-password", {
      body: { identity: `Nobody-${Date.now().toString(36)}@Example.com`, password: "correct-horse-9" },
    });
    expect(unknown.status).toBe(400);
  });

  it("keeps PocketBase's own users create closed to clients", async () => {
    const email = uniqueEmail("direct");
    const res = await stack.request("/api/collections/users/records", {
      body: { email, password: "correct-horse-9", passwordConfirm: "correct-horse-9" },
    });
    expect(res.status).toBe(403);
    expect((await adminList("users", `email = "${email}"`)).totalItems).toBe(0);
  });
});
