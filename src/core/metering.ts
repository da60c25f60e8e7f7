/** Token metering and rate-limit windows: pure arithmetic, shared by the assist hook and its tests. */

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * A usable estimate of a text's tokens, for reserving before the call and when an API omits usage.
 * Tokenizers take about four ASCII characters per token, but far fewer of anything else: Cyrillic,
 * Greek, Arabic or Hebrew run about two characters a token, and Chinese, Japanese, Korean, Thai or
 * an emoji a token or more each. Counting those as ASCII let a Chinese page spend three times what
 * was reserved for it.
 */
export function estimateTokens(text: string): number {
  if (!NON_ASCII.test(text)) return Math.ceil(text.length / 4);
  let ascii = 0;
  let twoByte = 0;
  let wide = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) ascii += 1;
    else if (code < 0x800) twoByte += 1;
    else wide += 1; // CJK, kana, Hangul, Thai, Indic…, and each half of an emoji's surrogate pair
  }
  return Math.ceil(ascii / 4 + twoByte / 2 + wide);
}

/** A string's length in UTF-8 bytes, which is what body limits are measured in. */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) bytes += 1; // a surrogate pair: 4 bytes for 2 code units
    else if (code >= 0x800) bytes += 2;
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
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

/**
 * Fixed-window rate limiting: the window a moment falls in (named by the moment it ends, so a sweep
 * can tell an expired count from its key alone), the previous window's end, and the seconds until
 * this one ends.
 */
export function rateWindow(nowMs: number, windowMs: number): { endsAt: number; previousEndsAt: number; retryAfterSeconds: number } {
  const endsAt = (Math.floor(nowMs / windowMs) + 1) * windowMs;
  return { endsAt, previousEndsAt: endsAt - windowMs, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - nowMs) / 1000)) };
}

/** The store key of a rate-limit count: `rl:<scope>:<key>:<window end, ms>`. */
export function rateKey(scope: string, key: string, endsAt: number): string {
  return `rl:${scope}:${key}:${endsAt}`;
}

/** Store keys of rate-limit counts whose window has ended: they can be dropped. */
export function expiredRateKeys(keys: string[], nowMs: number): string[] {
  return keys.filter((key) => {
    if (!key.startsWith("rl:")) return false;
    const endsAt = Number(key.slice(key.lastIndexOf(":") + 1));
    return Number.isFinite(endsAt) && endsAt <= nowMs;
  });
}
