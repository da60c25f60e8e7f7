/** One error shape across the API: HTTP status plus { code, message }. */

export type ErrorCode =
  | "invalid_input"
  | "unauthenticated"
  | "email_not_verified"
  | "plan_required"
  | "token_limit"
  | "rate_limited"
  | "ai_unavailable"
  | "not_configured"
  | "conflict"
  | "invalid_signature"
  | "billing_unavailable"
  | "mail_unavailable"
  /** the disclosure the user agreed to is no longer the server's (another AI provider or version): ask again */
  | "consent_required"
  /** the request body is larger than its route takes (src/core/body-limits.ts): refused before it is read */
  | "body_too_large"
  /** a JSON route was sent another Content-Type than application/json */
  | "unsupported_media_type"
  /** a write only an admin may make (a collection without a rule for users) */
  | "forbidden"
  /** a collection or record that is not there */
  | "not_found"
  | "internal";

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  field?: string;
  resetsAt?: string;
  /** rate_limited: seconds until a retry is accepted (also in the Retry-After header) */
  retryAfter?: number;
}

export const STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  email_not_verified: 403,
  plan_required: 403,
  token_limit: 429,
  rate_limited: 429,
  ai_unavailable: 502,
  not_configured: 503,
  conflict: 409,
  invalid_signature: 400,
  billing_unavailable: 502,
  mail_unavailable: 502,
  consent_required: 409,
  body_too_large: 413,
  unsupported_media_type: 415,
  forbidden: 403,
  not_found: 404,
  internal: 500,
};

export function apiError(code: ErrorCode, message: string, extra: Partial<ApiErrorBody> = {}): ApiErrorBody {
  return { code, message, ...extra };
}
