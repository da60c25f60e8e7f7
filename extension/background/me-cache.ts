/**
 * The signed-in user's plan and tokens, cached briefly so pages do not ask the server on every click.
 * Every answer also publishes the plan to the open LinkedIn tabs (lib/plan-broadcast).
 */
import type { Me } from "../../src/core/account";
import type { ApiResult } from "~lib/api-client";
import { publishPlan } from "~lib/plan-broadcast";
import { callWithSession } from "~lib/session";

const TTL_MS = 30_000;
let cached: { at: number; me: Me } | null = null;

export async function getMe(fresh = false): Promise<ApiResult<Me>> {
  if (!fresh && cached && Date.now() - cached.at < TTL_MS) return { ok: true, data: cached.me };
  const result = await callWithSession<Me>("/api/me");
  cached = result.ok ? { at: Date.now(), me: result.data } : null;
  // a failed read (network, 5xx) says nothing about the plan: the tabs keep the last one
  if (result.ok) await publishPlan(result.data.plan);
  else if (result.error.code === "unauthenticated") await publishPlan(null);
  return result;
}

/** After an answer the balance is known: keep the cache right without another request. */
export function updateCachedBalance(tokenBalance: number) {
  if (cached) cached.me = { ...cached.me, tokenBalance, tokensUsed: Math.max(0, cached.me.maxTokens - tokenBalance) };
}

export async function forgetMe() {
  cached = null;
  await publishPlan(null);
}
