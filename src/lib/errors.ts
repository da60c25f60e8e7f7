/** One mapping from any failure (SDK error, API error body, network) to a sentence a user can read. */
import { ClientResponseError } from "pocketbase";

/** PocketBase's top-level text for any validation failure; the field messages under `data` say what is wrong. */
const GENERIC = "Something went wrong while processing your request.";

const KNOWN: Record<string, string> = {
  "Failed to authenticate.": "Incorrect e-mail or password.",
  "The request requires valid record authorization token to be set.": "Please log in to continue.",
  [GENERIC]: "Something went wrong. Please try again.",
};

/** The site's names for PocketBase's field keys; a field not listed here is shown without a name. */
const FIELD_LABELS: Record<string, string> = {
  identity: "E-mail",
  email: "E-mail",
  newEmail: "New e-mail",
  password: "Password",
  passwordConfirm: "Confirm password",
  name: "Name",
};

/** PocketBase's field error codes whose own text does not say what happened or what to do; shown without a label. */
const FIELD_CODES: Record<string, string> = {
  validation_invalid_token: "This link has expired or was already used. Ask for a new one.",
  validation_record_email_invalid: "This e-mail address is already used by another account.",
  validation_email_taken: "This e-mail address is already used by another account.",
  validation_existing_token_email: "This e-mail address is now used by another account.",
  validation_invalid_password: "That password is not correct.",
};

/** Strips "Code: " / "ClientResponseError 400: " style prefixes a provider may put in front of its text. */
export function stripPrefix(message: string): string {
  return message.replace(/^(ClientResponseError|Error|PocketBase)?\s*\d*\s*:\s*/i, "").trim();
}

/** "E-mail: Cannot be blank. Password: Cannot be blank." from PocketBase's `data` of field errors, or "" when none. */
function fieldMessages(data: unknown): string {
  if (!data || typeof data !== "object") return "";
  const parts: string[] = [];
  for (const [field, value] of Object.entries(data as Record<string, unknown>)) {
    if (!value || typeof value !== "object" || !("message" in value) || typeof value.message !== "string") continue;
    const known = "code" in value && typeof value.code === "string" ? FIELD_CODES[value.code] : undefined;
    if (known) {
      parts.push(known);
      continue;
    }
    const label = FIELD_LABELS[field];
    parts.push(label ? `${label}: ${value.message}` : value.message);
  }
  return parts.join(" ");
}

/**
 * What a refused request says about one form field, to show on that field; null when it names another
 * or none. Our routes' 400 names it in `field` (its message is the sentence); PocketBase's own routes
 * put it under `data`, with a code where its text says too little (FIELD_CODES).
 */
export function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return null;
  const body = error.response as { field?: unknown; message?: unknown; data?: Record<string, unknown> };
  if (body?.field === field && typeof body.message === "string") return stripPrefix(body.message);
  const entry = body?.data?.[field];
  if (!entry || typeof entry !== "object" || !("message" in entry) || typeof entry.message !== "string") return null;
  const known = "code" in entry && typeof entry.code === "string" ? FIELD_CODES[entry.code] : undefined;
  return known ?? entry.message;
}

/** A link's token was refused: expired, already used, or not a token at all. */
export function isInvalidLinkToken(error: unknown): boolean {
  if (!(error instanceof ClientResponseError)) return false;
  const data = (error.response as { data?: { token?: { code?: unknown } } })?.data;
  return error.status === 400 && typeof data?.token?.code === "string";
}

/** Seconds until a refused request may be made again (429 `rate_limited` with `retryAfter`), or null. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ClientResponseError) || error.status !== 429) return null;
  const wait = (error.response as { retryAfter?: unknown })?.retryAfter;
  return typeof wait === "number" && wait > 0 ? wait : null;
}

/** The server no longer accepts this session (expired, revoked or the account is gone). */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 401;
}

/**
 * A refusal the browser found before sending (the same rules as the server's, src/core), shaped as the
 * server's 400 would be, so that forms show it the same way: the sentence, and the field it is about.
 */
export function refusedField(field: string | undefined, message: string): ClientResponseError {
  return new ClientResponseError({ status: 400, response: { code: "invalid_input", message, field } });
}

export function toUserMessage(error: unknown): string {
  if (error instanceof ClientResponseError) {
    if (error.status === 0) return "We could not reach the server. Check your connection and try again.";
    const body = error.response as { message?: unknown; data?: unknown };
    const fields = fieldMessages(body?.data);
    const message = typeof body?.message === "string" ? stripPrefix(body.message) : "";
    if (fields && (!message || message === GENERIC || message.startsWith("Failed to"))) return fields;
    if (message) return KNOWN[message] ?? message;
    return "Something went wrong. Please try again.";
  }
  if (error instanceof Error) return KNOWN[error.message] ?? stripPrefix(error.message);
  return "Something went wrong. Please try again.";
}
