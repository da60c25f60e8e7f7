import { afterEach, describe, expect, it, vi } from "vitest";

import { callApi } from "./api-client";
import { retryAfterSeconds } from "./retry-after";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: object, headers: Record<string, string> = {}) {
  const init = { status, headers: { "content-type": "application/json", ...headers } };
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), init)),
  );
}

describe("callApi and 429", () => {
  it("reads the Retry-After header of a rate_limited answer", async () => {
    answer(429, { code: "rate_limited", message: "Too many requests." }, { "Retry-After": "42" });
    const result = await callApi("/api/assist", { method: "POST", body: "{}" });
    expect(result).toMatchObject({ ok: false, status: 429, error: { code: "rate_limited", retryAfter: 42 } });
  });

  it("falls back to the body's retryAfter", async () => {
    answer(429, { code: "rate_limited", message: "Too many requests.", retryAfter: 7 });
    expect(await callApi("/api/assist")).toMatchObject({ ok: false, error: { retryAfter: 7 } });
  });

  it("adds nothing to other errors", async () => {
    answer(403, { code: "plan_required", message: "Feed is part of Pro." });
    const result = await callApi("/api/assist");
    expect(result.ok ? null : result.error).toEqual({ code: "plan_required", message: "Feed is part of Pro." });
  });
});

describe("retryAfterSeconds", () => {
  const now = Date.parse("2026-11-21T10:00:00Z");
  it.each([
    ["30", undefined, 30],
    [" 0 ", undefined, 1],
    ["Sat, 21 Nov 2026 10:01:30 GMT", undefined, 90],
    ["Sat, 21 Nov 2026 09:00:00 GMT", undefined, 1],
    [null, 12, 12],
    [null, 2.2, 3],
    ["soon", 5, 5],
    [null, "5", undefined],
    [null, -3, undefined],
    [null, undefined, undefined],
  ] as const)("header %s, body %s → %s", (header, body, seconds) => {
    expect(retryAfterSeconds(header, body, now)).toBe(seconds);
  });
});
