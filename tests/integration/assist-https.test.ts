/** POST /api/assist against an OpenAI-compatible API over HTTPS with HTTP/2: how hosted providers are reached. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLoopbackCertificate } from "../../scripts/lib/certificates.mjs";
import { adminGet, adminPatch, agreed, createUser, type Disclosure } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { sseEvents, streamedText } from "../helpers/streamed";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { startStack, type Stack } from "../helpers/stack";

let cert: ReturnType<typeof createLoopbackCertificate>;
let otherCert: ReturnType<typeof createLoopbackCertificate>;
let llm: LlmStandin;
let trusting: Stack;
let distrusting: Stack;

beforeAll(async () => {
  cert = createLoopbackCertificate();
  otherCert = createLoopbackCertificate();
  llm = await startLlmStandin({ apiKey: "llm-test-key", tls: cert });
  const env = { LLM_BASE_URL: llm.url, LLM_API_KEY: "llm-test-key", LLM_TIMEOUT_SECONDS: "2" };
  // Go takes its root certificates from SSL_CERT_FILE (on Linux): one server trusts the stand-in's, the other another one
  trusting = await startStack({ env: { ...env, SSL_CERT_FILE: cert.certFile } });
  distrusting = await startStack({ env: { ...env, SSL_CERT_FILE: otherCert.certFile } });
});
afterAll(async () => {
  await Promise.all([trusting?.stop(), distrusting?.stop()]);
  await llm?.close();
  cert?.remove();
  otherCert?.remove();
});

it("answers through a provider whose certificate the server trusts (the stand-in speaks only HTTP/2)", async () => {
  const user = await createUser(trusting);
  await adminPatch(trusting, "user_details", user.id, { premium: true });
  const before = llm.requests.length;
  const res = await trusting.request("/api/assist", {
    body: agreed(user, { task: "feed.comment", ...CONTEXTS["feed.comment"] }),
    token: user.token,
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.suggestions).toHaveLength(3);
  expect(res.body.usage.total).toBeGreaterThan(0);
  expect(llm.requests.length).toBe(before + 1);
});

it("refuses a provider whose certificate it does not trust: 502 ai_unavailable, nothing sent, nothing charged", async () => {
  const user = await createUser(distrusting);
  const before = llm.requests.length;
  const res = await distrusting.request("/api/assist", {
    body: agreed(user, { task: "jobs.advice", ...CONTEXTS["jobs.advice"] }),
    token: user.token,
  });
  expect(res.status).toBe(502);
  expect(res.body.code).toBe("ai_unavailable");
  expect(llm.requests.length).toBe(before);
  expect((await adminGet(distrusting, "user_details", user.id)).tokenBalance).toBe(10000);
  expect(distrusting.output()).toMatch(/certificate/i);
});

/** The streamed answer's events (the whole response read, then split). */
async function streamed(stack: Stack, user: { token: string; disclosure?: Disclosure }, body: object) {
  const { res, text } = await streamedText(stack.url, llm, user, body);
  return { res, events: sseEvents(text).map((e) => e.event) };
}

it("streams through the trusted HTTPS provider too (curl trusts what the server trusts), and refuses the untrusted one", async () => {
  const user = await createUser(trusting);
  const ok = await streamed(trusting, user, { task: "profile.summary", ...CONTEXTS["profile.summary"] });
  expect(ok.res.status).toBe(200);
  expect(ok.events.at(-1)).toBe("done");
  expect(ok.events.filter((e) => e === "delta").length).toBeGreaterThan(1);

  const other = await createUser(distrusting);
  const before = llm.requests.length;
  const refused = await streamed(distrusting, other, { task: "profile.summary", ...CONTEXTS["profile.summary"] });
  expect(refused.res.status).toBe(502);
  expect(llm.requests.length).toBe(before);
  expect((await adminGet(distrusting, "user_details", other.id)).tokenBalance).toBe(10000);
});
