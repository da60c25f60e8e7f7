/**
 * Caching: no cache keeps personal data or tokens.
 * Findings of the black-box security reviews of 2026-11 (issues #27 and #37), each reproduced as the attack it was,
 * against a real PocketBase and the SMTP capture. Each test failed before its fix. The other routes' findings are in
 * the other abuse-*.test.ts files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../helpers/accounts";
import { ADMIN } from "../helpers/client";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => stack?.stop());

describe("no cache keeps personal data or tokens", () => {
  it("record-API reads of one's own records and every answer with a token say no-store", async () => {
    const user = await createUser(stack);
    const reads = [
      `/api/collections/user_details/records/${user.id}`,
      `/api/collections/users/records/${user.id}`,
      `/api/collections/conversations/records/${user.id}`,
      `/api/collections/user_details/records`,
    ];
    for (const path of reads) {
      const res = await stack.request(path, { token: user.token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const signedIn = await stack.request("/api/collections/users/auth-with-password", {
      body: { identity: user.email, password: user.password },
    });
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    const refreshed = await stack.request("/api/collections/users/auth-refresh", { method: "POST", token: user.token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get("cache-control")).toBe("no-store");
    const admin = await stack.request("/api/admins/auth-with-password", {
      body: { identity: ADMIN.email, password: ADMIN.password },
    });
    expect(admin.headers.get("cache-control")).toBe("no-store");
  });
});
