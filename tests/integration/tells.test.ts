/**
 * Every answer is reviewed for the tells of machine-written text before the user sees it (issue #31):
 * against a real PocketBase and the LLM stand-in, whole and streamed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tellOptionsFor } from "../../src/core/answer-review";
import type { Context } from "../../src/core/assist";
import { findTells } from "../../src/core/tells";
import { adminGet, adminPatch, agreed, createUser, type Disclosure } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let llm: LlmStandin;
beforeAll(async () => {
  llm = await startLlmStandin({ tokensPerSecond: 2000 });
  stack = await startStack({ env: { LLM_BASE_URL: llm.url } });
});
afterAll(async () => {
  llm.setReply(null);
  await stack?.stop();
  await llm?.close();
});

const feed = { task: "feed.comment", ...CONTEXTS["feed.comment"] };
const profile = { task: "profile.summary", ...CONTEXTS["profile.summary"] };
const answer =
  (...suggestions: string[]) =>
  () =>
    JSON.stringify({ suggestions });

async function pro() {
  const user = await createUser(stack);
  await adminPatch(stack, "user_details", user.id, { premium: true });
  return user;
}

async function streamed(user: { token: string; disclosure?: Disclosure }, body: object) {
  const res = await fetch(`${stack.url}/api/assist`, {
    method: "POST",
    headers: { authorization: user.token, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(agreed(user, body)),
  });
  const text = await res.text();
  const done = text.split("\n\n").find((block) => block.startsWith("event: done"));
  return JSON.parse(/^data: (.*)$/m.exec(done!)![1]!);
}

describe("tells in answers", () => {
  it("removes what changes no meaning and marks the rest, with offsets into each suggestion", async () => {
    const user = await pro();
    llm.setReply(
      answer(
        "Great post! The retry budget per client — not per endpoint — is the part I'd steal 🚀 #sre #reliability",
        "It is not just a refactor, but a new way of working.",
        "How did you pick the budget for the mobile clients?",
      ),
    );
    const res = await stack.request("/api/assist", { token: user.token, body: agreed(user, feed) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.suggestions).toEqual([
      "The retry budget per client, not per endpoint, is the part I'd steal",
      "It is not just a refactor, but a new way of working.",
      "How did you pick the budget for the mobile clients?",
    ]);
    expect(res.body.tells).toEqual([
      { index: 1, start: 6, end: 30, kind: "not_just_but", reason: expect.stringContaining("not just") },
    ]);
    expect(res.body.suggestions[1].slice(6, 30)).toBe("not just a refactor, but");
    // memory holds what the user saw
    const memory = await adminGet(stack, "conversations", user.id);
    expect(JSON.stringify(memory.items)).toContain("The retry budget per client, not per endpoint");
    expect(JSON.stringify(memory.items)).not.toContain("Great post");
  });

  it("a streamed answer's done event carries the reviewed suggestions and their tells", async () => {
    const user = await pro();
    llm.setReply(
      answer(
        "Thanks for sharing! Your note on on-call handovers — written, not verbal — matches ours.",
        "Second.",
        "Third one here.",
      ),
    );
    const done = await streamed(user, feed);
    expect(done.suggestions[0]).toBe("Your note on on-call handovers, written, not verbal, matches ours.");
    expect(done.tells).toEqual([]);
  });

  it("says how it found them, and the panel, finding them again with that, finds the same", async () => {
    const user = await pro();
    llm.setReply(
      answer(
        "Thanks for sharing! It is not just a refactor, but a new way of working.",
        "A real game-changer for the team, we think.",
        "Third one here.",
      ),
    );
    const res = await stack.request("/api/assist", { token: user.token, body: agreed(user, feed) });
    expect(res.body.tellOptions).toEqual({ languages: ["en"], comment: true, keepDashes: false });
    const panel = res.body.suggestions.flatMap((text: string, index: number) =>
      findTells(text, tellOptionsFor("feed.comment", feed.context as unknown as Context, res.body.tellOptions)).map((tell) => ({
        index,
        ...tell,
      })),
    );
    expect(panel.map((t: { kind: string }) => t.kind)).toEqual(["not_just_but", "buzzword"]);
    expect(panel).toEqual(res.body.tells);
  });

  it("the user's voice wins: one whose samples use em dashes keeps them, whole and streamed, and the prompt allows them", async () => {
    const user = await pro();
    const voice = { description: "Short and dry.", samples: ["Shipped the new billing flow — two weeks late, but it works."] };
    const saved = await stack.request("/api/account", { method: "PATCH", token: user.token, body: { voice } });
    expect(saved.status, saved.text).toBe(200);
    llm.setReply(answer("We shipped it — finally.", "Second one — with a dash.", "Third one."));
    const res = await stack.request("/api/assist", { token: user.token, body: agreed(user, feed) });
    expect(res.body.suggestions.slice(0, 2)).toEqual(["We shipped it — finally.", "Second one — with a dash."]);
    expect(res.body.tells).toEqual([]);
    expect(res.body.tellOptions.keepDashes).toBe(true);
    const system = llm.requests.at(-1)!.messages[0]!.content;
    expect(system).toContain("em dashes are fine: I use them myself");
    expect(system).not.toContain("em dashes: use a comma");
    const done = await streamed(user, feed);
    expect(done.suggestions[0]).toBe("We shipped it — finally.");
    expect(done.tellOptions.keepDashes).toBe(true);

    // without such a voice, the same answer loses its dashes and the prompt asks for none
    const other = await pro();
    const plain = await stack.request("/api/assist", { token: other.token, body: agreed(other, feed) });
    expect(plain.body.suggestions.slice(0, 2)).toEqual(["We shipped it, finally.", "Second one, with a dash."]);
    expect(plain.body.tellOptions.keepDashes).toBe(false);
    expect(llm.requests.at(-1)!.messages[0]!.content).toContain("em dashes: use a comma or a full stop");
  });

  it("asks the model once more for a suggestion that is mostly tells, and charges both calls", async () => {
    const user = await createUser(stack); // Free: the second call is reserved and charged too
    const before = (await adminGet(stack, "user_details", user.id)).tokenBalance as number;
    let calls = 0;
    llm.setReply((req) => {
      calls += 1;
      if (calls === 1) return JSON.stringify({ suggestions: ["Thanks for sharing! Game-changer."] });
      expect(req.messages.at(-1)!.content).toMatch(/read as machine-written/);
      expect(req.messages.at(-1)!.content).toMatch(/stock opener/);
      return JSON.stringify({ suggestions: ["Your forecast for the Lisbon stores beat last year's by a week."] });
    });
    const sent = llm.requests.length;
    const res = await stack.request("/api/assist", { token: user.token, body: agreed(user, profile) });
    expect(res.status, res.text).toBe(200);
    expect(llm.requests.length - sent).toBe(2); // once more, and only once
    expect(res.body.suggestions).toEqual(["Your forecast for the Lisbon stores beat last year's by a week."]);
    expect(res.body.tells).toEqual([]);
    expect(before - ((await adminGet(stack, "user_details", user.id)).tokenBalance as number)).toBe(res.body.usage.total);
    expect(res.body.usage.total).toBeGreaterThan(llm.requests[sent]!.messages.length); // both calls' usage
  });

  it("never asks more than once, even when the second answer is no better", async () => {
    const user = await pro();
    llm.setReply(() => JSON.stringify({ suggestions: ["Thanks for sharing! Game-changer."] }));
    const sent = llm.requests.length;
    const res = await stack.request("/api/assist", { token: user.token, body: agreed(user, profile) });
    expect(res.status).toBe(200);
    expect(llm.requests.length - sent).toBe(2);
    expect(res.body.tells.map((t: { kind: string }) => t.kind)).toContain("opener");
  });
});
