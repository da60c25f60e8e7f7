/** /settings against a real PocketBase: about-you fields and profile, memory, password, e-mail address. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP_MESSAGES } from "../../src/core/signup";
import { adminGet, adminPatch, createUser, signIn } from "../helpers/accounts";
import { waitForLink } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let limited: Stack;
beforeAll(async () => {
  [stack, limited] = await Promise.all([
    startStack(),
    startStack({ env: { RATE_LIMIT_PASSWORD_CHECK_USER: "2", RATE_LIMIT_EMAIL_CHANGE_USER: "2" } }),
  ]);
});
afterAll(async () => {
  await stack?.stop();
  await limited?.stop();
});

const patch = (token: string, body: unknown, s: Stack = stack) => s.request("/api/account", { method: "PATCH", token, body });
const changePassword = (token: string, body: unknown, s: Stack = stack) => s.request("/api/account/password", { token, body });

describe("PATCH /api/account", () => {
  it("needs a session", async () => {
    const res = await patch("", { name: "x" });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthenticated");
  });

  it("saves the about-you fields and the LinkedIn profile, trimmed, and answers what is stored", async () => {
    const user = await createUser(stack);
    const res = await patch(user.token, {
      name: " Grace ",
      industry: "Navy",
      role: " Admiral ",
      howDidYouHear: "",
      profile: " Rear admiral. ",
    });
    expect(res.status, res.text).toBe(200);
    const noVoice = { description: "", samples: [] };
    expect(res.body).toEqual({
      name: "Grace",
      industry: "Navy",
      role: "Admiral",
      howDidYouHear: "",
      profile: "Rear admiral.",
      voice: noVoice,
    });
    const { voice: _voice, ...saved } = res.body;
    expect(await adminGet(stack, "user_details", user.id)).toMatchObject(saved);
    expect((await adminGet(stack, "users", user.id)).name).toBe("Grace");
    expect((await stack.request("/api/me", { token: user.token })).body.name).toBe("Grace");

    // one field at a time leaves the others; an empty profile clears it
    const cleared = await patch(user.token, { profile: "" });
    expect(cleared.body).toEqual({ ...res.body, profile: "" });
  });

  it.each([
    [{ name: "  " }, "name", SIGNUP_MESSAGES.nameRequired],
    [{ name: "x".repeat(101) }, "name", "The Name field must be at most 100 characters long."],
    [{ role: "x".repeat(201) }, "role", "Role must be at most 200 characters long."],
    [{ industry: 5 }, "industry", "Industry must be text."],
    [{ profile: "x".repeat(20001) }, "profile", "Your LinkedIn profile must be at most 20,000 characters long."],
    [{}, "body", "There is nothing to save."],
  ])("refuses #%# with sign-up's rules", async (body, field, message) => {
    const user = await createUser(stack);
    const res = await patch(user.token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_input", field, message });
  });

  it.each([
    ["premium", true],
    ["tokenBalance", 999999],
    ["maxTokens", 999999],
    ["lastTokenReset", "2000-01-01 00:00:00.000Z"],
    ["email", "someone-else@example.com"],
    ["stripeCustomerId", "cus_fake"],
    ["subscriptionStatus", "active"],
    ["verified", true],
    ["id", "aaaaaaaaaaaaaaa"],
  ])("never writes %s, nor the allowed fields sent with it", async (field, value) => {
    const user = await createUser(stack);
    const before = await adminGet(stack, "user_details", user.id);
    const res = await patch(user.token, { role: "sneaky", [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_input", field, message: `"${field}" cannot be changed here.` });
    expect(await adminGet(stack, "user_details", user.id)).toEqual(before);
  });
});

describe("DELETE /api/account/memory", () => {
  it("puts the conversations back to their initial value", async () => {
    const user = await createUser(stack);
    await adminPatch(stack, "conversations", user.id, { numItems: 3, items: { "0": [], "3": { task: "jobs.advice" } } });
    const res = await stack.request("/api/account/memory", { method: "DELETE", token: user.token });
    expect(res.status, res.text).toBe(200);
    expect(await adminGet(stack, "conversations", user.id)).toMatchObject({ numItems: 0, items: { "0": [] } });
    expect((await stack.request("/api/account/memory", { method: "DELETE" })).status).toBe(401);
  });
});

describe("POST /api/account/password", () => {
  it("changes it: the old password and every old session stop working, the new one signs in", async () => {
    const user = await createUser(stack);
    const other = await signIn(stack, user.email, user.password); // another device, the extension
    const res = await changePassword(user.token, {
      currentPassword: user.password,
      password: "brand-new-42",
      passwordConfirm: "brand-new-42",
    });
    expect(res.status, res.text).toBe(200);
    for (const token of [user.token, other.token]) {
      expect((await stack.request("/api/me", { token })).status).toBe(401);
      expect((await stack.request("/api/collections/users/auth-refresh", { method: "POST", token })).status).toBe(401);
    }
    await expect(signIn(stack, user.email, user.password)).rejects.toThrow(/sign-in failed/);
    expect((await signIn(stack, user.email, "brand-new-42")).token).toBeTruthy();
  });

  it.each([
    [
      { currentPassword: "", password: "brand-new-42", passwordConfirm: "brand-new-42" },
      "currentPassword",
      "Please enter your current password.",
    ],
    [
      { currentPassword: "x", password: "brand-new-42", passwordConfirm: "other-new-42" },
      "passwordConfirm",
      SIGNUP_MESSAGES.passwordMismatch,
    ],
    [
      { currentPassword: "x", password: "short", passwordConfirm: "short" },
      "password",
      "The password must be at least 8 characters long.",
    ],
  ])("refuses #%# with sign-up's messages", async (body, field, message) => {
    const user = await createUser(stack);
    expect((await changePassword(user.token, body)).body).toEqual({ code: "invalid_input", field, message });
  });

  it("refuses a wrong current password, and after too many, even the right one waits", async () => {
    const user = await createUser(limited);
    const attempt = (currentPassword: string) =>
      changePassword(user.token, { currentPassword, password: "brand-new-42", passwordConfirm: "brand-new-42" }, limited);
    const wrong = await attempt("not-my-password");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: "invalid_input", field: "currentPassword", message: "That password is not correct." });
    expect((await attempt("still-not-it")).status).toBe(400);
    const waits = await attempt(user.password);
    expect(waits.status).toBe(429);
    expect(waits.body).toMatchObject({ code: "rate_limited", message: expect.stringMatching(/^Too many password attempts/) });
    expect(Number(waits.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signIn(limited, user.email, user.password)).token).toBeTruthy(); // unchanged
  });

  it("checks no more guesses than the limit when they are sent all at once (password change and deletion)", async () => {
    const user = await createUser(stack); // the default RATE_LIMIT_PASSWORD_CHECK_USER, 5
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? changePassword(user.token, {
              currentPassword: `guess-${i}`,
              password: "brand-new-42",
              passwordConfirm: "brand-new-42",
            })
          : stack.request("/api/account", { method: "DELETE", token: user.token, body: { password: `guess-${i}` } }),
      ),
    );
    const statuses = guesses.map((g) => g.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await signIn(stack, user.email, user.password)).token).toBeTruthy();
  });
});

describe("changing the e-mail address", () => {
  const requestChange = (token: string, newEmail: string, s: Stack = stack) =>
    s.request("/api/collections/users/request-email-change", { token, body: { newEmail } });

  it("refuses an address another account has, in any case, readably", async () => {
    const [alice, bob] = [await createUser(stack), await createUser(stack)];
    const exact = await requestChange(alice.token, bob.email);
    expect(exact.status).toBe(400);
    expect(exact.body.data.newEmail.code).toBe("validation_record_email_invalid");
    const capitals = await requestChange(alice.token, bob.email.toUpperCase());
    expect(capitals.status).toBe(400);
    expect(capitals.body.data.newEmail).toEqual({
      code: "validation_email_taken",
      message: "This e-mail address is already used by another account.",
    });
  });

  it("sends the link to the new address; confirming with the password moves users.email and user_details.email", async () => {
    const user = await createUser(stack);
    const newEmail = `moved-${user.email}`;
    expect((await requestChange(user.token, newEmail)).status).toBe(204);
    const { link, token, mail } = await waitForLink(() => stack.mail.messages, newEmail, "/confirm-email-change");
    expect(link.startsWith(`${stack.url}/confirm-email-change?token=`)).toBe(true);
    expect(mail.subject).toBe("Confirm your new Netlift e-mail address");

    const wrong = await stack.request("/api/collections/users/confirm-email-change", {
      body: { token, password: "nope-nope-1" },
    });
    expect(wrong.body.data.password.code).toBe("validation_invalid_password");
    const res = await stack.request("/api/collections/users/confirm-email-change", { body: { token, password: user.password } });
    expect(res.status, res.text).toBe(204);
    expect((await adminGet(stack, "users", user.id)).email).toBe(newEmail);
    await expect.poll(async () => (await adminGet(stack, "user_details", user.id)).email).toBe(newEmail);
    expect((await stack.request("/api/me", { token: user.token })).status).toBe(401); // sessions end with the old address
    expect((await signIn(stack, newEmail, user.password)).token).toBeTruthy();
  });

  it("refuses at confirmation an address someone took in the meantime, in any case", async () => {
    const user = await createUser(stack);
    const wanted = `wanted-${user.email}`;
    await requestChange(user.token, wanted.toUpperCase());
    const { token } = await waitForLink(() => stack.mail.messages, wanted, "/confirm-email-change");
    // signed up meanwhile (unverified: the helper would take the link above for its verification mail)
    await createUser(stack, { verified: false, overrides: { email: wanted } });
    const res = await stack.request("/api/collections/users/confirm-email-change", { body: { token, password: user.password } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This e-mail address is already used by another account.");
    expect((await adminGet(stack, "users", user.id)).email).toBe(user.email);
  });

  it("stores a confirmed address in lower case", async () => {
    const user = await createUser(stack);
    const wanted = `Mixed-${user.email}`;
    await requestChange(user.token, wanted);
    const { token } = await waitForLink(() => stack.mail.messages, wanted, "/confirm-email-change");
    expect(
      (await stack.request("/api/collections/users/confirm-email-change", { body: { token, password: user.password } })).status,
    ).toBe(204);
    expect((await adminGet(stack, "users", user.id)).email).toBe(wanted.toLowerCase());
  });

  it("limits the confirmations per user, counting each before the password is checked, whatever the collection's spelling", async () => {
    const user = await createUser(limited); // RATE_LIMIT_PASSWORD_CHECK_USER=2
    const newEmail = `guessed-${user.email}`;
    expect((await requestChange(user.token, newEmail, limited)).status).toBe(204);
    const { token } = await waitForLink(() => limited.mail.messages, newEmail, "/confirm-email-change");
    const path = (collection: string) => `/api/collections/${collection}/confirm-email-change`;
    const confirm = (at: string, password: string) => limited.request(at, { body: { token, password } });

    // PocketBase's own answers while under the limit, under any spelling
    expect((await confirm(path("users"), "guess-number-1")).body.data.password.code).toBe("validation_invalid_password");
    expect((await confirm(path("_pb_users_auth_"), "guess-number-2")).body.data.password.code).toBe(
      "validation_invalid_password",
    );
    for (const at of [...["users", "Users", "_pb_users_auth_", "%75sers"].map(path), `${path("users")}/`]) {
      const waits = await confirm(at, user.password); // even the right password waits now
      expect(waits.status, at).toBe(429);
      expect(waits.body).toMatchObject({ code: "rate_limited", message: expect.stringMatching(/^Too many attempts/) });
      expect(Number(waits.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await adminGet(limited, "users", user.id)).email).toBe(user.email);
    // the same count as a wrong password when deleting the account
    const deletion = await limited.request("/api/account", {
      method: "DELETE",
      token: user.token,
      body: { password: "guess-number-3" },
    });
    expect(deletion.status).toBe(429);
  });

  it("counts parallel confirmations exactly: 12 guesses at once against a limit of 5, 5 checked", async () => {
    const user = await createUser(stack); // the default RATE_LIMIT_PASSWORD_CHECK_USER, 5
    const newEmail = `parallel-${user.email}`;
    expect((await requestChange(user.token, newEmail)).status).toBe(204);
    const { token } = await waitForLink(() => stack.mail.messages, newEmail, "/confirm-email-change");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        stack.request("/api/collections/users/confirm-email-change", { body: { token, password: `wrong-guess-${i}` } }),
      ),
    );
    expect(answers.filter((r) => r.status === 400 && r.body.data?.password?.code === "validation_invalid_password")).toHaveLength(
      5,
    );
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it("a forged token uses up nobody's count", async () => {
    const user = await createUser(limited);
    const claims = Buffer.from(
      JSON.stringify({
        id: user.id,
        type: "authRecord",
        collectionId: "_pb_users_auth_",
        email: user.email,
        newEmail: `x-${user.email}`,
        exp: 9999999999,
      }),
    ).toString("base64url");
    const forged = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${claims}.c2lnbmF0dXJl`;
    for (let i = 0; i < 3; i++) {
      const res = await limited.request("/api/collections/users/confirm-email-change", {
        body: { token: forged, password: "whatever-1" },
      });
      expect(res.status).toBe(400);
      expect(res.body.data.token.code).toBe("validation_invalid_token");
    }
    const newEmail = `real-${user.email}`;
    expect((await requestChange(user.token, newEmail, limited)).status).toBe(204);
    const { token } = await waitForLink(() => limited.mail.messages, newEmail, "/confirm-email-change");
    const res = await limited.request("/api/collections/users/confirm-email-change", {
      body: { token, password: user.password },
    });
    expect(res.status, res.text).toBe(204);
  });

  it("limits the requests per user", async () => {
    const user = await createUser(limited);
    expect((await requestChange(user.token, `a-${user.email}`, limited)).status).toBe(204);
    expect((await requestChange(user.token, `b-${user.email}`, limited)).status).toBe(204);
    const third = await requestChange(user.token, `c-${user.email}`, limited);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe("rate_limited");
    expect(third.headers.get("retry-after")).toBeTruthy();
  });
});
