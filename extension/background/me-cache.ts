/** The signed-in user's plan and tokens, cached briefly so pages do not ask the server on every click. */
import type { Me } from "../../src/core/account";
import type { ApiResult } from "~lib/api";
import { callWithSession } from "~lib/session";

const TTL_MS = 30_000;
let cached: { at: number; me: Me } | null = null;

export async function getMe(fresh = false): Promise<ApiResult<Me>> {
  if (!fresh && cached && Date.now() - cached.at < TTL_MS) return { ok: true, data: cached.me };
  const result = await callWithSession<Me>("/api/me");
  cached = result.ok ? { at: Date.now(), me: result.data } : null;
  return result;
}

/** After an answer the balance is known: keep the cache right without another request. */
export function updateCachedBalance(tokenBalance: number) {
  if (cached) cached.me = { ...cached.me, tokenBalance, tokensUsed: Math.max(0, cached.me.maxTokens - tokenBalance) };
}

export function forgetMe() {
  cached = null;
}
