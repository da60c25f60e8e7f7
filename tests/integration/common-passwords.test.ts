/**
 * Common passwords refused wherever a password is set (issue #24): sign-up, the password change and
 * PocketBase's own confirm-password-reset, each with the same sentence on the `password` field, and
 * nothing changed. A strong password still goes through each.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMON_PASSWORD_CODE, COMMON_PASSWORD_MESSAGE } from "../../src/core/passwords";
import { adminGet, createUser, signIn, signupBody } from "../helpers/accounts";
import { waitForLink } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const STRONG = "violet-anchor-lantern-58";
const refusal = { code: "invalid_input", field: "password", message: COMMON_PASSWORD_MESSAGE };

async function usersWithEmail(email: string) {
  const filter = encodeURIComponent(`email = "${email}"`);
  const res = await stack.request(`/api/collections/users/records?filter=${filter}`, { token: await stack.adminToken() });
  return res.body.totalItems as number;
}

describe("POST /api/signup", () => {
  it.each(["password1", "Password1", "QWERTY123", "12345678"])("refuses %s and creates no account", async (password) => {
    const body = signupBody({ password, passwordConfirm: password });
    const res = await stack.request("/api/signup", { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal);
    expect(await usersWithEmail(body.email)).toBe(0);
  });

  it("takes a strong password", async () => {
    const body = signupBody({ password: STRONG, passwordConfirm: STRONG });
    expect((await stack.request("/api/signup", { body })).status).toBe(201);
    expect((await signIn(stack, body.email, STRONG)).token).toBeTruthy();
  });

  it("says the length first: a short common password gets the length rule's message", async () => {
    const res = await stack.request("/api/signup", { body: signupBody({ password: "1234567", passwordConfirm: "1234567" }) });
    expect(res.body).toEqual({
      code: "invalid_input",
      field: "password",
      message: "The password must be at least 8 characters long.",
    });
  });
});

describe("POST /api/account/password", () => {
  const change = (token: string, currentPassword: string, password: string) =>
    stack.request("/api/account/password", { token, body: { currentPassword, password, passwordConfirm: password } });

  it("refuses a common new password and keeps the old one and the session", async () => {
    const user = await createUser(stack);
    const before = (await adminGet(stack, "users", user.id)).updated;
    const res = await change(user.token, user.password, "Password1");
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal);
    expect((await signIn(stack, user.email, user.password)).token).toBeTruthy();
    expect((await stack.request("/api/me", { token: user.token })).status).toBe(200);
    expect((await adminGet(stack, "users", user.id)).updated).toBe(before);
  });

  it("takes a strong one", async () => {
    const user = await createUser(stack);
    expect((await change(user.token, user.password, STRONG)).status).toBe(200);
    expect((await signIn(stack, user.email, STRONG)).token).toBeTruthy();
  });
});

describe("POST /api/collections/users/confirm-password-reset (PocketBase's)", () => {
  async function resetToken(email: string) {
    const since = stack.mail.messages.length;
    expect((await stack.request("/api/collections/users/request-password-reset", { body: { email } })).status).toBe(204);
    return (await waitForLink(() => stack.mail.messages, email, "/reset-password", { since })).token;
  }
  const confirm = (token: string, password: string, collection = "users") =>
    stack.request(`/api/collections/${collection}/confirm-password-reset`, {
      body: { token, password, passwordConfirm: password },
    });

  it("refuses a common password in the API's shape, the field also under data as PocketBase's form names it; the old password and the link still work", async () => {
    const user = await createUser(stack);
    const token = await resetToken(user.email);
    for (const collection of ["users", "_pb_users_auth_", "Users"]) {
      const res = await confirm(token, "password1", collection);
      expect(res.status, collection).toBe(400);
      expect(res.body).toEqual({
        code: "invalid_input",
        message: COMMON_PASSWORD_MESSAGE,
        field: "password",
        data: { password: { code: COMMON_PASSWORD_CODE, message: COMMON_PASSWORD_MESSAGE } },
      });
    }
    expect((await signIn(stack, user.email, user.password)).token).toBeTruthy();
    expect((await stack.request("/api/me", { token: user.token })).status).toBe(200);

    // the same link then takes a strong password
    expect((await confirm(token, STRONG)).status).toBe(204);
    expect((await signIn(stack, user.email, STRONG)).token).toBeTruthy();
    await expect(signIn(stack, user.email, user.password)).rejects.toThrow(/sign-in failed/);
  });

  it("refuses it sent as a form too", async () => {
    const user = await createUser(stack);
    const token = await resetToken(user.email);
    const form = new URLSearchParams({ token, password: "Qwerty123", passwordConfirm: "Qwerty123" });
    const res = await fetch(`${stack.url}/api/collections/users/confirm-password-reset`, { method: "POST", body: form });
    expect(res.status).toBe(400);
    expect((await res.json()).data.password.code).toBe(COMMON_PASSWORD_CODE);
    expect((await signIn(stack, user.email, user.password)).token).toBeTruthy();
  });
});

describe("other ways to set a password stay closed to clients", () => {
  it("PocketBase's record API neither creates a user nor changes a password", async () => {
    const user = await createUser(stack);
    const create = await stack.request("/api/collections/users/records", {
      body: { email: `direct-${user.email}`, password: "password1", passwordConfirm: "password1" },
    });
    expect(create.status).toBe(403); // createRule null: only admins
    expect(await usersWithEmail(`direct-${user.email}`)).toBe(0);

    const update = await stack.request(`/api/collections/users/records/${user.id}`, {
      method: "PATCH",
      token: user.token,
      body: { oldPassword: user.password, password: "password1", passwordConfirm: "password1" },
    });
    expect(update.status).toBe(403); // updateRule null: only admins
    expect((await signIn(stack, user.email, user.password)).token).toBeTruthy();
  });
});
