/** POST /api/verification/resend: a new verification e-mail now, and the truth when it cannot be sent. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, verificationToken } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let noMail: Stack;

beforeAll(async () => {
  const { freePort } = await import("../../scripts/lib/pocketbase.mjs");
  stack = await startStack();
  // a mail server that is down: nothing listens on this port
  noMail = await startStack({ env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(await freePort()) } });
});
afterAll(async () => {
  await stack?.stop();
  await noMail?.stop();
});

const resend = (s: Stack, token?: string) => s.request("/api/verification/resend", { method: "POST", body: {}, token });

describe("POST /api/verification/resend", () => {
  // how often: the address's pacing, tests/integration/verification-resend.test.ts
  it("sends a new e-mail whose link verifies the account", async () => {
    const user = await createUser(stack, { verified: false, signUp: true });
    await stack.mail.waitFor(user.email); // the one sign-up sent
    const before = stack.mail.messages.length;
    const res = await resend(stack, user.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ sent: true, verified: false });
    const mails = stack.mail.messages.filter((m) => m.to.includes(user.email));
    expect(stack.mail.messages.length).toBe(before + 1);
    const confirm = await stack.request("/api/collections/users/confirm-verification", {
      body: { token: verificationToken(mails.at(-1)!.links) },
    });
    expect(confirm.status).toBe(204);
    expect((await resend(stack, user.token)).body).toEqual({ sent: false, verified: true });
  });

  it("needs a signed-in user", async () => {
    const res = await resend(stack);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthenticated");
  });

  it("says so when the mail server is down; sign-up, which sends after answering (#37), still answers", async () => {
    const user = await createUser(noMail, { verified: false, signUp: true });
    const res = await resend(noMail, user.token);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      code: "mail_unavailable",
      message: "We could not send the e-mail right now. Please try again in a few minutes.",
    });
    const signup = await noMail.request("/api/signup", {
      body: {
        email: `down-${Date.now()}@example.com`,
        password: "correct horse battery",
        passwordConfirm: "correct horse battery",
        name: "Ada",
      },
    });
    expect(signup.status, signup.text).toBe(201);
    expect(Object.keys(signup.body).sort()).toEqual(["email", "id"]);
  });
});
