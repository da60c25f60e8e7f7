/**
 * POST /api/assist with `Accept: text/event-stream`, against a real PocketBase and an OpenAI-compatible
 * stand-in that streams real `chat.completion.chunk` events at a set pace, and can hold, stall or die.
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensOf } from "../../scripts/lib/llm-standin.mjs";
import { adminGet, adminPatch, agreed, createUser, type Disclosure } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { sseEvents, streamedText, type StreamEvent } from "../helpers/streamed";
import { startStack, type Stack } from "../helpers/stack";

const KEY = "sk-stream-test-key-0123456789";
let stack: Stack;
let llm: LlmStandin;

beforeAll(async () => {
  llm = await startLlmStandin({ apiKey: KEY, tokensPerSecond: 400 });
  stack = await startStack({
    env: { LLM_BASE_URL: llm.url, LLM_API_KEY: KEY, LLM_MODEL: "stream-model", LLM_TIMEOUT_SECONDS: "2" },
  });
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

/** who asks: their session, and the disclosure they agreed to (createUser agrees by default) */
type Asker = { token: string; disclosure?: Disclosure };

/** Opens a streamed assist request from `user`; `events()` reads them as they come. */
async function openStream(user: Asker, body: object, signal?: AbortSignal) {
  const res = await fetch(`${stack.url}/api/assist`, {
    method: "POST",
    headers: { authorization: user.token, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(agreed(user, body)),
    signal,
  });
  async function* events(): AsyncGenerator<StreamEvent> {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffered = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf("\n\n")) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
        const data = /^data: (.*)$/m.exec(block)?.[1];
        yield { event, data: data ? JSON.parse(data) : null };
      }
    }
  }
  return { res, events };
}

async function readAll(user: Asker, body: object) {
  const { res, events } = await openStream(user, body);
  const all: StreamEvent[] = [];
  for await (const e of events()) all.push(e);
  return { res, all };
}

/** What the deltas add up to, per suggestion. */
function added(all: StreamEvent[]): string[] {
  const out: string[] = [];
  for (const e of all) if (e.event === "delta") out[e.data.index] = (out[e.data.index] ?? "") + e.data.text;
  return out;
}

const feed = { task: "feed.comment", ...CONTEXTS["feed.comment"] };
const profile = { task: "profile.summary", ...CONTEXTS["profile.summary"] };
const balance = async (id: string) => (await adminGet(stack, "user_details", id)).tokenBalance as number;

describe("streamed answers", () => {
  it("a connection note streams as the model writes it, and done's notes fit the dialog's limit (what the panel keeps)", async () => {
    const user = await createUser(stack);
    const { context } = CONTEXTS["profile.summary"];
    const { res, all } = await readAll(user, {
      task: "invite.note",
      page: "profile",
      context: { ...context, invitation: { limit: 200 } },
    });
    expect(res.status).toBe(200);
    const done = all.find((e) => e.event === "done")!;
    expect(done.data.suggestions).toHaveLength(3);
    for (const text of done.data.suggestions as string[]) expect(text.length).toBeLessThanOrEqual(200);
    // the first was longer as written: the deltas carried it all, done carries it cut
    expect(added(all)[0]!.length).toBeGreaterThan(200);
    expect(added(all)[0]!.startsWith(done.data.suggestions[0])).toBe(true);
  });

  it("stream deltas that add up to done's suggestions, the same body as a whole answer", async () => {
    const user = await createUser(stack);
    await adminPatch(stack, "user_details", user.id, { premium: true });
    // the model holds after its first words until they are on the client's screen: the rest then comes in
    // reads of its own, as from a model still writing (the hook batches what one read finds, lib/llm-stream.js)
    const { res, text } = await streamedText(stack.url, llm, user, feed, 4);
    const all = sseEvents(text);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const done = all.filter((e) => e.event === "done");
    expect(done).toHaveLength(1);
    expect(all.at(-1)!.event).toBe("done");
    // the first words, then the rest of each of the three: not whole (one delta per suggestion)
    expect(all.filter((e) => e.event === "delta").length).toBeGreaterThan(3);
    expect(done[0]!.data.suggestions).toHaveLength(3);
    expect(added(all)).toEqual(done[0]!.data.suggestions);
    expect(done[0]!.data).toMatchObject({ plan: "pro", maxTokens: 10000, prompt: "feed.comment@v4", usage: expect.any(Object) });
    // what the provider was asked: a stream, with its usage
    expect(llm.requests.at(-1)).toMatchObject({ stream: true, stream_options: { include_usage: true }, model: "stream-model" });
  });

  it("after the first words, a fast model's words come in a few events a second, not one event a word", async () => {
    const user = await createUser(stack);
    llm.setPace({ tokensPerSecond: 400, answerTokens: 240 }); // 240 words in about 0.6 s
    const { all } = await readAll(user, profile);
    const done = all.find((e) => e.event === "done")!;
    expect(added(all)).toEqual(done.data.suggestions);
    expect(done.data.suggestions[0].split(" ").length).toBeGreaterThan(200);
    const deltas = all.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThanOrEqual(2); // the first words, then the rest as it comes …
    // … read every 100 ms (lib/llm-stream.js): about 7 events here, where one a word would be about 240
    expect(deltas.length).toBeLessThan(60);
  });

  it("the first delta reaches the client before the model has written its last word", async () => {
    const user = await createUser(stack);
    llm.hold(4);
    try {
      const { events } = await openStream(user, profile);
      const iterator = events();
      const first = await iterator.next();
      expect(first.value).toMatchObject({ event: "delta", data: { index: 0 } });
      // the model is still holding its answer: nothing has ended
      llm.release();
      const rest: StreamEvent[] = [first.value!];
      for await (const e of iterator) rest.push(e);
      expect(rest.at(-1)!.event).toBe("done");
    } finally {
      llm.release();
    }
  });

  it("charges a Free user exactly the usage the provider reported", async () => {
    const user = await createUser(stack);
    const before = await balance(user.id);
    const { all } = await readAll(user, profile);
    const done = all.find((e) => e.event === "done")!.data;
    const content = JSON.stringify({ suggestions: done.suggestions });
    expect(done.usage.completion).toBe(tokensOf(content).length); // the stand-in's own count, reported in its last chunk
    expect(before - (await balance(user.id))).toBe(done.usage.total);
    expect(done.tokenBalance).toBe(before - done.usage.total);
  });

  it("estimates the usage when the provider reports none", async () => {
    const user = await createUser(stack);
    llm.setMode("no-usage", 1);
    const before = await balance(user.id);
    const { all } = await readAll(user, profile);
    const done = all.find((e) => e.event === "done")!.data;
    expect(done.usage.completion).not.toBe(tokensOf(JSON.stringify({ suggestions: done.suggestions })).length);
    expect(before - (await balance(user.id))).toBe(done.usage.total);
  });

  it("a model that dies mid-stream gives an error event and no done, and nothing is charged", async () => {
    const user = await createUser(stack);
    const before = await balance(user.id);
    llm.setMode("die-midstream", 1);
    const { res, all } = await readAll(user, profile);
    expect(res.status).toBe(200);
    expect(all.some((e) => e.event === "delta")).toBe(true);
    expect(all.at(-1)).toEqual({
      event: "error",
      data: { code: "ai_unavailable", message: expect.stringMatching(/Nothing was charged/) },
    });
    expect(all.some((e) => e.event === "done")).toBe(false);
    expect(await balance(user.id)).toBe(before);
  });

  it("a stream that stalls longer than the LLM timeout ends with an error event, nothing charged", async () => {
    const user = await createUser(stack);
    const before = await balance(user.id);
    llm.setMode("stall", 1);
    const { all } = await readAll(user, profile);
    expect(all.at(-1)!.event).toBe("error");
    expect(await balance(user.id)).toBe(before);
  });

  it("a model that fails before writing anything gets a 502 JSON after one retry, nothing charged", async () => {
    const user = await createUser(stack);
    const before = await balance(user.id);
    llm.setMode("fail", 2);
    const sent = llm.requests.length;
    const { res } = await openStream(user, profile);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: "ai_unavailable" });
    expect(llm.requests.length - sent).toBe(2);
    expect(await balance(user.id)).toBe(before);
  });

  it("a client that hangs up mid-answer stops the model within seconds; it pays for what was written, the rest back at once", async () => {
    const user = await createUser(stack);
    // A model that keeps writing at a realistic pace, for far longer than the test waits: it can only stop
    // early if the server stops it, however busy the machine is (the model never finishes first).
    const long = { tokensPerSecond: 40, answerTokens: 1200 }; // 30 s of writing
    // the whole answer's cost as the server estimates it (no usage reported), written fast: a hang-up is charged by the same estimate
    llm.setMode("no-usage", 2);
    llm.setPace({ ...long, tokensPerSecond: 4000 });
    const full = await readAll(user, profile);
    const wholeCost = full.all.find((e) => e.event === "done")!.data.usage.total;
    const memoryBefore = (await adminGet(stack, "conversations", user.id)).numItems;
    const before = await balance(user.id);
    const abandonedBefore = llm.abandoned();
    llm.setPace(long);
    const controller = new AbortController();
    const { events } = await openStream(user, profile, controller.signal);
    const first = await events().next();
    expect(first.value?.event).toBe("delta");
    const hungUpAt = Date.now();
    controller.abort();
    // the model is stopped: its stream ends without its last word, long before the 30 s it would take
    await expect.poll(() => llm.abandoned(), { timeout: 10_000 }).toBe(abandonedBefore + 1);
    expect(Date.now() - hungUpAt).toBeLessThan(10_000);
    await expect.poll(() => balance(user.id), { timeout: 5000 }).toBeLessThan(before);
    const charged = before - (await balance(user.id));
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThan(wholeCost);
    expect((await adminGet(stack, "conversations", user.id)).numItems).toBe(memoryBefore);
  });

  it("refuses as JSON, with its status, before any stream", async () => {
    const unverified = await createUser(stack, { verified: false });
    const free = await createUser(stack);
    const cases: [Asker, object, number, string][] = [
      [unverified, profile, 403, "email_not_verified"],
      [free, feed, 403, "plan_required"],
      [free, { task: "profile.summary", page: "profile" }, 400, "invalid_input"],
      [{ token: "" }, profile, 401, "unauthenticated"],
    ];
    for (const [asker, body, status, code] of cases) {
      const { res } = await openStream(asker, body);
      expect(res.status, code).toBe(status);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await res.json()).toMatchObject({ code });
    }
    await adminPatch(stack, "user_details", free.id, { tokenBalance: 5 });
    const { res } = await openStream(free, profile);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: "token_limit", resetsAt: expect.any(String) });
  });

  it("ten streams at once all finish", async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(stack)));
    const results = await Promise.all(users.map((u) => readAll(u, profile)));
    for (const { all } of results) {
      const done = all.find((e) => e.event === "done");
      expect(done).toBeDefined();
      expect(added(all)).toEqual(done!.data.suggestions);
    }
  });

  it("while a stream is open, no process's command line holds the API key", async () => {
    const user = await createUser(stack);
    llm.hold(2);
    try {
      const { events } = await openStream(user, profile);
      await events().next();
      const commandLines = readdirSync("/proc")
        .filter((entry) => /^\d+$/.test(entry))
        .map((pid) => {
          try {
            return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
          } catch {
            return ""; // a process that just ended
          }
        });
      expect(commandLines.some((line) => line.startsWith("curl "))).toBe(true); // the request is in flight
      expect(commandLines.filter((line) => line.includes(KEY))).toEqual([]);
    } finally {
      llm.release();
    }
  });

  it("remembers the final suggestions, so a follow-up refers to them", async () => {
    const user = await createUser(stack);
    const { all } = await readAll(user, profile);
    const done = all.find((e) => e.event === "done")!.data;
    const followUp = await readAll(user, { task: "chat", page: "profile", context: {}, instruction: "shorter" });
    expect(followUp.all.at(-1)!.event).toBe("done");
    const sent = llm.requests
      .at(-1)!
      .messages.map((m) => m.content)
      .join("\n");
    expect(sent).toContain(done.suggestions[0]);
  });
});

describe("a host without curl", () => {
  let bare: Stack;
  let bin: string;
  beforeAll(async () => {
    // a PATH with a shell but no curl: what streaming needs is missing
    bin = mkdtempSync(join(tmpdir(), "netlift-nocurl-"));
    symlinkSync("/bin/sh", join(bin, "sh"));
    bare = await startStack({ env: { LLM_BASE_URL: llm.url, LLM_API_KEY: KEY, PATH: bin } });
  });
  afterAll(async () => {
    await bare?.stop();
    rmSync(bin, { recursive: true, force: true });
  });

  it("says so at start, and answers streams whole: one delta per suggestion, then done", async () => {
    expect(bare.output()).toMatch(/no curl on this host/);
    const user = await createUser(bare);
    await adminPatch(bare, "user_details", user.id, { premium: true });
    const res = await fetch(`${bare.url}/api/assist`, {
      method: "POST",
      headers: { authorization: user.token, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(agreed(user, feed)),
    });
    const text = await res.text();
    const events = text
      .trim()
      .split("\n\n")
      .map((block) => ({ event: /^event: (.*)$/m.exec(block)![1]!, data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) }));
    expect(events.map((e) => e.event)).toEqual(["delta", "delta", "delta", "done"]);
    expect(events.slice(0, 3).map((e) => e.data)).toEqual(
      events[3]!.data.suggestions.map((text: string, index: number) => ({ index, text })),
    );
  });
});

describe("a model that goes silent (a long LLM timeout)", () => {
  let patient: Stack;
  let quiet: LlmStandin;
  beforeAll(async () => {
    quiet = await startLlmStandin({ apiKey: KEY, tokensPerSecond: 400 });
    patient = await startStack({
      env: { LLM_BASE_URL: quiet.url, LLM_API_KEY: KEY, LLM_MODEL: "stream-model", LLM_TIMEOUT_SECONDS: "120" },
    });
  });
  afterAll(async () => {
    quiet?.release();
    await patient?.stop();
    await quiet?.close();
  });
  const tokensOfUser = async (id: string) => (await adminGet(patient, "user_details", id)).tokenBalance as number;
  const open = (user: Asker, signal: AbortSignal) =>
    fetch(`${patient.url}/api/assist`, {
      method: "POST",
      headers: { authorization: user.token, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(agreed(user, profile)),
      signal,
    });

  it("a client that hangs up before the first word stops the model within seconds and gets its reservation back", async () => {
    const user = await createUser(patient);
    const before = await tokensOfUser(user.id);
    quiet.hold(0); // the model says nothing, and would for the whole 120 s timeout
    try {
      const controller = new AbortController();
      const request = open(user, controller.signal).catch(() => null);
      await expect.poll(() => quiet.connections()).toBe(1); // the server's call to the model is open
      await expect.poll(() => tokensOfUser(user.id)).toBeLessThan(before); // and the tokens reserved
      const reserved = before - (await tokensOfUser(user.id));
      const hungUpAt = Date.now();
      controller.abort();
      await request;
      // noticed at the framer's next tick (every 2 s), not at the 120 s timeout: the call to the model ends
      await expect.poll(() => quiet.connections(), { timeout: 8000 }).toBe(0);
      // the prompt is charged (it was sent), the rest of the reservation given back
      await expect.poll(() => tokensOfUser(user.id), { timeout: 2000 }).toBeGreaterThan(before - reserved);
      expect(Date.now() - hungUpAt).toBeLessThan(8000);
      expect(await tokensOfUser(user.id)).toBeLessThan(before);
    } finally {
      quiet.release();
    }
  });

  it("while the model is silent mid-answer, the client gets keep-alive comments; hanging up then ends the call to the model", async () => {
    const user = await createUser(patient);
    quiet.hold(3);
    try {
      const controller = new AbortController();
      const res = await open(user, controller.signal);
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let seen = "";
      const deadline = Date.now() + 8000;
      while (!seen.includes(": keep-alive") && Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
        ]);
        if (!chunk || chunk.done) break;
        seen += new TextDecoder().decode(chunk.value);
      }
      expect(seen).toContain(": keep-alive");
      expect(seen).toMatch(/event: delta/); // the words written before the silence came first
      expect(quiet.connections()).toBe(1);
      controller.abort();
      await expect.poll(() => quiet.connections(), { timeout: 8000 }).toBe(0);
    } finally {
      quiet.release();
    }
  });
});
