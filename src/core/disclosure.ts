/**
 * The disclosure the extension shows before anything of a page leaves the browser, and the consent
 * given to it (issue #30; the stores' 2026 rules). One source of truth: the server reports
 * DISCLOSURE_VERSION and its AI provider in GET /api/me; the extension asks again when the version,
 * the provider or the server's origin differs from what its user agreed to; the privacy policy, the
 * Firefox manifest's data_collection_permissions and docs/store/ say the same things.
 *
 * Bump DISCLOSURE_VERSION whenever what is sent, to whom, or what is kept changes: every user is then
 * asked again before their next request.
 */
import { apiError } from "./errors";
import { hostOf, nameOfHost } from "./provider-name";
import type { Validation } from "./signup";

export const DISCLOSURE_VERSION = "2026-11-27";

/** The assistant's memory: the last this-many exchanges are kept (pb_hooks/lib/conversations.js), clearable in /settings. */
export const KEPT_EXCHANGES = 10;

/**
 * What leaves the browser, as the disclosure lists it (the extension, the privacy policy and
 * docs/store/ show these lines).
 */
export const DISCLOSED_DATA = [
  "the visible text of the post, conversation, profile or job posting you ask about (nothing else of the page)",
  "your own LinkedIn profile (saved to your account when you open it, so cover letters can use it) and your voice, with the name, role and industry you gave us",
] as const;

/**
 * Firefox's data_collection_permissions for what DISCLOSED_DATA sends (and the sign-in): page text,
 * conversations, the user's own profile, and their e-mail and password when they sign in. The
 * manifest in extension/package.json must list exactly these (a unit test compares them).
 */
export const FIREFOX_DATA_COLLECTION = [
  "websiteContent",
  "personalCommunications",
  "personallyIdentifyingInfo",
  "authenticationInfo",
] as const;

/** What the server tells the extension in GET /api/me. */
export interface Disclosure {
  version: string;
  /** the AI provider the server sends requests to, as its operator names it */
  provider: string;
}

/** The disclosure as the extension shows it: the server's own origin too. */
export interface ShownDisclosure extends Disclosure {
  origin: string;
}

export const CONSENT_DECISIONS = ["agreed", "declined"] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

/** What the user decided, about which disclosure, and when (chrome.storage.local; the account keeps the same). */
export interface ConsentRecord extends ShownDisclosure {
  decision: ConsentDecision;
  /** ISO time of the decision */
  at: string;
  /**
   * The words the user read: "<language>:<version of that language's wording>" (the extension's catalogues
   * version each language's disclosure apart; absent in records from before they did)
   */
  wording?: string;
}

/** What differs between the disclosure agreed to and the one shown now ("wording": its words in the language read). */
export type ConsentChange = "version" | "provider" | "origin" | "wording";

/** The language of a record's wording ("de" of "de:5f3a9c01"). */
export const wordingLanguage = (wording: string) => wording.split(":")[0] ?? "";

export type ConsentState =
  | { kind: "agreed" }
  /** the helpers are off until the user turns them on again (the popup) */
  | { kind: "declined" }
  /** show the disclosure; `changes` is empty the first time, else what changed since the user agreed */
  | { kind: "ask"; changes: ConsentChange[] };

/**
 * The provider's name in the disclosure: LLM_PROVIDER_NAME as the operator wrote it, else a name made from
 * the host of LLM_BASE_URL that shows no host, address or port (src/core/provider-name.ts); "" when the
 * assistant is off. config.llm().provider is this, for /api/me and for every consent check alike.
 */
export function providerName(configured: string, baseUrl: string): string {
  const named = configured.trim();
  if (named) return named;
  const url = baseUrl.trim();
  if (!url || url === "off") return "";
  return nameOfHost(hostOf(url));
}

export function currentDisclosure(provider: string): Disclosure {
  return { version: DISCLOSURE_VERSION, provider };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function isConsentRecord(value: unknown): value is ConsentRecord {
  return (
    isObject(value) &&
    (CONSENT_DECISIONS as readonly unknown[]).includes(value.decision) &&
    typeof value.version === "string" &&
    typeof value.provider === "string" &&
    typeof value.origin === "string" &&
    typeof value.at === "string" &&
    (value.wording === undefined || typeof value.wording === "string")
  );
}

/**
 * Whether the extension may send now. An agreement holds only for the disclosure it was given to:
 * another version, provider or origin asks again, and so does a change to the words of the language it
 * was read in (`wordingNow(language)`: that language's wording as the extension has it now; another
 * language's words are a translation of the same version, so reading LinkedIn in another language does
 * not ask again). A refusal holds whatever changes (asking again after every change would be nagging);
 * the user turns the helpers back on from the popup.
 */
export function consentState(
  record: unknown,
  current: ShownDisclosure,
  wordingNow: (language: string) => string | undefined = () => undefined,
): ConsentState {
  if (!isConsentRecord(record)) return { kind: "ask", changes: [] };
  if (record.decision === "declined") return { kind: "declined" };
  const changes: ConsentChange[] = (["version", "provider", "origin"] as const).filter((key) => record[key] !== current[key]);
  const words = record.wording && wordingNow(wordingLanguage(record.wording));
  if (words && words !== record.wording) changes.push("wording");
  return changes.length ? { kind: "ask", changes } : { kind: "agreed" };
}

/** The stored record of a decision about `shown`, read in `wording`, made at `now`. */
export function decide(decision: ConsentDecision, shown: ShownDisclosure, now: Date, wording?: string): ConsentRecord {
  return {
    decision,
    version: shown.version,
    provider: shown.provider,
    origin: shown.origin,
    at: now.toISOString(),
    ...(wording ? { wording } : {}),
  };
}

export interface ConsentChoice extends Disclosure {
  decision: ConsentDecision;
}

export const CONSENT_MESSAGES = {
  changed: "The disclosure changed since it was shown: read it again before agreeing.",
  required: "What Netlift sends, or where, changed since you agreed: read it again before anything is sent.",
  /** a request that names no disclosure: an extension from before consent, or another client */
  outdated:
    "This version of the Netlift extension is out of date: update it, then agree to what it sends before anything is sent.",
  /** the account's record says no (decided in another browser, say) */
  declined: "You declined what Netlift sends, so it sends nothing: turn the helpers back on in the Netlift popup to use them.",
  /** the account has no agreement to the disclosure given now */
  unrecorded: "Your account has no agreement to what Netlift sends: read it in the helper and agree before anything is sent.",
} as const;

const invalid = (field: string, message: string): Validation<never> => ({
  ok: false,
  error: apiError("invalid_input", message, { field }),
});

/**
 * POST /api/account/consent: `{ decision, version, provider }`. A decision counts only for the
 * disclosure the server gives now: one shown before the provider or version changed is refused
 * (409 consent_required), so the account never records an agreement to something no longer true.
 */
export function validateConsentChoice(body: unknown, current: Disclosure): Validation<ConsentChoice> {
  if (!isObject(body)) return invalid("body", "The request body must be a JSON object.");
  const foreign = Object.keys(body).find((key) => key !== "decision" && key !== "version" && key !== "provider");
  if (foreign !== undefined)
    return invalid(foreign, `"${foreign}" is not part of a consent: decision, version and provider only.`);
  if (!(CONSENT_DECISIONS as readonly unknown[]).includes(body.decision))
    return invalid("decision", "decision must be agreed or declined.");
  if (typeof body.version !== "string") return invalid("version", "version must be the disclosure's version.");
  if (typeof body.provider !== "string") return invalid("provider", "provider must be the AI provider the disclosure named.");
  if (!disclosureMatches(body, current)) return { ok: false, error: apiError("consent_required", CONSENT_MESSAGES.changed) };
  return { ok: true, value: { decision: body.decision as ConsentDecision, version: body.version, provider: body.provider } };
}

/** `agreed` (what a request says its user agreed to) names the disclosure given now. */
export function disclosureMatches(agreed: unknown, current: Disclosure): boolean {
  return isObject(agreed) && agreed.version === current.version && agreed.provider === current.provider;
}

/** The consent fields of user_details ("" where nothing was decided; 1733100000_consent.js). */
export interface RecordedConsent {
  consentDecision: string;
  consentVersion: string;
  consentProvider: string;
}

/**
 * Why POST /api/assist may not send a request on (its message for 409 consent_required), or null when
 * it may: the request names the disclosure given now (`agreed`, its `disclosure`: a client that names
 * none is refused, or an old extension would send page text to a provider its user never agreed to), and
 * the account's recorded decision is an agreement to that same disclosure. The browser's copy of the
 * decision is not enough: any client can say it agreed, and only the account's record was made by the
 * user (POST /api/account/consent).
 */
export function assistConsentProblem(agreed: unknown, recorded: RecordedConsent, current: Disclosure): string | null {
  if (agreed === undefined || agreed === null) return CONSENT_MESSAGES.outdated;
  if (!disclosureMatches(agreed, current)) return CONSENT_MESSAGES.required;
  if (recorded.consentDecision === "declined") return CONSENT_MESSAGES.declined;
  const holds =
    recorded.consentDecision === "agreed" &&
    recorded.consentVersion === current.version &&
    recorded.consentProvider === current.provider;
  return holds ? null : CONSENT_MESSAGES.unrecorded;
}
