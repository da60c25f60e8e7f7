/**
 * The extension's rules for the extraction pack, pure (no fetch, no storage, no DOM): which pack is in
 * force, what a fetch of GET /api/extension/pack changes, and which of a served pack's selectors a page
 * can use. background/pack-sync.ts and features/shared/pack.ts do the I/O around them.
 */
import { isNewerPack, mergePacks, validatePack, type ExtractionPack, type PackPage } from "../../src/core/extraction-pack";

/** What the background keeps in chrome.storage.local: the server's last pack (null: none newer than the bundled one) and its ETag. */
export interface StoredPack {
  /** the pack as the server served it (not merged), when valid and newer than the bundled one */
  pack: ExtractionPack | null;
  /** the server's ETag for it, sent back as If-None-Match */
  etag: string;
  /** when the server last answered (ms since the epoch) */
  checkedAt: number;
}

/**
 * The pack in force: the server's merged over the bundled one by key, when it is newer than the bundled one;
 * else the bundled one (an extension update that bundles a newer pack wins over an older one kept from before).
 */
export function effectivePack(bundled: ExtractionPack, served: ExtractionPack | null | undefined): ExtractionPack {
  return served && isNewerPack(served.version, bundled.version) ? mergePacks(bundled, served) : bundled;
}

/** An answer of GET /api/extension/pack, as the background read it. */
export type PackResponse =
  | { status: 304 }
  | { status: 200; etag: string; body: string }
  /** anything else: another status, or no answer at all (status 0) */
  | { status: number; error: string };

/** What a fetch leads to: what to store (or nothing), and a line saying why, for the log and the tests. */
export type PackOutcome =
  | { kind: "unchanged"; store: StoredPack | null; note: string }
  | { kind: "updated"; store: StoredPack; note: string }
  | { kind: "refused"; store: null; note: string };

/**
 * Reads one answer of the server against what is stored. The server is the authority on the pack to use:
 * a valid pack replaces the stored one, also when it is older (the operator withdrew the newer one: that is
 * how a rollback reaches users), and one no newer than the bundled pack clears it (the bundled one is in
 * force). An invalid pack, an error or no answer changes nothing: the last good pack stays in force.
 */
export function readPackResponse(
  stored: StoredPack | null,
  response: PackResponse,
  bundledVersion: string,
  now: number,
): PackOutcome {
  if (response.status === 304) {
    return { kind: "unchanged", store: stored ? { ...stored, checkedAt: now } : null, note: "the server's pack has not changed" };
  }
  if (response.status !== 200 || !("body" in response)) {
    const why = "error" in response ? response.error : `the server answered ${response.status}`;
    return { kind: "refused", store: null, note: `kept the pack in force: ${why}` };
  }
  const checked = validatePack(response.body);
  if (!checked.ok) return { kind: "refused", store: null, note: `refused the server's pack: ${checked.error}` };
  const pack = isNewerPack(checked.pack.version, bundledVersion) ? checked.pack : null;
  const next: StoredPack = { pack, etag: response.etag, checkedAt: now };
  if ((stored?.pack?.version ?? null) === (pack?.version ?? null) && stored?.etag === response.etag) {
    return { kind: "unchanged", store: next, note: "the server's pack has not changed" };
  }
  return {
    kind: "updated",
    store: next,
    note: pack
      ? `using the server's pack ${pack.version}`
      : `the server's pack ${checked.pack.version} is not newer than the bundled ${bundledVersion}`,
  };
}

/** Whether a value read back from storage has the shape of a StoredPack whose pack (if any) is valid. */
export function storedPackOf(value: unknown): StoredPack | null {
  if (!value || typeof value !== "object") return null;
  const { pack, etag, checkedAt } = value as Record<string, unknown>;
  if (typeof etag !== "string" || typeof checkedAt !== "number") return null;
  if (pack === null) return { pack: null, etag, checkedAt };
  const checked = validatePack(pack);
  return checked.ok ? { pack: checked.pack, etag, checkedAt } : null;
}

const SELECTOR_SECTIONS = ["selectors", "mounts"] as const;

/**
 * `pack` without the selectors `parses` refuses (a served selector with a syntax error would make every
 * query of its list throw): each list keeps the selectors that parse, and a list left with none is dropped,
 * so that the bundled list stays in force for it.
 */
export function withUsableSelectors(pack: ExtractionPack, parses: (selector: string) => boolean): ExtractionPack {
  const pages: Record<string, PackPage> = {};
  for (const [name, page] of Object.entries(pack.pages)) {
    const kept: PackPage = { ...page };
    for (const section of SELECTOR_SECTIONS) {
      const lists = page[section];
      if (!lists) continue;
      const usable: Record<string, string[]> = {};
      for (const [list, selectors] of Object.entries(lists)) {
        const good = selectors.filter(parses);
        if (good.length) usable[list] = good;
      }
      kept[section] = usable;
    }
    pages[name] = kept;
  }
  return { ...pack, pages };
}

/** Whether the server was last asked longer than `maxAgeMs` ago (or never). */
export function isStale(stored: StoredPack | null, now: number, maxAgeMs: number): boolean {
  return !stored || now - stored.checkedAt >= maxAgeMs || stored.checkedAt > now;
}

/** The version of the pack in force (what effectivePack gives), from the bundled version and what is stored. */
export function versionInUse(bundledVersion: string, stored: StoredPack | null): string {
  const served = stored?.pack?.version;
  return served && isNewerPack(served, bundledVersion) ? served : bundledVersion;
}
