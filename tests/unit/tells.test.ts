import { describe, expect, it } from "vitest";
import { TELL_LANGUAGES, TELL_WORDS } from "../../src/core/tell-words";
import { cleanTells, findTells, guessLanguage, tellShare, type TellKind } from "../../src/core/tells";

const kinds = (text: string, options = {}) => findTells(text, options).map((t) => t.kind);
const spans = (text: string, kind: TellKind, options = {}) =>
  findTells(text, options)
    .filter((t) => t.kind === kind)
    .map((t) => text.slice(t.start, t.end));

describe("finding tells", () => {
  it("finds a stock opener at the start, with the rest of its clause", () => {
    expect(spans("Great post, Maria! The retry budget idea is what I'd steal.", "opener")).toEqual(["Great post, Maria! "]);
    expect(spans("Thanks for sharing. Your numbers on churn match ours.", "opener")).toEqual(["Thanks for sharing. "]);
    expect(kinds("The numbers on churn match ours, great post.")).not.toContain("opener"); // only at the start
  });

  it("finds em dashes, buzzwords and the not-just-but shape, where they are", () => {
    const text = "It is not just a tool, but a mindset — one that helps us delve into the data.";
    expect(spans(text, "not_just_but")).toEqual(["not just a tool, but"]);
    expect(spans(text, "dash")).toEqual([" — "]);
    expect(spans(text, "buzzword")).toEqual(["delve"]);
    expect(kinds("Delivery was fine.")).toEqual([]); // "delve" is not inside "Delivery"
  });

  it("finds one tell in one place: a phrase two languages share, or a buzzword inside a longer one", () => {
    expect(spans("A game-changer.", "buzzword")).toEqual(["game-changer"]); // too short to tell its language: every list
    expect(spans("In today's fast-paced world, we ship weekly.", "buzzword")).toEqual(["In today's fast-paced world"]);
  });

  it("finds a list of exactly three words, but not four", () => {
    expect(spans("Your team sounds sharp, honest, and kind.", "triad")).toEqual(["sharp, honest, and kind"]);
    expect(kinds("We need design, testing, docs, and support.")).not.toContain("triad");
    expect(spans("Sharp, honest, and kind: that is the team.", "triad")).toEqual(["Sharp, honest, and kind"]); // a sentence's first word
    expect(kinds("A huge change, Daniel, and people volunteering again.")).not.toContain("triad"); // a name, not a list
    expect(kinds("We opened offices in Lisbon, Berlin, and Paris.")).not.toContain("triad");
  });

  it("finds a closing question asked to farm replies, not a real question", () => {
    expect(spans("We moved to weekly releases. What do you think?", "reply_farming")).toEqual(["What do you think?"]);
    expect(spans("Loved the launch. Thoughts?", "reply_farming")).toEqual(["Thoughts?"]);
    expect(kinds("How did you size the cache for the Lisbon office?")).not.toContain("reply_farming");
  });

  it("finds hashtags and emoji; hashtags inside a comment too", () => {
    expect(spans("Congrats on the launch 🚀 #growth #saas", "hashtags")).toEqual([" #growth #saas"]);
    expect(spans("Congrats on the launch 🚀 #growth #saas", "emoji")).toEqual(["🚀"]);
    expect(spans("Loved the #rust migration story", "hashtags", { comment: true })).toEqual(["#rust"]);
    expect(kinds("Loved the #rust migration story")).toEqual([]);
  });

  it("finds a first sentence that restates the post", () => {
    const source = "We cut our cloud bill by forty percent by moving batch jobs to spot instances overnight.";
    expect(
      kinds("You cut your cloud bill by forty percent moving batch jobs to spot instances. How did you handle preemption?", {
        source,
      }),
    ).toContain("restatement");
    expect(kinds("How did you handle preemption for the nightly batch jobs?", { source })).not.toContain("restatement");
  });

  it("finds them in Spanish, German, French and Portuguese", () => {
    expect(
      kinds("¡Gracias por compartir! No solo es una herramienta, sino una forma de trabajar.", { language: "Spanish" }),
    ).toEqual(["opener", "not_just_but"]);
    expect(kinds("Toller Beitrag! Es geht nicht nur um Tempo, sondern um Qualität. Was denkt ihr?")).toEqual([
      "opener",
      "not_just_but",
      "reply_farming",
    ]);
    expect(kinds("Merci pour le partage. Ce n'est pas seulement un outil, mais une méthode.")).toEqual([
      "opener",
      "not_just_but",
    ]);
    expect(kinds("Obrigado por compartilhar! Foi um verdadeiro divisor de águas para a equipe.")).toEqual(["opener", "buzzword"]);
  });

  it("every language's list is filled in, and guessing a language works on ordinary sentences", () => {
    for (const lang of TELL_LANGUAGES) {
      for (const list of ["openers", "buzzwords", "notJustBut", "replyFarming", "and", "common"] as const) {
        expect(TELL_WORDS[lang][list].length, `${lang}.${list}`).toBeGreaterThan(0);
      }
    }
    expect(guessLanguage("Das ist eine gute Frage, und ich denke, die Antwort ist nicht einfach.")).toBe("de");
    expect(guessLanguage("Es una buena pregunta y creo que la respuesta no es sencilla.")).toBe("es");
    expect(guessLanguage("The answer is not simple, and the question is a good one.")).toBe("en");
  });
});

describe("cleaning up", () => {
  it("removes what changes no meaning: the opener, a trailing hashtag block, em dashes, emoji in a comment", () => {
    const cleaned = cleanTells(
      "Great post! Your point about retry budgets — especially for mobile — is spot on 🚀 #sre #devops",
      { comment: true },
    );
    expect(cleaned.text).toBe("Your point about retry budgets, especially for mobile, is spot on");
    expect(cleaned.removed).toEqual(["dash", "opener", "hashtags", "emoji"]);
    expect(cleaned.tells).toEqual([]);
  });

  it("reaches a fixed point: every order of the removable tells at the start and the end of a comment is taken out", () => {
    const body = "Your onboarding checklist is the part I would copy first.";
    const END = { hashtags: "#Onboarding #Leadership", emoji: "🙌", tag: "#Growth" } as const;
    /** every sequence of the names, each used once at most, in every order (the empty one too) */
    const orders = (names: string[]): string[][] => [
      [],
      ...names.flatMap((name) => orders(names.filter((n) => n !== name)).map((rest) => [name, ...rest])),
    ];
    let tried = 0;
    // the opener as a sentence, or hidden by an em dash ("Great post — your…"), before or after an emoji
    for (const opener of ["Great post!", "Great post —"])
      for (const start of orders(["opener", "emoji"]))
        for (const end of orders(Object.keys(END))) {
          const lead = start.map((name) => (name === "opener" ? opener : "🚀"));
          const first = start.at(-1) === "opener" && opener.endsWith("—") ? body[0]!.toLowerCase() + body.slice(1) : body;
          const text = [...lead, first, ...end.map((name) => END[name as keyof typeof END])].join(" ");
          const cleaned = cleanTells(text, { comment: true });
          expect(cleaned.text, text).toBe(body);
          expect(cleaned.tells, text).toEqual([]);
          tried += 1;
        }
    expect(tried).toBe(2 * 5 * 16);
    // the case reported: the emoji hid the hashtags from the trailing-block step
    expect(
      cleanTells("Thank you for the checklist, we will use it next quarter #Onboarding #Leadership 🚀", { comment: true }).text,
    ).toBe("Thank you for the checklist, we will use it next quarter");
  });

  it("finds an opener an em dash hid, and leaves no comma where a hashtag block was", () => {
    expect(cleanTells("Great post — the retry budget per client is what I would steal.").text).toBe(
      "The retry budget per client is what I would steal.",
    );
    expect(cleanTells("The retry budget per client matters — #sre #ops").text).toBe("The retry budget per client matters");
    expect(cleanTells("The retry budget per client matters: #sre #ops").text).toBe("The retry budget per client matters");
  });

  it("marks the rest, with offsets into the cleaned text", () => {
    const cleaned = cleanTells("Absolutely! It is not just a release, but a milestone. What do you think?");
    expect(cleaned.text).toBe("It is not just a release, but a milestone. What do you think?");
    expect(cleaned.tells.map((t) => [t.kind, cleaned.text.slice(t.start, t.end)])).toEqual([
      ["not_just_but", "not just a release, but"],
      ["reply_farming", "What do you think?"],
    ]);
  });

  it("keeps em dashes for a user whose own writing uses them, and emoji outside comments", () => {
    expect(cleanTells("We shipped it — finally.", { keepDashes: true }).text).toBe("We shipped it — finally.");
    expect(cleanTells("We shipped it — finally.").text).toBe("We shipped it, finally.");
    expect(cleanTells("Proud of the team 🎉 for this.").text).toBe("Proud of the team 🎉 for this.");
  });

  it("leaves a suggestion that would be left with almost nothing as it is, marked", () => {
    const cleaned = cleanTells("Thanks for sharing!");
    expect(cleaned.text).toBe("Thanks for sharing!");
    expect(cleaned.tells.map((t) => t.kind)).toEqual(["opener"]);
    expect(tellShare(cleaned.text, cleaned.tells)).toBe(1);
  });

  it("measures how much of a text its tells cover", () => {
    const text = "Such a game-changer. We rebuilt the billing flow in a week.";
    const share = tellShare(text, findTells(text));
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.3);
  });
});
