/**
 * How large a request body each route takes (issue #37): every route, PocketBase's own included, is
 * bounded before anything reads its body, and a body over its route's bound is refused with 413
 * body_too_large. Each bound is the largest body the route legitimately receives, derived from the
 * limits of the fields it takes where it has any, so that a rule changed there moves the bound with it.
 *
 * Why it matters: PocketBase reads and parses the body of every POST, PUT, PATCH and DELETE under /api/
 * before its route even looks at it, up to 32 MB; parsing a hostile 30 MB JSON body cost 25 s of CPU
 * and 4 GB of memory (measured: about 0.5 ms a kilobyte on a record create, 0.06 on a sign-in).
 */
import { PROFILE_MAX } from "./account-settings";
import { ASSIST_LIMITS } from "./assist";
import { MESSAGE_LIMITS } from "./contact-messages";
import { VOICE_LIMITS } from "./persona";
import { SIGNUP_LIMITS } from "./signup";

/**
 * The most UTF-8 bytes a character of text takes in a JSON body: 3 for the rest of the Basic Multilingual
 * Plane (Chinese, Japanese, Hindi…); an emoji is 4 bytes for 2 characters, a JSON escape (\n, \") 2.
 */
const BYTES_PER_CHARACTER = 3;
/** Room for a body's field names, quotes, commas, short fields (an id, a kind) and white space. */
const ENVELOPE = 2048;
const KB = 1024;

const text = (...characters: number[]) => characters.reduce((sum, n) => sum + n, 0) * BYTES_PER_CHARACTER + ENVELOPE;

export const BODY_LIMITS = {
  /** GET, HEAD, OPTIONS: no body */
  none: 0,
  /** sign-in, sign-up, resets, verification, consent, password change, deletion, realtime subscriptions: a few fields */
  small: 8 * KB,
  /** a contact or feedback message (PocketBase's record create on `messages`) */
  contactMessage: text(MESSAGE_LIMITS.name, MESSAGE_LIMITS.email, MESSAGE_LIMITS.mainText),
  /** PATCH /api/account: the about-you fields, the saved LinkedIn profile and the voice with its samples */
  accountUpdate: text(
    SIGNUP_LIMITS.name,
    3 * SIGNUP_LIMITS.optional,
    PROFILE_MAX,
    VOICE_LIMITS.description,
    VOICE_LIMITS.samples * VOICE_LIMITS.sample,
  ),
  /** POST /api/assist: the context, its text fields and the request's own (src/core/assist.ts) */
  assist: ASSIST_LIMITS.bodyBytes,
  /** POST /api/extension/miss: a page type and two version strings */
  extensionMiss: 1 * KB,
  /**
   * Stripe's webhook: an event carries one object (a subscription, an invoice, a Checkout Session), whose
   * lists Stripe cuts at 10 entries; the largest seen are a few tens of kilobytes.
   */
  stripeWebhook: 256 * KB,
  /**
   * What an admin sends: records of any collection (a conversation's memory may hold up to 2 MB, an
   * extraction pack 300 KB, each possibly sent as an escaped string), collection imports, settings.
   */
  admin: 4096 * KB,
} as const;

export interface RouteBodyLimit {
  /** the most bytes the route's body may have; null: no bound of ours (an admin's backup upload) */
  bytes: number | null;
  /** only admins may call the route: anyone else is refused (401) before the body is read */
  adminOnly: boolean;
  /**
   * the bound depends on who asks and which collection (PocketBase's record writes): `bytes` is the
   * largest, and record-writes.pb.js applies the request's own (recordWriteLimit) before the body is read
   */
  perRequest: boolean;
}

const bound = (bytes: number | null, extra: Partial<RouteBodyLimit> = {}): RouteBodyLimit => ({
  bytes,
  adminOnly: false,
  perRequest: false,
  ...extra,
});
const adminOnly = (bytes: number | null = BODY_LIMITS.admin) => bound(bytes, { adminOnly: true });

/**
 * Routes whose bound is not the default one of their method, by "METHOD path" as the router registers
 * them. PocketBase 0.22's admin-only routes are listed so that a non-admin is refused before the body is
 * read: PocketBase itself checks only after parsing it.
 */
const ROUTES: Record<string, RouteBodyLimit> = {
  "POST /api/assist": bound(BODY_LIMITS.assist),
  "PATCH /api/account": bound(BODY_LIMITS.accountUpdate),
  "POST /api/extension/miss": bound(BODY_LIMITS.extensionMiss),
  "POST /api/stripe/webhook": bound(BODY_LIMITS.stripeWebhook),
  "POST /api/collections/:collection/records": bound(BODY_LIMITS.admin, { perRequest: true }),
  "PATCH /api/collections/:collection/records/:id": bound(BODY_LIMITS.admin, { perRequest: true }),
  // PocketBase's admin-only routes
  "POST /api/collections": adminOnly(),
  "PATCH /api/collections/:collection": adminOnly(),
  "DELETE /api/collections/:collection": adminOnly(),
  "PUT /api/collections/import": adminOnly(),
  "PATCH /api/settings": adminOnly(),
  "POST /api/settings/test/s3": adminOnly(),
  "POST /api/settings/test/email": adminOnly(),
  "POST /api/settings/apple/generate-client-secret": adminOnly(),
  "POST /api/backups": adminOnly(),
  // a backup is as large as the data: PocketBase streams it to disk
  "POST /api/backups/upload": adminOnly(null),
  "DELETE /api/backups/:key": adminOnly(),
  "POST /api/backups/:key/restore": adminOnly(),
  "POST /api/admins/auth-refresh": adminOnly(),
  "PATCH /api/admins/:id": adminOnly(),
  "DELETE /api/admins/:id": adminOnly(),
};

const BODILESS = ["GET", "HEAD", "OPTIONS"];

/**
 * The bound of a route, by its method and its path as registered ("/api/collections/:collection/records",
 * not the request's path). Any other route takes a few fields at most (BODY_LIMITS.small), and a GET,
 * HEAD or OPTIONS request no body.
 */
export function routeBodyLimit(method: string, routePath: string): RouteBodyLimit {
  const upper = method.toUpperCase();
  const listed = ROUTES[`${upper} ${routePath}`];
  if (listed) return listed;
  return bound(BODILESS.includes(upper) ? BODY_LIMITS.none : BODY_LIMITS.small);
}

/**
 * The bound of one record write (POST …/records, PATCH …/records/:id) through PocketBase's record API:
 * an admin's may be large, a visitor's contact message takes its fields, and nothing else is written
 * by clients (every other collection refuses their writes).
 */
export function recordWriteLimit(isAdmin: boolean, method: string, collectionName: string): number {
  if (isAdmin) return BODY_LIMITS.admin;
  if (method.toUpperCase() === "POST" && collectionName === "messages") return BODY_LIMITS.contactMessage;
  return BODY_LIMITS.small;
}

/** "8 KB", "68.5 KB", "4 MB": a bound as a message says it (1 KB = 1,024 bytes), to a tenth. */
export function describeBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  const [value, unit] = bytes < KB * KB ? [bytes / KB, "KB"] : [bytes / (KB * KB), "MB"];
  return `${Number(value.toFixed(1))} ${unit}`;
}

/** The 413 body_too_large message: what the route takes. */
export function bodyTooLargeMessage(bytes: number | null): string {
  if (bytes === null) return "The request body is too large.";
  if (bytes === 0) return "This request must not have a body.";
  return `The request body is too large: this route takes at most ${describeBytes(bytes)}.`;
}
