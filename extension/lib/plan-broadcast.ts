/**
 * The signed-in user's plan, passed from the background (which reads /api/me) to every open LinkedIn
 * tab through chrome.storage.local: an upgrade seen anywhere (the popup opening, a helper asking)
 * unlocks the helpers of tabs that are already open.
 */
import type { PlanId } from "../../src/core/plans";

export const PLAN_KEY = "plan";

const isPlanId = (value: unknown): value is PlanId => value === "free" || value === "pro";

/** Background: records the plan (null when signed out). Storage only reports real changes to the tabs. */
export async function publishPlan(plan: PlanId | null): Promise<void> {
  const write = plan ? chrome.storage.local.set({ [PLAN_KEY]: plan }) : chrome.storage.local.remove(PLAN_KEY);
  // the tabs then keep what they had: not worth failing the request that learned the plan
  await write.catch(() => undefined);
}

/** Content scripts: calls `onPlan` whenever the published plan changes; returns the function that stops watching. */
export function watchPlan(onPlan: (plan: PlanId | null) => void): () => void {
  const listener = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    const change = changes[PLAN_KEY];
    if (area === "local" && change) onPlan(isPlanId(change.newValue) ? change.newValue : null);
  };
  chrome.storage.onChanged.addListener(listener);
  return () => chrome.storage.onChanged.removeListener(listener);
}
