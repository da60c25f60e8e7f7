import { beforeEach, describe, expect, it, vi } from "vitest";

import type { Me } from "../../src/core/account";
import { DISCLOSURE_VERSION } from "../../src/core/disclosure";
import type { ApiResult } from "~lib/api-client";

const callWithSession = vi.hoisted(() => vi.fn<(path: string, init?: RequestInit) => Promise<ApiResult<unknown>>>());
vi.mock("~lib/session", () => ({ callWithSession }));
/** what /api/me says the disclosure is (tests change the provider) */
const server = vi.hoisted(() => ({ provider: "api.openai.com", version: "" }));
const getMe = vi.hoisted(() =>
  vi.fn(async (): Promise<ApiResult<Me>> => ({
    ok: true,
    data: { disclosure: { version: server.version, provider: server.provider } } as Me,
  })),
);
vi.mock("./me-cache", () => ({ getMe }));

const { wordingOf } = await import("../features/shared/i18n");
const { API_ORIGIN, consentGate, consentRefused, consentStatus, decideConsent, forgetConsent } = await import("./consent");

/** chrome.storage.local, enough for the worker's reads and writes */
function fakeStorage() {
  const data: Record<string, unknown> = {};
  vi.stubGlobal("chrome", {
    storage: {
      local: {
        get: async (key: string) => (key in data ? { [key]: data[key] } : {}),
        set: async (items: Record<string, unknown>) => Object.assign(data, items),
        remove: async (key: string) => void delete data[key],
      },
    },
  });
  return data;
}

const shown = () => ({ version: DISCLOSURE_VERSION, provider: server.provider, origin: API_ORIGIN });
const posted = () =>
  callWithSession.mock.calls
    .filter(([path]) => path === "/api/account/consent")
    .map(([, init]) => JSON.parse(String(init?.body)));

let stored: Record<string, unknown>;
beforeEach(() => {
  stored = fakeStorage();
  server.provider = "api.openai.com";
  server.version = DISCLOSURE_VERSION;
  callWithSession.mockReset();
  callWithSession.mockResolvedValue({ ok: true, data: {} });
});

describe("consent in the background worker", () => {
  it("asks before anything was decided, and the gate lets nothing through", async () => {
    const status = await consentStatus();
    expect(status).toMatchObject({ ok: true, data: { state: { kind: "ask", changes: [] }, disclosure: shown(), record: null } });
    expect(await consentGate()).toEqual({ error: expect.objectContaining({ code: "consent_required" }) });
  });

  it("an agreement is recorded on the account, then kept in chrome.storage.local with its time; the gate then names it", async () => {
    const result = await decideConsent("agreed", shown());
    expect(result).toMatchObject({ ok: true, data: { state: { kind: "agreed" } } });
    expect(posted()).toEqual([{ decision: "agreed", version: DISCLOSURE_VERSION, provider: "api.openai.com" }]);
    expect(stored.consent).toMatchObject({ decision: "agreed", ...shown(), at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await consentGate()).toEqual({ disclosure: { version: DISCLOSURE_VERSION, provider: "api.openai.com" } });
  });

  it("keeps the words the user read, and asks again once that language's words are no longer this build's", async () => {
    await decideConsent("agreed", shown(), wordingOf("de"));
    expect(stored.consent).toMatchObject({ decision: "agreed", wording: wordingOf("de") });
    expect(await consentGate()).toHaveProperty("disclosure");
    // agreed to German words this build no longer has (a translation fixed since)
    stored.consent = { ...(stored.consent as object), wording: "de:00000000" };
    expect(await consentStatus()).toMatchObject({ ok: true, data: { state: { kind: "ask", changes: ["wording"] } } });
    expect(await consentGate()).toHaveProperty("error");
    // the same agreement, read in French words that are still the build's: nothing to ask
    stored.consent = { ...(stored.consent as object), wording: wordingOf("fr") };
    expect(await consentGate()).toHaveProperty("disclosure");
  });

  it("asks again when the server names another provider", async () => {
    await decideConsent("agreed", shown());
    server.provider = "api.mistral.ai";
    expect(await consentStatus()).toMatchObject({ ok: true, data: { state: { kind: "ask", changes: ["provider"] } } });
    expect(await consentGate()).toHaveProperty("error");
  });

  it("refuses a decision about a disclosure that is no longer current, and records nothing", async () => {
    const old = shown();
    server.provider = "api.mistral.ai";
    expect(await decideConsent("agreed", old)).toMatchObject({ ok: false, error: { code: "consent_required" } });
    expect(posted()).toEqual([]);
    expect(stored.consent).toBeUndefined();
  });

  it("an agreement the account could not record is not kept; a refusal is kept anyway", async () => {
    callWithSession.mockResolvedValue({ ok: false, status: 0, error: { code: "internal", message: "Cannot reach the server." } });
    expect(await decideConsent("agreed", shown())).toMatchObject({ ok: false });
    expect(stored.consent).toBeUndefined();
    expect(await decideConsent("declined", shown())).toMatchObject({ ok: true, data: { state: { kind: "declined" } } });
    expect(stored.consent).toMatchObject({ decision: "declined" });
  });

  it("when the server refuses for want of consent, an agreement it does not hold is forgotten: the helper asks again", async () => {
    await decideConsent("agreed", shown());
    await consentRefused(); // e.g. the account's record says declined, or was cleared
    expect(getMe).toHaveBeenLastCalledWith(true); // the disclosure as the server gives it now
    expect(stored.consent).toBeUndefined();
    expect(await consentStatus()).toMatchObject({ ok: true, data: { state: { kind: "ask", changes: [] } } });
  });

  it("when the server refused because its disclosure changed, the agreement stays, to show what changed", async () => {
    await decideConsent("agreed", shown());
    server.provider = "api.mistral.ai";
    await consentRefused();
    expect(stored.consent).toMatchObject({ decision: "agreed", provider: "api.openai.com" });
    expect(await consentStatus()).toMatchObject({ ok: true, data: { state: { kind: "ask", changes: ["provider"] } } });
  });

  it("signing out forgets the decision", async () => {
    await decideConsent("agreed", shown());
    await forgetConsent();
    expect(stored.consent).toBeUndefined();
  });

  it("a failed /api/me (signed out) is the gate's answer", async () => {
    getMe.mockResolvedValueOnce({ ok: false, status: 401, error: { code: "unauthenticated", message: "Sign in." } });
    expect(await consentGate()).toEqual({ error: { code: "unauthenticated", message: "Sign in." } });
  });
});
