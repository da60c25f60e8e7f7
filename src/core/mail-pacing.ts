/**
 * How often one address receives an account e-mail of one kind (verification, password reset, e-mail
 * change, "someone tried to sign up with your address"), whoever asks and from wherever
 * (pb_hooks/lib/mail-guard.js). Each such e-mail carries a working link, so one that is not sent because
 * another went out a moment ago takes nothing from the address's owner; and no one can fill an inbox from
 * our domain. The first review's fix allowed one every 5 minutes, so someone whose first verification
 * e-mail was lost waited 5 minutes for another (#37). Now the waits grow: a second after 60 s, a third 2
 * minutes after that, then 5 minutes, then 10; and at most 5 in an hour. Hence at most one a minute.
 */

/** The wait after the 1st, 2nd, 3rd… e-mail of the window, in seconds; the last one repeats. */
export const MAIL_WAITS_SECONDS: readonly number[] = [60, 120, 300, 600];
/** At most this many e-mails of one kind to one address in MAIL_WINDOW_MS (RATE_LIMIT_MAIL_ADDRESS overrides it). */
export const MAIL_PER_WINDOW = 5;
export const MAIL_WINDOW_MS = 3_600_000;

export interface MailPacing {
  waitsSeconds: readonly number[];
  /** NaN: no limit (a mistyped override limits nothing, as the other limits); 0 or less: nothing is sent */
  perWindow: number;
  windowMs: number;
}

export const DEFAULT_MAIL_PACING: MailPacing = {
  waitsSeconds: MAIL_WAITS_SECONDS,
  perWindow: MAIL_PER_WINDOW,
  windowMs: MAIL_WINDOW_MS,
};

/**
 * The send times (ms) that still count at `nowMs`: those within the window, oldest first. A time after
 * `nowMs` counts too: another request read the clock after this one and took the address first (the
 * review's 20 parallel requests), and its e-mail has gone all the same.
 */
export function recentSends(sent: readonly number[], nowMs: number, windowMs: number): number[] {
  return sent.filter((at) => typeof at === "number" && at > nowMs - windowMs).sort((a, b) => a - b);
}

/** Seconds until the next e-mail may go (0: now), given the times (ms) the earlier ones went. */
export function mailWait(sent: readonly number[], nowMs: number, pacing: MailPacing): number {
  const recent = recentSends(sent, nowMs, pacing.windowMs);
  if (pacing.perWindow <= 0) return Math.ceil(pacing.windowMs / 1000);
  if (recent.length === 0) return 0;
  const waits = pacing.waitsSeconds;
  const wait = waits.length ? waits[Math.min(recent.length - 1, waits.length - 1)]! : 0;
  let until = recent[recent.length - 1]! + wait * 1000;
  // the window's cap: the oldest of the last `perWindow` sends must have left the window
  if (recent.length >= pacing.perWindow) until = Math.max(until, recent[recent.length - pacing.perWindow]! + pacing.windowMs);
  return until > nowMs ? Math.ceil((until - nowMs) / 1000) : 0;
}

/** MAIL_ADDRESS_WAITS ("60,120,300,600"): the waits in seconds, or null when the text is not such a list. */
export function parseWaits(text: string): number[] | null {
  const parts = text.split(",").map((part) => part.trim());
  if (!parts.every((part) => /^\d+$/.test(part))) return null;
  return parts.map(Number);
}

/** "45 seconds", "2 minutes", "1 hour": a wait as the site and the server's messages say it (rounded up). */
export function describeWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 120) return s === 1 ? "1 second" : `${s} seconds`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 120) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}
