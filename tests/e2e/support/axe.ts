import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No serious or critical axe-core violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // legacy mode: axe runs in the page itself, instead of gathering each frame's part in a blank page it opens
  // (a new renderer each time: 0.6 s of the 2 s a check took). It skips cross-origin frames, and our pages
  // have none (the site's policy, default-src 'self', allows frames of its own origin only).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
