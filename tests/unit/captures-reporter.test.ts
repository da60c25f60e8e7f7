/**
 * The one line the unit run ends with about real LinkedIn captures (tests/helpers/captures-reporter.ts):
 * which ran, counted from the tests describeCapture named; or none, and how to add them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { capturesSummary } from "../helpers/captures-reporter";
import { captureOfTestName, hasCaptures } from "../helpers/linkedin-captures";

describe("the captures line", () => {
  it("names the capture of a test registered by describeCapture, at any depth, and nothing else", () => {
    expect(captureOfTestName("capture feed-1.html: after the next redesign > seed 7: every post keeps its author")).toBe(
      "feed-1.html",
    );
    expect(captureOfTestName("profile extractor > capture profile-2.html: reads the name")).toBe("profile-2.html");
    expect(captureOfTestName("feed-classic.html after the next redesign > seed 7")).toBeNull();
    expect(captureOfTestName("a capture of the screen: works")).toBeNull();
  });

  it("says how to add captures when there are none, and counts them when they ran", () => {
    const none = capturesSummary("/tmp/empty", false, []);
    expect(none).toContain("none ran (no captures in /tmp/empty)");
    expect(none).toContain("LINKEDIN_CAPTURES=");
    expect(capturesSummary("/x", true, [])).toBe(
      "LinkedIn captures: none ran (/x is there, but no extractor test of this run used it).",
    );
    expect(capturesSummary("/x", true, ["feed-1.html"])).toBe("LinkedIn captures: ran 1 real capture from /x (feed-1.html).");
    expect(capturesSummary("/x", true, ["a.html", "b.html"])).toMatch(
      /^LinkedIn captures: ran 2 real captures from \/x \(a\.html, b\.html\)\.$/,
    );
  });

  it("has captures only where the folder holds a page: a missing, an empty or a page-less folder is a run without them (.ci/run then skips its second unit run)", () => {
    const dir = mkdtempSync(join(tmpdir(), "netlift-captures-"));
    try {
      const at = (folder: string) => hasCaptures({ LINKEDIN_CAPTURES: folder });
      expect(at(join(dir, "missing"))).toBe(false);
      mkdirSync(join(dir, "empty"));
      expect(at(join(dir, "empty"))).toBe(false);
      mkdirSync(join(dir, "notes"));
      writeFileSync(join(dir, "notes", "README.md"), "captures go here");
      expect(at(join(dir, "notes"))).toBe(false);
      writeFileSync(join(dir, "notes", "feed-1.html"), "<!doctype html><title>Feed</title>");
      expect(at(join(dir, "notes"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
