/** Token metering and rate-limit windows: pure arithmetic, shared by the assist hook and its tests. */

/** A usable estimate when an API omits usage: about four characters per token, rounded up. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** Prompt tokens of a chat: every message's text plus a few tokens of framing each. */
export function estimatePromptTokens(messages: ChatMessage[]): number {
  return messages.reduce((n, m) => n + estimateTokens(m.content) + 4, 2);
}

/** The smallest answer worth asking for; below it the request is refused as out of tokens. */
export const MIN_COMPLETION_TOKENS = 64;

/**
 * How many completion tokens a Free user may ask for: the task's bound, capped by what is left
 * after the prompt. null when not even MIN_COMPLETION_TOKENS fit.
 */
export function completionBudget(balance: number, promptTokens: number, taskMax: number): number | null {
  const room = Math.min(taskMax, balance - promptTokens);
  return room >= MIN_COMPLETION_TOKENS ? room : null;
}

export interface Usage {
  prompt: number;
  completion: number;
  total: number;
}

/** Usage as the API reported it, or estimated from the texts when it did not. */
export function resolveUsage(
  reported: { prompt_tokens?: unknown; completion_tokens?: unknown; total_tokens?: unknown } | null | undefined,
  promptEstimate: number,
  completionText: string,
): Usage {
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? Math.round(v) : null);
  const prompt = num(reported?.prompt_tokens) ?? promptEstimate;
  const completion = num(reported?.completion_tokens) ?? estimateTokens(completionText);
  return { prompt, completion, total: num(reported?.total_tokens) ?? prompt + completion };
}

/** Fixed-window rate limiting: the window a moment falls in and the seconds until it ends. */
export function rateWindow(nowMs: number, windowMs: number): { bucket: number; retryAfterSeconds: number } {
  const bucket = Math.floor(nowMs / windowMs);
  return { bucket, retryAfterSeconds: Math.max(1, Math.ceil(((bucket + 1) * windowMs - nowMs) / 1000)) };
}
