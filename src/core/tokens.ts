/** Daily token allowance math: pure values in, values out. */
import { formatCount, REFRESH_MS, type PlanId } from "./plans";

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

/**
 * What an account may still spend today. Free: its balance. Pro: the fair-use cap (PRO_DAILY_TOKENS) less
 * what the day has used; Pro usage is counted on the same balance, which goes below maxTokens and then
 * below zero, and resets with Free's at lastTokenReset + 24 h.
 */
export function roomToday(plan: PlanId, tokenBalance: number, maxTokens: number, proDailyTokens: number): number {
  return plan === "free" ? tokenBalance : proDailyTokens - (maxTokens - tokenBalance);
}

/** The 429 token_limit message: Free's allowance, or Pro's fair-use cap (`resetsAt`: ISO time). */
export function tokenLimitMessage(plan: PlanId, resetsAt: string, proDailyTokens: number): string {
  const when = `${resetsAt.slice(11, 16)} UTC`;
  return plan === "free"
    ? `You have used today's tokens. They refresh at ${when}.`
    : `You have reached today's fair-use limit of ${formatCount(proDailyTokens)} tokens. It refreshes at ${when}.`;
}
