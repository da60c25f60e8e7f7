// @vitest-environment jsdom
/**
 * The next redesign, simulated on every profile page we have (our fixtures, and the real captures where
 * present): with every class hashed, every id gone and data-test* dropped, the profile helper still
 * finds the name and the headline, and still has a place to mount.
 */
import { describe, expect, it } from "vitest";

import { capturePath, loadCapture, loadOwn } from "../../../tests/helpers/linkedin-captures";
import { redesign, REDESIGN_SEEDS } from "../../../tests/helpers/redesign";
import { extractProfile, findProfileAnchor } from "./extract";

const OWN = [
  "profile-small.html",
  "profile-self-hashed.html",
  "profile-classic.html",
  "profile-sdui.html",
  "profile-sdui-self.html",
];
const CAPTURES = ["profile-2.html", "profile-3.html"];
const URL = "https://www.linkedin.com/in/someone/";

const pages: { file: string; load: () => Document; capture: boolean }[] = [
  ...OWN.map((file) => ({ file, load: () => loadOwn(file), capture: false })),
  ...CAPTURES.filter((file) => capturePath(file)).map((file) => ({ file, load: () => loadCapture(file), capture: true })),
];

for (const page of pages) {
  describe(`${page.capture ? "capture " : ""}${page.file}: after the next redesign`, () => {
    const before = extractProfile(page.load(), URL);
    const hadFacts = before.ok && before.context.profile.name !== "" && before.context.profile.headline !== "";

    it.each(REDESIGN_SEEDS)("seed %i: the same name and headline, found without the known selectors", (seed) => {
      const doc = redesign(page.load(), seed);
      const after = extractProfile(doc, URL);
      if (!after.ok) throw new Error(after.reason);
      expect(after.layer).not.toBe("selectors");
      if (!hadFacts || !before.ok) {
        // an excerpt without a top card (Experience sections alone): its text still reaches the model
        expect(after.layer).toBe("text");
        expect(after.context.profile.pageText?.length).toBeGreaterThan(40);
        return;
      }
      const { name, headline, own } = before.context.profile;
      const found = after.context.profile;
      // the structure layer reads every top card we have; the text layer is the net for markup nobody has saved
      expect(after.layer).toBe("structure");
      expect(found.name).toBe(name);
      expect(found.headline).toBe(headline);
      expect(found.own).toBe(own);
      expect(findProfileAnchor(doc)).not.toBeNull();
    });
  });
}
