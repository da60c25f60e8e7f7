import { describe, expect, it } from "vitest";

import type { Tell } from "../../../src/core/tells";
import { plainerInstruction } from "./plainer";
import { markOptions, marksIn, segmentsOf } from "./tell-marks";

const POST = { post: { author: "Priya", headline: "", text: "We moved billing to a new provider in a week.", comments: [] } };

describe("where the panel marks tells", () => {
  it("marks one tell at one place: of two that overlap, the one that starts first", () => {
    const options = markOptions("feed.comment", POST, ["x"], { languages: ["en"], comment: true, keepDashes: false });
    const text = "It is not just fast, sharp, and kind, but useful.";
    const marks = marksIn(text, options);
    expect(marks.map((t) => text.slice(t.start, t.end))).toEqual(["not just fast, sharp, and kind, but"]);
  });

  it("cuts the text at its marks, losing nothing", () => {
    const text = "A real game-changer for us.";
    const marks: Tell[] = [{ start: 7, end: 19, kind: "buzzword", reason: "r" }];
    const segments = segmentsOf(text, marks);
    expect(segments.map((s) => [s.text, s.tell?.kind])).toEqual([
      ["A real ", undefined],
      ["game-changer", "buzzword"],
      [" for us.", undefined],
    ]);
    expect(segments.map((s) => s.text).join("")).toBe(text);
  });

  it("while streaming, reads the language from the words so far and leaves dashes to the server", () => {
    const options = markOptions("messages.reply", {}, [
      "Gracias por compartir, es una herramienta muy útil para el equipo y la empresa.",
    ]);
    expect(options.languages).toEqual(["es", "en"]);
    expect(options.comment).toBe(true);
    expect(options.keepDashes).toBe(true);
    expect(markOptions("feed.comment", POST, ["x"]).source).toBe(POST.post.text);
  });
});

describe("the Plainer follow-up", () => {
  const tell = (kind: Tell["kind"]) => ({ kind });

  it("names each phrase once, with what is wrong with it, and stays within an instruction's 500 characters", () => {
    const phrases = Array.from({ length: 40 }, (_, i) => ({ phrase: `buzzword number ${i}`, tell: tell("buzzword") }));
    const instruction = plainerInstruction(0, 3, "It is a long suggestion about billing.", [
      { phrase: "game-changer", tell: tell("buzzword") },
      { phrase: "Game-changer", tell: tell("buzzword") },
      ...phrases,
    ]);
    expect(instruction.length).toBeLessThanOrEqual(500);
    expect(instruction.match(/game-changer/gi)).toHaveLength(1);
    expect(instruction).toContain('"game-changer" (a buzzword), "buzzword number 0" (a buzzword)');
    expect(instruction).toMatch(
      /^Rewrite suggestion 1 of your previous answer \(it begins "It is a long suggestion about"\) plainer/,
    );
  });

  it("quotes a long phrase cut short, and a one-suggestion answer as the previous answer", () => {
    const long = "You cut your cloud bill by forty percent moving every batch job to spot instances overnight.";
    const instruction = plainerInstruction(0, 1, long, [{ phrase: long, tell: tell("restatement") }]);
    expect(instruction).toBe(
      'Rewrite your previous answer plainer, as I would write it: keep what it says, and leave out "You cut your cloud bill by forty percent moving every batch…" (restating the post).',
    );
  });
});
