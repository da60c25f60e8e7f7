import { ClientResponseError } from "pocketbase";
import { describe, expect, it } from "vitest";
import { stripPrefix, toUserMessage } from "../../src/lib/errors";
import { formatRefresh } from "../../src/lib/format";
import { redirectFor } from "../../src/lib/routes";

describe("redirect rules (SPEC §4, §6)", () => {
  const out = { signedIn: false } as const;
  const unverified = { signedIn: true, verified: false } as const;
  const verified = { signedIn: true, verified: true } as const;
  it.each([
    ["login", out, null],
    ["login", unverified, "/dashboard"],
    ["login", verified, "/dashboard"],
    ["signup", out, null],
    ["signup", verified, "/dashboard"],
    ["verify-email", out, "/login"],
    ["verify-email", unverified, null],
    ["verify-email", verified, "/dashboard"],
    ["dashboard", out, "/login"],
    ["dashboard", unverified, "/verify-email"],
    ["dashboard", verified, null],
  ] as const)("%s for %o → %s", (page, visitor, target) => {
    expect(redirectFor(page, visitor)).toBe(target);
  });
});

describe("user-facing error text", () => {
  const clientError = (status: number, response: object) =>
    new ClientResponseError({ url: "/x", status, response, isAbort: false, originalError: null });

  it("passes the server's readable message through without prefixes or codes", () => {
    expect(toUserMessage(clientError(400, { code: "invalid_input", message: "An account with this e-mail address already exists." }))).toBe(
      "An account with this e-mail address already exists.",
    );
    expect(stripPrefix("ClientResponseError 400: Something")).toBe("Something");
  });

  it("explains PocketBase's terse login failure and field errors", () => {
    expect(toUserMessage(clientError(400, { code: 400, message: "Failed to authenticate.", data: {} }))).toBe(
      "Incorrect e-mail or password.",
    );
    expect(
      toUserMessage(clientError(400, { code: 400, message: "Failed to create record.", data: { email: { code: "x", message: "Must be a valid email." } } })),
    ).toBe("Must be a valid email.");
  });

  it("names a network failure", () => {
    expect(toUserMessage(clientError(0, {}))).toMatch(/could not reach the server/);
  });
});

describe("refresh time", () => {
  const now = new Date(2026, 10, 21, 10, 0);
  it("says today, tomorrow or the date", () => {
    expect(formatRefresh(new Date(2026, 10, 21, 18, 30).toISOString(), now)).toMatch(/^today at /);
    expect(formatRefresh(new Date(2026, 10, 22, 9, 30).toISOString(), now)).toMatch(/^tomorrow at /);
    expect(formatRefresh(new Date(2026, 10, 25, 9, 30).toISOString(), now)).toMatch(/^Nov 25 at /);
  });
});
