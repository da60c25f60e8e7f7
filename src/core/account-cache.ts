/**
 * What the server remembers of a Pro account between /api/assist requests (the I/O lives in
 * pocketbase/pb_hooks/lib/account-cache.js): pure values in, values out.
 *
 * An entry is a string, so PocketBase's store holds a plain Go value:
 * "generation|tokenBalance|maxTokens|resetsAt|expiresAt|consentDecision|consentVersion|consentProvider|persona",
 * times in ms since the epoch, the consent fields as the row has them (URI-encoded: an operator's
 * provider name may hold "|"), the persona (who the user is, for the prompts: src/core/persona.ts, its
 * profile capped) as JSON last. This runs on
 * every Pro request in PocketBase's JS engine, where each operation counts (a split and a few
 * Number() calls cost a few µs; array callbacks and destructuring several times that): keep it plain.
 */

export interface CachedAccount {
  /** the user's generation when the row was read ("" before any save): a save of the user's details gives a new one */
  generation: string;
  tokenBalance: number;
  maxTokens: number;
  /** when the balance is due for its daily reset (lastTokenReset + 24 h) */
  resetsAt: number;
  expiresAt: number;
  /** the account's recorded consent (user_details' fields): /api/assist checks it on every request */
  consentDecision: string;
  consentVersion: string;
  consentProvider: string;
  /** the user's persona as JSON ("" when none was read) */
  persona: string;
}

/** A consent field without "|"; most have no "%" either, and skip the engine's decoder. */
const encodeField = (text: string) => encodeURIComponent(text);
const decodeField = (text: string) => {
  if (text.indexOf("%") < 0) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return "";
  }
};

export function encodeCachedAccount(a: CachedAccount): string {
  return (
    a.generation +
    "|" +
    a.tokenBalance +
    "|" +
    a.maxTokens +
    "|" +
    a.resetsAt +
    "|" +
    a.expiresAt +
    "|" +
    a.consentDecision +
    "|" +
    encodeField(a.consentVersion) +
    "|" +
    encodeField(a.consentProvider) +
    "|" +
    a.persona
  );
}

/** The entry, or null for anything that is not one. */
export function decodeCachedAccount(value: unknown): CachedAccount | null {
  if (typeof value !== "string") return null;
  // the persona is JSON and may hold "|": it is everything after the eighth one
  const parts = value.split("|");
  if (parts.length < 9) return null;
  const entry = {
    generation: parts[0] ?? "",
    tokenBalance: Number(parts[1]),
    maxTokens: Number(parts[2]),
    resetsAt: Number(parts[3]),
    expiresAt: Number(parts[4]),
    consentDecision: parts[5] ?? "",
    consentVersion: decodeField(parts[6] ?? ""),
    consentProvider: decodeField(parts[7] ?? ""),
    persona: parts.length === 9 ? (parts[8] ?? "") : parts.slice(8).join("|"),
  };
  const valid =
    isFinite(entry.tokenBalance) && isFinite(entry.maxTokens) && isFinite(entry.resetsAt) && isFinite(entry.expiresAt);
  return valid ? entry : null;
}

/**
 * Whether an entry may answer a request instead of the database: read in the user's current
 * generation, not expired, and not due for the daily reset. The database only ever resets a due
 * balance (lazily or by the cron job), so while an entry is not due, no reset can have changed the
 * row it mirrors; once it is due, the request reads (and resets) the row.
 */
export function isUsableEntry(entry: CachedAccount | null, generation: string, nowMs: number): entry is CachedAccount {
  return entry !== null && entry.generation === generation && entry.expiresAt > nowMs && entry.resetsAt > nowMs;
}

/** Store key of a user's entry, and of the user's generation. */
export const ACCOUNT_KEY = "account:";
export const GENERATION_KEY = "account-gen:";

/**
 * Keys of entries that have expired (or are not entries at all): they can be dropped, which is always
 * safe, since the next request reads the row. Generations are never dropped (see lib/account-cache.js).
 */
export function expiredAccountKeys(store: Record<string, unknown>, nowMs: number): string[] {
  const expired: string[] = [];
  for (const key of Object.keys(store)) {
    if (key.indexOf(ACCOUNT_KEY) !== 0) continue;
    const entry = decodeCachedAccount(store[key]);
    if (!entry || entry.expiresAt <= nowMs) expired.push(key);
  }
  return expired;
}
