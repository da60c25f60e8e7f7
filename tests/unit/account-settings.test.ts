import { describe, expect, it } from "vitest";
import { buildAccountExport, exportFileName } from "../../src/core/account-export";
import { validateAccountDeletion, validateAccountUpdate, validatePasswordChange } from "../../src/core/account-settings";
import { SIGNUP_MESSAGES, validateNewPassword, validateSignup } from "../../src/core/signup";

const signup = { email: "ada@example.com", password: "correct-horse-9", passwordConfirm: "correct-horse-9", name: "Ada" };
const signupError = (overrides: Record<string, unknown>) => {
  const result = validateSignup({ ...signup, ...overrides });
  return result.ok ? null : result.error;
};

describe("validateAccountUpdate", () => {
  it("keeps only what was sent, trimmed", () => {
    expect(validateAccountUpdate({ role: " Student ", profile: " About me " })).toEqual({
      ok: true,
      value: { role: "Student", profile: "About me" },
    });
    expect(validateAccountUpdate({ profile: "" })).toEqual({ ok: true, value: { profile: "" } });
  });

  it.each([[{ name: " " }], [{ name: "x".repeat(101) }], [{ industry: "x".repeat(201) }], [{ howDidYouHear: ["a list"] }]])(
    "refuses %# with the same error sign-up gives",
    (fields) => {
      const result = validateAccountUpdate(fields);
      expect(result.ok).toBe(false);
      expect(result.ok ? null : result.error).toEqual(signupError(fields));
    },
  );

  it.each(["premium", "tokenBalance", "email", "stripeCustomerId", "verified", "voiceSamples"])("refuses %s by name", (field) => {
    expect(validateAccountUpdate({ name: "Ada", [field]: 1 })).toEqual({
      ok: false,
      error: { code: "invalid_input", field, message: `"${field}" cannot be changed here.` },
    });
  });

  it("refuses an empty request, a non-object, and a profile over 20,000 characters", () => {
    expect(validateAccountUpdate({})).toMatchObject({ ok: false, error: { field: "body" } });
    expect(validateAccountUpdate([])).toMatchObject({ ok: false, error: { message: "The request body must be a JSON object." } });
    expect(validateAccountUpdate({ profile: "x".repeat(20001) })).toMatchObject({
      ok: false,
      error: { field: "profile", message: "Your LinkedIn profile must be at most 20,000 characters long." },
    });
    expect(validateAccountUpdate({ profile: "x".repeat(20000) }).ok).toBe(true);
  });
});

describe("new passwords", () => {
  it.each([
    ["", "", "password", "Please choose a password."],
    ["correct-horse-9", "other-horse-9", "passwordConfirm", SIGNUP_MESSAGES.passwordMismatch],
    ["short", "short", "password", "The password must be at least 8 characters long."],
    ["x".repeat(73), "x".repeat(73), "password", "The password must be at most 72 characters long."],
  ])("%j / %j → %s: %s, as at sign-up", (password, passwordConfirm, field, message) => {
    expect(validateNewPassword(password, passwordConfirm)).toEqual({
      ok: false,
      error: { code: "invalid_input", field, message },
    });
    expect(signupError({ password, passwordConfirm })).toEqual({ code: "invalid_input", field, message });
  });

  it("a change needs the current password, and a different new one", () => {
    const body = { currentPassword: "old-horse-9", password: "new-horse-9", passwordConfirm: "new-horse-9" };
    expect(validatePasswordChange(body)).toEqual({
      ok: true,
      value: { currentPassword: "old-horse-9", password: "new-horse-9" },
    });
    expect(validatePasswordChange({ ...body, currentPassword: "" })).toMatchObject({
      ok: false,
      error: { field: "currentPassword" },
    });
    expect(validatePasswordChange({ ...body, currentPassword: "new-horse-9" })).toMatchObject({
      ok: false,
      error: { field: "password", message: "The new password must be different from your current one." },
    });
  });

  it("a deletion needs the password", () => {
    expect(validateAccountDeletion({ password: "x" })).toEqual({ ok: true, value: { password: "x" } });
    expect(validateAccountDeletion({})).toMatchObject({
      ok: false,
      error: { field: "password", message: "Please enter your password to confirm." },
    });
  });
});

describe("buildAccountExport", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  const user = { id: "u1", email: "ada@example.com", name: "Ada", verified: true, created: "c", updated: "u" };

  it("takes listed fields only: a column added later, or a secret, stays out", () => {
    const details = {
      email: "ada@example.com",
      premium: true,
      tokenBalance: 5,
      stripeCustomerId: "cus_1",
      tokenKey: "secret",
      passwordHash: "hash",
      newColumn: "x",
    };
    const data = buildAccountExport({ user, details, conversations: null, messages: [], now });
    expect(data.details).toMatchObject({
      email: "ada@example.com",
      premium: true,
      plan: "pro",
      tokenBalance: 5,
      stripeCustomerId: "cus_1",
    });
    expect(JSON.stringify(data)).not.toMatch(/secret|hash|newColumn/);
    expect(data.exportedAt).toBe("2026-11-24T10:00:00.000Z");
    expect(exportFileName(now)).toBe("netlift-account-2026-11-24.json");
  });

  it("keeps what a missing record is: null", () => {
    const data = buildAccountExport({ user, details: null, conversations: null, messages: [], now });
    expect(data.details).toBeNull();
    expect(data.conversations).toBeNull();
  });
});
