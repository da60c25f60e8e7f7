/** Which addresses an account may take, and how addresses are stored (src/core/email-address.ts; issue #37, info items). */
import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGES, checkNewEmail, emailAddressProblem, isSingleScript, normalizeEmail } from "../../src/core/email-address";
import { validateSignup } from "../../src/core/signup";

describe("normalizeEmail", () => {
  it("trims, lower-cases and folds full-width and styled letters (NFKC)", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
    expect(normalizeEmail("ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ")).toBe("jane@example.com");
    expect(normalizeEmail("𝐣𝐚𝐧𝐞@example.com")).toBe("jane@example.com");
    // a letter and its combining accent become the one accented letter
    expect(normalizeEmail("jose\u0301@example.com")).toBe("josé@example.com");
  });
});

describe("emailAddressProblem", () => {
  it.each([
    "ada@example.com",
    "ada.lovelace+netlift@mail.example.co.uk",
    "o'brien@example.ie",
    "a!#$%&*=?^_`{|}~-b@example.com",
    "x@123.example",
    "josé@example.com",
    "müller@bücher.de",
    "иван@пример.рф",
    "ιωάννης@example.gr",
    "山田太郎@example.jp",
    "やまだ.taro@example.jp",
    "김민준@example.kr",
    "x@xn--bcher-kva.de",
  ])("accepts %s", (email) => {
    expect(emailAddressProblem(email)).toBeNull();
  });

  it.each([
    ["", EMAIL_MESSAGES.missing],
    ['"x"@d.com', EMAIL_MESSAGES.invalid],
    ['"x y"@d.com', EMAIL_MESSAGES.invalid],
    ["a..b@d.com", EMAIL_MESSAGES.invalid],
    [".a@d.com", EMAIL_MESSAGES.invalid],
    ["a.@d.com", EMAIL_MESSAGES.invalid],
    ["a b@d.com", EMAIL_MESSAGES.invalid],
    ["a@b@d.com", EMAIL_MESSAGES.invalid],
    ["x@d", EMAIL_MESSAGES.invalid],
    ["x@-d.com", EMAIL_MESSAGES.invalid],
    ["x@d-.com", EMAIL_MESSAGES.invalid],
    ["x@d..com", EMAIL_MESSAGES.invalid],
    ["x@d_d.com", EMAIL_MESSAGES.invalid],
    ["x@d.co1", EMAIL_MESSAGES.invalid],
    ["x@d.123", EMAIL_MESSAGES.invalid],
    ["x@[127.0.0.1]", EMAIL_MESSAGES.invalid],
    ["😀@d.com", EMAIL_MESSAGES.invalid],
    [`${"a".repeat(65)}@d.com`, EMAIL_MESSAGES.invalid],
    [`a@${"d".repeat(64)}.com`, EMAIL_MESSAGES.invalid],
    [`a@${"d.".repeat(126)}com`, EMAIL_MESSAGES.invalid],
    ["ja\u200bne@example.com", EMAIL_MESSAGES.invisible],
    ["jane@exa\u200dmple.com", EMAIL_MESSAGES.invisible],
    ["jane\u00ad@example.com", EMAIL_MESSAGES.invisible],
    ["\u202ejane@example.com", EMAIL_MESSAGES.invisible],
    ["jane\ufeff@example.com", EMAIL_MESSAGES.invisible],
    ["ja\u0007ne@example.com", EMAIL_MESSAGES.invisible],
    ["jane@example.com.", EMAIL_MESSAGES.trailingDot],
    ["j\u0430ne@example.com", EMAIL_MESSAGES.mixedScripts], // a Cyrillic "а" among Latin letters
    ["jane@ex\u0430mple.com", EMAIL_MESSAGES.mixedScripts],
    ["p\u03b1ypal@example.com", EMAIL_MESSAGES.mixedScripts], // a Greek alpha
    ["иван\u0069@example.com", EMAIL_MESSAGES.mixedScripts],
  ])("refuses %j: %s", (email, message) => {
    expect(emailAddressProblem(email)).toBe(message);
  });
});

describe("isSingleScript", () => {
  it("counts digits, symbols and combining marks as any script's", () => {
    expect(isSingleScript("jane.doe-42+x")).toBe(true);
    expect(isSingleScript("иван_1990")).toBe(true);
  });
  it("lets scripts written together pass, and no others", () => {
    expect(isSingleScript("山田やまだヤマダtaro")).toBe(true);
    expect(isSingleScript("김민준金")).toBe(true);
    expect(isSingleScript("jаne")).toBe(false);
    expect(isSingleScript("김やまだ")).toBe(false);
  });
});

describe("checkNewEmail", () => {
  it("gives the normalised address, or the problem on the named field", () => {
    expect(checkNewEmail(" ＡＤＡ@example.com ")).toEqual({ ok: true, value: "ada@example.com" });
    expect(checkNewEmail("x@d.com.", "newEmail")).toEqual({
      ok: false,
      error: { code: "invalid_input", message: EMAIL_MESSAGES.trailingDot, field: "newEmail" },
    });
    expect(checkNewEmail(42)).toMatchObject({ ok: false, error: { message: EMAIL_MESSAGES.missing } });
  });

  it("in exact mode, refuses what NFKC would change: the address would be mailed as typed", () => {
    expect(checkNewEmail("Ada@Example.com ", "newEmail", true)).toEqual({ ok: true, value: "ada@example.com" });
    expect(checkNewEmail("ａｄａ@example.com", "newEmail", true)).toMatchObject({
      ok: false,
      error: { message: EMAIL_MESSAGES.notNormal, field: "newEmail" },
    });
  });
});

describe("sign-up takes only what PocketBase can store", () => {
  const body = { password: "correct-horse-9", passwordConfirm: "correct-horse-9", name: "Ada" };
  it.each([
    ['"x"@d.com', EMAIL_MESSAGES.invalid],
    ["x@d..com", EMAIL_MESSAGES.invalid],
    ["j\u0430ne@example.com", EMAIL_MESSAGES.mixedScripts],
    ["ja\u200bne@example.com", EMAIL_MESSAGES.invisible],
  ])("refuses %j with 400 invalid_input on the email field", (email, message) => {
    expect(validateSignup({ ...body, email })).toEqual({ ok: false, error: { code: "invalid_input", field: "email", message } });
  });

  it("stores the normalised address", () => {
    expect(validateSignup({ ...body, email: "ＪＡＮＥ@Example.com" })).toMatchObject({
      ok: true,
      value: { email: "jane@example.com" },
    });
  });
});
