import { describe, expect, it } from "vitest";

import {
  CHECK_LIST_LIMIT,
  changesOf,
  checkProofread,
  diffText,
  isDraft,
  tokens,
  wordCount,
  type DiffPart,
} from "../../src/core/proofread";

const side = (parts: DiffPart[], keep: "removed" | "added") =>
  parts
    .filter((p) => p.kind === "same" || p.kind === keep)
    .map((p) => p.text)
    .join("");

describe("tokens", () => {
  it("cuts words, spaces and other characters, and gives the text back joined", () => {
    expect(tokens("Hi, it's me — 2 days.")).toEqual(["Hi", ",", " ", "it's", " ", "me", " ", "—", " ", "2", " ", "days", "."]);
    const text = "Grüße aus Köln 👋🏽 und 日本語 too";
    expect(tokens(text).join("")).toBe(text);
    expect(tokens("日本語")).toEqual(["日", "本", "語"]);
  });

  it("counts words, and a draft starts at three", () => {
    expect(wordCount("Hello there, friend!")).toBe(3);
    expect(isDraft("Thanks a lot")).toBe(true);
    expect(isDraft("Thanks!")).toBe(false);
    expect(isDraft("   ")).toBe(false);
  });
});

describe("diffText", () => {
  it("shows a corrected word as one change, removed before added", () => {
    expect(diffText("I recieved your mesage today.", "I received your message today.")).toEqual([
      { kind: "same", text: "I " },
      { kind: "removed", text: "recieved" },
      { kind: "added", text: "received" },
      { kind: "same", text: " your " },
      { kind: "removed", text: "mesage" },
      { kind: "added", text: "message" },
      { kind: "same", text: " today." },
    ]);
  });

  it("joins two changed words with the space between them into one change", () => {
    expect(diffText("teh quick fox", "the quik fox")).toEqual([
      { kind: "removed", text: "teh quick" },
      { kind: "added", text: "the quik" },
      { kind: "same", text: " fox" },
    ]);
  });

  it("handles an empty side, and equal texts", () => {
    expect(diffText("", "Hello there")).toEqual([{ kind: "added", text: "Hello there" }]);
    expect(diffText("Hello there", "")).toEqual([{ kind: "removed", text: "Hello there" }]);
    expect(diffText("Same text.", "Same text.")).toEqual([{ kind: "same", text: "Same text." }]);
  });

  it("always gives back both texts, and marks no more than what differs (random edits)", () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const words = ["the", "a", "recruiter", "role", "thanks", ",", ".", "I", "am", "keen", "on", "data"];
    for (let round = 0; round < 300; round++) {
      const a = Array.from({ length: rand(30) }, () => words[rand(words.length)]).join(" ");
      const edited = a
        .split(" ")
        .flatMap((w) =>
          rand(6) === 0 ? [] : rand(7) === 0 ? [w, words[rand(words.length)]!] : [rand(8) === 0 ? words[rand(words.length)]! : w],
        );
      const b = edited.join(" ");
      const parts = diffText(a, b);
      expect(side(parts, "removed")).toBe(a);
      expect(side(parts, "added")).toBe(b);
      const changed = parts.filter((p) => p.kind !== "same").reduce((n, p) => n + tokens(p.text).length, 0);
      expect(changed).toBeLessThanOrEqual(tokens(a).length + tokens(b).length);
      if (a === b) expect(parts.every((p) => p.kind === "same")).toBe(true);
    }
  });

  it("stays quick on a long draft with changes spread through it", () => {
    const draft = Array.from({ length: 400 }, (_, i) => `word${i % 37} is here`).join(" ");
    const fixed = draft.replace(/word(\d)\b/g, "Word$1");
    const started = performance.now();
    const parts = diffText(draft, fixed);
    expect(side(parts, "added")).toBe(fixed);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("diffText's bound (a correction's texts come from the user and the model: neither may tie up the server)", () => {
  it("a long draft with a slip in every tenth word still gets its word-by-word diff", () => {
    const words = Array.from({ length: 2_000 }, (_, i) => `w${i % 97}x${i % 13}`);
    const draft = words.map((w, i) => (i % 10 === 5 ? `${w}q` : w)).join(" ");
    const fixed = words.join(" ");
    const parts = diffText(draft, fixed);
    expect(side(parts, "removed")).toBe(draft);
    expect(side(parts, "added")).toBe(fixed);
    expect(changesOf(parts)).toHaveLength(200);
  });

  it("a rewrite past the step limit gets the plain diff: all of the middle removed, then added", () => {
    // a draft at the server's 12,000-character limit in a script whose every character is a token, and a
    // correction sharing none of them but its first and last words
    const han = (from: number, length: number) =>
      Array.from({ length }, (_, i) => String.fromCharCode(0x4e00 + ((from + i * 7) % 2_000))).join("");
    const draft = `Hello ${han(0, 11_990)} bye`;
    const rewrite = `Hello ${han(3, 5_000).replace(/[\u4e00-\u4fff]/g, "\u5000")} bye`;
    const parts = diffText(draft, rewrite);
    expect(parts.map((p) => p.kind)).toEqual(["same", "removed", "added", "same"]);
    expect(side(parts, "removed")).toBe(draft);
    expect(side(parts, "added")).toBe(rewrite);
  });
});

describe("changesOf", () => {
  it("lists each change, and says which need no reason", () => {
    const changes = changesOf(diffText("hello , I recieved it", "Hello, I received it"));
    expect(changes).toEqual([
      { removed: "hello ", added: "Hello", trivial: true },
      { removed: "recieved", added: "received", trivial: false },
    ]);
  });
});

describe("checkProofread", () => {
  const draft = "Hi Dana, I recieved your note about the Berlin role. I'm keen as mustard to chat on 12 March.";

  it("passes a correction that only fixes the slip", () => {
    const check = checkProofread(draft, draft.replace("recieved", "received"), ["keen as mustard"]);
    expect(check.withinLength).toBe(true);
    expect(check.newNumbers).toEqual([]);
    expect(check.newNames).toEqual([]);
    expect(check.lostPhrases).toEqual([]);
  });

  it("catches new numbers, new names, lost phrases and a rewrite of another length", () => {
    const rewrite =
      "Hello Dana, thank you for reaching out about the exciting Berlin opportunity at Acme. I would be delighted to discuss it on 12 March or 14 March at your convenience, and I look forward to it.";
    const check = checkProofread(draft, rewrite, ["keen as mustard"]);
    expect(check.withinLength).toBe(false);
    expect(check.lengthRatio).toBeGreaterThan(1.15);
    expect(check.newNumbers).toEqual(["14"]);
    expect(check.newNames).toEqual(["Acme"]);
    expect(check.lostPhrases).toEqual(["keen as mustard"]);
  });

  it("lists a bounded number of new names and numbers: one fails the check, each costs a search", () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ");
    const letters = (i: number) => String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26));
    const names = Array.from({ length: 400 }, (_, i) => `Zorbl${letters(i)} ${1_000 + i}`).join(" ");
    const check = checkProofread(`Hi ${words}.`, `Hi ${names}.`);
    expect(check.newNames).toHaveLength(CHECK_LIST_LIMIT);
    expect(check.newNumbers).toHaveLength(CHECK_LIST_LIMIT);
    expect(check.newNames[0]).toBe("Zorblaa");
  });

  it("does not count a capital that opens a sentence as a name", () => {
    expect(checkProofread("thanks. see you soon", "Thanks. See you soon.").newNames).toEqual([]);
  });
});
