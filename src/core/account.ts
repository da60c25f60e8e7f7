/** What GET /api/me answers, derived from the user and their user_details snapshot. */
import { paymentNeedsAttention } from "./billing";
import { parsePbDate } from "./dates";
import { currentDisclosure, type Disclosure } from "./disclosure";
import { PLANS, TOKENS, planOf, type PlanId } from "./plans";
import { resetsAt, tokensUsed } from "./tokens";

export interface DetailsSnapshot {
  premium: boolean;
  tokenBalance: number;
  maxTokens: number;
  /** PocketBase date string, "" when unknown */
  lastTokenReset: string;
  name: string;
  /** Stripe subscription status ("" = never subscribed) */
  subscriptionStatus: string;
  /** PocketBase date of the last failed invoice, "" when none */
  paymentFailedAt: string;
}

export interface Me {
  email: string;
  verified: boolean;
  name: string;
  premium: boolean;
  plan: PlanId;
  tokenBalance: number;
  maxTokens: number;
  tokensUsed: number;
  /** ISO time of the next refresh (lastTokenReset + 24 h) */
  resetsAt: string;
  /** the plan's daily limit: Free's allowance, Pro's fair-use cap (PRO_DAILY_TOKENS) */
  dailyTokenLimit: number;
  billing: {
    /** false when the server has no Stripe configuration */
    configured: boolean;
    subscriptionStatus: string;
    /** the last payment failed and the subscription is not back to active */
    paymentFailed: boolean;
  };
  /** what the extension's disclosure names (its version, the AI provider): a change asks the user again */
  disclosure: Disclosure;
}

/** The values a user has before (or without) a user_details record. */
export function defaultDetails(): DetailsSnapshot {
  return {
    premium: false,
    tokenBalance: TOKENS.dailyAllowance,
    maxTokens: TOKENS.dailyAllowance,
    lastTokenReset: "",
    name: "",
    subscriptionStatus: "",
    paymentFailedAt: "",
  };
}

export function describeAccount(
  user: { email: string; verified: boolean; name?: string },
  details: DetailsSnapshot | null,
  now: Date,
  billingConfigured = false,
  provider = "",
  proDailyTokens = PLANS.pro.dailyTokenLimit,
): Me {
  const d = details ?? defaultDetails();
  const plan = planOf(d.premium);
  return {
    email: user.email,
    verified: user.verified,
    name: d.name || user.name || "",
    premium: d.premium,
    plan,
    tokenBalance: d.tokenBalance,
    maxTokens: d.maxTokens,
    tokensUsed: tokensUsed(d.maxTokens, d.tokenBalance),
    resetsAt: resetsAt(parsePbDate(d.lastTokenReset), now).toISOString(),
    dailyTokenLimit: plan === "pro" ? proDailyTokens : PLANS.free.dailyTokenLimit,
    billing: {
      configured: billingConfigured,
      subscriptionStatus: d.subscriptionStatus,
      paymentFailed: d.paymentFailedAt !== "" && paymentNeedsAttention(d.subscriptionStatus),
    },
    disclosure: currentDisclosure(provider),
  };
}

/** The records created with every account (with their initial values). */
export function initialRecords(now: string) {
  return {
    details: {
      profile: "",
      lastTokenReset: now,
      tokenBalance: TOKENS.dailyAllowance,
      maxTokens: TOKENS.dailyAllowance,
      premium: false,
    },
    conversations: { numItems: 0, items: { "0": [] as unknown[] } },
  };
}
