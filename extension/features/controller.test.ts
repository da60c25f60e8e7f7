// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { loadOwn } from "../../tests/helpers/linkedin-captures";
import { attachDeclarativeShadowRoots, outletRoot } from "../../tests/helpers/shadow-dom";
import { fakeBackground } from "../../tests/helpers/fake-background";
import { OPEN_HELPER, type MeReply, type OpenHelperReply } from "../lib/messages";
import { notAHelperPage, startController } from "./controller";
import { PAGE_FEATURES, SURFACES } from "./registry";
import { crossPageSurface } from "./shared/feature";

const requestMe = vi.fn<(fresh?: boolean) => Promise<MeReply>>();

/** A tab: the URL changes the way LinkedIn's pushState navigation changes it (no event). */
function fakeTab(href: string) {
  const location = { href };
  const win = {
    location,
    document,
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  } as unknown as Window;
  return { win, navigate: (next: string) => (location.href = next) };
}

/** chat-windows.html in this test's document: two open chat windows in #interop-outlet's shadow root. */
function withChatWindows() {
  document.body.replaceWith(document.adoptNode(loadOwn("chat-windows.html").body));
  attachDeclarativeShadowRoots(document);
}
const chatHelpers = () => outletRoot(document)?.querySelectorAll('[data-netlift="chat-window"]').length ?? 0;

beforeEach(() => {
  vi.useFakeTimers();
  requestMe.mockReset();
  fakeBackground({
    messages: { me: ({ fresh }: { fresh: boolean }) => requestMe(fresh), profile: () => undefined },
    runtime: { onMessage: { addListener: vi.fn() } },
    apis: { storage: { onChanged: { addListener: vi.fn(), removeListener: vi.fn() } } },
  });
});
/** The controllers a test started: stopped at its end, so that none watches the next test's page. */
const started: (() => void)[] = [];
const start = (win: Window, surfaces = SURFACES) => started.push(startController(win, surfaces));

afterEach(() => {
  for (const stop of started.splice(0)) stop();
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("startController", () => {
  it("a cross-page surface is one line in the list: started where it says, stopped where it does not, asked by the shortcut", async () => {
    requestMe.mockReturnValue(new Promise(() => undefined));
    const log: string[] = [];
    let focused = false;
    const onJobs = crossPageSurface({
      name: "throwaway",
      where: (here) => here.type === "jobs",
      start: (env) => {
        log.push(`start on ${env.pageType()}`);
        return {
          stop: () => log.push("stop"),
          hasFocus: () => focused,
          open: () => ({ opened: true }),
        };
      },
    });
    const tab = fakeTab("https://www.linkedin.com/feed/");
    start(tab.win, [...SURFACES, onJobs]);
    expect(log).toEqual([]);
    tab.navigate("https://www.linkedin.com/jobs/view/4012345678/");
    await vi.advanceTimersByTimeAsync(500);
    // started after the page's feature: it is told the page it is on
    expect(log).toEqual(["start on jobs"]);
    tab.navigate("https://www.linkedin.com/jobs/view/4099999999/");
    await vi.advanceTimersByTimeAsync(500);
    expect(log).toEqual(["start on jobs"]); // still wanted: kept, not started again
    const listener = vi.mocked(chrome.runtime.onMessage.addListener).mock.calls[0]![0] as unknown as (
      message: unknown,
      sender: unknown,
      reply: (r: OpenHelperReply) => void,
    ) => void;
    focused = true;
    const replies: OpenHelperReply[] = [];
    listener({ type: OPEN_HELPER }, {}, (r) => replies.push(r));
    expect(replies).toEqual([{ opened: true }]); // the surface typed in comes before the page's helper
    tab.navigate("https://www.linkedin.com/in/someone-else/");
    await vi.advanceTimersByTimeAsync(500);
    expect(log).toEqual(["start on jobs", "stop"]);
  });

  it("a surface that takes the page runs in the page feature's place: the own activity page's helper is the voice's, not the profile's", async () => {
    requestMe.mockReturnValue(new Promise(() => undefined));
    const activity = SURFACES.find((surface) => surface.name === "activity")!;
    const log: string[] = [];
    const profileStart = vi.spyOn(PAGE_FEATURES.profile, "start").mockImplementation(() => {
      log.push("profile");
      return () => log.push("profile stopped");
    });
    const activityStart = vi.spyOn(activity, "start").mockImplementation((env) => {
      log.push(`activity on ${env.pageType()}`);
      return { stop: () => log.push("activity stopped"), open: () => ({ opened: false, reason: "the voice's" }) };
    });
    try {
      const tab = fakeTab("https://www.linkedin.com/in/nadia-okafor-4b2a19/recent-activity/all/");
      start(tab.win);
      expect(log).toEqual(["activity on profile"]);
      const listener = vi.mocked(chrome.runtime.onMessage.addListener).mock.calls[0]![0] as unknown as (
        message: unknown,
        sender: unknown,
        reply: (r: OpenHelperReply) => void,
      ) => void;
      const replies: OpenHelperReply[] = [];
      listener({ type: OPEN_HELPER }, {}, (r) => replies.push(r));
      expect(replies).toEqual([{ opened: false, reason: "the voice's", lang: "en" }]); // asked in the profile's place
      tab.navigate("https://www.linkedin.com/in/nadia-okafor-4b2a19/recent-activity/comments/");
      await vi.advanceTimersByTimeAsync(500);
      expect(log).toEqual(["activity on profile"]); // another tab of the same page: kept
      tab.navigate("https://www.linkedin.com/in/nadia-okafor-4b2a19/");
      await vi.advanceTimersByTimeAsync(500);
      expect(log).toEqual(["activity on profile", "activity stopped", "profile"]);
      tab.navigate("https://www.linkedin.com/in/nadia-okafor-4b2a19/recent-activity/all/");
      await vi.advanceTimersByTimeAsync(500);
      expect(log.slice(3)).toEqual(["profile stopped", "activity on profile"]);
    } finally {
      profileStart.mockRestore();
      activityStart.mockRestore();
    }
  });

  it("asks for the plan once, not on every URL poll while the answer is pending", async () => {
    requestMe.mockReturnValue(new Promise(() => undefined)); // a background that takes its time
    const tab = fakeTab("https://www.linkedin.com/in/someone-else/");
    start(tab.win);
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
    start(tab.win);
    await vi.advanceTimersByTimeAsync(10_000);
    // at 0 s, 2 s and 6 s; the next one is due at 14 s
    expect(requestMe).toHaveBeenCalledTimes(3);
  });

  it("chat windows get their helpers on every page, beside the page's own feature, but not on /messaging/", async () => {
    requestMe.mockReturnValue(new Promise(() => undefined));
    withChatWindows();
    const tab = fakeTab("https://www.linkedin.com/mynetwork/");
    start(tab.win);
    expect(chatHelpers()).toBe(2);
    tab.navigate("https://www.linkedin.com/messaging/thread/2-abc/");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(chatHelpers()).toBe(0);
    tab.navigate("https://www.linkedin.com/jobs/view/4012345678/");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(chatHelpers()).toBe(2);
  });

  it("the shortcut opens a chat window's helper on a page with no helper of its own, and says what to do where there is none", async () => {
    requestMe.mockReturnValue(new Promise(() => undefined));
    const tab = fakeTab("https://www.linkedin.com/mynetwork/");
    start(tab.win);
    const listener = vi.mocked(chrome.runtime.onMessage.addListener).mock.calls[0]![0] as unknown as (
      message: unknown,
      sender: unknown,
      reply: (r: OpenHelperReply) => void,
    ) => void;
    const shortcut = () => {
      let reply: OpenHelperReply | null = null;
      listener({ type: OPEN_HELPER }, {}, (r) => (reply = r));
      return reply;
    };
    expect(shortcut()).toEqual({ ...notAHelperPage(document), lang: "en" });
    withChatWindows();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shortcut()).toEqual({ opened: true });
  });
});
