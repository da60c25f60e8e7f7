// @vitest-environment jsdom
/** A tab follows the pack the background stores: read before the helpers start, then each change, no reload. */
import { afterEach, describe, expect, it, vi } from "vitest";

import type { ExtractionPack } from "../../../src/core/extraction-pack";
import { PACK_IN_FORCE, type PackInForce } from "../../lib/messages";
import type { StoredPack } from "../../lib/pack-rules";
import { PACK_KEY } from "../../lib/pack-store";
import { BUNDLED_PACK, currentPack, putPackInForce } from "./pack";
import { parsesAsSelector, startPackWatch } from "./pack-watch";

const pack = (version: string, headline: string[] = ["[data-view-name='headline']"]): ExtractionPack => ({
  version,
  schema: 1,
  pages: { profile: { selectors: { HEADLINE: headline } } },
});
const stored = (p: ExtractionPack | null): StoredPack => ({ pack: p, etag: '"e"', checkedAt: 1 });

/** chrome.storage.local and runtime messages, as a content script sees them. */
function fakeChrome(initial: Record<string, unknown> = {}) {
  const data = { ...initial };
  const storageListeners = new Set<(changes: Record<string, chrome.storage.StorageChange>, area: string) => void>();
  const messageListeners = new Set<(message: unknown, sender: unknown, send: (reply: unknown) => void) => void>();
  vi.stubGlobal("chrome", {
    storage: {
      local: { get: async (key: string) => (key in data ? { [key]: data[key] } : {}) },
      onChanged: { addListener: (l: never) => storageListeners.add(l), removeListener: (l: never) => storageListeners.delete(l) },
    },
    runtime: {
      onMessage: { addListener: (l: never) => messageListeners.add(l), removeListener: (l: never) => messageListeners.delete(l) },
    },
  });
  return {
    store(value: unknown) {
      const oldValue = data[PACK_KEY];
      data[PACK_KEY] = value;
      for (const l of storageListeners) l({ [PACK_KEY]: { oldValue, newValue: value } }, "local");
    },
    ask(): PackInForce | undefined {
      let reply: PackInForce | undefined;
      for (const l of messageListeners) l({ type: PACK_IN_FORCE }, {}, (r) => (reply = r as PackInForce));
      return reply;
    },
    listeners: () => storageListeners.size + messageListeners.size,
  };
}

afterEach(() => {
  putPackInForce(null);
  vi.unstubAllGlobals();
});

describe("a tab's pack", () => {
  it("is the stored one once ready, before the helpers start", async () => {
    fakeChrome({ [PACK_KEY]: stored(pack("2030.1.1.1")) });
    const watch = startPackWatch({ now: () => 42 });
    await watch.ready;
    expect(currentPack().version).toBe("2030.1.1.1");
    expect(watch.inForce()).toEqual({ version: "2030.1.1.1", since: 42 });
    watch.stop();
  });

  it("follows each pack the background stores, and says which it has in force when asked", async () => {
    const chromeFake = fakeChrome();
    let clock = 100;
    const watch = startPackWatch({ now: () => clock });
    await watch.ready;
    expect(currentPack()).toBe(BUNDLED_PACK);
    expect(chromeFake.ask()).toEqual({ version: BUNDLED_PACK.version, since: 0 });

    clock = 200;
    chromeFake.store(stored(pack("2030.1.1.1")));
    expect(chromeFake.ask()).toEqual({ version: "2030.1.1.1", since: 200 });
    // a withdrawal: the server's older pack, still newer than the bundled one
    chromeFake.store(stored(pack("2029.1.1.1")));
    expect(currentPack().version).toBe("2029.1.1.1");
    // the server's pack is the bundled one again
    chromeFake.store(stored(null));
    expect(currentPack()).toBe(BUNDLED_PACK);
    // something that is not a stored pack leaves the bundled one
    chromeFake.store({ pack: { version: "2031.1.1.1", schema: 1, pages: { jobs: { steps: [] } } }, etag: "", checkedAt: 1 });
    expect(currentPack()).toBe(BUNDLED_PACK);

    watch.stop();
    expect(chromeFake.listeners()).toBe(0);
  });

  it("keeps a change that comes before the first read finishes", async () => {
    const chromeFake = fakeChrome({ [PACK_KEY]: stored(pack("2030.1.1.1")) });
    const watch = startPackWatch();
    chromeFake.store(stored(pack("2030.2.1.1")));
    await watch.ready;
    expect(currentPack().version).toBe("2030.2.1.1");
    watch.stop();
  });

  it("leaves out a served selector the browser cannot parse; the bundled list stays for a list left empty", async () => {
    fakeChrome({ [PACK_KEY]: stored(pack("2030.1.1.1", ["div[", ".ok"])) });
    const watch = startPackWatch();
    await watch.ready;
    expect(currentPack().pages.profile?.selectors?.HEADLINE).toEqual([".ok"]);
    watch.stop();
    expect(parsesAsSelector("a[href*='/in/'] p")).toBe(true);
    expect(parsesAsSelector("div[")).toBe(false);
    expect(parsesAsSelector("a >> b")).toBe(false);
  });
});
