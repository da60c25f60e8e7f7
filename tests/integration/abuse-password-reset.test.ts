/**
 * Passwords: the reset's limits, its answer's headers, and passwords of more than 72 bytes.
 * Findings of the black-box security reviews of 2026-11 (issues #27 and #37), each reproduced as the attack it was,
 * against a real PocketBase and the SMTP capture. Each test failed before its fix. The other routes' findings are in
 * the other abuse-*.test.ts files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn, signupBody, uniqueEmail } from "../helpers/accounts";
import { waitForLink } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";
import { from, newNetwork, settledMailsTo } from "../helpers/abuse";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => stack?.stop());

describe("nobody can use up a user's password resets", () => {
  it("an attacker's requests for the victim's address do not block the victim's own, and the inbox gets one e-mail", async () => {
    const limited = stack;
    await stack.setEnv({ RATE_LIMIT_RESET_EMAIL: "3", RATE_LIMIT_MAIL_ADDRESS: "1" });
    try {
      const victim = await createUser(limited);
      const ask = (ip: string) =>
        limited.request("/api/collections/users/request-password-reset", { body: { email: victim.email }, headers: from(ip) });
      const attacker = newNetwork();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await ask(attacker)).status);
      expect(statuses).toEqual([204, 204, 204, 429]); // the attacker's network is limited
      expect((await ask(newNetwork())).status).toBe(204); // before: 429 for an hour, for everyone
      const resets = (await settledMailsTo(limited, victim.email)).filter((m) =>
        m.links.some((l) => l.includes("/reset-password")),
      );
      expect(resets).toHaveLength(1);
      // the one link works: the victim sets a new password with it
      const { token } = await waitForLink(() => limited.mail.messages, victim.email, "/reset-password");
      const confirm = await limited.request("/api/collections/users/confirm-password-reset", {
        body: { token, password: "a-new-start-77", passwordConfirm: "a-new-start-77" },
      });
      expect(confirm.status, confirm.text).toBe(204);
      expect((await signIn(limited, victim.email, "a-new-start-77")).token).toBeTruthy();
    } finally {
      await stack.resetEnv();
    }
  });
});

describe("the password reset's 204 carries the server's real headers", () => {
  it("CORS and security headers as on any answer, and no junk", async () => {
    const origin = new URL(stack.url).origin;
    const res = await fetch(`${stack.url}/api/collections/users/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: uniqueEmail("nobody") }),
    });
    expect(res.status).toBe(204);
    const reference = await fetch(`${stack.url}/api/health`, { headers: { origin } });
    for (const name of ["access-control-allow-origin", "x-content-type-options", "x-frame-options", "x-xss-protection"]) {
      expect(res.headers.get(name), name).toBe(reference.headers.get(name));
    }
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    const names = [...res.headers.keys()];
    for (const junk of ["add", "set", "get", "del", "values", "clone", "write"]) expect(names).not.toContain(junk);
    for (const name of names) expect(res.headers.get(name), name).not.toBe("undefined");
  });
});

describe("a password of more than 72 bytes gets a clear 400, never a 500", () => {
  const long = "é".repeat(40); // 40 characters, 80 bytes
  const expected = { code: "invalid_input", field: "password", message: expect.stringMatching(/at most 72 bytes/) };

  it("at sign-up", async () => {
    const res = await stack.request("/api/signup", { body: signupBody({ password: long, passwordConfirm: long }) });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject(expected);
  });

  it("when changing it", async () => {
    const user = await createUser(stack);
    const res = await stack.request("/api/account/password", {
      token: user.token,
      body: { currentPassword: user.password, password: long, passwordConfirm: long },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject(expected);
  });

  it("when resetting it (PocketBase's route, in its shape)", async () => {
    const user = await createUser(stack);
    expect((await stack.request("/api/collections/users/request-password-reset", { body: { email: user.email } })).status).toBe(
      204,
    );
    const { token } = await waitForLink(() => stack.mail.messages, user.email, "/reset-password");
    const res = await stack.request("/api/collections/users/confirm-password-reset", {
      body: { token, password: long, passwordConfirm: long },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.data.password.message).toMatch(/at most 72 bytes/);
    expect((await signIn(stack, user.email, user.password)).token).toBeTruthy(); // unchanged
  });
});
