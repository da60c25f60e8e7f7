/**
 * /api/assist: a body nested deeply or text that tokenises densely costs the server and the allowance no more than it should.
 * Findings of the black-box security reviews of 2026-11 (issues #27 and #37), each reproduced as the attack it was,
 * against a real PocketBase and the SMTP capture. Each test failed before its fix. The other routes' findings are in
 * the other abuse-*.test.ts files.
 */
import { encode as o200k } from "gpt-tokenizer/encoding/o200k_base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminGet, adminPatch, agreed, createUser } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { startStack, type Stack } from "../helpers/stack";
import { cpuSeconds } from "../helpers/abuse";

let stack: Stack;
let llm: LlmStandin;
beforeAll(async () => {
  llm = await startLlmStandin();
  stack = await startStack({ env: { LLM_BASE_URL: llm.url, TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

describe("a deeply nested body costs the server little", () => {
  it("is refused on its text, before it is parsed, for an account with no tokens left too", async () => {
    const user = await createUser(stack);
    await adminPatch(stack, "user_details", user.id, { tokenBalance: 0 });
    const deep = `{"task":"profile.summary","page":"profile","context":{"a":${"[".repeat(24_000)}${"]".repeat(24_000)}}}`;
    expect(deep.length).toBeLessThan(48 * 1024); // under the body limit: only the nesting is wrong
    const before = cpuSeconds(stack.pid());
    for (let i = 0; i < 5; i++) {
      const res = await stack.request("/api/assist", { raw: deep, token: user.token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "invalid_input", message: "The request body is nested too deeply (at most 16 levels)." });
    }
    // five of them cost 5.5–6.5 s of CPU before (1.1–1.3 s each); a normal request costs a few ms
    expect(cpuSeconds(stack.pid()) - before).toBeLessThan(1);
  });
});

describe("text that tokenises densely cannot spend more than the day's allowance", () => {
  const digits = (n: number) => Array.from({ length: n }, (_, i) => String(i % 10)).join(" ");
  const dense = (chars: number) => ({
    task: "profile.summary",
    page: "profile",
    context: { name: "Dana Digits", headline: "Numbers", about: digits(Math.floor(chars / 2)) },
  });
  const balance = async (id: string) => (await adminGet(stack, "user_details", id)).tokenBalance as number;

  beforeAll(() => llm.setTokenCounter((text) => o200k(text).length)); // the provider counts as a real tokenizer does
  afterAll(() => llm.setTokenCounter(null));

  it("a prompt of digits that would spend more than the balance is refused before the model is called", async () => {
    const user = await createUser(stack);
    const asked = llm.requests.length;
    const res = await stack.request("/api/assist", { body: agreed(user, dense(11_000)), token: user.token });
    // before: reserved as ~3,300 tokens, spent ~11,500, left the balance at about -1,500
    expect(res.status, res.text).toBe(429);
    expect(res.body.code).toBe("token_limit");
    expect(llm.requests.length).toBe(asked);
    expect(await balance(user.id)).toBe(10_000);
  });

  it("one that fits is answered and charged what the provider counted", async () => {
    const user = await createUser(stack);
    const res = await stack.request("/api/assist", { body: agreed(user, dense(6000)), token: user.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.usage.prompt).toBeGreaterThan(6000); // a token a character, as the provider counted
    expect(await balance(user.id)).toBe(10_000 - res.body.usage.total);
    expect(await balance(user.id)).toBeGreaterThan(0);
  });

  it("a provider that counts far more than was reserved never takes the balance below zero (#37, finding 5)", async () => {
    const user = await createUser(stack);
    llm.setTokenCounter(() => 20_000);
    try {
      const res = await stack.request("/api/assist", {
        body: agreed(user, { task: "profile.summary", ...CONTEXTS["profile.summary"] }),
        token: user.token,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.usage.prompt).toBeGreaterThan(20_000);
      expect(res.body.tokenBalance).toBe(0); // the operator pays the difference; before #37: -550, before #27: about -30,000
      expect(await balance(user.id)).toBe(0);
      const next = await stack.request("/api/assist", {
        body: agreed(user, { task: "profile.summary", ...CONTEXTS["profile.summary"] }),
        token: user.token,
      });
      expect(next.status).toBe(429);
    } finally {
      llm.setTokenCounter((text) => o200k(text).length);
    }
  });
});
