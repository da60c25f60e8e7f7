/** API errors as one readable line in the helper. */
import type { ApiErrorBody } from "../../../src/core/errors";

function clock(iso: string | undefined): string {
  if (!iso) return "tomorrow";
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "tomorrow" : `at ${at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`;
}

export function errorLine(error: ApiErrorBody): string {
  switch (error.code) {
    case "token_limit":
      return `You've used today's tokens. They refresh ${clock(error.resetsAt)}.`;
    case "plan_required":
      return "This helper is part of Pro.";
    case "ai_unavailable":
      return "The AI service didn't answer. Nothing was charged; try again in a moment.";
    case "unauthenticated":
      return "Sign in to Netlift: click the extension icon.";
    case "email_not_verified":
      return "Verify your e-mail first: click the link we sent you.";
    case "rate_limited":
      if (error.retryAfter === undefined) return "Too many requests at once. Wait a few seconds and try again.";
      if (error.retryAfter <= 0) return "Too many requests. You can try again now.";
      return `Too many requests. Try again in ${error.retryAfter} s.`;
    case "not_configured":
      return "The assistant isn't set up on this server yet.";
    default:
      return error.message || "Something went wrong. Try again.";
  }
}
