/**
 * Tokens exact under concurrency, retries and hang-ups (issue #37, findings 4–6), and Pro's fair-use cap
 * (PRO_DAILY_TOKENS), against a real PocketBase and the LLM stand-in counting usage as OpenAI's o200k
 * tokenizer does: the attacks of the review, each with text that tokenises densely ("0 1 2 …", a token a
 * character, four times the quick estimate).
 */
import { encode as o200k } from "gpt-tokenizer/encoding/o200k_base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminGet, adminPatch, agreed, createUser, flushRefunds, type Disclosure } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { startStack, type Stack } from "../helpers/stack";

/** Pro's fair-use cap on this server: small, so a test can reach it */
const PRO_CAP = 30_000;
const HOUR = 3_600_000;
const pbDate = (ms: number) => new Date(ms).toISOString().replace("T", " ");

let stack: Stack;
let llm: LlmStandin;
beforeAll(async () => {
  llm = await startLlmStandin();
  // the provider counts prompts and answers as a real tokenizer does
  llm.setTokenCounter(realTokenizer, { completions: true });
  stack = await startStack({ env: { LLM_BASE_URL: llm.url, PRO_DAILY_TOKENS: String(PRO_CAP) } });
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

type Asker = { id: string; token: string; disclosure?: Disclosure };
const digits = (n: number) => Array.from({ length: n }, (_, i) => String(i % 10)).join(" ");
/** A profile summary whose page text is `chars` characters of digits between spaces. */
const dense = (chars: number) => ({
  task: "profile.summary",
  page: "profile",
  context: { profile: { name: "Dana Digits", headline: "Numbers", about: digits(Math.floor(chars / 2)) } },
});
const assist = (user: Asker, body: object) => stack.request("/api/assist", { token: user.token, body: agreed(user, body) });
const details = (id: string) => adminGet(stack, "user_details", id);
const balance = async (id: string) => (await details(id)).tokenBalance as number;
const realTokenizer = (text: string) => o200k(text).length;
/** What the provider counted for a request it received: its prompt, as the stand-in reports it. */
const providerPrompt = (sent: { messages: { content: string }[] }, count = realTokenizer) =>
  sent.messages.reduce((n, m) => n + count(m.content) + 4, 2);
async function pro(usedToday = 0) {
  const user = await createUser(stack);
  await adminPatch(stack, "user_details", user.id, { premium: true, tokenBalance: 10_000 - usedToday });
  return user;
}

describe("concurrent requests (finding 4)", () => {
  it("eight simultaneous dense Free requests never spend more than the balance", async () => {
    const user = await createUser(stack);
    const results = await Promise.all(Array.from({ length: 8 }, () => assist(user, dense(6200))));
    const answered = results.filter((r) => r.status === 200);
    for (const r of results) expect([200, 429], r.text).toContain(r.status);
    expect(answered.length).toBeGreaterThan(0);
    const spent = answered.reduce((n, r) => n + (r.body.usage.total as number), 0);
    // before: 3 answered, 20,892 tokens spent against 10,000
    expect(spent).toBeLessThanOrEqual(10_000);
    expect(await balance(user.id)).toBe(10_000 - spent);
  });

  it("eight simultaneous dense Pro requests never take the day past the fair-use cap", async () => {
    const user = await pro(PRO_CAP - 10_000); // 10,000 tokens of the day's fair use left
    const results = await Promise.all(Array.from({ length: 8 }, () => assist(user, dense(6200))));
    const answered = results.filter((r) => r.status === 200);
    for (const r of results) expect([200, 429], r.text).toContain(r.status);
    expect(answered.length).toBeGreaterThan(0);
    const spent = answered.reduce((n, r) => n + (r.body.usage.total as number), 0);
    expect(spent).toBeLessThanOrEqual(10_000);
    await flushRefunds(stack); // a Pro answer's unused reservation comes back in a batch
    expect(await balance(user.id)).toBe(10_000 - (PRO_CAP - 10_000) - spent);
  });
});

describe("a retried proofread (finding 5)", () => {
  it("reserves for its second call by the same rules, and never takes a Free balance below zero", async () => {
    const user = await createUser(stack);
    // a dense draft whose first correction fails its checks (it grows and adds facts): the server asks once more
    llm.setProofreadFault("long", 1);
    const sent = llm.requests.length;
    const res = await assist(user, {
      task: "proofread",
      page: "profile",
      context: { draft: `Hello team, here are the figures we discussed: ${digits(1100)}`, editor: "message" },
    });
    expect(res.status, res.text).toBe(200);
    llm.setProofreadFault(null);
    // what the provider counted is what was charged, and it fit the day: before, 13,868 tokens and a balance of -1,611
    const counted = llm.requests.slice(sent).reduce((n, r) => n + providerPrompt(r), 0);
    expect(res.body.usage.prompt).toBe(counted);
    expect(res.body.usage.total).toBeLessThanOrEqual(10_000);
    expect(await balance(user.id)).toBe(10_000 - res.body.usage.total);
    expect(res.body.tokenBalance).toBeGreaterThanOrEqual(0);
  });

  it("a provider that counts more than any reservation costs the operator the difference, never the user's next day", async () => {
    const user = await createUser(stack);
    llm.setTokenCounter(() => 20_000);
    try {
      const res = await assist(user, { task: "profile.summary", ...CONTEXTS["profile.summary"] });
      expect(res.status, res.text).toBe(200);
      expect(res.body.usage.total).toBeGreaterThan(20_000);
      expect(res.body.tokenBalance).toBe(0);
      expect(await balance(user.id)).toBe(0);
    } finally {
      llm.setTokenCounter(realTokenizer, { completions: true });
    }
  });
});

describe("a stream the client hangs up on (finding 6)", () => {
  /**
   * Streams `body` for `user` from a model that keeps writing (30 s), hangs up after the first word, and
   * returns what was charged for it and what the provider counted for its prompt (with `count`).
   */
  async function hangUpAfterFirstWord(user: Asker, body: object, count = realTokenizer) {
    llm.setPace({ tokensPerSecond: 40, answerTokens: 1200 });
    const before = await balance(user.id);
    const controller = new AbortController();
    const res = await fetch(`${stack.url}/api/assist`, {
      method: "POST",
      headers: { authorization: user.token, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(agreed(user, body)),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let seen = "";
    while (!seen.includes("event: delta")) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`the stream ended before its first word: ${seen}`);
      seen += new TextDecoder().decode(chunk.value);
    }
    const reserved = await balance(user.id); // the reservation, taken before the stream began
    controller.abort();
    // settled once the server sees the hang-up: the unused part of the reservation comes back
    await expect.poll(() => balance(user.id), { timeout: 10_000 }).not.toBe(reserved);
    return { charged: before - (await balance(user.id)), prompt: providerPrompt(llm.requests.at(-1)!, count) };
  }

  it("is charged at least the prompt the provider read, counted strictly when the provider has not said", async () => {
    const user = await createUser(stack);
    const { charged, prompt } = await hangUpAfterFirstWord(user, dense(4000));
    // before: the quick estimate, about a quarter of what the provider counted for digits
    expect(charged).toBeGreaterThanOrEqual(prompt);
    expect(await balance(user.id)).toBeGreaterThanOrEqual(0);
  });

  it("is charged the provider's own count when the stream reported usage before the hang-up", async () => {
    const user = await pro();
    // a provider whose tokenizer counts three times what any estimate would, and says so with every chunk
    const generous = (text: string) => 3 * realTokenizer(text);
    llm.setTokenCounter(generous, { completions: true });
    llm.setUsageEveryChunk(true);
    try {
      const { charged, prompt } = await hangUpAfterFirstWord(user, dense(4000), generous);
      expect(charged).toBeGreaterThan(prompt); // the prompt as the provider counted it, and the words written
      expect(charged).toBeLessThan(prompt + 400); // a few words of a 1,200-token answer
    } finally {
      llm.setUsageEveryChunk(false);
      llm.setTokenCounter(realTokenizer, { completions: true });
    }
  });
});

describe("Pro's fair-use cap (PRO_DAILY_TOKENS)", () => {
  it("refuses like Free's limit once the day's use reaches it (429 token_limit, resetsAt), the model not called; the day's reset ends it", async () => {
    const user = await pro(PRO_CAP - 40);
    const asked = llm.requests.length;
    for (const body of [{ task: "feed.comment", ...CONTEXTS["feed.comment"] }, dense(200)]) {
      const res = await assist(user, body);
      expect(res.status, res.text).toBe(429);
      expect(res.body).toMatchObject({
        code: "token_limit",
        message: expect.stringContaining("fair-use limit of 30,000 tokens"),
        resetsAt: expect.any(String),
      });
    }
    expect(llm.requests.length).toBe(asked);
    const stored = await details(user.id);
    expect(stored.tokenBalance).toBe(10_000 - (PRO_CAP - 40)); // nothing charged
    const lastReset = Date.parse(String(stored.lastTokenReset).replace(" ", "T"));
    const refused = await assist(user, dense(200));
    expect(Date.parse(refused.body.resetsAt)).toBe(lastReset + 24 * HOUR);

    // the cap resets with the day, like Free's allowance (lastTokenReset + 24 h)
    await adminPatch(stack, "user_details", user.id, { lastTokenReset: pbDate(lastReset - 25 * HOUR) });
    const next = await assist(user, { task: "feed.comment", ...CONTEXTS["feed.comment"] });
    expect(next.status, next.text).toBe(200);
    await flushRefunds(stack);
    expect(10_000 - (await balance(user.id))).toBe(next.body.usage.total);
  });

  it("admits a request that fits what is left, and one of a remembered account that no longer fits is refused", async () => {
    const user = await pro(PRO_CAP - 3000);
    const feed = { task: "feed.comment", ...CONTEXTS["feed.comment"] };
    const first = await assist(user, feed); // reads the row, remembers the account
    expect(first.status, first.text).toBe(200);
    let last = first;
    for (let i = 0; i < 10 && last.status === 200; i++) last = await assist(user, feed);
    expect(last.status).toBe(429);
    expect(last.body.code).toBe("token_limit");
    expect(10_000 - (await balance(user.id))).toBeLessThanOrEqual(PRO_CAP); // reservations counted whole
    await flushRefunds(stack);
    expect(10_000 - (await balance(user.id))).toBeLessThanOrEqual(PRO_CAP);
  });

  it("a Pro answer holds its whole reservation until the refund batch gives back the rest, never to a day already reset", async () => {
    const user = await pro();
    const feed = { task: "feed.comment", ...CONTEXTS["feed.comment"] };
    const res = await assist(user, feed);
    expect(res.status, res.text).toBe(200);
    const held = 10_000 - (await balance(user.id));
    expect(held).toBeGreaterThan(res.body.usage.total); // the reservation: the worst the answer could have cost
    await flushRefunds(stack);
    expect(10_000 - (await balance(user.id))).toBe(res.body.usage.total);

    // a refund waiting when the day is reset is dropped: the tokens came out of the day before
    expect((await assist(user, feed)).status).toBe(200);
    await adminPatch(stack, "user_details", user.id, { tokenBalance: 5000, lastTokenReset: pbDate(Date.now()) });
    await flushRefunds(stack);
    expect(await balance(user.id)).toBe(5000);
  });

  it("GET /api/me reports the cap as Pro's daily limit, with the day's use", async () => {
    const user = await pro(12_345);
    const me = await stack.request("/api/me", { token: user.token });
    expect(me.body).toMatchObject({ plan: "pro", dailyTokenLimit: PRO_CAP, tokensUsed: 12_345 });
  });
});
