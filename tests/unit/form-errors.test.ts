/** How forms read a refusal: its sentence, and the field it is about (src/lib/errors.ts). */
import { describe, expect, it } from "vitest";
import { ClientResponseError } from "pocketbase";
import { fieldError, refusedField, retryAfterOf, toUserMessage } from "../../src/lib/errors";

describe("refusals the browser finds first (src/lib/errors.ts refusedField)", () => {
  it("read like the server's: the sentence, on the field it names and no other", () => {
    const refused = refusedField("name", "The Name field is required");
    expect(toUserMessage(refused)).toBe("The Name field is required");
    expect(fieldError(refused, "name")).toBe("The Name field is required");
    expect(fieldError(refused, "role")).toBeNull();
    expect(fieldError(refusedField(undefined, "Something is wrong"), "name")).toBeNull();
  });
});

describe("retryAfterOf (the resend's countdown on /verify-email)", () => {
  it("is the seconds of a 429's retryAfter, else null", () => {
    const limited = (retryAfter: unknown) =>
      new ClientResponseError({ status: 429, response: { code: "rate_limited", message: "Wait.", retryAfter } });
    expect(retryAfterOf(limited(47))).toBe(47);
    expect(retryAfterOf(limited(0))).toBeNull();
    expect(retryAfterOf(limited("47"))).toBeNull();
    expect(retryAfterOf(new ClientResponseError({ status: 502, response: { retryAfter: 5 } }))).toBeNull();
    expect(retryAfterOf(new Error("x"))).toBeNull();
  });
});
