import { describe, expect, it } from "vitest";

import type { ExtractionPack } from "../../src/core/extraction-pack";
import {
  effectivePack,
  isStale,
  readPackResponse,
  storedPackOf,
  versionInUse,
  withUsableSelectors,
  type StoredPack,
} from "./pack-rules";

const BUNDLED: ExtractionPack = {
  version: "2026.11.26.2",
  schema: 1,
  pages: { profile: { selectors: { HEADLINE: [".text-body-medium"], NAME: ["h1"] }, words: { en: { about: ["About"] } } } },
};
const served = (version: string, headline = "[data-view-name='profile-headline']"): ExtractionPack => ({
  version,
  schema: 1,
  pages: { profile: { selectors: { HEADLINE: [headline] } } },
});
const ok = (pack: unknown, etag = '"a"') => ({ status: 200 as const, etag, body: JSON.stringify(pack) });
const NOW = 1_800_000_000_000;

describe("which pack is in force", () => {
  it("is the server's merged over the bundled one by key when it is newer; what it lacks stays bundled", () => {
    const merged = effectivePack(BUNDLED, served("2026.12.1.1"));
    expect(merged.version).toBe("2026.12.1.1");
    expect(merged.pages.profile?.selectors).toEqual({ HEADLINE: ["[data-view-name='profile-headline']"], NAME: ["h1"] });
    expect(merged.pages.profile?.words).toEqual(BUNDLED.pages.profile?.words);
  });

  it("is the bundled one when the server's is not newer (an extension update that bundles a newer pack), or there is none", () => {
    expect(effectivePack(BUNDLED, served("2026.11.26.2"))).toBe(BUNDLED);
    expect(effectivePack(BUNDLED, served("2026.1.1.1"))).toBe(BUNDLED);
    expect(effectivePack(BUNDLED, null)).toBe(BUNDLED);
    expect(versionInUse(BUNDLED.version, { pack: served("2026.1.1.1"), etag: "", checkedAt: 0 })).toBe(BUNDLED.version);
    expect(versionInUse(BUNDLED.version, { pack: served("2027.1.1.1"), etag: "", checkedAt: 0 })).toBe("2027.1.1.1");
    expect(versionInUse(BUNDLED.version, null)).toBe(BUNDLED.version);
  });
});

describe("what an answer of GET /api/extension/pack changes", () => {
  const stored: StoredPack = { pack: served("2026.12.1.1"), etag: '"old"', checkedAt: NOW - 1000 };

  it("stores a valid pack newer than the bundled one, with its ETag", () => {
    const outcome = readPackResponse(null, ok(served("2026.12.1.1"), '"e1"'), BUNDLED.version, NOW);
    expect(outcome).toMatchObject({ kind: "updated", store: { pack: { version: "2026.12.1.1" }, etag: '"e1"', checkedAt: NOW } });
  });

  it("keeps what it has on a 304, noting when it asked", () => {
    expect(readPackResponse(stored, { status: 304 }, BUNDLED.version, NOW)).toEqual({
      kind: "unchanged",
      store: { ...stored, checkedAt: NOW },
      note: "the server's pack has not changed",
    });
  });

  it.each([
    [
      "an invalid pack",
      ok({ version: "2027.1.1.1", schema: 1, pages: { jobs: { steps: [] } } }),
      "refused the server's pack: pages.jobs.steps is not a section",
    ],
    ["a body that is not JSON", { status: 200 as const, etag: '"x"', body: "<html>" }, "not valid JSON"],
    ["a server error", { status: 500, error: "the server answered 500" }, "the server answered 500"],
    ["a rate limit", { status: 429, error: "the server answered 429" }, "the server answered 429"],
    ["no answer", { status: 0, error: "cannot reach http://127.0.0.1:1" }, "cannot reach"],
  ])("leaves the last good pack in force on %s (nothing stored)", (_label, response, note) => {
    const outcome = readPackResponse(stored, response, BUNDLED.version, NOW);
    expect(outcome.kind).toBe("refused");
    expect(outcome.store).toBeNull();
    expect(outcome.note).toContain(note);
  });

  it("follows the server back to an older pack: a withdrawal reaches users like a publication", () => {
    const outcome = readPackResponse(stored, ok(served("2026.11.30.1"), '"back"'), BUNDLED.version, NOW);
    expect(outcome).toMatchObject({ kind: "updated", store: { pack: { version: "2026.11.30.1" }, etag: '"back"' } });
  });

  it("clears the stored pack when the server's is no newer than the bundled one (the bundled one is in force)", () => {
    const outcome = readPackResponse(stored, ok(served(BUNDLED.version), '"bundled"'), BUNDLED.version, NOW);
    expect(outcome).toMatchObject({ kind: "updated", store: { pack: null, etag: '"bundled"' } });
    expect(outcome.note).toContain("not newer than the bundled");
  });

  it("says unchanged for the same pack and ETag served again without If-None-Match", () => {
    const outcome = readPackResponse(stored, ok(served("2026.12.1.1"), '"old"'), BUNDLED.version, NOW);
    expect(outcome.kind).toBe("unchanged");
  });

  it("asks again when the last answer is an hour old, or never came", () => {
    const hour = 3_600_000;
    expect(isStale(null, NOW, hour)).toBe(true);
    expect(isStale({ ...stored, checkedAt: NOW - hour + 1 }, NOW, hour)).toBe(false);
    expect(isStale({ ...stored, checkedAt: NOW - hour }, NOW, hour)).toBe(true);
    expect(isStale({ ...stored, checkedAt: NOW + hour }, NOW, hour)).toBe(true); // a clock set back
  });
});

describe("what is read back from storage", () => {
  it("is checked again: a stored pack that is not valid is none", () => {
    expect(storedPackOf({ pack: served("2026.12.1.1"), etag: '"e"', checkedAt: NOW })?.pack?.version).toBe("2026.12.1.1");
    expect(storedPackOf({ pack: null, etag: '"e"', checkedAt: NOW })).toEqual({ pack: null, etag: '"e"', checkedAt: NOW });
    expect(storedPackOf({ pack: { version: "x" }, etag: '"e"', checkedAt: NOW })).toBeNull();
    expect(storedPackOf({ pack: served("2026.12.1.1") })).toBeNull();
    expect(storedPackOf(undefined)).toBeNull();
    expect(storedPackOf("a string")).toBeNull();
  });
});

describe("selectors a page can use", () => {
  it("drops the selectors that do not parse, and a list left empty (the bundled one stays in force for it)", () => {
    const pack: ExtractionPack = {
      version: "2026.12.1.1",
      schema: 1,
      pages: {
        feed: {
          selectors: { A: ["div[", ".ok"], B: ["a[href"] },
          mounts: { BAR: ["::nope("] },
          words: { en: { more: ["more"] } },
        },
      },
    };
    const parses = (selector: string) => !/\[[^\]]*$|::nope/.test(selector);
    const usable = withUsableSelectors(pack, parses);
    expect(usable.pages.feed).toEqual({ selectors: { A: [".ok"] }, mounts: {}, words: { en: { more: ["more"] } } });
    expect(
      effectivePack({ ...BUNDLED, pages: { feed: { selectors: { B: [".b"] }, mounts: { BAR: [".bar"] } } } }, usable).pages.feed
        ?.selectors,
    ).toEqual({
      B: [".b"],
      A: [".ok"],
    });
  });
});
