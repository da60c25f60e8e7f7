/**
 * The disclosure and consent (issue #30) against a real PocketBase and the LLM stand-in: GET /api/me
 * names the disclosure's version and the AI provider (LLM_PROVIDER_NAME, else a name made from LLM_BASE_URL's host);
 * POST /api/account/consent records a decision on the account, only for the disclosure given now, and
 * the export shows it; /api/assist refuses a request agreed under another provider before the model
 * hears of it (what else /api/assist asks of consent: assist-consent.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISCLOSURE_VERSION } from "../../src/core/disclosure";
import { SELF_HOSTED_PROVIDER } from "../../src/core/provider-name";
import { adminGet, createUser } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let llm: LlmStandin;
/** the stand-in (on 127.0.0.1), as the disclosure names it by default */
const llmProvider = SELF_HOSTED_PROVIDER;
beforeAll(async () => {
  llm = await startLlmStandin();
  stack = await startStack({ env: { LLM_BASE_URL: llm.url } });
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

const llmRequests = async () =>
  ((await (await fetch(`${llm.url.replace(/\/v1$/, "")}/__control/requests`)).json()) as { count: number }).count;
const consent = (token: string | undefined, body: unknown) => stack.request("/api/account/consent", { token, body });
const assist = (token: string, disclosure?: unknown) =>
  stack.request("/api/assist", {
    token,
    body: { task: "profile.summary", ...CONTEXTS["profile.summary"], ...(disclosure === undefined ? {} : { disclosure }) },
  });

describe("GET /api/me's disclosure", () => {
  it("names the disclosure's version and, by default, a name made from LLM_BASE_URL's host: never its host or port (#37)", async () => {
    const user = await createUser(stack);
    const me = await stack.request("/api/me", { token: user.token });
    expect(me.status, me.text).toBe(200);
    expect(me.body.disclosure).toEqual({ version: DISCLOSURE_VERSION, provider: llmProvider });
    const { hostname, port } = new URL(llm.url);
    expect(me.body.disclosure.provider).not.toContain(hostname);
    expect(me.body.disclosure.provider).not.toContain(port);
  });
});

describe("POST /api/account/consent", () => {
  it("records the decision, the version, the provider and the time on the account; the export shows them", async () => {
    const user = await createUser(stack, { consent: false });
    const before = Date.now();
    const res = await consent(user.token, { decision: "agreed", version: DISCLOSURE_VERSION, provider: llmProvider });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ decision: "agreed", version: DISCLOSURE_VERSION, provider: llmProvider });
    const at = new Date(res.body.at).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    const stored = await adminGet(stack, "user_details", user.id);
    expect(stored).toMatchObject({ consentDecision: "agreed", consentVersion: DISCLOSURE_VERSION, consentProvider: llmProvider });
    expect(new Date(String(stored.consentAt).replace(" ", "T")).getTime()).toBe(at);

    const exported = await stack.request("/api/account/export", { token: user.token });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.details).toMatchObject({
      consentDecision: "agreed",
      consentVersion: DISCLOSURE_VERSION,
      consentProvider: llmProvider,
      consentAt: stored.consentAt,
    });
  });

  it("records a refusal the same way, and a later agreement replaces it", async () => {
    const user = await createUser(stack);
    expect((await consent(user.token, { decision: "declined", version: DISCLOSURE_VERSION, provider: llmProvider })).status).toBe(
      200,
    );
    expect(await adminGet(stack, "user_details", user.id)).toMatchObject({
      consentDecision: "declined",
      consentVersion: DISCLOSURE_VERSION,
    });
    expect((await consent(user.token, { decision: "agreed", version: DISCLOSURE_VERSION, provider: llmProvider })).status).toBe(
      200,
    );
    expect(await adminGet(stack, "user_details", user.id)).toMatchObject({ consentDecision: "agreed" });
  });

  it("a new account has decided nothing: the export says so with empty fields", async () => {
    const user = await createUser(stack, { consent: false });
    const exported = await stack.request("/api/account/export", { token: user.token });
    expect(exported.body.details).toMatchObject({ consentDecision: "", consentVersion: "", consentProvider: "", consentAt: "" });
  });

  it("refuses a decision about a disclosure that is not the server's now (409), and saves nothing", async () => {
    const user = await createUser(stack, { consent: false });
    for (const stale of [
      { decision: "agreed", version: "2020-01-01", provider: llmProvider },
      { decision: "agreed", version: DISCLOSURE_VERSION, provider: "another-provider.example" },
    ]) {
      const res = await consent(user.token, stale);
      expect(res.status, res.text).toBe(409);
      expect(res.body).toEqual({ code: "consent_required", message: expect.any(String) });
    }
    expect(await adminGet(stack, "user_details", user.id)).toMatchObject({ consentDecision: "", consentAt: "" });
  });

  it("refuses what is not a decision (400, naming the field) and needs a session (401)", async () => {
    const user = await createUser(stack);
    const cases: [unknown, string][] = [
      [{ decision: "maybe", version: DISCLOSURE_VERSION, provider: llmProvider }, "decision"],
      [{ decision: "agreed", provider: llmProvider }, "version"],
      [{ decision: "agreed", version: DISCLOSURE_VERSION, provider: 3 }, "provider"],
      [{ decision: "agreed", version: DISCLOSURE_VERSION, provider: llmProvider, at: "2020-01-01" }, "at"],
    ];
    for (const [body, field] of cases) {
      const res = await consent(user.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: "invalid_input", field });
    }
    expect((await consent(user.token, ["agreed"])).body).toMatchObject({ code: "invalid_input" }); // not an object
    expect((await consent(undefined, { decision: "agreed", version: DISCLOSURE_VERSION, provider: llmProvider })).status).toBe(
      401,
    );
  });

  it("cannot be written through PocketBase's record API", async () => {
    const user = await createUser(stack, { consent: false });
    const res = await stack.request(`/api/collections/user_details/records/${user.id}`, {
      method: "PATCH",
      token: user.token,
      body: { consentDecision: "agreed", consentVersion: DISCLOSURE_VERSION },
    });
    expect(res.status).not.toBe(200);
    expect(await adminGet(stack, "user_details", user.id)).toMatchObject({ consentDecision: "", consentVersion: "" });
  });
});

describe("POST /api/assist and the disclosure agreed to", () => {
  it("answers a request agreed under the current disclosure", async () => {
    const user = await createUser(stack);
    expect((await assist(user.token, { version: DISCLOSURE_VERSION, provider: llmProvider })).status).toBe(200);
  });

  it("refuses one agreed under another provider or version with 409 consent_required, before the model hears of it", async () => {
    const user = await createUser(stack);
    const before = await llmRequests();
    for (const stale of [
      { version: DISCLOSURE_VERSION, provider: "old-provider.example" },
      { version: "2020-01-01", provider: llmProvider },
      "yes",
    ]) {
      const res = await assist(user.token, stale);
      expect(res.status, res.text).toBe(409);
      expect(res.body).toEqual({ code: "consent_required", message: expect.any(String) });
    }
    expect(await llmRequests()).toBe(before);
    const me = await stack.request("/api/me", { token: user.token });
    expect(me.body.tokenBalance).toBe(10000); // nothing charged
  });
});

describe("LLM_PROVIDER_NAME", () => {
  it("names the provider in the operator's words: /api/me says so, and an agreement to the old name no longer holds", async () => {
    const user = await createUser(stack);
    const agreedBefore = { version: DISCLOSURE_VERSION, provider: llmProvider };
    await stack.restart({ LLM_PROVIDER_NAME: "Example AI (EU region)" });
    try {
      const me = await stack.request("/api/me", { token: user.token });
      expect(me.body.disclosure).toEqual({ version: DISCLOSURE_VERSION, provider: "Example AI (EU region)" });
      expect((await assist(user.token, agreedBefore)).status).toBe(409);
      expect((await consent(user.token, { decision: "agreed", ...agreedBefore })).status).toBe(409);
      const now = { version: DISCLOSURE_VERSION, provider: "Example AI (EU region)" };
      expect((await consent(user.token, { decision: "agreed", ...now })).status).toBe(200);
      expect((await assist(user.token, now)).status).toBe(200);
    } finally {
      await stack.restart({ LLM_PROVIDER_NAME: "" });
    }
  });
});
