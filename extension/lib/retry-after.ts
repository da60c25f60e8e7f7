/** How long a 429 asks us to wait: the Retry-After header (seconds or an HTTP date), else the body's `retryAfter`. */
export function retryAfterSeconds(header: string | null, bodyValue: unknown, nowMs = Date.now()): number | undefined {
  const value = header?.trim() ?? "";
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  if (value) {
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return Math.max(1, Math.ceil((at - nowMs) / 1000));
  }
  if (typeof bodyValue === "number" && Number.isFinite(bodyValue) && bodyValue > 0) return Math.ceil(bodyValue);
  return undefined;
}

/** The wait assumed when a 429 names none. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;
