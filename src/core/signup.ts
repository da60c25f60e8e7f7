/** Validation of the sign-up request: the same rules on the site (before sending) and in the hook (authoritative). */
import { apiError, type ApiErrorBody } from "./errors";

export interface SignupInput {
  email: string;
  password: string;
  passwordConfirm: string;
  name: string;
  industry: string;
  role: string;
  howDidYouHear: string;
}

export const SIGNUP_LIMITS = {
  email: 254,
  passwordMin: 8,
  /** bcrypt ignores everything after 72 bytes; PocketBase refuses more */
  passwordMax: 72,
  name: 100,
  optional: 200,
} as const;

export const SIGNUP_MESSAGES = {
  passwordMismatch: "Password and Confirm Password fields do not match",
  nameRequired: "The Name field is required",
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const OPTIONAL_FIELDS = ["industry", "role", "howDidYouHear"] as const;
const LABELS: Record<(typeof OPTIONAL_FIELDS)[number], string> = {
  industry: "Industry",
  role: "Role",
  howDidYouHear: "How did you hear about us",
};

export type Validation<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

function invalid(field: string, message: string): Validation<never> {
  return { ok: false, error: apiError("invalid_input", message, { field }) };
}

function text(value: unknown): string | null {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : null;
}

/** How an e-mail address is stored and looked up: sign-up, sign-in and its rate limit all use this. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function validateSignup(body: unknown): Validation<SignupInput> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return invalid("body", "The request body must be a JSON object.");
  }
  const raw = body as Record<string, unknown>;
  const typedEmail = text(raw.email);
  const email = typedEmail === null ? null : normalizeEmail(typedEmail);
  const password = text(raw.password);
  const passwordConfirm = text(raw.passwordConfirm);
  const name = text(raw.name)?.trim() ?? null;

  if (!email) return invalid("email", "Please enter your e-mail address.");
  if (email.length > SIGNUP_LIMITS.email || !EMAIL.test(email)) {
    return invalid("email", "Please enter a valid e-mail address.");
  }
  if (!password) return invalid("password", "Please choose a password.");
  if (password !== passwordConfirm) return invalid("passwordConfirm", SIGNUP_MESSAGES.passwordMismatch);
  if (!name) return invalid("name", SIGNUP_MESSAGES.nameRequired);
  if (password.length < SIGNUP_LIMITS.passwordMin) {
    return invalid("password", `The password must be at least ${SIGNUP_LIMITS.passwordMin} characters long.`);
  }
  if (password.length > SIGNUP_LIMITS.passwordMax) {
    return invalid("password", `The password must be at most ${SIGNUP_LIMITS.passwordMax} characters long.`);
  }
  if (name.length > SIGNUP_LIMITS.name) {
    return invalid("name", `The Name field must be at most ${SIGNUP_LIMITS.name} characters long.`);
  }

  const optional = { industry: "", role: "", howDidYouHear: "" };
  for (const field of OPTIONAL_FIELDS) {
    const value = text(raw[field]);
    if (value === null) return invalid(field, `${LABELS[field]} must be text.`);
    if (value.trim().length > SIGNUP_LIMITS.optional) {
      return invalid(field, `${LABELS[field]} must be at most ${SIGNUP_LIMITS.optional} characters long.`);
    }
    optional[field] = value.trim();
  }

  return { ok: true, value: { email, password, passwordConfirm: password, name, ...optional } };
}
