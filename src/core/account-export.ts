/**
 * GET /api/account/export: the portable copy of a user's data the privacy policy promises. Built from
 * a whitelist: a field added to a collection later stays out until it is listed here.
 */
import { planOf } from "./plans";

/** user_details fields that are the user's own data (plan, tokens, billing status and references, consent). */
export const EXPORTED_DETAILS = [
  "email",
  "name",
  "industry",
  "role",
  "howDidYouHear",
  "profile",
  "voice",
  "premium",
  "tokenBalance",
  "maxTokens",
  "lastTokenReset",
  "subscriptionStatus",
  "paymentFailedAt",
  "stripeCustomerId",
  "stripeSubscriptionId",
  // the extension's disclosure: what the user decided, about which version and AI provider, and when
  "consentDecision",
  "consentVersion",
  "consentProvider",
  "consentAt",
  "created",
  "updated",
] as const;

export interface ExportSource {
  user: { id: string; email: string; name: string; verified: boolean; created: string; updated: string };
  /** the user_details row as read (any extra column is left out), null when missing */
  details: Record<string, unknown> | null;
  conversations: { numItems: number; items: unknown; updated: string } | null;
  messages: { kind: string; name: string; email: string; mainText: string; created: string }[];
  now: Date;
}

export function buildAccountExport(source: ExportSource) {
  const details: Record<string, unknown> = {};
  if (source.details) for (const field of EXPORTED_DETAILS) details[field] = source.details[field] ?? null;
  const { user } = source;
  return {
    format: "netlift-account-export",
    version: 1,
    exportedAt: source.now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      verified: user.verified,
      created: user.created,
      updated: user.updated,
    },
    details: source.details ? { ...details, plan: planOf(Boolean(source.details.premium)) } : null,
    conversations: source.conversations,
    messages: source.messages.map((m) => ({
      kind: m.kind,
      name: m.name,
      email: m.email,
      mainText: m.mainText,
      created: m.created,
    })),
  };
}

export type AccountExport = ReturnType<typeof buildAccountExport>;

/** "netlift-account-2026-11-24.json" */
export function exportFileName(now: Date): string {
  return `netlift-account-${now.toISOString().slice(0, 10)}.json`;
}
