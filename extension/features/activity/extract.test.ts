// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { loadOwn } from "../../../tests/helpers/linkedin-captures";
import { redesign } from "../../../tests/helpers/redesign";
import { isOwnProfile } from "../profile/extract";
import { activityOwner, isActivityPage, ownPostSamples } from "./extract";

describe("the user's own recent activity", () => {
  const url = "https://www.linkedin.com/in/nadia-okafor-4b2a19/recent-activity/all/";

  it("is a recent-activity page, the user's own, and its owner is named by the title", () => {
    const doc = loadOwn("activity-self.html");
    expect(isActivityPage(url)).toBe(true);
    expect(isActivityPage("https://www.linkedin.com/in/nadia-okafor-4b2a19/")).toBe(false);
    expect(activityOwner(doc)).toBe("Nadia Okafor");
    expect(isOwnProfile(doc, url, undefined, activityOwner(doc))).toBe(true);
  });

  it("offers the owner's three newest posts as samples, not someone else's repost", () => {
    const samples = ownPostSamples(loadOwn("activity-self.html"), "Nadia Okafor");
    expect(samples).toEqual([
      "Partner programmes live or die on the first ninety days.\nWe now pair every new reseller with one of our engineers for their first three deals. Churn in year one went from a third to under a tenth.",
      "Three things I ask before signing a partner:\n- Who on their side owns the number?\n- What would they stop selling to sell ours?\n- Will they tell us when a deal is lost?",
      "Quiet win this week: a partner in Ghent closed their first enterprise deal without us on the call. That is the whole point.",
    ]);
  });

  it("finds the same samples after the next redesign", () => {
    const doc = redesign(loadOwn("activity-self.html"), 7);
    expect(ownPostSamples(doc, activityOwner(doc))).toEqual(ownPostSamples(loadOwn("activity-self.html"), "Nadia Okafor"));
  });

  it("cuts a long post at a word, within the sample's limit", () => {
    const doc = loadOwn("activity-self.html");
    const text = doc.querySelector(".feed-shared-text span[dir=ltr]")!;
    text.textContent = `${"Partnerships compound slowly. ".repeat(30)}The end.`;
    const [first] = ownPostSamples(doc, "Nadia Okafor");
    expect(first!.length).toBeLessThanOrEqual(600);
    expect(first!.endsWith("slowly.")).toBe(true);
  });
});
