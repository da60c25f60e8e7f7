/**
 * Consent, enforced by the server (issue #37, finding 3): POST /api/assist, whole or streamed, sends
 * nothing to the model and charges nothing unless the request names the disclosure given now and the
 * account's recorded decision (POST /api/account/consent) is an agreement to that same disclosure. A
 * request that names none is refused with a message telling an old extension to update; a recorded
 * refusal holds whatever the request says; a decision just recorded holds at once, remembered Pro
 * accounts included.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_MESSAGES, DISCLOSURE_VERSION } from "../../src/core/disclosure";
import { adminGet, adminPatch, agreed, createUser, type Disclosure } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let llm: LlmStandin;
beforeAll(async () => {
  llm = await startLlmStandin();
  stack = await startStack({ env: { LLM_BASE_URL: llm.url, LLM_PROVIDER_NAME: "Example AI" } });
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

/** the disclosure the server gives now (LLM_PROVIDER_NAME names the provider) */
const CURRENT: Disclosure = { version: DISCLOSURE_VERSION, provider: "Example AI" };

const summary = { task: "profile.summary", ...CONTEXTS["profile.summary"] };
const feed = { task: "feed.comment", ...CONTEXTS["feed.comment"] };
const decide = (token: string, decision: "agreed" | "declined") =>
  stack.request("/api/account/consent", { token, body: { decision, ...CURRENT } });
const balance = async (id: string) => (await adminGet(stack, "user_details", id)).tokenBalance as number;

/** The request whole and streamed: both answers, and how many requests reached the model meanwhile. */
async function both(token: string, body: object) {
  const asked = llm.requests.length;
  const whole = await stack.request("/api/assist", { token, body });
  const res = await fetch(`${stack.url}/api/assist`, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  const streamed = { status: res.status, type: res.headers.get("content-type"), body: await res.json().catch(() => null) };
  return { whole, streamed, reachedModel: llm.requests.length - asked };
}

describe("POST /api/assist asks the account's recorded consent", () => {
  it("refuses a request that names no disclosure (an old extension, another client), telling it to update", async () => {
    const user = await createUser(stack); // agreed on the account
    const { whole, streamed, reachedModel } = await both(user.token, summary);
    for (const res of [whole, streamed]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: "consent_required", message: CONSENT_MESSAGES.outdated });
    }
    expect(whole.body.message).toMatch(/update/);
    expect(streamed.type).toMatch(/application\/json/); // refused before any stream
    expect(reachedModel).toBe(0);
    expect(await balance(user.id)).toBe(10_000);
  });

  it("refuses an account that declined, whatever the request says it agreed to", async () => {
    const user = await createUser(stack, { consent: false });
    expect((await decide(user.token, "declined")).status).toBe(200);
    const { whole, streamed, reachedModel } = await both(user.token, { ...summary, disclosure: CURRENT });
    for (const res of [whole, streamed]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: "consent_required", message: CONSENT_MESSAGES.declined });
    }
    expect(reachedModel).toBe(0);
    expect(await balance(user.id)).toBe(10_000);
  });

  it("refuses an account that never recorded a decision, though the request names the current disclosure", async () => {
    const user = await createUser(stack, { consent: false });
    const { whole, streamed, reachedModel } = await both(user.token, { ...summary, disclosure: CURRENT });
    for (const res of [whole, streamed]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: "consent_required", message: CONSENT_MESSAGES.unrecorded });
    }
    expect(reachedModel).toBe(0);
    expect(await balance(user.id)).toBe(10_000);
    // agreeing on the account is what lets it through
    expect((await decide(user.token, "agreed")).status).toBe(200);
    expect((await stack.request("/api/assist", { token: user.token, body: { ...summary, disclosure: CURRENT } })).status).toBe(
      200,
    );
  });

  it("answers, whole and streamed, when the request names the disclosure the account agreed to", async () => {
    const user = await createUser(stack);
    expect(user.disclosure).toEqual(CURRENT);
    const { whole, reachedModel } = await both(user.token, agreed(user, summary));
    expect(whole.status, whole.text).toBe(200);
    expect(reachedModel).toBe(2);
  });

  it("a decision recorded under a remembered Pro account holds at its very next request, either way", async () => {
    const user = await createUser(stack);
    await adminPatch(stack, "user_details", user.id, { premium: true });
    const ask = () => stack.request("/api/assist", { token: user.token, body: agreed(user, feed) });
    expect((await ask()).status).toBe(200); // reads the row, remembers the account
    expect((await ask()).status).toBe(200); // from memory
    expect((await decide(user.token, "declined")).status).toBe(200);
    const asked = llm.requests.length;
    const refused = await ask();
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(CONSENT_MESSAGES.declined);
    expect(llm.requests.length).toBe(asked);
    expect((await decide(user.token, "agreed")).status).toBe(200);
    expect((await ask()).status).toBe(200);
  });
});
