/**
 * The background's fetch of the extraction pack, against a stand-in for fetch, chrome.storage.local and
 * chrome.alarms: If-None-Match, what is stored, the hourly alarm, and requests joined while one is on its way.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { PACK_KEY } from "~lib/pack-store";

const { BUNDLED_VERSION, PACK_ALARM, packStatus, startPackSync, syncPack } = await import("./pack-sync");

const served = (version: string) => ({
  version,
  schema: 1,
  pages: { profile: { selectors: { HEADLINE: ["[data-view-name='headline']"] } } },
});

interface Call {
  url: string;
  ifNoneMatch: string | null;
}

function fakeChrome(initial: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { ...initial };
  const alarms = new Map<string, { periodInMinutes?: number }>();
  const alarmListeners: ((alarm: { name: string }) => void)[] = [];
  vi.stubGlobal("chrome", {
    storage: {
      local: {
        get: async (key: string) => (key in data ? { [key]: structuredClone(data[key]) } : {}),
        set: async (items: Record<string, unknown>) => Object.assign(data, structuredClone(items)),
      },
    },
    alarms: {
      get: async (name: string) => (alarms.has(name) ? { name, ...alarms.get(name) } : undefined),
      create: async (name: string, info: { periodInMinutes?: number }) => void alarms.set(name, info),
      onAlarm: { addListener: (l: (alarm: { name: string }) => void) => alarmListeners.push(l) },
    },
  });
  return { data, alarms, fire: (name: string) => alarmListeners.forEach((l) => l({ name })) };
}

/** The server: answers with `respond` and records each request. */
function fakeServer(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, ifNoneMatch: new Headers(init.headers).get("if-none-match") };
      calls.push(call);
      expect(init.cache).toBe("no-store");
      return respond(call);
    }),
  );
  return calls;
}

const packResponse = (version: string, etag: string) =>
  new Response(JSON.stringify(served(version)), { status: 200, headers: { etag, "content-type": "application/json" } });

let chromeFake: ReturnType<typeof fakeChrome>;
beforeEach(() => {
  chromeFake = fakeChrome();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("syncing the extraction pack", () => {
  it("stores a newer pack with its ETag, then asks with If-None-Match and keeps it on a 304", async () => {
    const calls = fakeServer((call) =>
      call.ifNoneMatch === '"v1"' ? new Response(null, { status: 304 }) : packResponse("2030.1.1.1", '"v1"'),
    );
    expect(await syncPack()).toMatchObject({ kind: "updated" });
    expect(calls[0]).toEqual({ url: expect.stringMatching(/\/api\/extension\/pack$/), ifNoneMatch: null });
    expect(chromeFake.data[PACK_KEY]).toMatchObject({ pack: { version: "2030.1.1.1" }, etag: '"v1"' });
    expect(await packStatus()).toMatchObject({ version: "2030.1.1.1", source: "server" });

    expect(await syncPack()).toMatchObject({ kind: "unchanged" });
    expect(calls[1]?.ifNoneMatch).toBe('"v1"');
    expect(chromeFake.data[PACK_KEY]).toMatchObject({ pack: { version: "2030.1.1.1" } });
  });

  it("keeps the last good pack when the server sends an invalid one, fails, or cannot be reached", async () => {
    chromeFake.data[PACK_KEY] = { pack: served("2030.1.1.1"), etag: '"v1"', checkedAt: 1 };
    const answers = [
      () =>
        new Response(JSON.stringify({ version: "2031.1.1.1", schema: 1, pages: { jobs: { steps: [] } } }), {
          status: 200,
          headers: { etag: '"bad"' },
        }),
      () => new Response("{}", { status: 429 }),
      () => Promise.reject(new TypeError("Failed to fetch")),
    ];
    for (const answer of answers) {
      fakeServer(answer);
      expect((await syncPack()).kind).toBe("refused");
      expect(chromeFake.data[PACK_KEY]).toEqual({ pack: served("2030.1.1.1"), etag: '"v1"', checkedAt: 1 });
    }
    expect((await packStatus()).version).toBe("2030.1.1.1");
  });

  it("uses the bundled pack when the server's is no newer", async () => {
    fakeServer(() => packResponse(BUNDLED_VERSION, '"b"'));
    await syncPack();
    expect(chromeFake.data[PACK_KEY]).toMatchObject({ pack: null, etag: '"b"' });
    expect(await packStatus()).toMatchObject({ version: BUNDLED_VERSION, source: "bundled" });
  });

  it("joins a request on its way: the popup and the alarm at once make one request", async () => {
    let release: () => void = () => undefined;
    const calls = fakeServer(
      () => new Promise<Response>((resolve) => (release = () => resolve(packResponse("2030.1.1.1", '"v1"')))),
    );
    const first = syncPack();
    const second = syncPack();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    release();
    expect(await first).toBe(await second);
    expect(calls).toHaveLength(1);
  });
});

describe("when the worker starts", () => {
  it("sets the hourly alarm once, fetches when the last answer is old, and fetches again when the alarm fires", async () => {
    const calls = fakeServer(() => packResponse("2030.1.1.1", '"v1"'));
    startPackSync();
    await vi.waitFor(() => expect(chromeFake.data[PACK_KEY]).toMatchObject({ pack: { version: "2030.1.1.1" } }));
    expect(chromeFake.alarms.get(PACK_ALARM)).toEqual({ periodInMinutes: 60 });
    expect(calls).toHaveLength(1);

    chromeFake.fire(PACK_ALARM);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    chromeFake.fire("another alarm");

    // a restart a minute later: the alarm is kept as it was, and the fresh answer needs no new request
    chromeFake.alarms.set(PACK_ALARM, { periodInMinutes: 60 });
    const alarmBefore = chromeFake.alarms.get(PACK_ALARM);
    startPackSync();
    // every stand-in answers in a microtask: one macrotask later, whatever the restart started has started
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chromeFake.alarms.get(PACK_ALARM)).toBe(alarmBefore);
    expect(calls).toHaveLength(2);
  });
});
