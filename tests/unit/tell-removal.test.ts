import { describe, expect, it } from "vitest";
import { tellOptionsFor, tellSettings } from "../../src/core/answer-review";
import { validateAssist } from "../../src/core/assist";
import { EMPTY_VOICE, type Persona } from "../../src/core/persona";
import { joinAtDash, removeTell } from "../../src/core/tell-removal";
import { cleanTells, findTells, type TellKind } from "../../src/core/tells";
import { CONTEXTS } from "../helpers/contexts";

/** `text` without its one tell of `kind`, as the panel's button removes it. */
function without(text: string, kind: TellKind, options = {}) {
  const found = findTells(text, options).filter((t) => t.kind === kind);
  expect(found, `one ${kind} in "${text}"`).toHaveLength(1);
  return removeTell(text, found[0]!);
}

describe("one tell removed, as the server's clean-up removes it", () => {
  it.each([
    ["opener", "Great post, Maria! The retry budget idea is what I'd steal."],
    ["opener", "Thanks for sharing. your numbers on churn match ours."],
    ["dash", "Your point about retry budgets — especially for mobile — matters."],
    ["dash", "We shipped it — finally."],
    ["dash", "We shipped it — ."],
    ["dash", "We shipped it, — finally."],
    ["hashtags", "Congrats on the launch of the new app #growth #saas"],
    ["emoji", "Congrats on the launch 🚀 of the new app."],
    ["emoji", "Congrats 🎉 on the launch of the new app 🚀."],
  ] as const)("%s: %s", (kind, text) => {
    const options = { comment: true };
    const server = cleanTells(text, options);
    // one at a time, as a user clicks: the same text the server's clean-up makes
    let shown: string = text;
    for (
      let left = findTells(shown, options).filter((t) => t.kind === kind);
      left.length;
      left = findTells(shown, options).filter((t) => t.kind === kind)
    ) {
      shown = removeTell(shown, left[0]!);
    }
    expect(shown).toBe(server.text);
    expect(server.removed).toContain(kind);
  });

  it("joins the text around a dash with one comma, or none before a full stop or at the end", () => {
    expect(joinAtDash("retry budgets", "especially for mobile")).toBe("retry budgets, especially for mobile");
    expect(joinAtDash("retry budgets,", ", especially")).toBe("retry budgets, especially");
    expect(joinAtDash("We shipped it", ".")).toBe("We shipped it.");
    expect(joinAtDash("We shipped it", "")).toBe("We shipped it");
  });
});

describe("removing the tells the server only marks", () => {
  it("a buzzword: the sentence still reads, its spacing and punctuation right", () => {
    expect(without("We shipped a game-changer for billing.", "buzzword")).toBe("We shipped a for billing.");
    expect(without("Such a game-changer. We rebuilt billing.", "buzzword")).toBe("Such a. We rebuilt billing.");
    expect(without("Delve into the numbers first.", "buzzword")).toBe("Into the numbers first.");
  });

  it("the not-just-but shape, a list of three, a closing question, an inline hashtag, a restating sentence", () => {
    expect(without("It is not just a refactor, but a new way of working.", "not_just_but")).toBe("It is a new way of working.");
    expect(without("Your team sounds sharp, honest, and kind.", "triad")).toBe("Your team sounds.");
    expect(without("We moved to weekly releases. What do you think?", "reply_farming")).toBe("We moved to weekly releases.");
    expect(without("Loved the #rust migration story", "hashtags", { comment: true })).toBe("Loved the migration story");
    const source = "We cut our cloud bill by forty percent by moving batch jobs to spot instances overnight.";
    expect(
      without(
        "You cut your cloud bill by forty percent moving batch jobs to spot instances. how did you handle preemption?",
        "restatement",
        { source },
      ),
    ).toBe("How did you handle preemption?");
  });

  it("what is left has no tell of that kind where the removed one was", () => {
    const text = "Thanks for sharing! It is not just a tool, but a mindset — one that helps us delve into data. Thoughts?";
    let shown = text;
    for (let tells = findTells(shown); tells.length; tells = findTells(shown)) shown = removeTell(shown, tells[0]!);
    expect(shown).toBe("It is a mindset, one that helps us into data.");
    expect(findTells(shown)).toEqual([]);
  });
});

describe("the review's settings, which the answer carries for the panel", () => {
  const request = (extra: Record<string, unknown> = {}) => {
    const checked = validateAssist({ task: "feed.comment", ...CONTEXTS["feed.comment"], ...extra });
    if (!checked.ok) throw new Error(checked.error.message);
    return checked.value;
  };
  const voice = (description: string): Persona => ({
    name: "",
    role: "",
    industry: "",
    profile: "",
    voice: { ...EMPTY_VOICE, description },
  });

  it("say the phrase lists, whether it is a comment, and whether the user's voice keeps em dashes", () => {
    expect(tellSettings(request(), ["We shipped the new billing flow and it is faster than the old one."])).toEqual({
      languages: ["en"],
      comment: true,
      keepDashes: false,
    });
    expect(tellSettings(request({ language: "Spanish" }), ["Hola"], voice("Dry — like my emails.")).keepDashes).toBe(true);
    expect(tellSettings(request({ language: "Spanish" }), ["Hola"]).languages).toEqual(["es", "en"]);
  });

  it("with the post a comment answers, find what the server found", () => {
    const req = request();
    const settings = tellSettings(req, ["x"]);
    const options = tellOptionsFor(req.task, req.context, settings);
    expect(options.source).toBe((req.context as { post: { text: string } }).post.text);
    expect(tellOptionsFor("profile.summary", req.context, settings).source).toBeUndefined();
  });
});
