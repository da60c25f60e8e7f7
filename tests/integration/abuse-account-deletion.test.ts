/**
 * Deleting an account: it does not start the day over.
 * Findings of the black-box security reviews of 2026-11 (issues #27 and #37), each reproduced as the attack it was,
 * against a real PocketBase and the SMTP capture. Each test failed before its fix. The other routes' findings are in
 * the other abuse-*.test.ts files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreed, createUser, signIn, signupBody } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { waitForLink } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let llm: LlmStandin;
beforeAll(async () => {
  llm = await startLlmStandin();
  stack = await startStack({ env: { LLM_BASE_URL: llm.url, TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

describe("deleting the account does not start the day over", () => {
  /** Signs up with an address an account had, verifies it with the new e-mail, signs in. */
  async function signUpAgain(typed: string, address: string) {
    const since = stack.mail.messages.length;
    const body = signupBody({ email: typed });
    expect((await stack.request("/api/signup", { body })).status).toBe(201);
    const { token } = await waitForLink(() => stack.mail.messages, address, "/verify-email", { since });
    expect((await stack.request("/api/collections/users/confirm-verification", { body: { token } })).status).toBe(204);
    return signIn(stack, address, body.password);
  }

  it("signing up again with the address gets what was left of its day, and the server keeps no address", async () => {
    const user = await createUser(stack);
    const used = await stack.request("/api/assist", {
      body: agreed(user, { task: "profile.summary", ...CONTEXTS["profile.summary"] }),
      token: user.token,
    });
    expect(used.status, used.text).toBe(200);
    const left = used.body.tokenBalance as number;
    const resetsAt = used.body.resetsAt as string;
    expect(left).toBeLessThan(10_000);
    expect(
      (await stack.request("/api/account", { method: "DELETE", token: user.token, body: { password: user.password } })).status,
    ).toBe(200);

    const kept = await stack.request("/api/collections/deleted_allowances/records", { token: await stack.adminToken() });
    expect(kept.text).not.toContain(user.email);
    expect(kept.text).not.toContain(user.id);
    expect(kept.body.items.some((row: { addressHash: string }) => /^[0-9a-f]{64}$/.test(row.addressHash))).toBe(true);

    const again = await signUpAgain(user.email.toUpperCase(), user.email);
    const me = await stack.request("/api/me", { token: again.token });
    expect(me.body).toMatchObject({ tokenBalance: left, resetsAt }); // before: a fresh 10,000
  });

  it("a Pro account, or one that spent nothing, leaves nothing behind", async () => {
    const untouched = await createUser(stack);
    expect(
      (await stack.request("/api/account", { method: "DELETE", token: untouched.token, body: { password: untouched.password } }))
        .status,
    ).toBe(200);
    const again = await signUpAgain(untouched.email, untouched.email);
    expect((await stack.request("/api/me", { token: again.token })).body.tokenBalance).toBe(10_000);
  });
});
