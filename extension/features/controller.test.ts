// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { MeReply } from "../lib/messages";

const requestMe = vi.hoisted(() => vi.fn<(fresh?: boolean) => Promise<MeReply>>());
vi.mock("./shared/api", () => ({ requestMe, requestAssist: vi.fn(), saveOwnProfile: vi.fn() }));

const { startController } = await import("./controller");

/** A tab: the URL changes the way LinkedIn's pushState navigation changes it (no event). */
function fakeTab(href: string) {
  const location = { href };
  const win = {
    location,
    document,
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    addEventListener: () => undefined,
  } as unknown as Window;
  return { win, navigate: (next: string) => (location.href = next) };
}

beforeEach(() => {
  vi.useFakeTimers();
  requestMe.mockReset();
  vi.stubGlobal("chrome", {
    runtime: { onMessage: { addListener: vi.fn() } },
    storage: { onChanged: { addListener: vi.fn(), removeListener: vi.fn() } },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("startController", () => {
  it("asks for the plan once, not on every URL poll while the answer is pending", async () => {
    requestMe.mockReturnValue(new Promise(() => undefined)); // a background that takes its time
    const tab = fakeTab("https://www.linkedin.com/in/someone-else/");
    startController(tab.win);
    await vi.advanceTimersByTimeAsync(3_000);
    tab.navigate("https://www.linkedin.com/feed/");
    await vi.advanceTimersByTimeAsync(3_000);
    tab.navigate("https://www.linkedin.com/jobs/view/4012345678/");
    await vi.advanceTimersByTimeAsync(3_000);
    expect(requestMe).toHaveBeenCalledTimes(1);
  });

  it("retries a failed plan read with backoff instead of every poll", async () => {
    requestMe.mockResolvedValue({ ok: false, error: { code: "internal", message: "The server answered 503." } });
    const tab = fakeTab("https://www.linkedin.com/feed/");
    startController(tab.win);
    await vi.advanceTimersByTimeAsync(10_000);
    // at 0 s, 2 s and 6 s; the next one is due at 14 s
    expect(requestMe).toHaveBeenCalledTimes(3);
  });
});
