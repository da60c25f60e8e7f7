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
  password: "Password",
  passwordConfirm: "Confirm password",
  name: "Name",
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
    const label = FIELD_LABELS[field];
    parts.push(label ? `${label}: ${value.message}` : value.message);
  }
  return parts.join(" ");
}

/** The server no longer accepts this session (expired, revoked or the account is gone). */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 401;
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
