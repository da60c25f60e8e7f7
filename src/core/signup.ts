/** Validation of the sign-up request: the same rules on the site (before sending) and in the hook (authoritative). */
import { checkNewEmail, normalizeEmail } from "./email-address";
import { apiError, type ApiErrorBody } from "./errors";
import { utf8Length } from "./metering";
import { commonPasswordProblem } from "./passwords";

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
  /** characters; bcrypt takes at most 72 bytes, which passwordMaxBytes checks (an accented letter is 2, an emoji 4) */
  passwordMax: 72,
  passwordMaxBytes: 72,
  name: 100,
  optional: 200,
} as const;

export const SIGNUP_MESSAGES = {
  passwordMismatch: "Password and Confirm Password fields do not match",
  nameRequired: "The Name field is required",
} as const;

export const OPTIONAL_FIELDS = ["industry", "role", "howDidYouHear"] as const;
export type OptionalField = (typeof OPTIONAL_FIELDS)[number];
const LABELS: Record<OptionalField, string> = {
  industry: "Industry",
  role: "Role",
  howDidYouHear: "How did you hear about us",
};

export type Validation<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

export function invalid(field: string, message: string): Validation<never> {
  return { ok: false, error: apiError("invalid_input", message, { field }) };
}

/** A string as sent, "" when absent, null when it is not text. */
export function text(value: unknown): string | null {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : null;
}

/** The name rules of sign-up step 2 (also for changing it in /settings): trimmed, required, at most 100. */
export function checkName(value: unknown): Validation<string> {
  const name = text(value)?.trim() ?? "";
  if (!name) return invalid("name", SIGNUP_MESSAGES.nameRequired);
  if (name.length > SIGNUP_LIMITS.name) {
    return invalid("name", `The Name field must be at most ${SIGNUP_LIMITS.name} characters long.`);
  }
  return { ok: true, value: name };
}

/** Industry, role, how-did-you-hear: optional text, trimmed, at most 200. */
export function checkOptional(field: OptionalField, value: unknown): Validation<string> {
  const raw = text(value);
  if (raw === null) return invalid(field, `${LABELS[field]} must be text.`);
  if (raw.trim().length > SIGNUP_LIMITS.optional) {
    return invalid(field, `${LABELS[field]} must be at most ${SIGNUP_LIMITS.optional} characters long.`);
  }
  return { ok: true, value: raw.trim() };
}

/** The length rules of a new password (sign-up, reset, change); null when it is acceptable. */
export function passwordLengthProblem(password: string): Validation<never> | null {
  if (password.length < SIGNUP_LIMITS.passwordMin) {
    return invalid("password", `The password must be at least ${SIGNUP_LIMITS.passwordMin} characters long.`);
  }
  if (password.length > SIGNUP_LIMITS.passwordMax) {
    return invalid("password", `The password must be at most ${SIGNUP_LIMITS.passwordMax} characters long.`);
  }
  if (utf8Length(password) > SIGNUP_LIMITS.passwordMaxBytes) {
    return invalid(
      "password",
      `The password must be at most ${SIGNUP_LIMITS.passwordMaxBytes} bytes long: accented letters take 2 bytes each, and emoji 4. Use fewer of them, or a shorter password.`,
    );
  }
  return null;
}

/**
 * The rules of a new password once typed twice alike: its length, then whether it is common. The list
 * of common passwords is the server's (src/core/passwords.ts): the hooks pass it, the site does not and
 * shows the server's refusal.
 */
export function newPasswordProblem(password: string, commonPasswords?: string): Validation<never> | null {
  return (
    passwordLengthProblem(password) ?? (commonPasswords === undefined ? null : commonPasswordProblem(password, commonPasswords))
  );
}

/** A new password typed twice, with sign-up's rules and messages (reset and change use it too). */
export function validateNewPassword(password: unknown, passwordConfirm: unknown, commonPasswords?: string): Validation<string> {
  const typed = text(password);
  if (!typed) return invalid("password", "Please choose a password.");
  if (typed !== text(passwordConfirm)) return invalid("passwordConfirm", SIGNUP_MESSAGES.passwordMismatch);
  return newPasswordProblem(typed, commonPasswords) ?? { ok: true, value: typed };
}

/** The sign-up request; `commonPasswords` as for newPasswordProblem. */
export function validateSignup(body: unknown, commonPasswords?: string): Validation<SignupInput> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return invalid("body", "The request body must be a JSON object.");
  }
  const raw = body as Record<string, unknown>;
  const typedEmail = text(raw.email);
  const email = typedEmail === null ? null : normalizeEmail(typedEmail);
  const password = text(raw.password);
  const passwordConfirm = text(raw.passwordConfirm);

  if (!email) return invalid("email", "Please enter your e-mail address.");
  const address = checkNewEmail(email);
  if (!address.ok) return address;
  if (!password) return invalid("password", "Please choose a password.");
  // the order of the sign-up form: the match (step 1) before the name (step 2), then the lengths
  if (password !== passwordConfirm) return invalid("passwordConfirm", SIGNUP_MESSAGES.passwordMismatch);
  const name = checkName(raw.name);
  if (!name.ok && !text(raw.name)?.trim()) return name;
  const weak = newPasswordProblem(password, commonPasswords);
  if (weak) return weak;
  if (!name.ok) return name;

  const optional = { industry: "", role: "", howDidYouHear: "" };
  for (const field of OPTIONAL_FIELDS) {
    const checked = checkOptional(field, raw[field]);
    if (!checked.ok) return checked;
    optional[field] = checked.value;
  }

  return { ok: true, value: { email: address.value, password, passwordConfirm: password, name: name.value, ...optional } };
}
