/** The common-password rule (issue #24): the shipped list, the case-insensitive check, where it runs and where it does not. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ClientResponseError } from "pocketbase";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS_FILE, renderList, selectCommonPasswords } from "../../scripts/common-passwords.mjs";
import { CORE_BUNDLE } from "../../scripts/codegen.mjs";
import { HOOKS_DIR } from "../../scripts/lib/pocketbase.mjs";
import { validatePasswordChange } from "../../src/core/account-settings";
import { COMMON_PASSWORD_MESSAGE, commonPasswordProblem, isCommonPassword, readCommonPasswords } from "../../src/core/passwords";
import { SIGNUP_LIMITS, validateNewPassword, validateSignup } from "../../src/core/signup";
import { fieldError, toUserMessage } from "../../src/lib/errors";

/** The data file read as the hooks read it (lib/password-check.js). */
const list = readCommonPasswords(readFileSync(COMMON_PASSWORDS_FILE, "utf8"));
const entries = list.slice(1, -1).split("\n");
const refusal = { ok: false, error: { code: "invalid_input", field: "password", message: COMMON_PASSWORD_MESSAGE } };

describe("the shipped list", () => {
  it("holds 17,950 passwords (at least 10,000), one a line between a leading and a trailing newline", () => {
    expect(entries.length).toBe(17950);
    expect(entries.length).toBeGreaterThanOrEqual(10_000);
    expect(list.startsWith("\n") && list.endsWith("\n")).toBe(true);
  });

  it("is lower case, unique, sorted, and only as long as the length rule lets a password be", () => {
    expect(entries.every((p) => p === p.toLowerCase())).toBe(true);
    expect(new Set(entries).size).toBe(entries.length);
    expect([...entries].sort()).toEqual(entries);
    expect(entries.every((p) => p.length >= SIGNUP_LIMITS.passwordMin && p.length <= SIGNUP_LIMITS.passwordMax)).toBe(true);
  });

  it("has the passwords attackers try first", () => {
    for (const password of ["12345678", "password1", "qwerty123", "iloveyou", "sunshine", "pa$$w0rd"]) {
      expect(entries, password).toContain(password);
    }
  });

  it("is what the script makes of its source: lower-cased, filtered, deduplicated, escaped", () => {
    const selected = selectCommonPasswords([
      "Password1",
      "password1",
      "short",
      "x".repeat(73),
      "a`b${c}\\d-long",
      42,
      "two\nlines",
    ]);
    expect(selected).toEqual(["a`b${c}\\d-long", "password1"]);
    expect(readCommonPasswords(renderList(selected, "MIT"))).toBe("\na`b${c}\\d-long\npassword1\n");
  });
});

describe("isCommonPassword", () => {
  it.each(["12345678", "password1", "qwerty123", "Password1", "PASSWORD1", "QwErTy123", "Pa$$W0rd"])("refuses %s", (password) => {
    expect(isCommonPassword(password, list)).toBe(true);
  });

  it.each(["violet-anchor-lantern-58", "correct-horse-9", "password1 ", " password1", "password12345678x", "pässwörd-99"])(
    "lets %j through",
    (password) => {
      expect(isCommonPassword(password, list)).toBe(false);
    },
  );

  it("never matches across two entries, nor an empty password", () => {
    const i = entries.indexOf("password1");
    expect(isCommonPassword(`${entries[i]}\n${entries[i + 1]}`, list)).toBe(false);
    expect(isCommonPassword("", list)).toBe(false);
    expect(commonPasswordProblem("password1", list)).toEqual(refusal);
    expect(commonPasswordProblem("violet-anchor-lantern-58", list)).toBeNull();
  });
});

describe("in the validators, when the list is given (the hooks)", () => {
  const signup = { email: "a@example.com", password: "Password1", passwordConfirm: "Password1", name: "Ada" };

  it("sign-up refuses a common password after the match, the name and the length", () => {
    expect(validateSignup(signup, list)).toEqual(refusal);
    expect(validateSignup({ ...signup, passwordConfirm: "x" }, list)).toMatchObject({
      ok: false,
      error: { field: "passwordConfirm" },
    });
    expect(validateSignup({ ...signup, password: "1234567", passwordConfirm: "1234567" }, list)).toMatchObject({
      error: { message: "The password must be at least 8 characters long." },
    });
    expect(validateSignup({ ...signup, password: "violet-anchor-58", passwordConfirm: "violet-anchor-58" }, list).ok).toBe(true);
  });

  it("the new password of a change or a reset too", () => {
    expect(validateNewPassword("qwerty123", "qwerty123", list)).toEqual(refusal);
    expect(
      validatePasswordChange({ currentPassword: "old-horse-9", password: "12345678", passwordConfirm: "12345678" }, list),
    ).toEqual(refusal);
    expect(validateNewPassword("violet-anchor-58", "violet-anchor-58", list)).toEqual({ ok: true, value: "violet-anchor-58" });
  });

  it("the site, which has no list, leaves the decision to the server", () => {
    expect(validateSignup(signup).ok).toBe(true);
    expect(validateNewPassword("qwerty123", "qwerty123").ok).toBe(true);
  });
});

describe("where the hooks read the list", () => {
  it("not in lib/core.js, which every request loads", () => {
    const core = readFileSync(CORE_BUNDLE, "utf8");
    expect(core).not.toContain("common-passwords.txt");
    expect(core).not.toContain("qwerty123");
  });

  it("only through lib/password-check.js, which the handlers that set a password call", () => {
    const readers = [...readdirSync(HOOKS_DIR).map((f) => f), ...readdirSync(join(HOOKS_DIR, "lib")).map((f) => `lib/${f}`)]
      .filter((f) => f.endsWith(".js"))
      .filter((f) => readFileSync(join(HOOKS_DIR, f), "utf8").includes("common-passwords.txt"));
    expect(readers).toEqual(["lib/password-check.js"]);
    const callers = readdirSync(HOOKS_DIR)
      .filter((f) => f.endsWith(".pb.js"))
      .filter((f) => /commonPasswords\(\)|refuseNewResetPassword\(/.test(readFileSync(join(HOOKS_DIR, f), "utf8")))
      .sort();
    expect(callers).toEqual(["account-settings.pb.js", "password-reset.pb.js", "signup.pb.js"]);
  });
});

describe("the site's reading of the refusal (src/lib/errors.ts)", () => {
  const refused = (status: number, response: unknown) =>
    new ClientResponseError({ url: "/x", status, response, isAbort: false, originalError: null });
  const ours = refused(400, { code: "invalid_input", field: "password", message: COMMON_PASSWORD_MESSAGE });
  const pocketbase = refused(400, {
    code: 400,
    message: COMMON_PASSWORD_MESSAGE,
    data: { password: { code: "validation_common_password", message: COMMON_PASSWORD_MESSAGE } },
  });

  it("puts the same sentence on the password field from our routes and from PocketBase's", () => {
    expect(fieldError(ours, "password")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(fieldError(pocketbase, "password")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(toUserMessage(ours)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(toUserMessage(pocketbase)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it("leaves other fields and other failures to the form's banner", () => {
    expect(fieldError(ours, "email")).toBeNull();
    expect(fieldError(refused(400, { code: "invalid_input", field: "email", message: "Taken." }), "password")).toBeNull();
    expect(fieldError(refused(429, { code: "rate_limited", field: "password", message: "Wait." }), "password")).toBeNull();
    expect(fieldError(new Error(COMMON_PASSWORD_MESSAGE), "password")).toBeNull();
  });
});
