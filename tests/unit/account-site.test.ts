import { ClientResponseError } from "pocketbase";
import { describe, expect, it } from "vitest";
import { isInvalidLinkToken, toUserMessage } from "../../src/lib/errors";
import { loginPath, readLoginQuery } from "../../src/lib/login-notice";
import { isExpired, readTokenClaims } from "../../src/lib/token-claims";

const pocketbaseError = (status: number, response: object) =>
  new ClientResponseError({ url: "/x", status, response, isAbort: false, originalError: null });
const generic = "Something went wrong while processing your request.";
const field = (code: string, message: string) => ({ code, message });

describe("PocketBase's account errors in words", () => {
  it.each([
    [
      { token: field("validation_invalid_token", "Invalid or expired token.") },
      "This link has expired or was already used. Ask for a new one.",
    ],
    [
      { newEmail: field("validation_record_email_invalid", "User email already exists or it is invalid.") },
      "This e-mail address is already used by another account.",
    ],
    [
      { password: field("validation_invalid_password", "Missing or invalid auth record password.") },
      "That password is not correct.",
    ],
    [
      { password: field("validation_length_out_of_range", "The length must be between 8 and 100.") },
      "Password: The length must be between 8 and 100.",
    ],
    [{ newEmail: field("validation_is_email", "Must be a valid email address.") }, "New e-mail: Must be a valid email address."],
  ])("%j", (data, text) => {
    expect(toUserMessage(pocketbaseError(400, { code: 400, message: generic, data }))).toBe(text);
  });

  it("tells a refused link from other failures", () => {
    expect(
      isInvalidLinkToken(
        pocketbaseError(400, { code: 400, message: generic, data: { token: field("validation_invalid_token", "x") } }),
      ),
    ).toBe(true);
    expect(isInvalidLinkToken(pocketbaseError(400, { code: 400, message: generic, data: { password: field("x", "y") } }))).toBe(
      false,
    );
    expect(isInvalidLinkToken(new Error("offline"))).toBe(false);
  });

  it("our routes' own sentences pass through", () => {
    const body = { code: "rate_limited", message: "Too many password attempts. Try again in 30 seconds.", retryAfter: 30 };
    expect(toUserMessage(pocketbaseError(429, body))).toBe(body.message);
  });
});

describe("a link's token claims", () => {
  const token = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.sig`;

  it("reads the address, the new address and the expiry", () => {
    expect(readTokenClaims(token({ email: "a@b.co", newEmail: "c@d.co", exp: 100 }))).toEqual({
      email: "a@b.co",
      newEmail: "c@d.co",
      expiresAt: 100_000,
    });
    expect(readTokenClaims("not-a-token")).toBeNull();
    expect(readTokenClaims("a.!!!.c")).toBeNull();
  });

  it("is expired once its expiry has passed", () => {
    const claims = readTokenClaims(token({ email: "a@b.co", exp: 100 }))!;
    expect(isExpired(claims, 99_999)).toBe(false);
    expect(isExpired(claims, 100_000)).toBe(true);
  });
});

describe("notices on /login after an account step", () => {
  it.each(["password-reset", "password-changed", "email-changed", "account-deleted"] as const)("%s", (notice) => {
    const { notice: text, email } = readLoginQuery(new URL(loginPath(notice, "a@b.co"), "http://x").search);
    expect(text?.tone).toBe("success");
    expect(email).toBe("a@b.co");
  });
});
