/**
 * After a 429 rate_limited, a route is not asked again until its Retry-After has passed: every helper
 * of every tab shares the one wait instead of each finding out from the server.
 */
import { DEFAULT_RETRY_AFTER_SECONDS } from "../lib/retry-after";

export interface Cooldown {
  /** starts (or extends) the wait */
  start: (seconds: number | undefined, nowMs?: number) => void;
  /** whole seconds left to wait, 0 when a request may go */
  remaining: (nowMs?: number) => number;
}

export function createCooldown(): Cooldown {
  let until = 0;
  return {
    start(seconds, nowMs = Date.now()) {
      until = Math.max(until, nowMs + (seconds ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000);
    },
    remaining(nowMs = Date.now()) {
      return Math.max(0, Math.ceil((until - nowMs) / 1000));
    },
  };
}
