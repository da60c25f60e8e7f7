import { describe, expect, it } from "vitest";
import { MAX_BODY_DEPTH, nestedDeeperThan } from "../../src/core/request-body";

const nested = (levels: number, open = "[", close = "]") => open.repeat(levels) + close.repeat(levels);

describe("nesting checked on a body's text, before it is parsed", () => {
  it("counts arrays and objects inside one another", () => {
    expect(nestedDeeperThan(nested(16), 16)).toBe(false);
    expect(nestedDeeperThan(nested(17), 16)).toBe(true);
    expect(nestedDeeperThan('{"a":{"b":[{"c":[1,2,{"d":{}}]}]}}', 7)).toBe(false);
    expect(nestedDeeperThan('{"a":{"b":[{"c":[1,2,{"d":{}}]}]}}', 6)).toBe(true);
  });

  it("siblings do not add up: depth, not count", () => {
    expect(nestedDeeperThan(`[${Array.from({ length: 1000 }, () => '{"a":[1]}').join(",")}]`, 3)).toBe(false);
  });

  it("brackets inside strings are text, escaped quotes and backslashes included", () => {
    expect(nestedDeeperThan(JSON.stringify({ text: "[[[[[[[[[[{{{{{{{{{{" }), 2)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify({ text: 'she said "[[[[[[" and \\ left' }), 2)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify({ a: "\\", b: [[["x"]]] }), 3)).toBe(true);
    expect(nestedDeeperThan(JSON.stringify({ a: '\\\\"', b: [["x"]] }), 3)).toBe(false);
  });

  it("agrees with the parsed value's depth on every body the API takes", () => {
    const depth = (value: unknown): number =>
      value && typeof value === "object" ? 1 + Math.max(0, ...Object.values(value as object).map(depth)) : 0;
    const bodies = [
      {
        task: "feed.comment",
        page: "feed",
        context: { author: "Jane [Doe]", text: 'a "quote" {x}', thread: [{ text: "\\n[" }] },
      },
      { voice: { description: "{", samples: ["]]]", '\\"[[['] } },
      { a: [[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]] },
    ];
    for (const body of bodies) {
      const text = JSON.stringify(body);
      expect(nestedDeeperThan(text, depth(body) - 1), text).toBe(true);
      expect(nestedDeeperThan(text, depth(body)), text).toBe(false);
    }
  });

  it("refuses the review's attack: 48 KB nested 24,000 levels deep", () => {
    expect(nestedDeeperThan("[".repeat(24_000) + "]".repeat(24_000), MAX_BODY_DEPTH)).toBe(true);
    expect(nestedDeeperThan(`{"context":${'{"a":'.repeat(8000)}1${"}".repeat(8000)}}`, MAX_BODY_DEPTH)).toBe(true);
  });
});
