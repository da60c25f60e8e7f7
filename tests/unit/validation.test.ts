import { describe, expect, it } from "vitest";
import { validateMessage } from "../../src/core/contact-messages";
import { SIGNUP_MESSAGES, validateSignup } from "../../src/core/signup";

const valid = {
  email: " Ada@Example.com ",
  password: "correct-horse-9",
  passwordConfirm: "correct-horse-9",
  name: " Ada ",
};

describe("validateSignup", () => {
  it("normalises a valid request", () => {
    expect(validateSignup(valid)).toEqual({
      ok: true,
      value: { ...valid, email: "ada@example.com", name: "Ada", industry: "", role: "", howDidYouHear: "" },
    });
  });

  it("checks the password match before the name, as the sign-up form does", () => {
    const result = validateSignup({ ...valid, passwordConfirm: "x", name: "" });
    expect(result).toMatchObject({ ok: false, error: { message: SIGNUP_MESSAGES.passwordMismatch, field: "passwordConfirm" } });
  });

  it.each([
    [{ ...valid, name: "" }, "name", "The Name field is required"],
    [{ ...valid, email: "nope" }, "email", "Please enter a valid e-mail address."],
    [{ ...valid, password: "short", passwordConfirm: "short" }, "password", "The password must be at least 8 characters long."],
    [
      { ...valid, password: "x".repeat(73), passwordConfirm: "x".repeat(73) },
      "password",
      "The password must be at most 72 characters long.",
    ],
    [{ ...valid, role: ["array"] }, "role", "Role must be text."],
    [null, "body", "The request body must be a JSON object."],
  ])("rejects %o on %s", (input, field, message) => {
    expect(validateSignup(input)).toEqual({ ok: false, error: { code: "invalid_input", field, message } });
  });
});

describe("validateMessage", () => {
  it.each([
    [{ kind: "contact", name: "A", email: "a@b.co", mainText: "Hi" }, null],
    [{ kind: "contact", name: "A", email: "a@b.co", mainText: "" }, "Please write your message."],
    [{ kind: "contact", name: "", email: "a@b.co", mainText: "Hi" }, "Please enter your full name."],
    [{ kind: "contact", name: "A", email: "", mainText: "Hi" }, "Please enter your e-mail address."],
    [{ kind: "feedback", name: "", email: "", mainText: "Bug!" }, null],
    [{ kind: "feedback", name: "", email: "bad", mainText: "Bug!" }, "Please enter a valid e-mail address."],
    [{ kind: "feedback", name: "", email: "", mainText: "" }, "Please fill in at least one field before sending."],
    [{ kind: "spam", name: "A", email: "a@b.co", mainText: "Hi" }, "Unknown kind of message."],
  ])("%o → %s", (input, expected) => {
    expect(validateMessage(input)).toBe(expected);
  });
});
