/**
 * Sign-in, users' and the admin's: no account oracle in its time, and no spraying from one network.
 * Findings of the black-box security reviews of 2026-11 (issues #27 and #37), each reproduced as the attack it was,
 * against a real PocketBase and the SMTP capture. Each test failed before its fix. The other routes' findings are in
 * the other abuse-*.test.ts files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueEmail } from "../helpers/accounts";
import { ADMIN } from "../helpers/client";
import { startStack, type Stack } from "../helpers/stack";
import { from, medianMsInTurn, newNetwork } from "../helpers/abuse";

let stack: Stack;
beforeAll(async () => {
  // the admin as deployed, its password hashed at PocketBase's cost by the bootstrap hook (the other stacks' admin
  // has the cheapest hash, tests/pb_hooks/test-controls.pb.js): its sign-in time is what the admin's test compares
  stack = await startStack({
    env: { TRUST_PROXY: "true", PB_ADMIN_PASSWORD: ADMIN.password, NETLIFT_TEST_ADMIN_PASSWORD_HASH: "" },
  });
});
afterAll(async () => stack?.stop());

describe("sign-in tells no one which addresses have accounts, and one network cannot spray", () => {
  it("an unknown address takes as long as a known one with a wrong password, and gets the same answer", async () => {
    const user = await createUser(stack, { signUp: true });
    const unknown = uniqueEmail("nobody");
    const attempt = (identity: string) =>
      stack.request("/api/collections/users/auth-with-password", { body: { identity, password: "wrong-password-1" } });
    const [known, absent] = [await attempt(user.email), await attempt(unknown)];
    expect(absent.status).toBe(known.status);
    expect(absent.body).toEqual(known.body);
    const [knownMs, unknownMs] = await medianMsInTurn(
      7,
      () => attempt(user.email),
      () => attempt(unknown),
    );
    // both pay for one bcrypt check (about 0.1–0.3 s here); before, an unknown address took 1–3 % of a known one
    expect(unknownMs).toBeGreaterThan(knownMs * 0.5);
    expect(knownMs).toBeGreaterThan(unknownMs * 0.5);
  });

  it("one network trying many addresses is stopped, whatever the addresses", async () => {
    const spray = stack;
    await stack.setEnv({ RATE_LIMIT_SIGNIN_NETWORK: "5" });
    try {
      const user = await createUser(spray, { verified: false }); // its sign-in comes from the test's own address
      const ip = newNetwork();
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const res = await spray.request("/api/collections/users/auth-with-password", {
          body: { identity: uniqueEmail("sprayed"), password: "Password1!" },
          headers: from(ip),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const stopped = await spray.request("/api/collections/users/auth-with-password", {
        body: { identity: user.email, password: user.password },
        headers: from(ip),
      });
      expect(stopped.status).toBe(429);
      expect(stopped.body).toMatchObject({ code: "rate_limited", message: expect.stringMatching(/^Too many sign-in attempts/) });
      expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0);
      // another network is not affected
      const other = await spray.request("/api/collections/users/auth-with-password", {
        body: { identity: user.email, password: user.password },
        headers: from(newNetwork()),
      });
      expect(other.status).toBe(200);
    } finally {
      await stack.resetEnv();
    }
  });
});

describe("admin sign-in", () => {
  it("is limited per network: the right password waits too once the limit is reached", async () => {
    const guarded = stack;
    await stack.setEnv({ RATE_LIMIT_ADMIN_SIGNIN_IP: "3" });
    try {
      const ip = newNetwork();
      const attempt = (password: string) =>
        guarded.request("/api/admins/auth-with-password", { body: { identity: ADMIN.email, password }, headers: from(ip) });
      expect([(await attempt("guess-1")).status, (await attempt("guess-2")).status, (await attempt("guess-3")).status]).toEqual([
        400, 400, 400,
      ]);
      const limited = await attempt(ADMIN.password);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: "rate_limited" });
      expect(limited.body.token).toBeUndefined();
    } finally {
      await stack.resetEnv();
    }
  });

  it("an unknown admin address takes as long as the admin's with a wrong password", async () => {
    const attempt = (identity: string) =>
      stack.request("/api/admins/auth-with-password", { body: { identity, password: "wrong-password-1" } });
    const [known, absent] = [await attempt(ADMIN.email), await attempt("nobody@netlift.test")];
    expect(absent.status).toBe(known.status);
    expect(absent.body).toEqual(known.body);
    const [knownMs, unknownMs] = await medianMsInTurn(
      7,
      () => attempt(ADMIN.email),
      () => attempt("nobody@netlift.test"),
    );
    expect(unknownMs).toBeGreaterThan(knownMs * 0.5);
    expect(knownMs).toBeGreaterThan(unknownMs * 0.5);
  });
});
