import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { AssistMessage, AssistStreamEvent, AssistStreamRequest } from "~lib/messages";

const session = vi.hoisted(() => ({ token: "tok" as string | null }));
vi.mock("~lib/session", () => ({
  activeSession: async () => (session.token ? { token: session.token } : null),
  clearSession: vi.fn(async () => void (session.token = null)),
  SIGNED_OUT: { ok: false, status: 401, error: { code: "unauthenticated", message: "Sign in." } },
}));
const updateCachedBalance = vi.hoisted(() => vi.fn());
vi.mock("./me-cache", () => ({ getMe: vi.fn(), updateCachedBalance }));
const consentGate = vi.hoisted(() => vi.fn(async (): Promise<object> => ({ disclosure: { version: "v", provider: "p" } })));
const consentRefused = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("./consent", () => ({ consentGate, consentRefused }));

const { serveAssistStream } = await import("./assist-stream");

const body: AssistMessage = {
  task: "profile.summary",
  page: "profile",
  context: { profile: { name: "Ada", headline: "", location: "", about: "", experience: [], own: false } },
};
const RESULT = { suggestions: ["Hi there"], usage: { prompt: 1, completion: 2, total: 3 }, tokenBalance: 7, maxTokens: 10 };

/** A server-sent-event answer as POST /api/assist streams it: two deltas, then done. */
function streamed(): Response {
  const sse = [
    `event: delta\ndata: ${JSON.stringify({ index: 0, text: "Hi " })}\n\n`,
    `event: delta\ndata: ${JSON.stringify({ index: 0, text: "there" })}\n\n`,
    `event: done\ndata: ${JSON.stringify(RESULT)}\n\n`,
  ].join("");
  return new Response(sse, { status: 200, headers: { "content-type": "text/event-stream" } });
}

const limited = (seconds: number) =>
  new Response(JSON.stringify({ code: "rate_limited", message: "Too many requests.", retryAfter: seconds }), {
    status: 429,
    headers: { "content-type": "application/json", "retry-after": String(seconds) },
  });

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

/** Opens a port as a content script does, asks once, and resolves with every event once `done` or `error` came. */
function ask(): Promise<AssistStreamEvent[]> {
  const events: AssistStreamEvent[] = [];
  let onMessage: (message: AssistStreamRequest) => void = () => undefined;
  return new Promise((resolve) => {
    const port = {
      onDisconnect: { addListener: () => undefined },
      onMessage: { addListener: (listener: typeof onMessage) => (onMessage = listener) },
      postMessage: (event: AssistStreamEvent) => {
        events.push(event);
        if (event.type !== "delta") resolve(events);
      },
    };
    serveAssistStream(port as unknown as chrome.runtime.Port);
    onMessage({ type: "start", body });
  });
}

/** each test starts an hour after the one before: past any wait an earlier test started */
let clock = Date.now();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime((clock += 3_600_000));
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  consentGate.mockClear();
  consentRefused.mockClear();
  session.token = "tok";
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("streamed answers", () => {
  it("passes each delta on, then the whole answer, and keeps the new balance", async () => {
    fetchMock.mockResolvedValueOnce(streamed());
    expect(await ask()).toEqual([
      { type: "delta", index: 0, text: "Hi " },
      { type: "delta", index: 0, text: "there" },
      { type: "done", data: RESULT },
    ]);
    expect(updateCachedBalance).toHaveBeenCalledWith(7);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/api\/assist$/);
    expect(new Headers(init.headers).get("authorization")).toBe("tok");
  });
});

describe("after a 429", () => {
  it("answers from the Retry-After wait without asking the server again, then asks once it has passed", async () => {
    fetchMock.mockResolvedValueOnce(limited(20));
    expect(await ask()).toEqual([
      { type: "error", error: { code: "rate_limited", message: "Too many requests.", retryAfter: 20 } },
    ]);

    vi.advanceTimersByTime(5_000);
    expect(await ask()).toMatchObject([{ type: "error", error: { code: "rate_limited", retryAfter: 15 } }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(15_000);
    fetchMock.mockResolvedValueOnce(streamed());
    expect((await ask()).at(-1)).toMatchObject({ type: "done" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("consent", () => {
  it("sends nothing before the user agreed to the disclosure, and names the disclosure agreed to when it sends", async () => {
    consentGate.mockResolvedValueOnce({ error: { code: "consent_required", message: "Agree first." } });
    expect(await ask()).toEqual([{ type: "error", error: { code: "consent_required", message: "Agree first." } }]);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(streamed());
    await ask();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toMatchObject({
      task: "profile.summary",
      disclosure: { version: "v", provider: "p" },
    });
  });

  it("the server's 409 consent_required is passed on, and the worker learns what the server holds", async () => {
    const refusal = { code: "consent_required", message: "Your account has no agreement to what Netlift sends." };
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(refusal), { status: 409, headers: { "content-type": "application/json" } }),
    );
    expect(await ask()).toEqual([{ type: "error", error: refusal }]);
    expect(consentRefused).toHaveBeenCalledTimes(1); // so the helper shows the disclosure again
  });

  it("asks nothing, not even for consent, when signed out", async () => {
    session.token = null;
    expect(await ask()).toEqual([{ type: "error", error: { code: "unauthenticated", message: "Sign in." } }]);
    expect(consentGate).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
