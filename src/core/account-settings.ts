/**
 * What a signed-in user may change about their account (PATCH /api/account, the password change, the
 * deletion), with sign-up's rules and messages: the site checks before sending, the hooks decide.
 */
import { validateVoice, type Voice } from "./persona";
import { OPTIONAL_FIELDS, checkName, checkOptional, invalid, text, validateNewPassword, type Validation } from "./signup";

/** The fields PATCH /api/account accepts; anything else (plan, tokens, e-mail, billing) is refused. */
export const ACCOUNT_FIELDS = ["name", "industry", "role", "howDidYouHear", "profile", "voice"] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];
export type AccountFields = Record<Exclude<AccountField, "voice">, string> & { voice: Voice };

/** The saved LinkedIn profile's limit: user_details.profile holds at most this many characters. */
export const PROFILE_MAX = 20000;
// "20,000" without toLocaleString, which the hooks' engine (goja) does not format by locale
const PROFILE_MAX_TEXT = String(PROFILE_MAX).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body);

const notAnObject = () => invalid("body", "The request body must be a JSON object.");

/** The fields to save, trimmed; refuses unknown or protected fields by name. */
export function validateAccountUpdate(body: unknown): Validation<Partial<AccountFields>> {
  if (!isObject(body)) return notAnObject();
  const keys = Object.keys(body);
  const foreign = keys.find((key) => !(ACCOUNT_FIELDS as readonly string[]).includes(key));
  if (foreign !== undefined) return invalid(foreign, `"${foreign}" cannot be changed here.`);
  if (keys.length === 0) return invalid("body", "There is nothing to save.");

  const value: Partial<AccountFields> = {};
  if ("name" in body) {
    const name = checkName(body.name);
    if (!name.ok) return name;
    value.name = name.value;
  }
  for (const field of OPTIONAL_FIELDS) {
    if (!(field in body)) continue;
    const checked = checkOptional(field, body[field]);
    if (!checked.ok) return checked;
    value[field] = checked.value;
  }
  if ("profile" in body) {
    const profile = text(body.profile);
    if (profile === null) return invalid("profile", "Your LinkedIn profile must be text.");
    if (profile.trim().length > PROFILE_MAX) {
      return invalid("profile", `Your LinkedIn profile must be at most ${PROFILE_MAX_TEXT} characters long.`);
    }
    value.profile = profile.trim();
  }
  if ("voice" in body) {
    const voice = validateVoice(body.voice);
    if (!voice.ok) return voice;
    value.voice = voice.value;
  }
  return { ok: true, value };
}

/** The account's current password, asked before a change that cannot be undone by someone else. */
export function checkCurrentPassword(value: unknown, field: string): Validation<string> {
  const password = text(value);
  if (!password) return invalid(field, "Please enter your current password.");
  return { ok: true, value: password };
}

export interface PasswordChange {
  currentPassword: string;
  password: string;
}

/** POST /api/account/password: the current password and the new one twice (`commonPasswords`: see newPasswordProblem). */
export function validatePasswordChange(body: unknown, commonPasswords?: string): Validation<PasswordChange> {
  if (!isObject(body)) return notAnObject();
  const current = checkCurrentPassword(body.currentPassword, "currentPassword");
  if (!current.ok) return current;
  const next = validateNewPassword(body.password, body.passwordConfirm, commonPasswords);
  if (!next.ok) return next;
  if (next.value === current.value) return invalid("password", "The new password must be different from your current one.");
  return { ok: true, value: { currentPassword: current.value, password: next.value } };
}

/** DELETE /api/account: the password, asked again. */
export function validateAccountDeletion(body: unknown): Validation<{ password: string }> {
  if (!isObject(body)) return notAnObject();
  const password = checkCurrentPassword(body.password, "password");
  if (!password.ok) return invalid("password", "Please enter your password to confirm.");
  return { ok: true, value: { password: password.value } };
}
