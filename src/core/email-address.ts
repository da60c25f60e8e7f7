/**
 * E-mail addresses: how one is stored and looked up (normalizeEmail), and which ones an account may take
 * (checkNewEmail: sign-up, e-mail change). The rules are stricter than PocketBase's own check, so that an
 * address sign-up accepts is never one PocketBase refuses with a 500 afterwards (a quoted local part, a
 * leading or doubled dot, a character outside its ranges), and they refuse the look-alikes a second
 * account could hide behind: an invisible character, a trailing dot, letters of two alphabets that look
 * the same ("jаne" with a Cyrillic "а"). Lookups (sign-in, password reset, verification request) only
 * normalise: an address no account can take finds nothing there, and says so to no one.
 *
 * No Unicode property escapes (\p{…}): the hooks' engine (goja) accepts them and matches nothing. Scripts
 * are told apart by code-point ranges instead.
 */
import { apiError } from "./errors";
import type { Validation } from "./signup";

export const EMAIL_LIMITS = { address: 254, local: 64, label: 63 } as const;

export const EMAIL_MESSAGES = {
  missing: "Please enter your e-mail address.",
  invalid: "Please enter a valid e-mail address.",
  invisible: "This e-mail address contains an invisible or control character. Please type it again.",
  trailingDot: "The e-mail address must not end with a dot.",
  mixedScripts:
    "This e-mail address mixes letters of different alphabets (such as Latin and Cyrillic) in one part. Please type it again.",
  notNormal: "Please type the e-mail address in ordinary characters (no full-width or styled letters).",
} as const;

/**
 * How an e-mail address is stored and looked up: NFKC (full-width and styled letters become plain ones:
 * "ｊａｎｅ" is "jane"), trimmed, in lower case. Sign-up, sign-in, the reset and their limits all use this.
 */
export function normalizeEmail(value: string): string {
  return value.normalize("NFKC").trim().toLowerCase();
}

/** The rough shape of an address, as the lookups check it (after normalizeEmail). */
export function isEmailAddress(email: string): boolean {
  return email.length <= EMAIL_LIMITS.address && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** Characters no one can see or that steer the text: control and format characters, odd spaces, fillers. */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xffff],
];

const within = (ranges: readonly (readonly [number, number])[], cp: number) => ranges.some(([a, b]) => cp >= a && cp <= b);

/** The non-ASCII code points PocketBase's address check takes (its govalidator pattern); anything else it refuses. */
const POCKETBASE_RANGES: readonly (readonly [number, number])[] = [
  [0xa0, 0xd7ff],
  [0xf900, 0xfdcf],
  [0xfdf0, 0xffef],
];

const ATEXT = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]$/;
const LABEL_ASCII = /^[a-z0-9-]$/;

// [first, last, script]; letters of scripts not listed count as a script per 128-code-point block
const SCRIPTS: readonly (readonly [number, number, string])[] = [
  [0x41, 0x5a, "Latin"],
  [0x61, 0x7a, "Latin"],
  [0xaa, 0xaa, "Latin"],
  [0xba, 0xba, "Latin"],
  [0xc0, 0xd6, "Latin"],
  [0xd8, 0xf6, "Latin"],
  [0xf8, 0x2af, "Latin"],
  [0x1d00, 0x1d7f, "Latin"],
  [0x1e00, 0x1eff, "Latin"],
  [0x2c60, 0x2c7f, "Latin"],
  [0xa720, 0xa7ff, "Latin"],
  [0xab30, 0xab6f, "Latin"],
  [0x370, 0x3ff, "Greek"],
  [0x1f00, 0x1fff, "Greek"],
  [0x400, 0x52f, "Cyrillic"],
  [0x1c80, 0x1c8f, "Cyrillic"],
  [0x2de0, 0x2dff, "Cyrillic"],
  [0xa640, 0xa69f, "Cyrillic"],
  [0x530, 0x58f, "Armenian"],
  [0x590, 0x5ff, "Hebrew"],
  [0xfb1d, 0xfb4f, "Hebrew"],
  [0x600, 0x6ff, "Arabic"],
  [0x750, 0x77f, "Arabic"],
  [0x8a0, 0x8ff, "Arabic"],
  [0xfb50, 0xfdff, "Arabic"],
  [0xfe70, 0xfefe, "Arabic"],
  [0x10a0, 0x10ff, "Georgian"],
  [0x13a0, 0x13ff, "Cherokee"],
  [0x3040, 0x309f, "Hiragana"],
  [0x30a0, 0x30ff, "Katakana"],
  [0x31f0, 0x31ff, "Katakana"],
  [0xff66, 0xff9f, "Katakana"],
  [0x3400, 0x4dbf, "Han"],
  [0x4e00, 0x9fff, "Han"],
  [0xf900, 0xfaff, "Han"],
  [0x1100, 0x11ff, "Hangul"],
  [0x3130, 0x318f, "Hangul"],
  [0xac00, 0xd7af, "Hangul"],
  [0x3100, 0x312f, "Bopomofo"],
];

/** Marks that take the script of the letter they follow, and the CJK punctuation shared by its scripts. */
const SHARED: readonly (readonly [number, number])[] = [
  [0x300, 0x36f],
  [0x3000, 0x303f],
];

/** A character's script, or "" for one every script uses (ASCII digits and symbols, combining marks). */
function scriptOf(cp: number): string {
  if (cp < 0x80) return (cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7a ? "Latin" : "";
  if (within(SHARED, cp)) return "";
  for (const [a, b, script] of SCRIPTS) if (cp >= a && cp <= b) return script;
  return `block-${cp >> 7}`;
}

// Scripts that are written together and cannot pass for one another (Unicode TS #39's "highly restrictive" sets)
const TOGETHER: readonly (readonly string[])[] = [
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Hangul"],
  ["Latin", "Han", "Bopomofo"],
];

/** Whether the letters of `part` are of one script (or of scripts written together, as Japanese is). */
export function isSingleScript(part: string): boolean {
  const scripts = new Set<string>();
  for (const ch of part) {
    const script = scriptOf(ch.codePointAt(0)!);
    if (script) scripts.add(script);
  }
  if (scripts.size <= 1) return true;
  return TOGETHER.some((set) => [...scripts].every((s) => set.includes(s)));
}

/** A character that may stand in a local part or a domain label besides the ASCII ones. */
const isOtherLetter = (cp: number) => cp >= 0x80 && within(POCKETBASE_RANGES, cp) && !within(INVISIBLE, cp);

function isDotAtom(local: string): boolean {
  if (!local || local.length > EMAIL_LIMITS.local) return false;
  return local
    .split(".")
    .every((atom) => atom !== "" && [...atom].every((ch) => ATEXT.test(ch) || isOtherLetter(ch.codePointAt(0)!)));
}

function isLabel(label: string): boolean {
  if (!label || label.length > EMAIL_LIMITS.label || label.startsWith("-") || label.endsWith("-")) return false;
  return [...label].every((ch) => LABEL_ASCII.test(ch) || isOtherLetter(ch.codePointAt(0)!));
}

/** PocketBase wants the top-level label to begin and end with a letter (digits only between). */
const isTopLabel = (label: string) => /^[^0-9-]/.test(label) && /[^0-9-]$/.test(label);

/**
 * Why an address (as normalizeEmail gives it) cannot be taken by an account, or null when it can: one of
 * EMAIL_MESSAGES. A dot-atom local part (no quotes, no leading, trailing or doubled dot), a domain of two
 * or more labels of letters, digits and hyphens, no invisible character, one script in each part.
 */
export function emailAddressProblem(email: string): string | null {
  if (!email) return EMAIL_MESSAGES.missing;
  for (const ch of email) if (within(INVISIBLE, ch.codePointAt(0)!)) return EMAIL_MESSAGES.invisible;
  if (email.length > EMAIL_LIMITS.address) return EMAIL_MESSAGES.invalid;
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (at < 0 || !isDotAtom(local)) return EMAIL_MESSAGES.invalid;
  if (domain.endsWith(".") && domain.length > 1) return EMAIL_MESSAGES.trailingDot;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every(isLabel) || !isTopLabel(labels[labels.length - 1]!)) return EMAIL_MESSAGES.invalid;
  if (!isSingleScript(local) || !labels.every(isSingleScript)) return EMAIL_MESSAGES.mixedScripts;
  return null;
}

/**
 * An address typed for an account (sign-up, e-mail change): normalised, then checked. `field` names the
 * form field in the error. The typed text must already be in its normal form but for case and spaces
 * around it when `exact` (PocketBase's e-mail change mails the address as typed).
 */
export function checkNewEmail(value: unknown, field = "email", exact = false): Validation<string> {
  const typed = typeof value === "string" ? value : "";
  const email = normalizeEmail(typed);
  const problem = emailAddressProblem(email);
  if (problem) return { ok: false, error: apiError("invalid_input", problem, { field }) };
  if (exact && typed.trim().toLowerCase() !== email) {
    return { ok: false, error: apiError("invalid_input", EMAIL_MESSAGES.notNormal, { field }) };
  }
  return { ok: true, value: email };
}
