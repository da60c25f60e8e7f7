import { ClientResponseError } from "pocketbase";
import { describe, expect, it } from "vitest";
import { isUnauthenticated, stripPrefix, toUserMessage } from "../../src/lib/errors";
import { formatRefresh } from "../../src/lib/format";
import { redirectFor } from "../../src/lib/routes";

describe("redirect rules (who may stay on which page)", () => {
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
    ["settings", out, "/login"],
    ["settings", unverified, "/verify-email"],
    ["settings", verified, null],
  ] as const)("%s for %o → %s", (page, visitor, target) => {
    expect(redirectFor(page, visitor)).toBe(target);
  });
});

describe("user-facing error text", () => {
  const clientError = (status: number, response: object) =>
    new ClientResponseError({ url: "/x", status, response, isAbort: false, originalError: null });

  it("passes the server's readable message through without prefixes or codes", () => {
    expect(
      toUserMessage(clientError(400, { code: "invalid_input", message: "An account with this e-mail address already exists." })),
    ).toBe("An account with this e-mail address already exists.");
    expect(stripPrefix("ClientResponseError 400: Something")).toBe("Something");
  });

  it("explains PocketBase's terse login failure and field errors", () => {
    expect(toUserMessage(clientError(400, { code: 400, message: "Failed to authenticate.", data: {} }))).toBe(
      "Incorrect e-mail or password.",
    );
    expect(
      toUserMessage(
        clientError(400, {
          code: 400,
          message: "Failed to create record.",
          data: { email: { code: "x", message: "Must be a valid email." } },
        }),
      ),
    ).toBe("E-mail: Must be a valid email.");
  });

  it("uses the field messages when PocketBase's top-level message is the generic one", () => {
    const generic = "Something went wrong while processing your request.";
    // the login form submitted with both fields empty
    const blank = { code: "validation_required", message: "Cannot be blank." };
    expect(toUserMessage(clientError(400, { code: 400, message: generic, data: { identity: blank, password: blank } }))).toBe(
      "E-mail: Cannot be blank. Password: Cannot be blank.",
    );
    // a field the site has no name for keeps PocketBase's text alone
    const token = { code: "validation_invalid_token_claims", message: "Missing email token claim." };
    expect(toUserMessage(clientError(400, { code: 400, message: generic, data: { token } }))).toBe("Missing email token claim.");
    // without field messages the generic text stays readable
    expect(toUserMessage(clientError(400, { code: 400, message: generic, data: {} }))).toBe(
      "Something went wrong. Please try again.",
    );
  });

  it("recognises a session the server no longer accepts", () => {
    expect(isUnauthenticated(clientError(401, { code: "unauthenticated", message: "Please sign in to continue." }))).toBe(true);
    expect(isUnauthenticated(clientError(500, { code: "internal", message: "Oops." }))).toBe(false);
    expect(isUnauthenticated(new Error("Please sign in"))).toBe(false);
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
