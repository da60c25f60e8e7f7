import { describe, expect, it } from "vitest";

import { createSseParser, type SseEvent } from "./sse";

describe("server-sent events", () => {
  it("reads events split anywhere, CRLF or LF, and skips comments", () => {
    const text =
      'event: delta\r\ndata: {"index":0,"text":"Hel"}\r\n\r\n: keep-alive\n\nevent: delta\ndata: {"index":0,"text":"lo"}\n\nevent: done\ndata: {"suggestions":["Hello"]}\n\n';
    for (let cut = 0; cut <= text.length; cut++) {
      const seen: SseEvent[] = [];
      const parser = createSseParser((e) => seen.push(e));
      parser.push(text.slice(0, cut));
      parser.push(text.slice(cut));
      expect(seen).toEqual([
        { event: "delta", data: { index: 0, text: "Hel" } },
        { event: "delta", data: { index: 0, text: "lo" } },
        { event: "done", data: { suggestions: ["Hello"] } },
      ]);
    }
  });
});
