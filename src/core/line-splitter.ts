/**
 * Lines from output read a block at a time, as the streaming hook reads curl's (pocketbase/pb_hooks/lib/
 * llm-stream.js): a block may end anywhere, in the middle of a line or of a character. Written for the hooks'
 * engine, which has no TextDecoder.
 */

/** a byte of a character beyond ASCII, as decodeUtf8 reads the bytes (one character per byte) */
const NOT_ASCII = /[\x80-\xff]/;

/**
 * Text from UTF-8 bytes that end with a whole character: escape() turns each byte (as a character of the
 * same code) into %XX, which decodeURIComponent reads as UTF-8. Bytes that are not UTF-8 are kept, one
 * character per byte.
 */
function decodeUtf8(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    // an array-like is enough for apply (a typed array, no copy into an array first)
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192) as unknown as number[]);
  }
  // only ASCII (most of an English answer's lines): the bytes are the text; escape() would triple the JSON's
  // quotes, braces and spaces for decodeURIComponent to read them back, at every block of every stream
  if (!NOT_ASCII.test(binary)) return binary;
  try {
    return decodeURIComponent(escape(binary));
  } catch {
    return binary;
  }
}

/** How many of the bytes end with a whole UTF-8 character: a sequence cut short waits for the next block. */
function wholeCharacters(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= 3 && back <= n; back++) {
    const byte = bytes[n - back]!;
    if (byte < 0x80) return n; // ASCII: whole
    if (byte >= 0xc0) {
      // the lead byte of a sequence: its length from its high bits
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return length > back ? n - back : n;
    }
  }
  return n;
}

/** The lines of `text`, without "\r" before "\n": a regular expression per line only where there is a "\r". */
const linesOf = (text: string) =>
  text.indexOf("\r") < 0 ? text.split("\n") : text.split("\n").map((line) => line.replace(/\r$/, ""));

/**
 * `push(bytes, n)`: the lines (without "\n" or "\r\n") that the first `n` of `bytes` complete; `end()`: the
 * last line, if the output did not end with a line end. No character is ever cut.
 */
export function createLineSplitter() {
  let partial = ""; // the start of a line whose end has not come yet
  let cut: number[] = []; // the bytes of a character a block cut short
  return {
    push(bytes: Uint8Array, n: number): string[] {
      let chunk = bytes.subarray(0, n);
      if (cut.length) {
        const joined = new Uint8Array(cut.length + n);
        joined.set(cut);
        joined.set(chunk, cut.length);
        chunk = joined;
        cut = [];
      }
      const whole = wholeCharacters(chunk);
      for (let i = whole; i < chunk.length; i++) cut.push(chunk[i]!);
      const lines = linesOf(partial + decodeUtf8(chunk.subarray(0, whole)));
      partial = lines.pop() ?? "";
      return lines;
    },
    end(): string[] {
      // what is left has no line end: a character cut short is never "\n" (no UTF-8 sequence holds one)
      const last = (partial + (cut.length ? decodeUtf8(Uint8Array.from(cut)) : "")).replace(/\r$/, "");
      partial = "";
      cut = [];
      return last ? [last] : [];
    },
  };
}
