/**
 * The signed-in user's plan as the helpers of one LinkedIn tab see it. Asked of the background once
 * at start; then kept current by the background's broadcasts (any /api/me read, e.g. the popup opening
 * after an upgrade) and asked again, past the background's cache, when a helper is about to show its
 * lock or the server answers plan_required. One request at a time; a failed one is retried with
 * exponential backoff, never in a loop.
 */
import type { PlanId } from "../../../src/core/plans";
import type { MeReply } from "../../lib/messages";

export interface PlanSource {
  /** the last known plan; null while unknown or signed out */
  get: () => PlanId | null;
  subscribe: (listener: () => void) => () => void;
  /** asks the background (`fresh`: past its short cache); joins the request in flight, if any */
  refresh: (fresh?: boolean) => Promise<PlanId | null>;
  stop: () => void;
}

export interface PlanSourceDeps {
  requestMe: (fresh: boolean) => Promise<MeReply>;
  /** the background's broadcasts (lib/plan-broadcast) */
  watch: (onPlan: (plan: PlanId | null) => void) => () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

/** Delay before the retry that follows the n-th failure in a row (n ≥ 1). */
export function retryDelay(failures: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
}

export function createPlanSource(deps: PlanSourceDeps): PlanSource {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const listeners = new Set<() => void>();
  let plan: PlanId | null = null;
  let inFlight: { fresh: boolean; promise: Promise<PlanId | null> } | null = null;
  let failures = 0;
  let retry: unknown = null;
  let stopped = false;

  function cancelRetry() {
    if (retry !== null) clearTimer(retry);
    retry = null;
  }

  function set(next: PlanId | null) {
    if (next === plan) return;
    plan = next;
    for (const listener of listeners) listener();
  }

  async function ask(fresh: boolean): Promise<PlanId | null> {
    const reply = await deps.requestMe(fresh).catch(() => null);
    if (stopped) return plan;
    if (reply?.ok || reply?.error.code === "unauthenticated") {
      failures = 0;
      set(reply.ok ? reply.data.plan : null);
    } else {
      // network down, server error, background restarting: keep the last plan, ask again later
      failures += 1;
      cancelRetry();
      retry = setTimer(() => {
        retry = null;
        void refresh();
      }, retryDelay(failures));
    }
    return plan;
  }

  function refresh(fresh = false): Promise<PlanId | null> {
    if (stopped) return Promise.resolve(plan);
    if (inFlight) return inFlight.fresh || !fresh ? inFlight.promise : inFlight.promise.then(() => refresh(true));
    cancelRetry();
    const promise = ask(fresh).finally(() => {
      inFlight = null;
    });
    inFlight = { fresh, promise };
    return promise;
  }

  const stopWatching = deps.watch((next) => {
    // the background just read /api/me: no need to retry a failed read
    failures = 0;
    cancelRetry();
    set(next);
  });

  return {
    get: () => plan,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    stop() {
      stopped = true;
      cancelRetry();
      stopWatching();
      listeners.clear();
    },
  };
}
