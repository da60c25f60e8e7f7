/**
 * The bounds of request bodies (src/core/body-limits.ts): each route's bound holds the largest body its
 * validation accepts, written in the widest script (3 bytes a character in UTF-8), and no more than that
 * with some room; the routes' table and its defaults.
 */
import { describe, expect, it } from "vitest";
import { PROFILE_MAX, validateAccountUpdate } from "../../src/core/account-settings";
import { ASSIST_LIMITS } from "../../src/core/assist";
import { BODY_LIMITS, bodyTooLargeMessage, describeBytes, recordWriteLimit, routeBodyLimit } from "../../src/core/body-limits";
import { MESSAGE_LIMITS, validateMessage } from "../../src/core/contact-messages";
import { STATUS } from "../../src/core/errors";
import { MISS_LIMITS, validateExtractionMiss } from "../../src/core/extraction-miss";
import { VOICE_LIMITS } from "../../src/core/persona";
import { SIGNUP_LIMITS, validateSignup } from "../../src/core/signup";

const bytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).length;
/** `n` characters of three bytes each, with a line break now and then (an escape of two bytes in JSON). */
const wide = (n: number) => Array.from({ length: n }, (_, i) => (i % 80 === 79 ? "\n" : "职")).join("");

describe("each bound holds the largest body its route accepts", () => {
  it("a sign-up, in the widest script, fits the few kilobytes of the small bound", () => {
    const password = "Pässwörd-".repeat(6); // 66 bytes: within 72
    const body = {
      email: `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(50)}.example`,
      password,
      passwordConfirm: password,
      name: wide(SIGNUP_LIMITS.name).trim(),
      industry: wide(SIGNUP_LIMITS.optional).trim(),
      role: wide(SIGNUP_LIMITS.optional).trim(),
      howDidYouHear: wide(SIGNUP_LIMITS.optional).trim(),
    };
    expect(validateSignup(body)).toMatchObject({ ok: true });
    expect(bytes(body)).toBeLessThan(BODY_LIMITS.small);
  });

  it("an account update with a whole profile and voice fits PATCH /api/account's", () => {
    const body = {
      name: wide(SIGNUP_LIMITS.name).trim(),
      industry: wide(SIGNUP_LIMITS.optional).trim(),
      role: wide(SIGNUP_LIMITS.optional).trim(),
      howDidYouHear: wide(SIGNUP_LIMITS.optional).trim(),
      profile: wide(PROFILE_MAX).trim(),
      voice: {
        description: wide(VOICE_LIMITS.description).trim(),
        samples: Array(VOICE_LIMITS.samples).fill(wide(VOICE_LIMITS.sample).trim()),
      },
    };
    expect(validateAccountUpdate(body)).toMatchObject({ ok: true });
    expect(bytes(body)).toBeLessThan(routeBodyLimit("PATCH", "/api/account").bytes!);
    expect(bytes(body)).toBeGreaterThan(BODY_LIMITS.accountUpdate * 0.9); // and not far more than that
  });

  it("a contact message fits PocketBase's record create on messages, for a visitor", () => {
    const body = {
      kind: "contact",
      name: wide(MESSAGE_LIMITS.name).trim(),
      email: "ada@example.com",
      mainText: wide(MESSAGE_LIMITS.mainText).trim(),
    };
    expect(validateMessage(body)).toBeNull();
    expect(bytes(body)).toBeLessThan(recordWriteLimit(false, "POST", "messages"));
  });

  it("a report of a miss fits POST /api/extension/miss's", () => {
    // the longest versions the formats allow: a pack's "YYYY.MM.DD.N", an extension's four numbers
    const body = { page: "profile", pack: "2026.11.29.999", extension: "99999.99999.99999.9" };
    expect(body.extension.length + body.pack.length).toBeLessThanOrEqual(MISS_LIMITS.pack + MISS_LIMITS.extension);
    expect(validateExtractionMiss(body)).toMatchObject({ ok: true });
    expect(bytes(body)).toBeLessThan(routeBodyLimit("POST", "/api/extension/miss").bytes!);
  });

  it("/api/assist takes what its own limit says", () => {
    expect(routeBodyLimit("POST", "/api/assist").bytes).toBe(ASSIST_LIMITS.bodyBytes);
  });
});

describe("routeBodyLimit", () => {
  it("gives GET, HEAD and OPTIONS no body, any other route a few kilobytes", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"])
      expect(routeBodyLimit(method, "/api/collections/:collection/records").bytes).toBe(0);
    for (const path of ["/api/signup", "/api/collections/:collection/auth-with-password", "/api/realtime", "/api/*"])
      expect(routeBodyLimit("POST", path)).toEqual({ bytes: BODY_LIMITS.small, adminOnly: false, perRequest: false });
  });

  it("lets only admins send PocketBase's admin-only routes a body, a backup of any size among them", () => {
    expect(routeBodyLimit("PUT", "/api/collections/import")).toMatchObject({ bytes: BODY_LIMITS.admin, adminOnly: true });
    expect(routeBodyLimit("PATCH", "/api/settings")).toMatchObject({ adminOnly: true });
    expect(routeBodyLimit("POST", "/api/backups/upload")).toMatchObject({ bytes: null, adminOnly: true });
    // these are open to anyone (a sign-in, the first admin's creation) and take a few fields
    expect(routeBodyLimit("POST", "/api/admins/auth-with-password")).toMatchObject({
      bytes: BODY_LIMITS.small,
      adminOnly: false,
    });
    expect(routeBodyLimit("POST", "/api/admins")).toMatchObject({ bytes: BODY_LIMITS.small, adminOnly: false });
  });

  it("bounds PocketBase's record writes per request: an admin's, a visitor's contact message, anything else small", () => {
    expect(routeBodyLimit("POST", "/api/collections/:collection/records")).toMatchObject({
      bytes: BODY_LIMITS.admin,
      perRequest: true,
    });
    expect(recordWriteLimit(true, "PATCH", "conversations")).toBe(BODY_LIMITS.admin);
    expect(recordWriteLimit(false, "POST", "messages")).toBe(BODY_LIMITS.contactMessage);
    expect(recordWriteLimit(false, "PATCH", "messages")).toBe(BODY_LIMITS.small);
    expect(recordWriteLimit(false, "POST", "users")).toBe(BODY_LIMITS.small);
    // a conversation's memory may hold 2 MB (its JSON field's maxSize), written as an escaped string by the admin UI
    expect(BODY_LIMITS.admin).toBeGreaterThanOrEqual(2 * 2_000_000);
  });
});

describe("the 413's words", () => {
  it("say the bound in kilobytes or megabytes, to a tenth", () => {
    expect(describeBytes(512)).toBe("512 bytes");
    expect(describeBytes(8192)).toBe("8 KB");
    expect(describeBytes(BODY_LIMITS.accountUpdate)).toBe("68.5 KB");
    expect(describeBytes(BODY_LIMITS.admin)).toBe("4 MB");
    expect(bodyTooLargeMessage(BODY_LIMITS.small)).toBe("The request body is too large: this route takes at most 8 KB.");
    expect(bodyTooLargeMessage(0)).toBe("This request must not have a body.");
  });

  it("go with statuses from the one table", () => {
    expect(STATUS.body_too_large).toBe(413);
    expect(STATUS.unsupported_media_type).toBe(415);
  });
});
