/**
 * Proofreading the user's draft and drafting posts in their voice (issue #33): POST /api/assist against a
 * real PocketBase and the LLM stand-in (which corrects a fixed list of misspellings, and writes posts from
 * the notes), whole and streamed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminGet, adminPatch, agreed, createUser, type Disclosure } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { sseEvents, streamedText } from "../helpers/streamed";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let llm: LlmStandin;
beforeAll(async () => {
  llm = await startLlmStandin({ tokensPerSecond: 2000 });
  stack = await startStack({ env: { LLM_BASE_URL: llm.url } });
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

const DRAFT = "Hi Marcus, I recieved your note — thanks 🙂 I am definately keen on teh role, wich sounds great.";
const CORRECTED = "Hi Marcus, I received your note — thanks 🙂 I am definitely keen on the role, which sounds great.";
const proofread = (page: string, context: Record<string, unknown> = {}) => ({
  task: "proofread",
  page,
  context: { draft: DRAFT, editor: "message", replyingTo: CONTEXTS["messages.reply"].context, ...context },
});
const NOTES = "- shipped weekly releases for a year\n- planning time down by a third\n- thanks to the carrier team";
const postDraft = { task: "post.draft", page: "feed", context: { notes: NOTES } };

/** who asks: their session, and the disclosure they agreed to (createUser agrees by default) */
type Asker = { token: string; disclosure?: Disclosure };
const assist = (user: Asker, body: object) => stack.request("/api/assist", { token: user.token, body: agreed(user, body) });
const balance = async (id: string) => (await adminGet(stack, "user_details", id)).tokenBalance as number;
async function pro() {
  const user = await createUser(stack);
  await adminPatch(stack, "user_details", user.id, { premium: true });
  return user;
}

/** The stream's events, in order. */
async function streamed(user: Asker, body: object) {
  const { res, text } = await streamedText(stack.url, llm, user, body);
  return { status: res.status, events: sseEvents(text) };
}

describe("proofread", () => {
  it("corrects the draft whole, with a reason per change and its checks, keeping the user's em dash and emoji", async () => {
    const user = await createUser(stack); // Free, on a profile page: allowed
    const res = await assist(user, proofread("profile"));
    expect(res.status, res.text).toBe(200);
    expect(res.body.suggestions).toEqual([CORRECTED]);
    expect(res.body.changes).toEqual([
      { from: "recieved", to: "received", reason: "Spelling." },
      { from: "teh", to: "the", reason: "Spelling." },
      { from: "definately", to: "definitely", reason: "Spelling." },
      { from: "wich", to: "which", reason: "Spelling." },
    ]);
    expect(res.body.checks).toEqual({
      ok: true,
      lengthRatio: expect.closeTo(1, 1),
      withinLength: true,
      newNumbers: [],
      newNames: [],
      retried: false,
    });
    expect(res.body.tells).toEqual([]);
    expect(res.body.prompt).toBe("proofread@v1");
    // the draft went to the model inside the fence, as data
    const sent = llm.requests.at(-1)!.messages.at(-1)!.content;
    expect(sent.indexOf(JSON.stringify(DRAFT))).toBeGreaterThan(sent.indexOf("<page_content>"));
    expect(await balance(user.id)).toBe(10000 - res.body.usage.total);
  });

  it("streams the correction as deltas, and the done event carries the reasons and checks", async () => {
    const user = await pro();
    const { status, events } = await streamed(user, proofread("messages"));
    expect(status).toBe(200);
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThanOrEqual(2); // the first words, then the rest: not whole
    expect(deltas.map((e) => e.data.text).join("")).toBe(CORRECTED);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toMatchObject({ suggestions: [CORRECTED], checks: { ok: true, retried: false }, tells: [] });
    expect(done.data.changes).toHaveLength(4);
  });

  it("follows the page's plan rule: Free on messages or the feed → 403 plan_required, nothing asked", async () => {
    const user = await createUser(stack);
    const sent = llm.requests.length;
    for (const page of ["messages", "feed"]) {
      const res = await assist(user, proofread(page, { editor: page === "feed" ? "comment" : "message" }));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("plan_required");
    }
    expect(
      (await assist(user, proofread("jobs", { editor: "application", replyingTo: CONTEXTS["jobs.advice"].context }))).status,
    ).toBe(200);
    expect(llm.requests.length - sent).toBe(1);
  });

  it.each([
    ["no draft", { draft: "" }, "context.draft", "There is no draft to proofread: write it first (context.draft)."],
    [
      "a draft too short",
      { draft: "Thanks Marcus!" },
      "context.draft",
      "The draft is too short to proofread: write at least 3 words (context.draft).",
    ],
    [
      "an unknown editor",
      { editor: "email" },
      "context.editor",
      "context.editor must be one of message, comment, post, application.",
    ],
    [
      "a draft too long",
      { draft: "word ".repeat(2_500) },
      "context.draft",
      "context.draft is too long (at most 12000 characters).",
    ],
  ])("refuses %s with a message naming the field", async (_, context, field, message) => {
    const user = await pro();
    const res = await assist(user, proofread("messages", context));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_input", field, message });
  });

  it("asks once more when the correction grew and added facts, and charges both calls", async () => {
    const user = await createUser(stack); // Free: the second call is reserved and charged too
    llm.setProofreadFault("long", 1);
    const sent = llm.requests.length;
    const res = await assist(user, proofread("profile"));
    expect(res.status, res.text).toBe(200);
    expect(llm.requests.length - sent).toBe(2);
    const retry = llm.requests.at(-1)!.messages.at(-1)!.content;
    expect(retry).toMatch(/longer than my draft: keep within 15 %/);
    expect(retry).toContain("numbers my draft does not have (1, 12)");
    expect(retry).toContain("names my draft does not have (March, Contoso)");
    expect(res.body.suggestions).toEqual([CORRECTED]);
    expect(res.body.checks).toMatchObject({ ok: true, retried: true });
    expect(await balance(user.id)).toBe(10000 - res.body.usage.total);
    expect(res.body.usage.total).toBeGreaterThan((2 * llm.requests[sent]!.messages[0]!.content.length) / 8);
  });

  it("never asks more than once: a correction that still fails comes back with its checks, for the user to judge", async () => {
    const user = await pro();
    llm.setProofreadFault("long", 2);
    const sent = llm.requests.length;
    const { events } = await streamed(user, proofread("messages"));
    expect(llm.requests.length - sent).toBe(2);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.suggestions[0]).toContain("Contoso");
    expect(done.data.checks).toMatchObject({
      ok: false,
      withinLength: false,
      newNumbers: ["1", "12"],
      newNames: ["March", "Contoso"],
      retried: true,
    });
    expect(done.data.changes).toHaveLength(4);
  });

  it("removes the tells the correction added, never the user's own", async () => {
    const user = await pro();
    llm.setReply(() =>
      JSON.stringify({
        suggestions: [`Great post! ${CORRECTED.replace("keen on", "keen — truly — on")} 🚀 #hiring`],
        changes: [],
      }),
    );
    try {
      const res = await assist(user, proofread("messages"));
      expect(res.status, res.text).toBe(200);
      expect(res.body.suggestions).toEqual([CORRECTED.replace("keen on", "keen, truly, on")]);
      expect(res.body.changes).toEqual([]);
    } finally {
      llm.setReply(null);
    }
  });

  it("a chat follow-up works on the correction, and a failed call is refunded", async () => {
    const user = await createUser(stack);
    // a proofread on a job page gets the profile's digest, not the whole of it that cover letters write from
    const profile = `Ada Lovelace. ${"Backend engineer with years of Go. ".repeat(60)}The very end of my profile.`;
    expect((await stack.request("/api/account", { method: "PATCH", token: user.token, body: { profile } })).status).toBe(200);
    const first = await assist(user, proofread("jobs", { editor: "application" }));
    expect(first.status, first.text).toBe(200);
    expect(llm.requests.at(-1)!.messages.at(-1)!.content).toContain("Ada Lovelace");
    expect(llm.requests.at(-1)!.messages.at(-1)!.content).not.toContain("The very end of my profile.");
    const res = await assist(user, { task: "chat", page: "jobs", context: {}, instruction: "more formal" });
    expect(res.status, res.text).toBe(200);
    const sent = llm.requests.at(-1)!;
    expect(sent.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(sent.messages[1]!.content).toContain("proofread");
    expect(sent.messages[2]!.content).toContain(CORRECTED);
    const conv = await adminGet(stack, "conversations", user.id);
    expect(conv.items["1"]).toMatchObject({ task: "proofread", page: "jobs", suggestions: [CORRECTED] });

    const before = await balance(user.id);
    llm.setMode("fail", 2);
    const failed = await assist(user, proofread("jobs", { editor: "application" }));
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe("ai_unavailable");
    expect(await balance(user.id)).toBe(before);
  });
});

describe("post.draft", () => {
  it("is Pro only", async () => {
    const user = await createUser(stack);
    const res = await assist(user, postDraft);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("plan_required");
  });

  it("drafts three posts from the notes, whole and streamed, and follow-ups work on them", async () => {
    const user = await pro();
    await stack.request("/api/account", {
      method: "PATCH",
      token: user.token,
      body: { voice: { description: "warm, direct, no exclamation marks", samples: ["Small bets, shipped weekly."] } },
    });
    const res = await assist(user, postDraft);
    expect(res.status, res.text).toBe(200);
    expect(res.body.suggestions).toHaveLength(3);
    for (const draft of res.body.suggestions) expect(draft).toContain("Planning time down by a third.");
    expect(res.body.prompt).toBe("post.draft@v1");
    expect(res.body.changes).toBeUndefined();
    // the voice went along, fenced as data
    expect(llm.requests.at(-1)!.messages.at(-1)!.content).toContain("no exclamation marks");

    const { events } = await streamed(user, {
      ...postDraft,
      context: { notes: "", followUp: { text: "We moved to weekly releases. It was hard." } },
    });
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.suggestions).toHaveLength(3);
    expect(done.data.suggestions[0]).toMatch(/^A follow-up to my last post\./);
    expect(new Set(events.filter((e) => e.event === "delta").map((e) => e.data.index))).toEqual(new Set([0, 1, 2]));

    const chat = await assist(user, { task: "chat", page: "feed", context: {}, instruction: "shorter" });
    expect(chat.status, chat.text).toBe(200);
    expect(llm.requests.at(-1)!.messages[2]!.content).toContain("A follow-up to my last post.");
  });

  it("refuses a request with nothing to write from", async () => {
    const user = await pro();
    const res = await assist(user, { ...postDraft, context: { notes: " " } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_input", field: "context.notes" });
  });
});
