/**
 * Keeps this tab's pack in force (./pack.ts) the one the background stored: read once before the helpers
 * start, then followed through storage.onChanged, so a pack published while the page is open applies at
 * the next click or scan, without a reload. A served selector that does not parse is left out (the
 * bundled list stays in force for it). The tab answers which pack it has in force (PACK_IN_FORCE).
 */
import { PACK_IN_FORCE, type PackInForce } from "../../lib/messages";
import { withUsableSelectors, type StoredPack } from "../../lib/pack-rules";
import { readStoredPack, watchStoredPack } from "../../lib/pack-store";
import { currentPack, putPackInForce } from "./pack";

/** Whether the browser's selector engine takes `selector` (a fragment: nothing of the page is queried). */
export function parsesAsSelector(selector: string, doc: Document = document): boolean {
  try {
    doc.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

export interface PackWatchDeps {
  read: () => Promise<StoredPack | null>;
  watch: (onPack: (stored: StoredPack | null) => void) => () => void;
  parses: (selector: string) => boolean;
  now: () => number;
}

export interface PackWatch {
  /** settled once the stored pack (if any) is in force */
  ready: Promise<void>;
  inForce: () => PackInForce;
  stop: () => void;
}

export function startPackWatch(deps: Partial<PackWatchDeps> = {}): PackWatch {
  const { read = readStoredPack, watch = watchStoredPack, parses = (s: string) => parsesAsSelector(s), now = Date.now } = deps;
  let since = 0;
  let changed = false;
  const apply = (stored: StoredPack | null) => {
    if (putPackInForce(stored?.pack ? withUsableSelectors(stored.pack, parses) : null)) since = now();
  };
  // watched first, so that nothing stored meanwhile is missed; a change seen before the first read wins
  const stopWatching = watch((stored) => {
    changed = true;
    apply(stored);
  });
  const ready = read()
    .then((stored) => {
      if (!changed) apply(stored);
    })
    .catch(() => undefined);
  const inForce = (): PackInForce => ({ version: currentPack().version, since });
  const onMessage = (message: unknown, _sender: unknown, sendResponse: (reply: PackInForce) => void) => {
    if ((message as { type?: string })?.type !== PACK_IN_FORCE) return;
    sendResponse(inForce());
  };
  chrome.runtime.onMessage.addListener(onMessage);
  return {
    ready,
    inForce,
    stop() {
      stopWatching();
      chrome.runtime.onMessage.removeListener?.(onMessage);
    },
  };
}
