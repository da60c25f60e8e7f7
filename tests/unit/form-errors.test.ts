/** How forms read a refusal: its sentence, and the field it is about (src/lib/errors.ts). */
import { describe, expect, it } from "vitest";
import { fieldError, refusedField, toUserMessage } from "../../src/lib/errors";

describe("refusals the browser finds first (src/lib/errors.ts refusedField)", () => {
  it("read like the server's: the sentence, on the field it names and no other", () => {
    const refused = refusedField("name", "The Name field is required");
    expect(toUserMessage(refused)).toBe("The Name field is required");
    expect(fieldError(refused, "name")).toBe("The Name field is required");
    expect(fieldError(refused, "role")).toBeNull();
    expect(fieldError(refusedField(undefined, "Something is wrong"), "name")).toBeNull();
  });
});
