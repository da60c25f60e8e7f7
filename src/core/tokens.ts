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

/**
 * Store key prefix of a Pro refund waiting for its batch (pb_hooks/lib/tokens.js):
 * `refund:<userId>:<resetsAt>:<random>`, resetsAt (ms) naming the day whose reservation it gives back. One
 * key a refund, never updated: concurrent requests each write their own, so none is lost (the store has
 * no compare-and-set).
 */
export const REFUND_KEY = "refund:";

/** The key of a refund to `userId` of a reservation made on the day that resets at `resetsAtMs`. */
export function refundKey(userId: string, resetsAtMs: number, random: string): string {
  return `${REFUND_KEY}${userId}:${resetsAtMs}:${random}`;
}

export interface PendingRefund {
  userId: string;
  /** the day the reserved tokens came from (ms): a refund to a day already reset is dropped */
  resetsAt: number;
  total: number;
  /** the store keys to remove once applied */
  keys: string[];
}

/**
 * The refunds waiting in the store (its entries), by user and day. A key whose value is not a positive
 * amount, or that names no day, is listed to be removed and adds nothing.
 */
export function pendingRefunds(entries: Record<string, unknown>): PendingRefund[] {
  const byDay: Record<string, PendingRefund> = {};
  for (const key of Object.keys(entries)) {
    if (key.indexOf(REFUND_KEY) !== 0) continue;
    const parts = key.slice(REFUND_KEY.length).split(":");
    const resetsAt = Number(parts[1]);
    const group = `${parts[0]}:${parts[1]}`;
    const pending = (byDay[group] ??= {
      userId: parts[0] ?? "",
      resetsAt: isFinite(resetsAt) ? resetsAt : 0,
      total: 0,
      keys: [],
    });
    pending.keys.push(key);
    const amount = entries[key];
    if (pending.resetsAt > 0 && typeof amount === "number" && isFinite(amount) && amount > 0) pending.total += Math.round(amount);
  }
  return Object.keys(byDay).map((group) => byDay[group]!);
}
