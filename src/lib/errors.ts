/** One mapping from any failure (SDK error, API error body, network) to a sentence a user can read. */
import { ClientResponseError } from "pocketbase";

const KNOWN: Record<string, string> = {
  "Failed to authenticate.": "Incorrect e-mail or password.",
  "The request requires valid record authorization token to be set.": "Please log in to continue.",
  "Something went wrong while processing your request.": "Something went wrong. Please try again.",
};

/** Strips "Code: " / "ClientResponseError 400: " style prefixes a provider may put in front of its text. */
export function stripPrefix(message: string): string {
  return message.replace(/^(ClientResponseError|Error|PocketBase)?\s*\d*\s*:\s*/i, "").trim();
}

function firstFieldMessage(data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  for (const value of Object.values(data as Record<string, unknown>)) {
    if (value && typeof value === "object" && "message" in value && typeof value.message === "string") {
      return value.message;
    }
  }
  return null;
}

export function toUserMessage(error: unknown): string {
  if (error instanceof ClientResponseError) {
    if (error.status === 0) return "We could not reach the server. Check your connection and try again.";
    const body = error.response as { message?: unknown; data?: unknown };
    const field = firstFieldMessage(body?.data);
    const message = typeof body?.message === "string" ? stripPrefix(body.message) : "";
    if (field && (!message || message.startsWith("Failed to"))) return field;
    if (message) return KNOWN[message] ?? message;
    return "Something went wrong. Please try again.";
  }
  if (error instanceof Error) return KNOWN[error.message] ?? stripPrefix(error.message);
  return "Something went wrong. Please try again.";
}
