/**
 * Which addresses an account may take (issue #37, info items): sign-up answers 400, never 500, for an
 * address PocketBase cannot store, and refuses look-alikes (an invisible character, a trailing dot, two
 * alphabets in one part); full-width letters are stored as plain ones; the e-mail change refuses the same.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_MESSAGES } from "../../src/core/email-address";
import { adminGet, createUser, signupBody } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const signup = (email: string) => stack.request<{ id: string; email: string }>("/api/signup", { body: signupBody({ email }) });
/** A local part no other test uses, so that each address is new. */
let n = 0;
const fresh = () => `t${Date.now().toString(36)}${++n}`;
/** The same in digits only, which go with any alphabet. */
const freshDigits = () => `${Date.now()}${++n}`;

describe("sign-up", () => {
  it.each([
    // each of these was a 500 before ("We could not create your account"): PocketBase's own check refused them
    ['"x"@d.com'],
    ["x@-d.com"],
    ["x@d..com"],
    ["a..b@d.com"],
    [".a@d.com"],
    ["a.@d.com"],
    ["x@[127.0.0.1]"],
    ["x@d.co1"],
    ["😀@d.com"],
  ])("answers %j with 400 invalid_input on the email field, never 500", async (email) => {
    const res = await signup(email);
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({ code: "invalid_input", message: EMAIL_MESSAGES.invalid, field: "email" });
  });

  it.each([
    ["a zero-width space", () => `ja\u200bne-${fresh()}@example.com`, EMAIL_MESSAGES.invisible],
    ["a right-to-left override", () => `\u202e${fresh()}@example.com`, EMAIL_MESSAGES.invisible],
    ["a trailing dot", () => `${fresh()}@example.com.`, EMAIL_MESSAGES.trailingDot],
    ["a Cyrillic letter among Latin ones", () => `j\u0430ne-${fresh()}@example.com`, EMAIL_MESSAGES.mixedScripts],
    ["a Cyrillic letter in the domain", () => `${fresh()}@ex\u0430mple.com`, EMAIL_MESSAGES.mixedScripts],
  ])("refuses a look-alike with %s", async (_label, email, message) => {
    const res = await signup(email());
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({ code: "invalid_input", message, field: "email" });
  });

  it("takes every address the rules accept, including international ones, and stores full-width letters as plain ones", async () => {
    for (const email of [
      `a!#$%&*=?^_\`{|}~-${fresh()}@example.com`,
      `müller-${fresh()}@bücher.de`,
      `иван-${freshDigits()}@пример.рф`,
      `山田-${fresh()}@example.jp`, // Latin goes with Han (Unicode TS #39's "highly restrictive")
    ]) {
      const res = await signup(email);
      expect(res.status, `${email}: ${res.text}`).toBe(201);
    }
    const local = fresh();
    const wide = [...`${local}@example.com`].map((ch) =>
      ch >= "a" && ch <= "z" ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : ch,
    );
    const res = await signup(wide.join("").toUpperCase());
    expect(res.status, res.text).toBe(201);
    expect(res.body.email).toBe(`${local}@example.com`);
    expect((await adminGet(stack, "users", res.body.id)).email).toBe(`${local}@example.com`);
  });
});

describe("e-mail change", () => {
  it("refuses a look-alike, or an address typed in styled letters, naming the field, and sends nothing", async () => {
    // two accounts: one may ask for three changes in ten minutes (RATE_LIMIT_EMAIL_CHANGE_USER)
    const users = [await createUser(stack), await createUser(stack)];
    const ids = [fresh(), fresh(), fresh(), fresh()] as const;
    // mail to these accounts, or to any form of the addresses they ask for (not a count of all mail: the
    // sign-ups of the test before may still be mailing their verification links)
    const ours = () =>
      stack.mail.messages.filter((m) =>
        m.to.some((to) => users.some((u) => u.email === to) || ids.some((id) => to.includes(id))),
      );
    for (const [i, [newEmail, message]] of (
      [
        [`ja\u200bne-${ids[0]}@example.com`, EMAIL_MESSAGES.invisible],
        [`${ids[1]}@example.com.`, EMAIL_MESSAGES.trailingDot],
        [`j\u0430ne-${ids[2]}@example.com`, EMAIL_MESSAGES.mixedScripts],
        [`ｊａｎｅ-${ids[3]}@example.com`, EMAIL_MESSAGES.notNormal],
      ] as const
    ).entries()) {
      const token = users[i % 2]!.token;
      const res = await stack.request("/api/collections/users/request-email-change", { token, body: { newEmail } });
      expect(res.status, newEmail).toBe(400);
      expect(res.body.data.newEmail, newEmail).toEqual({ code: "validation_invalid_email", message });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(ours()).toEqual([]);
  });
});
