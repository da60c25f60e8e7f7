import { describe, expect, it } from "vitest";
import { isNewerPack, mergePacks, PACK_LIMITS, validatePack, type ExtractionPack } from "../../src/core/extraction-pack";

const pack = (pages: Record<string, unknown>, version = "2026.11.26.1"): ExtractionPack =>
  ({ version, schema: 1, pages }) as ExtractionPack;

const JOBS = {
  routes: ["/jobs/search-results", "/jobs/view/"],
  selectors: { JOB_TITLE: [".job-details-jobs-unified-top-card__job-title h1", "h1.top-card-layout__title"] },
  attributes: { CARD_KEY: "componentkey" },
  prefixes: { JOB_CARD: "job-card-component-ref-" },
  words: { es: { easyApply: ["Solicitud sencilla"] }, en: { easyApply: ["Easy Apply"] } },
  mounts: { TOP_CARD: [".top-card-layout"] },
};

describe("an extraction pack", () => {
  it("is valid when it holds only names: routes, selectors, attributes, prefixes, words, mounts", () => {
    expect(validatePack(pack({ jobs: JOBS }))).toMatchObject({ ok: true });
    expect(
      validatePack(JSON.stringify(pack({ jobs: JOBS, shared: { selectors: { SHADOW_HOSTS: ["#interop-outlet"] } } }))),
    ).toMatchObject({ ok: true });
  });

  it("takes an attribute name or a prefix as one name, or as several tried in order", () => {
    const listed = pack({
      feed: { attributes: { POST_KEY: ["data-urn", "data-id", "componentkey"] } },
      jobs: { prefixes: { JOB_CARD: ["job-card-component-ref-", "job-card-"] } },
    });
    expect(validatePack(listed)).toMatchObject({ ok: true });
    expect(validatePack(pack({ jobs: { prefixes: { JOB_CARD: [] } } }))).toMatchObject({
      ok: false,
      error: expect.stringContaining("must be a non-empty list"),
    });
    expect(validatePack(pack({ jobs: { attributes: { X: ["data-id", 3] } } }))).toMatchObject({
      ok: false,
      error: expect.stringContaining("must be non-empty text"),
    });
  });

  it("takes words with up to 2 placeholders, and refuses a third with a readable message", () => {
    const words = (form: string) => pack({ messages: { words: { en: { seenBy: ["Seen by {name}", form] } } } });
    expect(validatePack(words("Seen by {name} at {time}"))).toMatchObject({ ok: true });
    expect(validatePack(words("{name} sent {file} at {time}"))).toEqual({
      ok: false,
      error: "pages.messages.words.en.seenBy[1] has 3 placeholders ({name} {file} {time}); a word may have at most 2.",
    });
    // other braces are plain text, and placeholders count only in words
    expect(validatePack(words("{a} {b} {c} {name}"))).toMatchObject({ ok: true });
    expect(validatePack(pack({ jobs: { selectors: { X: ["[a='{name}{name}{name}']"] } } }))).toMatchObject({ ok: true });
  });

  it.each([
    ["not JSON", "{", "not valid JSON"],
    ["an unknown top-level key", { ...pack({}), steps: [] }, '"steps" is not part of a pack'],
    ["a bad version", pack({}, "v2"), "version must look like"],
    ["another schema", { ...pack({}), schema: 2 }, "schema must be 1"],
    ["an unknown page", pack({ groups: {} }), "pages.groups is not a page type"],
    ["an unknown section (logic)", pack({ jobs: { steps: [{ click: "button" }] } }), "pages.jobs.steps is not a section"],
    ["code in a selector", pack({ jobs: { selectors: { X: ["a[href^='javascript:alert(1)']"] } } }), "a URL or code"],
    ["a route that is not a path", pack({ jobs: { routes: ["jobs"] } }), 'must be a path starting with "/"'],
    ["a lower-case list name", pack({ jobs: { selectors: { title: ["h1"] } } }), 'a name that is not allowed: "title"'],
    ["an unknown language", pack({ jobs: { words: { sv: { apply: ["Ansök"] } } } }), 'a name that is not allowed: "sv"'],
    ["an empty list", pack({ jobs: { selectors: { X: [] } } }), "must be a non-empty list"],
    ["a list that is not text", pack({ jobs: { selectors: { X: [1] } } }), "must be non-empty text"],
    ["an expression as an attribute", pack({ jobs: { attributes: { X: { eval: "x" } } } }), "must be non-empty text"],
    [
      "too many items",
      pack({ jobs: { selectors: { X: Array.from({ length: PACK_LIMITS.items + 1 }, () => "a") } } }),
      "more than 60 items",
    ],
  ])("refuses %s, saying why", (_label, input, message) => {
    const checked = validatePack(input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error).toContain(message);
  });

  it("refuses a pack that is too large", () => {
    const big = pack({
      jobs: {
        selectors: Object.fromEntries(
          Array.from({ length: 150 }, (_, i) => [`X${i}`, Array.from({ length: 10 }, () => "x".repeat(200))]),
        ),
      },
    });
    expect(validatePack(JSON.stringify(big))).toMatchObject({ ok: false, error: expect.stringContaining("larger than 256 KB") });
  });

  it("orders versions part by part", () => {
    expect(isNewerPack("2026.11.26.2", "2026.11.26.1")).toBe(true);
    expect(isNewerPack("2026.12.1.1", "2026.11.26.9")).toBe(true);
    expect(isNewerPack("2026.11.26.10", "2026.11.26.9")).toBe(true);
    expect(isNewerPack("2026.11.26.1", "2026.11.26.1")).toBe(false);
    expect(isNewerPack("2025.12.31.1", "2026.1.1.1")).toBe(false);
  });

  it("merges a served pack over the bundled one by key: what it has replaces, what it lacks stays", () => {
    const bundled = pack({ jobs: JOBS, feed: { selectors: { POST: [".feed-shared-update-v2"] } } });
    const served = pack(
      { jobs: { selectors: { JOB_TITLE: ["[data-job-title]"] }, words: { es: { promoted: ["Promocionado"] } } } },
      "2026.11.27.1",
    );
    const merged = mergePacks(bundled, served);
    expect(merged.version).toBe("2026.11.27.1");
    expect(merged.pages.jobs!.selectors).toEqual({ JOB_TITLE: ["[data-job-title]"] });
    expect(merged.pages.jobs!.words).toEqual({
      es: { easyApply: ["Solicitud sencilla"], promoted: ["Promocionado"] },
      en: { easyApply: ["Easy Apply"] },
    });
    expect(merged.pages.jobs!.prefixes).toEqual(JOBS.prefixes);
    expect(merged.pages.feed).toEqual(bundled.pages.feed);
  });
});

describe("the JSON Schema reviewers read (docs/extraction-pack.schema.json)", async () => {
  const { default: Ajv } = await import("ajv");
  const { readFileSync } = await import("node:fs");
  const schema = JSON.parse(readFileSync(new URL("../../docs/extraction-pack.schema.json", import.meta.url), "utf8"));
  const valid = new Ajv({ allErrors: true, strict: false }).compile(schema);
  const bundled = JSON.parse(readFileSync(new URL("../../src/core/extraction-pack.json", import.meta.url), "utf8"));
  const samples: [string, unknown][] = [
    ["the bundled pack", bundled],
    ["a full jobs page", pack({ jobs: JOBS })],
    ["a logic section", pack({ jobs: { steps: [{ click: "button" }] } })],
    ["code in a selector", pack({ jobs: { selectors: { X: ["a[href^='JavaScript:x']"] } } })],
    ["a route that is not a path", pack({ jobs: { routes: ["jobs"] } })],
    ["a lower-case list name", pack({ jobs: { selectors: { title: ["h1"] } } })],
    ["an unknown language", pack({ jobs: { words: { sv: { apply: ["Ansök"] } } } })],
    ["an unknown page", pack({ groups: {} })],
    ["a bad version", pack({}, "v2")],
    ["an empty list", pack({ jobs: { selectors: { X: [] } } })],
    ["attribute names in order", pack({ feed: { attributes: { POST_KEY: ["data-urn", "componentkey"] } } })],
    ["an empty list of prefixes", pack({ jobs: { prefixes: { JOB_CARD: [] } } })],
    ["an attribute that is an object", pack({ jobs: { attributes: { X: { eval: "x" } } } })],
    ["a word with 2 placeholders", pack({ messages: { words: { en: { seenBy: ["Seen by {name} at {time}"] } } } })],
    ["a word with 3 placeholders", pack({ messages: { words: { en: { seenBy: ["{name} sent {file} at {time}"] } } } })],
    ["a selector with placeholder-like text", pack({ jobs: { selectors: { X: ["[a='{name}{name}{name}']"] } } })],
  ];
  it.each(samples)("agrees with validatePack on %s", (_label, sample) => {
    expect(valid(sample)).toBe(validatePack(sample).ok);
  });
  it("accepts the bundled pack", () => {
    expect(valid(bundled)).toBe(true);
  });
});
