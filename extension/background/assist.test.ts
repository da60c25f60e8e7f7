import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ApiResult } from "~lib/api";
import type { AssistMessage, AssistReply } from "~lib/messages";

const callWithSession = vi.hoisted(() => vi.fn<(path: string, init?: RequestInit) => Promise<ApiResult<unknown>>>());
vi.mock("~lib/session", () => ({ callWithSession }));
vi.mock("./me-cache", () => ({ updateCachedBalance: vi.fn() }));
const consentGate = vi.hoisted(() => vi.fn(async (): Promise<object> => ({ disclosure: { version: "v", provider: "p" } })));
vi.mock("./consent", () => ({ consentGate }));

const { default: handler } = await import("./messages/assist");

const body: AssistMessage = {
  task: "profile.summary",
  page: "profile",
  context: { profile: { name: "Ada", headline: "", location: "", about: "", experience: [], own: false } },
};

async function ask(): Promise<AssistReply> {
  let reply: AssistReply | undefined;
  await handler({ name: "assist", body } as never, { send: (r: AssistReply) => (reply = r) } as never);
  return reply!;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("assist handler after a 429", () => {
  it("answers from the Retry-After wait without asking the server again, then asks once it has passed", async () => {
    callWithSession.mockResolvedValueOnce({
      ok: false,
      status: 429,
      error: { code: "rate_limited", message: "Too many requests.", retryAfter: 20 },
    });
    expect(await ask()).toEqual({ ok: false, error: { code: "rate_limited", message: "Too many requests.", retryAfter: 20 } });

    vi.advanceTimersByTime(5_000);
    expect(await ask()).toMatchObject({ ok: false, error: { code: "rate_limited", retryAfter: 15 } });
    expect(callWithSession).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(15_000);
    callWithSession.mockResolvedValueOnce({ ok: true, data: { suggestions: ["Hi"], tokenBalance: 1, maxTokens: 2 } });
    expect(await ask()).toMatchObject({ ok: true });
    expect(callWithSession).toHaveBeenCalledTimes(2);
  });
});

describe("assist handler and consent", () => {
  it("sends nothing before the user agreed to the disclosure, and names the disclosure agreed to when it sends", async () => {
    vi.advanceTimersByTime(60_000); // past the wait the test above started
    callWithSession.mockClear();
    consentGate.mockResolvedValueOnce({ error: { code: "consent_required", message: "Agree first." } });
    expect(await ask()).toEqual({ ok: false, error: { code: "consent_required", message: "Agree first." } });
    expect(callWithSession).not.toHaveBeenCalled();

    callWithSession.mockResolvedValueOnce({ ok: true, data: { suggestions: ["Hi"], tokenBalance: 1, maxTokens: 2 } });
    await ask();
    expect(JSON.parse(String(callWithSession.mock.calls[0]![1]!.body))).toMatchObject({
      task: "profile.summary",
      disclosure: { version: "v", provider: "p" },
    });
  });
});
