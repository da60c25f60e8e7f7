/** What GET /api/me answers, derived from the user and their user_details snapshot. */
import { parsePbDate } from "./dates";
import { PLANS, TOKENS, planOf, type PlanId } from "./plans";
import { resetsAt, tokensUsed } from "./tokens";

export interface DetailsSnapshot {
  premium: boolean;
  tokenBalance: number;
  maxTokens: number;
  /** PocketBase date string, "" when unknown */
  lastTokenReset: string;
  name: string;
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
  /** the plan's daily limit, null when unlimited */
  dailyTokenLimit: number | null;
}

/** The values a user has before (or without) a user_details record. */
export function defaultDetails(): DetailsSnapshot {
  return {
    premium: false,
    tokenBalance: TOKENS.dailyAllowance,
    maxTokens: TOKENS.dailyAllowance,
    lastTokenReset: "",
    name: "",
  };
}

export function describeAccount(
  user: { email: string; verified: boolean; name?: string },
  details: DetailsSnapshot | null,
  now: Date,
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
    dailyTokenLimit: PLANS[plan].dailyTokenLimit,
  };
}

/** The records created with every account (SPEC §3 initial values). */
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
