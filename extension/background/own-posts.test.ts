import { beforeEach, describe, expect, it, vi } from "vitest";

import type { ApiResult } from "~lib/api-client";
import type { OwnPostsReply } from "~lib/messages";

const SIGNED_OUT = vi.hoisted(() => ({
  ok: false as const,
  status: 401,
  error: { code: "unauthenticated" as const, message: "Sign in to Netlift: click the extension icon." },
}));
const activeSession = vi.hoisted(() => vi.fn());
const callWithSession = vi.hoisted(() => vi.fn<(path: string, init?: RequestInit) => Promise<ApiResult<unknown>>>());
vi.mock("~lib/session", () => ({ activeSession, callWithSession, SIGNED_OUT }));
const consentGate = vi.hoisted(() => vi.fn());
vi.mock("./consent", () => ({ consentGate }));

const { default: handler } = await import("./messages/own-posts");

/** What the handler answers a content script's message. */
async function ask(): Promise<OwnPostsReply> {
  const send = vi.fn();
  await handler({ name: "own-posts", body: {} } as never, { send } as never);
  expect(send).toHaveBeenCalledTimes(1);
  return send.mock.calls[0]![0] as OwnPostsReply;
}

const AGREED = { disclosure: { version: "2026-11-27", provider: "api.openai.com" } };

beforeEach(() => {
  activeSession.mockReset().mockResolvedValue({ token: "t", userId: "u1", email: "nadia@example.com" });
  consentGate.mockReset().mockResolvedValue(AGREED);
  callWithSession.mockReset();
});

describe("own-posts: the user's saved posts, to follow one up", () => {
  it("answers the voice's samples, read from the user's own user_details record", async () => {
    callWithSession.mockResolvedValue({
      ok: true,
      data: { voice: { description: "plain and calm", samples: ["Partner programmes live or die…", "Quiet win this week."] } },
    });
    expect(await ask()).toEqual({ ok: true, data: { posts: ["Partner programmes live or die…", "Quiet win this week."] } });
    expect(callWithSession).toHaveBeenCalledWith("/api/collections/user_details/records/u1");
  });

  it("no voice saved (or not a voice): no posts", async () => {
    callWithSession.mockResolvedValue({ ok: true, data: { voice: null } });
    expect(await ask()).toEqual({ ok: true, data: { posts: [] } });
    callWithSession.mockResolvedValue({ ok: true, data: { voice: "nonsense" } });
    expect(await ask()).toEqual({ ok: true, data: { posts: [] } });
  });

  it("signed out: says so, and asks nothing", async () => {
    activeSession.mockResolvedValue(null);
    expect(await ask()).toEqual({ ok: false, error: SIGNED_OUT.error });
    expect(consentGate).not.toHaveBeenCalled();
    expect(callWithSession).not.toHaveBeenCalled();
  });

  it("before the user agreed to the disclosure: the gate's error, and nothing is read", async () => {
    const error = { code: "consent_required" as const, message: "Netlift sends nothing until you agree to what it sends." };
    consentGate.mockResolvedValue({ error });
    expect(await ask()).toEqual({ ok: false, error });
    expect(callWithSession).not.toHaveBeenCalled();
  });

  it("a failed read: the API's error", async () => {
    const error = { code: "internal" as const, message: "Cannot reach the server." };
    callWithSession.mockResolvedValue({ ok: false, status: 0, error });
    expect(await ask()).toEqual({ ok: false, error });
  });
});
