import { describe, expect, it, vi } from "vitest";

import { CATALOGUES } from "../features/shared/i18n/catalogues";
import type { WordsReply, WordsRequest } from "../lib/messages";
import handler from "./messages/words";

async function ask(language: unknown): Promise<WordsReply> {
  const send = vi.fn();
  await handler({ name: "words", body: { language } as WordsRequest } as never, { send } as never);
  expect(send).toHaveBeenCalledTimes(1);
  return send.mock.calls[0]![0] as WordsReply;
}

describe("the words message (background)", () => {
  it("answers a content script with the catalogue of the language asked", async () => {
    expect(await ask("de")).toEqual({ ok: true, data: CATALOGUES.de });
    expect(await ask("ja")).toEqual({ ok: true, data: CATALOGUES.ja });
  });

  it("refuses a language it has no words in, saying which", async () => {
    const reply = await ask("sv");
    expect(reply).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(!reply.ok && reply.error.message).toContain('"sv"');
    expect((await ask(undefined)).ok).toBe(false);
    expect((await ask(42)).ok).toBe(false);
  });
});
