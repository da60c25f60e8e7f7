/**
 * Verification e-mails (PocketBase's request-verification and our resend): no inbox flooded.
 * Findings of the black-box security reviews of 2026-11 (issues #27 and #37), each reproduced as the attack it was,
 * against a real PocketBase and the SMTP capture. Each test failed before its fix. The other routes' findings are in
 * the other abuse-*.test.ts files.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn, signupBody, uniqueEmail, verificationToken } from "../helpers/accounts";
import { mailsTo } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";
import { from, newNetwork, settledMailsTo } from "../helpers/abuse";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => stack?.stop());

describe("verification e-mails cannot flood an inbox", () => {
  /** The server, with an address's e-mails and a network's requests for them limited, until the test ends. */
  const limitedStack = async () => {
    await stack.setEnv({ RATE_LIMIT_MAIL_ADDRESS: "1", RATE_LIMIT_VERIFICATION_IP: "5" });
    return stack;
  };
  afterEach(async () => stack.resetEnv());

  it("PocketBase's signed-out route sends no more than one e-mail every few minutes to an address, however it is asked", async () => {
    const limited = await limitedStack();
    const victim = uniqueEmail("victim");
    expect((await limited.request("/api/signup", { body: signupBody({ email: victim }) })).status).toBe(201); // the sign-up's own e-mail
    const asks = Array.from({ length: 20 }, (_, i) =>
      limited.request(`/api/collections/${i % 2 ? "_pb_users_auth_" : "users"}/request-verification`, {
        body: { email: victim },
        headers: from(`198.51.100.${i + 1}`), // twenty networks: the limit per network does not stop them
      }),
    );
    for (const res of await Promise.all(asks)) expect(res.status).toBe(204);
    expect(await settledMailsTo(limited, victim)).toHaveLength(1);
  });

  it("is limited per network", async () => {
    const limited = await limitedStack();
    const ip = newNetwork();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await limited.request("/api/collections/users/request-verification", {
            body: { email: uniqueEmail() },
            headers: from(ip),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });

  it("the signed-in resend counts the same e-mails: the address's owner already has a working link", async () => {
    const limited = await limitedStack();
    const body = signupBody();
    expect((await limited.request("/api/signup", { body })).status).toBe(201);
    const session = await signIn(limited, body.email, body.password);
    const again = await limited.request("/api/verification/resend", { method: "POST", token: session.token });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^We just sent you an e-mail\. You can ask for another in \d+ (seconds|minutes)\.$/);
    expect(await settledMailsTo(limited, body.email)).toHaveLength(1);
    // and the one e-mail works
    const [mail] = await mailsTo(() => limited.mail.messages, body.email);
    const token = verificationToken(mail!.links);
    expect((await limited.request("/api/collections/users/confirm-verification", { body: { token } })).status).toBe(204);
  });

  it("still sends the e-mail to an unverified account that asks, and nothing for a verified or unknown address", async () => {
    const unverified = signupBody();
    expect((await stack.request("/api/signup", { body: unverified })).status).toBe(201);
    const verified = await createUser(stack, { signUp: true });
    const unknown = uniqueEmail("nobody");
    for (const email of [unverified.email.toUpperCase(), verified.email, unknown]) {
      const res = await stack.request("/api/collections/users/request-verification", { body: { email } });
      expect(res.status).toBe(204);
    }
    expect(await mailsTo(() => stack.mail.messages, unverified.email)).toHaveLength(1); // before: the sign-up's
    await expect.poll(async () => (await mailsTo(() => stack.mail.messages, unverified.email)).length).toBe(2);
    expect(await settledMailsTo(stack, verified.email)).toHaveLength(1); // the sign-up's only
    expect(await mailsTo(() => stack.mail.messages, unknown)).toHaveLength(0);
    const invalid = await stack.request("/api/collections/users/request-verification", { body: { email: "not an address" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: "invalid_input", field: "email" });
  });
});
