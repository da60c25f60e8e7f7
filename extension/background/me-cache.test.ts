import { beforeEach, describe, expect, it, vi } from "vitest";

import type { ApiResult } from "~lib/api-client";
import { PLAN_KEY, watchPlan } from "~lib/plan-broadcast";

const callWithSession = vi.hoisted(() => vi.fn<(path: string) => Promise<ApiResult<unknown>>>());
vi.mock("~lib/session", () => ({ callWithSession }));

const { forgetMe, getMe } = await import("./me-cache");

/** chrome.storage.local with its onChanged event, as content scripts see it. */
function fakeStorage() {
  const data: Record<string, unknown> = {};
  const listeners = new Set<(changes: Record<string, chrome.storage.StorageChange>, area: string) => void>();
  const change = (key: string, newValue: unknown) => {
    if (data[key] === newValue) return; // Chrome reports real changes only
    const oldValue = data[key];
    if (newValue === undefined) delete data[key];
    else data[key] = newValue;
    for (const l of listeners) l({ [key]: { oldValue, newValue } }, "local");
  };
  vi.stubGlobal("chrome", {
    storage: {
      local: {
        set: async (items: Record<string, unknown>) => Object.entries(items).forEach(([k, v]) => change(k, v)),
        remove: async (key: string) => change(key, undefined),
      },
      onChanged: { addListener: (l: never) => listeners.add(l), removeListener: (l: never) => listeners.delete(l) },
    },
  });
  return data;
}

const me = (plan: "free" | "pro") => ({ ok: true as const, data: { plan, maxTokens: 10000, tokenBalance: 10000 } });

describe("the cached /api/me tells open tabs about the plan", () => {
  let data: Record<string, unknown>;
  beforeEach(async () => {
    data = fakeStorage();
    callWithSession.mockReset();
    await forgetMe();
  });

  it("publishes each plan it reads, and null on sign-out; a failed read changes nothing", async () => {
    const seen: (string | null)[] = [];
    watchPlan((plan) => seen.push(plan));
    callWithSession.mockResolvedValueOnce(me("free"));
    await getMe();
    callWithSession.mockResolvedValueOnce(me("pro")); // upgraded on the website; the popup reads fresh
    await getMe(true);
    expect(data[PLAN_KEY]).toBe("pro");
    callWithSession.mockResolvedValueOnce({ ok: false, status: 503, error: { code: "internal", message: "down" } });
    await getMe(true);
    expect(data[PLAN_KEY]).toBe("pro");
    callWithSession.mockResolvedValueOnce({ ok: false, status: 401, error: { code: "unauthenticated", message: "Sign in." } });
    await getMe(true);
    expect(seen).toEqual(["free", "pro", null]);
  });
});
