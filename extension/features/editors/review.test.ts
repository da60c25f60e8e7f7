import { describe, expect, it } from "vitest";

import { explainChanges, reviewProofread, warningsOf } from "./review";
import { diffText } from "../../../src/core/proofread";

const DRAFT = "Hi Ingrid, thank you for reaching out. I would love to joinn a call on tuesday. Their are two dates that work.";
const FIXED = "Hi Ingrid, thank you for reaching out. I would love to join a call on Tuesday. There are two dates that work.";

describe("reviewProofread", () => {
  it("gives each non-trivial change the reason that names it; trivial ones (case, a lone mark) need none", () => {
    const review = reviewProofread(DRAFT, FIXED, [
      { from: "Their are", to: "There are", reason: "“There” says that something exists." },
      { from: "joinn", to: "join", reason: "Spelling." },
    ]);
    expect(review.changes).toEqual([
      { removed: "joinn", added: "join", why: "Spelling." },
      { removed: "Their", added: "There", why: "“There” says that something exists." },
    ]);
    // "tuesday" → "Tuesday" is a change of letter case: in the diff, not in the list of reasons
    expect(review.parts.filter((p) => p.kind !== "same").map((p) => p.text)).toContain("tuesday");
    expect(review.warnings).toEqual([]);
  });

  it("a change without a reason is listed without one; a reason naming no change is dropped; each reason explains one change", () => {
    const parts = diffText("teh cat and teh dog", "the cat and the dog");
    expect(
      explainChanges(parts, [
        { from: "teh", to: "the", reason: "Spelling." },
        { from: "mouse", to: "mice", reason: "Plural." },
      ]),
    ).toEqual([
      { removed: "teh", added: "the", why: "Spelling." },
      { removed: "teh", added: "the" },
    ]);
  });

  it("missing reasons and checks are empty: the checks are run here, as the server runs them", () => {
    expect(reviewProofread(DRAFT, FIXED).changes.every((c) => c.why === undefined)).toBe(true);
    expect(
      warningsOf("I met Anna at the 2024 summit.", "I met Anna and Marcus at the 2025 summit in Lisbon, which was a big one."),
    ).toEqual([
      "The correction changed the length of your draft by more than a proofread should.",
      "It adds numbers your draft does not have: 2025.",
      "It adds names your draft does not have: Marcus, Lisbon.",
    ]);
  });

  it("the answer's checks win over the ones run here", () => {
    expect(warningsOf(DRAFT, FIXED, { withinLength: true, newNumbers: ["20"], newNames: [] })).toEqual([
      "It adds numbers your draft does not have: 20.",
    ]);
  });
});
