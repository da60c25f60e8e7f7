/** GET /api/me: plan and today's tokens, with the daily reset applied lazily when due. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPatch, createUser } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const HOUR = 60 * 60 * 1000;
const pbDate = (ms: number) => new Date(ms).toISOString().replace("T", " ");

async function me(token: string) {
  const res = await stack.request("/api/me", { token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe("GET /api/me", () => {
  it("answers 401 unauthenticated without a valid token", async () => {
    for (const token of [undefined, "not-a-token"]) {
      const res = await stack.request("/api/me", { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: "unauthenticated", message: expect.any(String) });
    }
  });

  it("describes a new account: Free, nothing used, refresh 24 h after sign-up", async () => {
    const user = await createUser(stack, { verified: false });
    const body = await me(user.token);
    const details = await stack.request(`/api/collections/user_details/records/${user.id}`, { token: user.token });
    expect(body).toMatchObject({
      email: user.email,
      verified: false,
      name: "Ada Lovelace",
      premium: false,
      plan: "free",
      tokenBalance: 10000,
      maxTokens: 10000,
      tokensUsed: 0,
      dailyTokenLimit: 10000,
    });
    const last = new Date(details.body.lastTokenReset.replace(" ", "T")).getTime();
    expect(new Date(body.resetsAt).getTime()).toBe(last + 24 * HOUR);
  });

  it("reports tokens used and keeps the balance while the reset is not due", async () => {
    const user = await createUser(stack);
    const last = Date.now() - 3 * HOUR;
    await adminPatch(stack, "user_details", user.id, { tokenBalance: 2500, lastTokenReset: pbDate(last) });
    const body = await me(user.token);
    expect(body).toMatchObject({ verified: true, tokenBalance: 2500, tokensUsed: 7500 });
    expect(new Date(body.resetsAt).getTime()).toBe(last + 24 * HOUR);
  });

  it("applies a due reset: balance back to the allowance, refresh moves 24 h from now, stored", async () => {
    const user = await createUser(stack);
    await adminPatch(stack, "user_details", user.id, { tokenBalance: 120, lastTokenReset: pbDate(Date.now() - 25 * HOUR) });
    const before = Date.now();
    const body = await me(user.token);
    expect(body).toMatchObject({ tokenBalance: 10000, tokensUsed: 0 });
    const resetsAt = new Date(body.resetsAt).getTime();
    expect(resetsAt).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
    expect(resetsAt).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);

    const stored = await stack.request(`/api/collections/user_details/records/${user.id}`, { token: user.token });
    expect(stored.body.tokenBalance).toBe(10000);
    expect(new Date(stored.body.lastTokenReset.replace(" ", "T")).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("resets exactly at lastTokenReset + 24 h", async () => {
    const user = await createUser(stack);
    await adminPatch(stack, "user_details", user.id, { tokenBalance: 1, lastTokenReset: pbDate(Date.now() - 24 * HOUR) });
    expect((await me(user.token)).tokenBalance).toBe(10000);
  });

  it("reads Pro from the premium flag", async () => {
    const user = await createUser(stack);
    await adminPatch(stack, "user_details", user.id, { premium: true });
    // Pro's limit is the fair-use cap (PRO_DAILY_TOKENS, 1,000,000 unless the operator sets it)
    expect(await me(user.token)).toMatchObject({ premium: true, plan: "pro", dailyTokenLimit: 1_000_000 });
  });

  it("falls back to the defaults when user_details is missing", async () => {
    const user = await createUser(stack);
    const token = await stack.adminToken();
    await stack.request(`/api/collections/user_details/records/${user.id}`, { method: "DELETE", token });
    expect(await me(user.token)).toMatchObject({ plan: "free", tokenBalance: 10000, maxTokens: 10000, tokensUsed: 0 });
  });
});
