import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import BUNDLED from "../../src/core/extraction-pack.json";
import { validateExtractionMiss } from "../../src/core/extraction-miss";

const EXTENSION_VERSION = JSON.parse(readFileSync(new URL("../../extension/package.json", import.meta.url), "utf8")).version;

describe("a helper's miss report (POST /api/extension/miss)", () => {
  it("takes the versions as they are published: the bundled pack's, and the extension's", () => {
    expect(validateExtractionMiss({ page: "feed", pack: BUNDLED.version, extension: EXTENSION_VERSION })).toEqual({
      ok: true,
      value: { page: "feed", pack: BUNDLED.version, extension: EXTENSION_VERSION },
    });
    // an extension without a pack
    expect(validateExtractionMiss({ page: "jobs", extension: "1.2.3.4" })).toMatchObject({ ok: true, value: { pack: "" } });
  });

  it.each([
    [{ page: "feed", pack: "Visit.evil.example", extension: "0.1.0" }, "pack"],
    [{ page: "feed", pack: "2026.11.1", extension: "0.1.0" }, "pack"],
    [{ page: "feed", pack: "", extension: "Visit.evil.example" }, "extension"],
    [{ page: "feed", pack: "", extension: "0.1.0-beta" }, "extension"],
    [{ page: "feed", pack: "", extension: "1.2.3.4.5" }, "extension"],
    [{ page: "feed", pack: "", extension: "" }, "extension"],
    [{ page: "feed", pack: "" }, "extension"],
  ])("refuses %j, naming %s (400 invalid_input)", (body, field) => {
    expect(validateExtractionMiss(body)).toMatchObject({ ok: false, error: { code: "invalid_input", field } });
  });
});
