// @vitest-environment jsdom
/**
 * The next LinkedIn redesign, simulated (tests/helpers/redesign.ts: every class hashed, ids and data-test*
 * gone): every messaging page we have still gives the conversation's last message and its sender, from
 * the structure or the text layer (never the selectors, which the rewrite broke), and the composer is
 * still found, so Insert still works.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { describeCapture, loadCapture, loadOwn, OWN_FIXTURES } from "../../../tests/helpers/linkedin-captures";
import { redesign, REDESIGN_SEEDS } from "../../../tests/helpers/redesign";
import { extractThread, findComposer, findThread } from "./extract";

// every conversation page we have (in every interface language); the inbox has none open
const OWN = readdirSync(OWN_FIXTURES).filter((file) => /^messaging-.+\.html$/.test(file) && !file.startsWith("messaging-inbox"));

/** The last message and its sender as the original page gives them, and the composer's label. */
function original(doc: Document) {
  const thread = findThread(doc);
  if (!thread) throw new Error("no conversation on the original page");
  const result = extractThread(thread);
  if (!result.ok || result.layer !== "selectors") throw new Error("the original page is not read by the selectors");
  const last = result.context.thread.messages.at(-1)!;
  return { text: last.text, sender: last.sender, composer: findComposer(thread)?.getAttribute("aria-label") };
}

function survives(load: () => Document) {
  const before = original(load());
  it.each(REDESIGN_SEEDS)("seed %i: the same last message and sender, and the composer", (seed) => {
    const page = redesign(load(), seed);
    const thread = findThread(page);
    expect(thread).not.toBeNull();
    const result = extractThread(thread!);
    if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
    expect(["structure", "text"]).toContain(result.layer);
    const read = result.context.thread;
    if (result.layer === "structure") {
      expect(read.messages.at(-1)).toMatchObject({ text: before.text, sender: before.sender });
    } else {
      expect(read.pageText).toContain(before.text);
      expect(read.pageText).toContain(before.sender);
    }
    const composer = findComposer(thread!);
    expect(composer?.getAttribute("contenteditable")).toBe("true");
    expect(composer?.getAttribute("aria-label")).toBe(before.composer);
    expect(thread!.contains(composer!)).toBe(true);
  });
}

describe("redesigned own messaging fixtures", () => {
  it("has fixtures to rewrite", () => expect(OWN.length).toBeGreaterThanOrEqual(3));
  for (const file of OWN) describe(file, () => survives(() => loadOwn(file)));
});

describeCapture("messaging-1.html", "overlay chat window, Spanish UI, 2023 (redesigned)", () => {
  survives(() => loadCapture("messaging-1.html"));
});
