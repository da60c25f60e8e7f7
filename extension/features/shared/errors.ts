/** API errors as one readable line in the helper. */
import type { ApiErrorBody } from "../../../src/core/errors";
import { fill, ui } from "./i18n";

function clock(iso: string | undefined): string {
  const m = ui();
  const at = new Date(iso ?? "");
  if (!iso || Number.isNaN(at.getTime())) return m.tomorrow;
  return fill(m.atTime, { time: at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }) });
}

/** The error as one line in the page's language; a code the helper has no words for keeps the server's message. */
export function errorLine(error: ApiErrorBody): string {
  const m = ui();
  switch (error.code) {
    case "token_limit":
      return fill(m.tokenLimit, { when: clock(error.resetsAt) });
    case "plan_required":
      return m.planRequired;
    case "ai_unavailable":
      return m.aiUnavailable;
    case "unauthenticated":
      return m.unauthenticated;
    case "email_not_verified":
      return m.emailNotVerified;
    case "rate_limited":
      if (error.retryAfter === undefined) return m.tooManyAtOnce;
      if (error.retryAfter <= 0) return m.tooManyNow;
      return fill(m.tooManyIn, { seconds: error.retryAfter });
    case "not_configured":
      return m.notConfigured;
    case "consent_required":
      return m.consentRequired;
    default:
      return error.message || m.somethingWrong;
  }
}
