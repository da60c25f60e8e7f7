/**
 * The streaming hook reads curl's output a block at a time (pocketbase/pb_hooks/lib/llm-stream.js): a block may
 * end anywhere, in the middle of a line or of a character. The splitter gives whole lines, each character intact.
 */
import { describe, expect, it } from "vitest";
import { createLineSplitter } from "../../src/core/line-splitter";

// SSE lines as a provider writes them, with two-, three- and four-byte characters, and a CRLF line
const TEXT = [
  'data: {"choices":[{"delta":{"content":"Grüße aus Köln, "}}]}',
  "",
  'data: {"choices":[{"delta":{"content":"日本語のテキスト "}}]}\r',
  "",
  'data: {"choices":[{"delta":{"content":"🚀 done"}}]}',
  "",
  "netlift-status:200",
].join("\n");
const EXPECTED = TEXT.split("\n").map((line) => line.replace(/\r$/, ""));
const BYTES = new TextEncoder().encode(TEXT);

/** Every line the splitter gives for `BYTES` read in blocks of the given sizes (the last block takes the rest). */
function read(sizes: number[]): string[] {
  const splitter = createLineSplitter();
  const block = new Uint8Array(65536);
  const out: string[] = [];
  let at = 0;
  for (const size of [...sizes, BYTES.length]) {
    const n = Math.min(size, BYTES.length - at);
    if (n <= 0) break;
    block.set(BYTES.subarray(at, at + n));
    out.push(...splitter.push(block, n));
    at += n;
  }
  return [...out, ...splitter.end()];
}

describe("curl's output, read a block at a time", () => {
  it("gives the lines whole, without their line ends, when read in one block", () => {
    expect(read([BYTES.length])).toEqual(EXPECTED);
  });

  it("gives the same lines wherever one read ends, in a line or in a character", () => {
    for (let cut = 1; cut < BYTES.length; cut++) expect(read([cut]), `a read ending at byte ${cut}`).toEqual(EXPECTED);
  });

  it("gives the same lines when every byte comes in a read of its own", () => {
    expect(read(Array.from({ length: BYTES.length }, () => 1))).toEqual(EXPECTED);
  });

  it("keeps a carriage return inside a line, and drops only the one before a line end", () => {
    const splitter = createLineSplitter();
    const bytes = new TextEncoder().encode("a\rb\nc\r\nd\r");
    expect(splitter.push(bytes, bytes.length)).toEqual(["a\rb", "c"]);
    expect(splitter.end()).toEqual(["d"]);
  });

  it("keeps bytes that are not UTF-8, one character per byte, beside ASCII lines", () => {
    const splitter = createLineSplitter();
    const bytes = Uint8Array.from([...new TextEncoder().encode("data: ok\n"), 0x66, 0xff, 0x67, 0x0a]);
    expect(splitter.push(bytes, bytes.length)).toEqual(["data: ok", "f\u00ffg"]);
  });

  it("keeps the bytes of a character cut short at the very end (curl stopped mid-character)", () => {
    const splitter = createLineSplitter();
    const cutShort = new TextEncoder().encode("netlift-status:000 é").subarray(0, -1);
    expect(splitter.push(cutShort, cutShort.length)).toEqual([]);
    expect(splitter.end()).toHaveLength(1);
    expect(splitter.end()).toEqual([]); // nothing is given twice
  });
});
