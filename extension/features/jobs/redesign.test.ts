// @vitest-environment jsdom
/**
 * The next LinkedIn redesign, simulated (tests/helpers/redesign.ts: every class hashed anew, ids and
 * data-test* gone): every jobs page still yields the same posting, from its structure, and the helper still
 * has a place to mount.
 */
import { describe, expect, it } from "vitest";

import { describeCapture, loadCapture, loadOwn } from "../../../tests/helpers/linkedin-captures";
import { redesign, REDESIGN_SEEDS } from "../../../tests/helpers/redesign";
import type { Layer } from "../types";
import { extractJob, findJobAnchor, findJobRegion } from "./extract";

const UNSAFE = 'a, button, [role="button"], [role="link"], [inert], [aria-hidden="true"]';

function job(doc: Document) {
  const result = extractJob(doc);
  if (!result.ok) throw new Error(`expected a job, got: ${result.reason}`);
  return { layer: result.layer, ...result.context.job };
}

/** One test per seed: the rewritten page yields the original's title and company, in `layer`. */
function survivesRedesign(load: () => Document, layer: Exclude<Layer, "selectors">): void {
  for (const seed of REDESIGN_SEEDS) {
    it(`seed ${seed}: the same title and company, from the ${layer} layer; the helper still mounts`, () => {
      const before = job(load());
      expect(before.title).not.toBe("");
      expect(before.company).not.toBe("");
      const doc = redesign(load(), seed);
      const after = job(doc);
      expect(after.layer).toBe(layer);
      if (after.layer === "structure") {
        expect(after.title).toBe(before.title);
        expect(after.company).toBe(before.company);
        expect(after.location).toBe(before.location);
        expect(after.description.slice(0, 80)).toBe(before.description.slice(0, 80));
      } else {
        expect(after.pageText).toContain(before.title);
        expect(after.pageText).toContain(before.company);
      }
      const anchor = findJobAnchor(doc);
      expect(anchor).not.toBeNull();
      expect(anchor!.closest(UNSAFE)).toBeNull();
      expect(findJobRegion(doc)?.textContent).toContain(before.title);
    });
  }
}

const OWN: [file: string, what: string][] = [
  ["jobs-search-sdui.html", "2026 server-driven search page"],
  ["jobs-ai-search.html", "2026 AI job search"],
  ["jobs-collections-sdui.html", "2026 collections pane with a sticky header"],
  ["jobs-search-hashed.html", "signed-in search with detail pane, Ember + hashed"],
  ["jobs-guest.html", "public job page, signed out"],
  ["jobs-small.html", "signed-in /jobs/view/ page"],
];

for (const [file, what] of OWN) {
  describe(`${file} (own: ${what}), redesigned`, () => survivesRedesign(() => loadOwn(file), "structure"));
}

describeCapture("jobs-1.html", "signed-in search with detail pane (late 2025), redesigned", () =>
  survivesRedesign(() => loadCapture("jobs-1.html"), "structure"),
);
describeCapture("jobs-2.html", "public job page, signed out (2026), redesigned", () =>
  survivesRedesign(() => loadCapture("jobs-2.html"), "structure"),
);

describe("pages without a posting stay without one after a redesign", () => {
  for (const file of ["profile-sdui.html", "profile-classic.html", "feed-sdui.html", "messaging-hashed.html"]) {
    it(file, () => {
      for (const seed of REDESIGN_SEEDS) {
        const doc = redesign(loadOwn(file), seed);
        expect(extractJob(doc).ok).toBe(false);
        expect(findJobAnchor(doc)).toBeNull();
      }
    });
  }
});
