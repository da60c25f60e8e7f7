/** Token metering and rate-limit windows: pure arithmetic, shared by the assist hook and its tests. */

/**
 * UTF-8 bytes of a string by the engine's own encoder: a loop over the characters runs ~40× slower in
 * PocketBase's JS engine (measured: 1.3 ms for a 2,000-character prompt, against 35 µs). null for a
 * text with a lone surrogate, which encodeURIComponent refuses.
 */
function nativeUtf8Length(text: string): number | null {
  try {
    return unescape(encodeURIComponent(text)).length;
  } catch {
    return null;
  }
}

/**
 * A usable estimate of a text's tokens, for reserving before the call and when an API omits usage.
 * Tokenizers take about four ASCII characters per token but far fewer of anything else: a Chinese,
 * Japanese, Korean, Thai or Indic character is about a token, and Cyrillic, Greek, Arabic or Hebrew
 * run two or three characters a token. Each byte a character takes beyond the first counts 3/8 of a
 * token: 1 token for a three-byte CJK character, 0.6 for a two-byte Cyrillic one, both on top of the
 * quarter every character counts. Counting them as ASCII let a Chinese page spend three times what
 * was reserved for it.
 */
export function estimateTokens(text: string): number {
  const bytes = nativeUtf8Length(text) ?? text.length * 3;
  return Math.ceil(text.length / 4 + ((bytes - text.length) * 3) / 8);
}

/** A string's length in UTF-8 bytes, which is what body limits are measured in. */
export function utf8Length(text: string): number {
  const native = nativeUtf8Length(text);
  if (native !== null) return native;
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes += 2; // a surrogate pair: 4 bytes for 2 code units
      i += 1;
    } else if (code >= 0x800) bytes += 2; // a lone surrogate too: written as U+FFFD
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/**
 * Prompt tokens of a chat: every message's text plus a few tokens of framing each. The system prompt is
 * ours and in English, so its length is enough; what the page or the user wrote is estimated closely.
 */
export function estimatePromptTokens(messages: ChatMessage[], estimate: (text: string) => number = estimateTokens): number {
  return messages.reduce((n, m) => n + (m.role === "system" ? Math.ceil(m.content.length / 4) : estimate(m.content)) + 4, 2);
}

// A piece a tokenizer cannot take in fewer than one token: a word of up to ten letters of a Latin, Greek
// or Cyrillic script with the spaces before it; two letters of a longer run (a word that long is rare, a
// run of random letters is not); one or two ASCII punctuation marks. Whatever is left (digits, whitespace
// before no word, every other script's characters, emoji halves) counts a token a character.
const LETTER = "A-Za-z\\u00C0-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF";
const PIECE = new RegExp(`\\s*[${LETTER}]{1,10}(?![${LETTER}])|[${LETTER}]{1,2}|[!-/:-@[-\`{-~]{1,2}`, "g");

/**
 * A count of a text's tokens that real tokenizers seldom exceed, for texts that tokenise densely:
 * digits ("0 1 2 3" is a token a character, four times estimateTokens), punctuation, short pieces
 * between spaces, CJK. Checked against OpenAI's o200k and cl100k tokenizers (tests/unit/metering.test.ts).
 * A regular expression over the whole text: 10–40× the cost of estimateTokens in PocketBase's engine,
 * so only reservations that need it use it (planReservation).
 */
export function estimateTokensStrict(text: string): number {
  return Math.max(estimateTokens(text), text.replace(PIECE, "\0").length);
}

/** The smallest answer worth asking for; below it the request is refused as out of tokens. */
export const MIN_COMPLETION_TOKENS = 64;

/**
 * How many completion tokens a request may ask for: the task's bound, capped by what is left of `room`
 * after the prompt. null when not even MIN_COMPLETION_TOKENS fit.
 */
export function completionBudget(room: number, promptTokens: number, taskMax: number): number | null {
  const left = Math.min(taskMax, room - promptTokens);
  return left >= MIN_COMPLETION_TOKENS ? left : null;
}

/** What a request takes, before the model is called, out of what its account may still spend today. */
export interface Reservation {
  /** the prompt's estimate: charged when the provider reports no usage */
  promptTokens: number;
  /** the completion asked for (max_tokens) */
  maxTokens: number;
  /** taken at once and held until the answer is settled: at least what the request can spend */
  amount: number;
}

/**
 * The reservation of a prompt out of `room` (a Free balance; what is left of a Pro day's fair use), or
 * null when not even MIN_COMPLETION_TOKENS of an answer fit. `quick` is the prompt's estimatePromptTokens;
 * `strict()` its count with estimateTokensStrict, asked for only when needed (10–40× the cost).
 *
 * While four times the quick estimate and the task's answer fit, that is what is reserved: no tokenizer
 * takes more than a token a byte and the quick estimate counts at least a quarter of a token a byte, so
 * the reservation covers what any provider counts, densest text included, and the unused part goes back
 * at settlement. Reserving only the quick estimate while checking that four times it was there let
 * concurrent requests count on the same spare tokens: eight dense requests at once spent twice a Free
 * day (issue #37, finding 4). When it does not fit, the strict count is reserved, with the answer the
 * rest of the room allows. Reserving `amount` only where the room still holds it is one conditional
 * UPDATE (pb_hooks/lib/tokens.js), so admission and reservation are one atomic step.
 */
export function planReservation(quick: number, strict: () => number, room: number, taskMax: number): Reservation | null {
  const worst = quick * 4 + taskMax;
  if (worst <= room) return { promptTokens: quick, maxTokens: taskMax, amount: worst };
  const prompt = strict();
  const budget = completionBudget(room, prompt, taskMax);
  return budget === null ? null : { promptTokens: prompt, maxTokens: budget, amount: prompt + budget };
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
 * What a stream the client hung up on has cost: the prompt as the provider counted it when it said so
 * before the hang-up (`reported`: the last usage the stream carried, if any), else `strictPrompt`, its
 * estimateTokensStrict count (the provider read the whole prompt whatever the client did, and a quick
 * estimate of dense text is a quarter of that: issue #37, finding 6); and what was written, as the
 * provider counted it or as estimated, whichever is more.
 */
export function abandonedUsage(
  reported: { prompt_tokens?: unknown; completion_tokens?: unknown } | null | undefined,
  strictPrompt: number,
  writtenSoFar: string,
): Usage {
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? Math.round(v) : null);
  const prompt = num(reported?.prompt_tokens) ?? strictPrompt;
  const completion = Math.max(num(reported?.completion_tokens) ?? 0, estimateTokens(writtenSoFar));
  return { prompt, completion, total: prompt + completion };
}

/**
 * Rate limiting: a window per key that opens at the key's first counted request and lasts `windowMs`.
 * A window shared by every key (aligned on the clock) would let a burst straddle its edge twice over,
 * and made the limit tests depend on when in the minute they ran.
 */

/** The store key of a rate-limit count: `rl:<scope>:<key>`. */
export function rateKey(scope: string, key: string): string {
  return `rl:${scope}:${key}`;
}

/** Seconds until a window that ends at `endsAt` is over (at least 1). */
export function retryAfterSeconds(endsAt: number, nowMs: number): number {
  return Math.max(1, Math.ceil((endsAt - nowMs) / 1000));
}

/** A count as the app store keeps it: "count|endsAt". */
function readRateCount(stored: unknown): { count: number; endsAt: number } | null {
  if (typeof stored !== "string") return null;
  const bar = stored.indexOf("|");
  const count = Number(stored.slice(0, bar));
  const endsAt = Number(stored.slice(bar + 1));
  return bar > 0 && Number.isFinite(count) && Number.isFinite(endsAt) ? { count, endsAt } : null;
}

/**
 * One more request on a stored count (undefined: none yet): its count in the current window, when that
 * window ends, and the value to store.
 */
export function nextRateCount(
  stored: unknown,
  nowMs: number,
  windowMs: number,
): { count: number; endsAt: number; value: string } {
  const current = readRateCount(stored);
  const open = current !== null && current.endsAt > nowMs;
  const count = open ? current.count + 1 : 1;
  const endsAt = open ? current.endsAt : nowMs + windowMs;
  return { count, endsAt, value: `${count}|${endsAt}` };
}

/** The store's rate-limit counts whose window has ended: they can be dropped. Nothing else in the store is touched. */
export function expiredRateKeys(entries: Record<string, unknown>, nowMs: number): string[] {
  return Object.keys(entries).filter((key) => {
    if (!key.startsWith("rl:")) return false;
    const count = readRateCount(entries[key]);
    return count !== null && count.endsAt <= nowMs;
  });
}
