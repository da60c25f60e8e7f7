import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { PlanId } from "../../../src/core/plans";
import type { MeReply } from "../../lib/messages";
import { createPlanSource, retryDelay, RETRY_FIRST_MS, RETRY_MAX_MS } from "./plan-source";

const meOf = (plan: PlanId): MeReply => ({ ok: true, data: { plan } as never });
const down: MeReply = { ok: false, error: { code: "internal", message: "Cannot reach the server." } };

/** A requestMe whose answers the test hands out one by one. */
function controlledMe() {
  const pending: { fresh: boolean; answer: (reply: MeReply) => void }[] = [];
  const requestMe = vi.fn((fresh: boolean) => new Promise<MeReply>((answer) => pending.push({ fresh, answer })));
  return { requestMe, pending };
}

function broadcast() {
  let push: (plan: PlanId | null) => void = () => undefined;
  return { watch: (onPlan: typeof push) => ((push = onPlan), () => undefined), push: (plan: PlanId | null) => push(plan) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("createPlanSource", () => {
  it("keeps one request in flight: callers join it instead of asking again", async () => {
    const me = controlledMe();
    const source = createPlanSource({ requestMe: me.requestMe, watch: broadcast().watch });
    const calls = [source.refresh(), source.refresh(), source.refresh()];
    await vi.advanceTimersByTimeAsync(5_000);
    expect(me.requestMe).toHaveBeenCalledTimes(1);
    me.pending[0]!.answer(meOf("free"));
    expect(await Promise.all(calls)).toEqual(["free", "free", "free"]);
    expect(source.get()).toBe("free");
  });

  it("a fresh read asked during a cached one follows it, still one at a time", async () => {
    const me = controlledMe();
    const source = createPlanSource({ requestMe: me.requestMe, watch: broadcast().watch });
    void source.refresh();
    const fresh = source.refresh(true);
    const again = source.refresh(true);
    expect(me.requestMe).toHaveBeenCalledTimes(1);
    me.pending[0]!.answer(meOf("free"));
    await vi.advanceTimersByTimeAsync(0);
    expect(me.requestMe.mock.calls).toEqual([[false], [true]]);
    me.pending[1]!.answer(meOf("pro"));
    expect(await fresh).toBe("pro");
    expect(await again).toBe("pro");
  });

  it("backs off after failures (doubling, capped) and stops once an answer comes", async () => {
    const me = controlledMe();
    const source = createPlanSource({ requestMe: me.requestMe, watch: broadcast().watch });
    void source.refresh();
    me.pending[0]!.answer(down);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 1);
    expect(me.requestMe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(me.requestMe).toHaveBeenCalledTimes(2);
    me.pending[1]!.answer(down);
    await vi.advanceTimersByTimeAsync(2 * RETRY_FIRST_MS - 1);
    expect(me.requestMe).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(me.requestMe).toHaveBeenCalledTimes(3);
    me.pending[2]!.answer(meOf("pro"));
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
    expect(me.requestMe).toHaveBeenCalledTimes(3);
    expect(source.get()).toBe("pro");
    expect(retryDelay(1)).toBe(RETRY_FIRST_MS);
    expect(retryDelay(50)).toBe(RETRY_MAX_MS);
  });

  it("a thrown request (background gone) is a failure too; signed out is an answer (no retry)", async () => {
    const requestMe = vi
      .fn()
      .mockRejectedValueOnce(new Error("Could not establish connection"))
      .mockResolvedValue({
        ok: false,
        error: { code: "unauthenticated", message: "Sign in." },
      });
    const source = createPlanSource({ requestMe, watch: broadcast().watch });
    expect(await source.refresh()).toBeNull();
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(requestMe).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
    expect(requestMe).toHaveBeenCalledTimes(2);
  });

  it("follows the background's broadcasts and tells subscribers; a broadcast ends a pending retry", async () => {
    const me = controlledMe();
    const channel = broadcast();
    const source = createPlanSource({ requestMe: me.requestMe, watch: channel.watch });
    const seen: (PlanId | null)[] = [];
    source.subscribe(() => seen.push(source.get()));
    void source.refresh();
    me.pending[0]!.answer(down);
    await vi.advanceTimersByTimeAsync(0);
    channel.push("free");
    channel.push("pro");
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS);
    expect(me.requestMe).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(["free", "pro"]);
    source.stop();
    channel.push("free");
    expect(seen).toEqual(["free", "pro"]);
  });
});
