/**
 * Fetches the extraction pack from our server (GET /api/extension/pack, with If-None-Match): when the
 * worker starts and the last answer is an hour old, every hour (chrome.alarms), and when the popup opens
 * (messages/pack.ts). What an answer changes is lib/pack-rules' to say; this file only does the I/O.
 * No sign-in is sent: the pack holds nothing private.
 */
import BUNDLED_JSON from "../../src/core/extraction-pack.json";
import { API_URL } from "~lib/api-client";
import { isStale, readPackResponse, type PackOutcome, type PackResponse, type StoredPack, versionInUse } from "~lib/pack-rules";
import { readStoredPack, writeStoredPack } from "~lib/pack-store";
import type { PackStatus } from "~lib/messages";
import type { ExtractionPack } from "../../src/core/extraction-pack";

export const BUNDLED_VERSION = (BUNDLED_JSON as unknown as ExtractionPack).version;
export const PACK_ALARM = "netlift/extraction-pack";
/** At most once an hour on its own; the popup asks besides. */
export const PACK_REFRESH_MINUTES = 60;

/** One GET of the pack; never throws (no answer is status 0). */
export async function fetchServedPack(stored: StoredPack | null): Promise<PackResponse> {
  let res: Response;
  try {
    res = await fetch(`${API_URL}/api/extension/pack`, {
      headers: stored?.etag ? { "if-none-match": stored.etag } : {},
      // our own If-None-Match, not the HTTP cache's: a 304 must reach us as one
      cache: "no-store",
      credentials: "omit",
    });
  } catch {
    return { status: 0, error: `cannot reach ${API_URL}` };
  }
  if (res.status === 304) return { status: 304 };
  if (res.status !== 200) return { status: res.status, error: `the server answered ${res.status}` };
  const body = await res.text().catch(() => null);
  if (body === null) return { status: 0, error: "the answer was cut off" };
  return { status: 200, etag: res.headers.get("etag") ?? "", body };
}

let inFlight: Promise<PackOutcome> | null = null;
let lastNote = "not asked yet";

/** Asks the server now (a request already on its way is joined) and stores what it answered. */
export function syncPack(): Promise<PackOutcome> {
  inFlight ??= (async () => {
    const stored = await readStoredPack();
    const outcome = readPackResponse(stored, await fetchServedPack(stored), BUNDLED_VERSION, Date.now());
    if (outcome.store) await writeStoredPack(outcome.store).catch(() => undefined);
    lastNote = outcome.note;
    return outcome;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The version in use, as the popup shows it. */
export async function packStatus(): Promise<PackStatus> {
  const version = versionInUse(BUNDLED_VERSION, await readStoredPack());
  return { version, source: version === BUNDLED_VERSION ? "bundled" : "server", note: lastNote };
}

/** At the worker's start: the hourly alarm (kept if it exists: a restart does not push it back), and a fetch if the last one is old. */
export function startPackSync(): void {
  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === PACK_ALARM) void syncPack();
  });
  void chrome.alarms.get(PACK_ALARM).then((alarm) => {
    if (!alarm) void chrome.alarms.create(PACK_ALARM, { periodInMinutes: PACK_REFRESH_MINUTES });
  });
  void readStoredPack().then((stored) => {
    if (isStale(stored, Date.now(), PACK_REFRESH_MINUTES * 60_000)) void syncPack();
  });
}
