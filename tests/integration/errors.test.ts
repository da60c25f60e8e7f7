/**
 * The API's one error path (issue #39, item 6): a refusal our hooks throw, from a route, a PocketBase hook
 * or a model hook under PocketBase's own form, reaches the client once, as { code, message } with the
 * status of the one table (STATUS, src/core/errors.ts), its field and Retry-After where it has them;
 * PocketBase's own errors keep its shape, and an unknown page of the site is the site's 404 page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS } from "../../src/core/errors";
import { from, newNetwork } from "../helpers/abuse";
import { createUser, signupBody } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => stack?.stop());

describe("a refusal of ours is answered { code, message } with the status of the one table", () => {
  it("thrown in a record hook (a contact message without text): 400 invalid_input", async () => {
    const res = await stack.request("/api/collections/messages/records", {
      body: { kind: "contact", name: "Ada", email: "ada@example.com", mainText: "" },
      headers: from(newNetwork()),
    });
    expect(res.status).toBe(STATUS.invalid_input);
    expect(res.body).toEqual({ code: "invalid_input", message: expect.stringMatching(/\.$/) });
  });

  it("thrown before PocketBase's own route reads the body (a write only an admin may make): 403 forbidden", async () => {
    const res = await stack.request("/api/collections/users/records", {
      body: { email: signupBody().email, password: "a-long-password", passwordConfirm: "a-long-password" },
      headers: from(newNetwork()),
    });
    expect(res.status).toBe(STATUS.forbidden);
    expect(res.body).toEqual({ code: "forbidden", message: "Only admins can perform this action." });
  });

  it("thrown where nothing can be returned (the sign-in limit): 429 rate_limited with retryAfter and Retry-After", async () => {
    await stack.setEnv({ RATE_LIMIT_SIGNIN_NETWORK: "1" });
    try {
      const network = from(newNetwork());
      const attempt = () =>
        stack.request("/api/collections/users/auth-with-password", {
          body: { identity: "nobody@example.com", password: "wrong-password" },
          headers: network,
        });
      expect((await attempt()).status).toBe(400);
      const limited = await attempt();
      expect(limited.status).toBe(STATUS.rate_limited);
      expect(limited.body).toEqual({
        code: "rate_limited",
        message: expect.stringMatching(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/),
        retryAfter: Number(limited.headers.get("retry-after")),
      });
      expect(limited.body.retryAfter).toBeGreaterThan(0);
    } finally {
      await stack.resetEnv();
    }
  });

  it("thrown in a route before anything is read (an unknown collection): 404 not_found", async () => {
    const res = await stack.request("/api/collections/no_such_collection/confirm-password-reset", {
      body: { token: "x", password: "a-long-new-password", passwordConfirm: "a-long-new-password" },
    });
    expect(res.status).toBe(STATUS.not_found);
    expect(res.body).toEqual({ code: "not_found", message: "The requested resource wasn't found." });
  });

  it("thrown in a PocketBase hook with a field (another account's address in capitals, as a new one): the field, also under data", async () => {
    const [user, other] = await Promise.all([createUser(stack), createUser(stack)]);
    const res = await stack.request("/api/collections/users/request-email-change", {
      body: { newEmail: other.email.toUpperCase() },
      token: user.token,
    });
    expect(res.status).toBe(STATUS.invalid_input);
    const message = "This e-mail address is already used by another account.";
    expect(res.body).toEqual({
      code: "invalid_input",
      message,
      field: "newEmail",
      data: { newEmail: { code: "validation_email_taken", message } },
    });
  });

  it("thrown in an admin's route (a day that is not one): 400 invalid_input with the field", async () => {
    const res = await stack.request("/api/admin/extraction-drift?day=yesterday", { token: await stack.adminToken() });
    expect(res.status).toBe(STATUS.invalid_input);
    expect(res.body).toEqual({ code: "invalid_input", message: "Day must be YYYY-MM-DD.", field: "day" });
  });
});

describe("the others", () => {
  it("PocketBase's own errors keep its shape (its SDK and admin UI read it)", async () => {
    const res = await stack.request("/api/collections/no_such_collection/records");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, message: expect.any(String), data: {} });
  });

  it("an unknown page of the site is the site's 404 page", async () => {
    const res = await fetch(`${stack.url}/no-such-page`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toContain("Page Not Found");
  });
});
