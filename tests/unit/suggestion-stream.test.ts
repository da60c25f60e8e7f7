/**
 * The incremental suggestion reader of the streaming assist route: whatever the chunking, the deltas
 * add up to the final suggestions, and for a complete answer those are exactly parseSuggestions'.
 */
import { describe, expect, it } from "vitest";
import { createSuggestionStream, type SuggestionDelta } from "../../src/core/suggestion-stream";
import { parseSuggestions } from "../../src/core/suggestions";

/** Feeds `chunks`; returns what the deltas add up to and what finish() says. */
function streamed(chunks: string[], count: number) {
  const stream = createSuggestionStream(count);
  const added: string[] = [];
  const apply = (deltas: SuggestionDelta[]) => {
    for (const d of deltas) {
      expect(d.text.length).toBeGreaterThan(0);
      expect(d.index).toBeLessThan(count);
      added[d.index] = (added[d.index] ?? "") + d.text;
    }
  };
  for (const chunk of chunks) apply(stream.push(chunk));
  const end = stream.finish();
  apply(end.deltas);
  return { added: added.filter((s) => s !== undefined), final: end.suggestions };
}

/** Every way to cut the text in two, one character at a time, and a few random chunkings. */
function chunkings(text: string): string[][] {
  const out: string[][] = [[text], [...text]];
  for (let cut = 1; cut < text.length; cut++) out.push([text.slice(0, cut), text.slice(cut)]);
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let n = 0; n < 20; n++) {
    const parts: string[] = [];
    for (let i = 0; i < text.length;) {
      const size = 1 + Math.floor(rand() * 12);
      parts.push(text.slice(i, i + size));
      i += size;
    }
    out.push(parts);
  }
  return out;
}

const THREE: [string, string][] = [
  [
    "the JSON object",
    '{"suggestions": ["First idea, with a detail.", "Second \\"quoted\\" one\\nwith a line", "Third: caf\\u00e9 ✓"]}',
  ],
  ["JSON in a fence", '```json\n{\n  "suggestions": [\n    "Alpha one",\n    "Beta two",\n    "Gamma three"\n  ]\n}\n```'],
  ["JSON after an intro line", 'Sure, here they are:\n{"suggestions": ["one thing", "two things", "three things"]}'],
  ["JSON with quotes, spaces and empty items", '{"suggestions": ["", "  “Quoted thought” ", " ", "plain"]}'],
  ["JSON with more items than asked", '{"suggestions": ["a1", "b2", "c3", "d4"]}'],
  ["a numbered list", "1. First comment here.\n2. Second comment, a bit longer.\n3. Third one."],
  ["a numbered list with )", "1) alpha\n2) beta\n3) gamma"],
  ["an intro and a numbered list", "Here are three:\n1. alpha\n2. beta\n3. gamma"],
  ["a --- separated list", "First comment.\n---\nSecond comment, two lines\nof it.\n---\nThird."],
  ["one plain answer", "Just one idea, without any list."],
];
const ONE: [string, string][] = [
  ["the JSON object", '{"suggestions": ["Dear team,\\n\\nI would love to join.\\n\\nBest,\\nAda"]}'],
  ["a plain letter", "Dear hiring team,\n\nI am applying for the role.\n1. I built things.\n2. I ship.\n\nKind regards,\nAda"],
];

describe("streamed suggestions", () => {
  for (const [count, samples] of [
    [3, THREE],
    [1, ONE],
  ] as const) {
    for (const [shape, text] of samples) {
      it(`${shape} (count ${count}): every chunking adds up to parseSuggestions' answer`, () => {
        const expected = parseSuggestions(text, count);
        expect(expected.length).toBeGreaterThan(0);
        for (const chunks of chunkings(text)) {
          const { added, final } = streamed(chunks, count);
          expect(final).toEqual(expected);
          expect(added).toEqual(expected);
        }
      });
    }
  }

  it("shows words as they come: the first words of a JSON answer are out before the answer ends", () => {
    const stream = createSuggestionStream(3);
    expect(stream.push('{"suggestions": ["Great point about ')).toEqual([{ index: 0, text: "Great point about" }]);
    expect(stream.push('the pilot", "Curious')).toEqual([
      { index: 0, text: " the pilot" },
      { index: 1, text: "Curious" },
    ]);
  });

  it("holds back what may still change: an escape cut in half, a closing quote, a line that may become a marker", () => {
    const json = createSuggestionStream(3);
    expect(json.push('{"suggestions": ["Caf\\u00')).toEqual([{ index: 0, text: "Caf" }]);
    expect(json.push("e9 time ”")).toEqual([{ index: 0, text: "é time" }]);
    const list = createSuggestionStream(3);
    expect(list.push("1. alpha\n2")).toEqual([{ index: 0, text: "alpha" }]);
    expect(list.push(". beta")).toEqual([{ index: 1, text: "beta" }]);
  });

  it("keeps what an answer cut short (the token bound) wrote, instead of reading its broken JSON as prose", () => {
    const { added, final } = streamed(['{"suggestions": ["complete one", "cut sh', "ort"], 3);
    expect(final).toEqual(["complete one", "cut short"]);
    expect(added).toEqual(final);
  });

  it("waits while an intro line may still be followed by JSON", () => {
    const stream = createSuggestionStream(3);
    expect(stream.push("Here you go:\n")).toEqual([]);
    expect(stream.push('{"sugg')).toEqual([]);
    expect(stream.push('estions": ["a')).toEqual([{ index: 0, text: "a" }]);
  });
});
