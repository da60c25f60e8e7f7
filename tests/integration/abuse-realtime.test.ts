/**
 * /api/realtime: subscriptions end with the sessions that made them.
 * Findings of the black-box security reviews of 2026-11 (issues #27 and #37), each reproduced as the attack it was,
 * against a real PocketBase and the SMTP capture. Each test failed before its fix. The other routes' findings are in
 * the other abuse-*.test.ts files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPatch, createUser, signIn } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => stack?.stop());

describe("realtime connections end with the sessions", () => {
  /** Opens /api/realtime and subscribes it, signed in as `token`, to the user's details. */
  async function subscribe(token: string, userId: string) {
    const controller = new AbortController();
    const res = await fetch(`${stack.url}/api/realtime`, { signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffered = "";
    const events: string[] = [];
    let ended = false;
    let clientId = "";
    const pump = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffered += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffered.indexOf("\n\n")) >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const name = /^event:(.*)$/m.exec(block)?.[1]?.trim() ?? "";
            if (name === "PB_CONNECT") clientId = JSON.parse(/^data:(.*)$/m.exec(block)![1]!).clientId;
            else events.push(name);
          }
        }
      } catch {
        // aborted by the test
      }
      ended = true;
    })();
    await expect.poll(() => clientId).not.toBe("");
    const subscribed = await stack.request("/api/realtime", {
      token,
      body: { clientId, subscriptions: [`user_details/${userId}`] },
    });
    expect(subscribed.status).toBe(204);
    return { events: () => events, ended: () => ended, close: () => (controller.abort(), pump) };
  }

  it("a stolen session's subscription stops receiving the user's details once the password changes", async () => {
    const user = await createUser(stack);
    const stolen = await subscribe(user.token, user.id);
    try {
      await adminPatch(stack, "user_details", user.id, { profile: "first change" });
      await expect.poll(() => stolen.events()).toEqual([`user_details/${user.id}`]);

      const changed = await stack.request("/api/account/password", {
        token: user.token,
        body: { currentPassword: user.password, password: "brand-new-pass-42", passwordConfirm: "brand-new-pass-42" },
      });
      expect(changed.status, changed.text).toBe(200);
      // the owner, signed in again, still gets the next change: it was broadcast, and the stolen one was not sent it
      const owner = await subscribe((await signIn(stack, user.email, "brand-new-pass-42")).token, user.id);
      try {
        await adminPatch(stack, "user_details", user.id, { profile: "after the change" });
        await expect.poll(() => owner.events()).toEqual([`user_details/${user.id}`]);
        expect(stolen.events()).toEqual([`user_details/${user.id}`]);
      } finally {
        await owner.close();
      }
      // nor can it subscribe again: the token ended with the password
      const again = await stack.request("/api/collections/users/auth-refresh", { method: "POST", token: user.token });
      expect(again.status).toBe(401);
    } finally {
      await stolen.close();
    }
  });

  it("another user's subscription goes on", async () => {
    const [user, other] = [await createUser(stack), await createUser(stack)];
    const kept = await subscribe(other.token, other.id);
    try {
      expect(
        (
          await stack.request("/api/account/password", {
            token: user.token,
            body: { currentPassword: user.password, password: "brand-new-pass-42", passwordConfirm: "brand-new-pass-42" },
          })
        ).status,
      ).toBe(200);
      await adminPatch(stack, "user_details", other.id, { profile: "still listening" });
      await expect.poll(() => kept.events()).toEqual([`user_details/${other.id}`]);
      expect(kept.ended()).toBe(false);
    } finally {
      await kept.close();
    }
  });
});
