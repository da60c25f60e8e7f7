/** Daily token allowance math: pure values in, values out. */
import { REFRESH_MS } from "./plans";

/** When the balance refreshes: lastTokenReset + 24 h. A missing reset time counts as due now. */
export function resetsAt(lastTokenReset: Date | null, now: Date): Date {
  return lastTokenReset ? new Date(lastTokenReset.getTime() + REFRESH_MS) : now;
}

export function isResetDue(lastTokenReset: Date | null, now: Date): boolean {
  return resetsAt(lastTokenReset, now).getTime() <= now.getTime();
}

/** The latest lastTokenReset that is due at `now` (for a conditional UPDATE). */
export function dueCutoff(now: Date): Date {
  return new Date(now.getTime() - REFRESH_MS);
}

/** tokens used = maxTokens − tokenBalance, never negative. */
export function tokensUsed(maxTokens: number, tokenBalance: number): number {
  return Math.max(0, maxTokens - tokenBalance);
}
