/** The eval's checks on the user's own writing (issue #33): each passes a good answer and fails its fault. */
import { describe, expect, it } from "vitest";
import { checkAnswer, draftVerdicts, proofreadVerdicts, showsHabits } from "../../scripts/eval/checks.mjs";
import { checkProofread } from "../../src/core/proofread";
import { addedTells } from "../../src/core/proofread-review";
import { fromCatalogue } from "../../scripts/eval/catalogue";

const voice = {
  description: "warm, direct, no exclamation marks, short sentences",
  samples: ["Small bets, shipped weekly, beat one big launch every time. We learned that the slow way."],
};
const persona = { name: "Jordan", role: "", industry: "", profile: "", voice };
const DRAFT = "Hi Marcus, I recieved teh job description. Coffee chat — my treat 🙂";
const proofreadCase = {
  id: "p",
  task: "proofread",
  ...fromCatalogue("proofread"),
  page: "messages",
  context: { draft: DRAFT, editor: "message" },
  fixes: [
    ["recieved", "received"],
    ["teh", "the"],
  ] as [string, string][],
  keep: ["Coffee chat — my treat 🙂"],
  persona,
};
const verdicts = (corrected: string) =>
  proofreadVerdicts(proofreadCase, corrected, {
    check: checkProofread(DRAFT, corrected, proofreadCase.keep),
    addedTells: addedTells(DRAFT, corrected, {}).length,
  });

describe("a proofread's checks", () => {
  it("pass a correction that only corrects", () => {
    expect(verdicts("Hi Marcus, I received the job description. Coffee chat — my treat 🙂")).toEqual({
      fixed: "pass",
      withinLength: "pass",
      noNewFacts: "pass",
      phrasesKept: "pass",
      noTellsAdded: "pass",
    });
  });

  it("fail each fault on its own check", () => {
    expect(verdicts("Hi Marcus, I recieved the job description. Coffee chat — my treat 🙂").fixed).toBe("fail");
    expect(verdicts("Hi Marcus, I received the job description. Coffee chat, my treat.")).toMatchObject({
      phrasesKept: "fail",
      fixed: "pass",
    });
    expect(
      verdicts("Hi Marcus, I received the job description for the role at Contoso. Coffee chat — my treat 🙂"),
    ).toMatchObject({ noNewFacts: "fail", withinLength: "fail" });
    expect(verdicts("Hi Marcus, I received the job description on 3 May. Coffee chat — my treat 🙂").noNewFacts).toBe("fail");
    expect(verdicts("Hi Marcus, I received the job description, a game-changer. Coffee chat — my treat 🙂").noTellsAdded).toBe(
      "fail",
    );
    expect(verdicts("Hi.").withinLength).toBe("fail");
  });

  it("run against the stand-in too (they are not plumbing-only n/a)", () => {
    const written = verdicts("Hi Marcus, I recieved teh job description. Coffee chat — my treat 🙂");
    const all = checkAnswer(proofreadCase, JSON.stringify({ suggestions: ["x"] }), 1, { plumbingOnly: true, writing: written });
    expect(all).toMatchObject({ json: "pass", fixed: "fail", withinLength: "pass" });
  });
});

describe("post drafts' checks", () => {
  const draftCase = {
    id: "d",
    task: "post.draft",
    page: "feed",
    ...fromCatalogue("post.draft"),
    context: { notes: "- weekly releases" },
    persona,
  };

  it("read the voice's habits from its description", () => {
    expect(showsHabits(voice.description, "We ship weekly. It took a year.")).toBe(true);
    expect(showsHabits(voice.description, "We ship weekly now!")).toBe(false);
    expect(
      showsHabits(
        voice.description,
        "We ship every single week now because we found that the old way of planning big launches made every team slower.",
      ),
    ).toBe(false);
    expect(showsHabits("no emoji", "Shipped 🚀")).toBe(false);
    expect(showsHabits("warm", "Anything goes!")).toBeNull();
  });

  it("pass drafts in the voice, and fail habits, a copied sample or tells left", () => {
    const good = [
      "We ship weekly now. It took a year.",
      "Planning is faster. The team made it happen.",
      "Small steps add up. Ask me how.",
    ];
    expect(draftVerdicts(draftCase, good, { tellsLeft: 0 })).toEqual({
      voiceHabits: "pass",
      notCopiedVoice: "pass",
      noTells: "pass",
    });
    expect(draftVerdicts(draftCase, [...good.slice(0, 2), "What a year!"], { tellsLeft: 0 }).voiceHabits).toBe("fail");
    expect(
      draftVerdicts(draftCase, [...good.slice(0, 2), "Small bets, shipped weekly, beat one big launch every time."], {
        tellsLeft: 0,
      }).notCopiedVoice,
    ).toBe("fail");
    expect(draftVerdicts(draftCase, good, { tellsLeft: 1 }).noTells).toBe("fail");
    const noVoice = { ...draftCase, persona: { ...persona, voice: { description: "", samples: [] } } };
    expect(draftVerdicts(noVoice, good, { tellsLeft: 0 })).toMatchObject({ voiceHabits: "n/a", notCopiedVoice: "n/a" });
  });
});
