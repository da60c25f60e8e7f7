/**
 * Connection notes (task `invite.note`, issue #40): the short note LinkedIn lets a member add to an invitation to
 * connect. LinkedIn keeps it short (200 characters on free accounts, 300 on Premium), counted as its text box
 * counts them (UTF-16 code units, as `maxlength` does). What the context must hold, the limit it says, and how an
 * answer is made to fit it: cut at a sentence's end, else at a word's, never mid-word. Pure.
 */
import { apiError } from "./errors";
import type { Validation } from "./signup";

/** LinkedIn's limits: a free account's (what the extension assumes when the page does not say), Premium's. */
export const NOTE_LIMITS = { default: 200, max: 300, min: 40 } as const;

/** The goals a note can be written toward (the extension's chips; the request's `goal` may be any short text). */
export const INVITE_GOALS = ["Just connect", "Reconnect", "We met at an event", "Ask for advice", "Hiring", "Job search"];

export interface InvitationContext {
  /** the person invited, as the profile behind the dialog shows them (the profile helpers' context) */
  profile: Record<string, unknown>;
  /** the dialog's limit on the note's characters, when it says one */
  invitation?: { limit?: number };
}

const invalid = (field: string, message: string): Validation<never> => ({
  ok: false,
  error: apiError("invalid_input", message, { field }),
});
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function validateInvitationContext(context: Record<string, unknown>): Validation<true> {
  const { profile, invitation } = context;
  if (!isObject(profile) || typeof profile.name !== "string" || !profile.name.trim())
    return invalid("context.profile", "context.profile must be the profile of the person you invite, with their name.");
  if (invitation === undefined || invitation === null) return { ok: true, value: true };
  if (!isObject(invitation)) return invalid("context.invitation", "context.invitation must be an object: { limit }.");
  const { limit } = invitation;
  if (
    limit !== undefined &&
    !(Number.isInteger(limit) && (limit as number) >= NOTE_LIMITS.min && (limit as number) <= NOTE_LIMITS.max)
  )
    return invalid(
      "context.invitation.limit",
      `context.invitation.limit must be a whole number of characters from ${NOTE_LIMITS.min} to ${NOTE_LIMITS.max}.`,
    );
  return { ok: true, value: true };
}

/** The most characters a note may have, as the context says (validated), else a free account's. */
export function noteLimitOf(context: Record<string, unknown>): number {
  const limit = (context.invitation as { limit?: unknown } | undefined)?.limit;
  return typeof limit === "number" ? limit : NOTE_LIMITS.default;
}

/** Where a sentence ends: its punctuation (and a closing quote or bracket) before a space or the end; CJK's anywhere. */
const SENTENCE_END = /[。！？]|[.!?…]["'”’)\]]?(?=\s|$)/g;
/** What a text cut at a word should not end with: a comma, a colon, a dash, an opening bracket or quote. */
const DANGLING = /[\s,;:\-–—(["'“‘]+$/u;

/**
 * `text` within `limit` characters: as it is when it fits; else up to the last sentence end within the limit
 * when that keeps at least half of it; else up to the last whole word, with "…". Never a word cut in two.
 */
export function fitToLimit(text: string, limit: number): string {
  const clean = text.trim();
  if (clean.length <= limit) return clean;
  const head = clean.slice(0, limit);
  let sentence = -1;
  for (const match of head.matchAll(SENTENCE_END)) sentence = match.index + match[0].length;
  if (sentence >= limit / 2) return head.slice(0, sentence).trim();
  // room for "…" (one character), then the last break between words: a word the limit cuts goes whole
  const words = clean.slice(0, limit - 1);
  const cut = /\s/.test(clean.charAt(limit - 1)) ? words.length : words.search(/\s\S*$/);
  const kept = (cut > 0 ? words.slice(0, cut) : "").replace(DANGLING, "");
  // no break at all (a script written without spaces): its characters are its words
  return `${kept || words.trim()}…`;
}
