/**
 * The user's decision about the disclosure, owned by the background worker like the session: kept in
 * chrome.storage.local (what was agreed to, and when) and on the account (POST /api/account/consent,
 * for the export). Every request that carries page content or the user's writing passes consentGate()
 * first: nothing leaves the browser before the user agreed to the disclosure as it is now (the server's
 * version and AI provider from GET /api/me, and the server's origin this build talks to).
 */
import { API_URL, type ApiResult } from "~lib/api-client";
import type { ConsentStatus } from "~lib/messages";
import { callWithSession } from "~lib/session";

import type { ApiErrorBody } from "../../src/core/errors";
import {
  consentState,
  decide,
  isConsentRecord,
  type ConsentDecision,
  type ConsentRecord,
  type Disclosure,
  type ShownDisclosure,
} from "../../src/core/disclosure";
import { wordingOf } from "../features/shared/i18n";
import { CATALOGUES } from "../features/shared/i18n/catalogues";
import { languageOfTag } from "../features/shared/language";
import { getMe } from "./me-cache";

/** The words of `language`'s disclosure as this build has them (the catalogues'), for a record read in it. */
const wordingNow = (language: string) => {
  const known = languageOfTag(language);
  return known === language ? wordingOf(known, CATALOGUES[known]) : undefined;
};

export const CONSENT_KEY = "consent";
/** The server this build sends to: part of what the user agrees to. */
export const API_ORIGIN = new URL(API_URL).origin;

export const CONSENT_REQUIRED: ApiErrorBody = {
  code: "consent_required",
  message: "Netlift sends nothing until you agree to what it sends: click the helper again, or open the Netlift popup.",
};

export async function loadConsent(): Promise<ConsentRecord | null> {
  const stored = (await chrome.storage.local.get(CONSENT_KEY))[CONSENT_KEY] as unknown;
  return isConsentRecord(stored) ? stored : null;
}

/** Signing out forgets the decision: whoever signs in next decides for themselves. */
export const forgetConsent = () => chrome.storage.local.remove(CONSENT_KEY);

/** The disclosure as it is now, and what this browser decided; `fresh` reads /api/me past its cache. */
export async function consentStatus(fresh = false): Promise<ApiResult<ConsentStatus>> {
  const me = await getMe(fresh);
  if (!me.ok) return me;
  const disclosure: ShownDisclosure = { ...me.data.disclosure, origin: API_ORIGIN };
  const record = await loadConsent();
  return { ok: true, data: { state: consentState(record, disclosure, wordingNow), disclosure, record } };
}

const sameDisclosure = (a: ShownDisclosure, b: ShownDisclosure) =>
  a.version === b.version && a.provider === b.provider && a.origin === b.origin;

/**
 * Records the user's decision about `shown`, the disclosure they read (in `wording`). One that is no longer the
 * current one (the server changed provider meanwhile) is refused: they must read the new one. An
 * agreement counts once the account has it; a refusal counts at once, even when the server cannot be
 * reached (saying no never waits for the network).
 */
export async function decideConsent(
  decision: ConsentDecision,
  shown: ShownDisclosure,
  wording?: string,
): Promise<ApiResult<ConsentStatus>> {
  const now = await consentStatus(true);
  if (!now.ok) return now;
  if (!sameDisclosure(now.data.disclosure, shown)) return { ok: false, status: 409, error: CONSENT_REQUIRED };
  const recorded = await callWithSession("/api/account/consent", {
    method: "POST",
    body: JSON.stringify({ decision, version: shown.version, provider: shown.provider }),
  });
  if (!recorded.ok && decision === "agreed") return recorded;
  await chrome.storage.local.set({ [CONSENT_KEY]: decide(decision, shown, new Date(), wording) });
  return consentStatus();
}

/**
 * The server refused a request for want of consent (409 consent_required): it holds the truth. Learns
 * the disclosure as it is now (/api/me past its cache); when this browser still reads as agreed to it,
 * the account's record says otherwise (never recorded, declined in another browser, cleared), so the
 * agreement kept here is forgotten: the next click shows the disclosure again, and agreeing records it.
 */
export async function consentRefused(): Promise<void> {
  const status = await consentStatus(true);
  if (status.ok && status.data.state.kind === "agreed") await forgetConsent();
}

/**
 * Before anything of a page (or the user's writing) is sent: the disclosure agreed to, to send with it,
 * or why not (consent_required, or the /api/me failure). Reads /api/me through its short cache: the
 * server itself refuses a request agreed under a provider it no longer uses, or one its account has no
 * agreement for (409 consent_required: consentRefused).
 */
export async function consentGate(): Promise<{ disclosure: Disclosure } | { error: ApiErrorBody }> {
  const status = await consentStatus();
  if (!status.ok) return { error: status.error };
  if (status.data.state.kind !== "agreed") return { error: CONSENT_REQUIRED };
  return { disclosure: { version: status.data.disclosure.version, provider: status.data.disclosure.provider } };
}
