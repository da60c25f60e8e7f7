// @vitest-environment jsdom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ConsentDecision, ConsentState, ShownDisclosure } from "../../../src/core/disclosure";
import type { PlanId } from "../../../src/core/plans";
import type { AssistResult, AssistStreamEvent, ConsentReply, Reply } from "../../lib/messages";
import type { Extraction } from "../types";
import type { PlanSource } from "./plan-source";
import type { HelperOption } from "./Helper";
import { wordingOf } from "./i18n";
import { CATALOGUES } from "./i18n/catalogues";
import { EN } from "./i18n/en";
import { consentMessages, fakeBackground, SHOWN_DISCLOSURE as SHOWN } from "../../../tests/helpers/fake-background";
import { Helper } from "./Helper";

/** What the server answers a request, whole (the body it was given is recorded). */
type ServerReply = Reply<AssistResult>;
const serverAnswer = vi.fn<(body?: unknown) => Promise<ServerReply>>();
/** Streams the answer serverAnswer gives: each suggestion in two deltas, then done; or the error. */
const streamAssist = vi.fn((body: unknown, onEvent: (event: AssistStreamEvent) => void) => {
  void serverAnswer(body).then((reply) => {
    if (!reply.ok) return onEvent({ type: "error", error: reply.error });
    reply.data.suggestions.forEach((text, index) => {
      onEvent({ type: "delta", index, text: text.slice(0, 3) });
      onEvent({ type: "delta", index, text: text.slice(3) });
    });
    onEvent({ type: "done", data: reply.data });
  });
  return { stop: vi.fn() };
});
const reportMiss = vi.fn();

/** The user's consent as the background answers it: agreed unless a test says otherwise; a decision sets it. */
const consentNow = { state: { kind: "agreed" } as ConsentState };
const requestConsentStatus = vi.fn(async (_fresh?: boolean): Promise<ConsentReply> => ({
  ok: true,
  data: { state: consentNow.state, disclosure: SHOWN, record: null },
}));
const decideConsent = vi.fn(async (decision: ConsentDecision, _shown: ShownDisclosure): Promise<ConsentReply> => {
  consentNow.state = decision === "agreed" ? { kind: "agreed" } : { kind: "declined" };
  return { ok: true, data: { state: consentNow.state, disclosure: SHOWN, record: null } };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const UPGRADE = "https://netlift.example/dashboard";
const answer: ServerReply = {
  ok: true,
  data: {
    suggestions: ["Congrats!"],
    usage: { prompt: 1, completion: 1, total: 2 },
    tokenBalance: 9998,
    maxTokens: 10000,
    resetsAt: "",
  },
};

/** A plan source the test drives: `server` is what a fresh read answers. */
function fakePlans(start: PlanId | null, server: PlanId | null = start) {
  let plan = start;
  const listeners = new Set<() => void>();
  const set = (next: PlanId | null) => {
    plan = next;
    for (const l of listeners) l();
  };
  const source: PlanSource & { server: PlanId | null; set: typeof set } = {
    server,
    set,
    get: () => plan,
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    refresh: vi.fn(async (fresh?: boolean) => {
      if (fresh) set(source.server);
      return plan;
    }),
    stop: () => undefined,
  };
  return source;
}

let root: Root;
let host: HTMLElement;

const POST = {
  ok: true as const,
  layer: "structure" as const,
  context: { post: { author: "Priya", headline: "", text: "Launched!", comments: [] } },
};

function renderHelper(
  planSource: PlanSource,
  page: "feed" | "profile" = "feed",
  getContext: () => Extraction<object> = () => POST,
  option?: HelperOption,
) {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      createElement(Helper, {
        name: page,
        page,
        planSource,
        upgradeUrl: UPGRADE,
        actions: [{ label: "Suggest comment", task: "feed.comment" }],
        getContext,
        option,
      }),
    ),
  );
}

const button = (name: RegExp) => [...host.querySelectorAll("button")].find((b) => name.test(b.textContent ?? ""))!;
/** Unavailable to the user but still focusable (aria-disabled): a disabled button would drop the keyboard focus. */
const inactive = (b: HTMLButtonElement) => b.getAttribute("aria-disabled") === "true" && !b.disabled;
async function click(name: RegExp) {
  await act(async () => button(name).click());
}

beforeEach(() => {
  fakeBackground({
    stream: streamAssist,
    messages: {
      consent: consentMessages(requestConsentStatus, decideConsent),
      miss: ({ page }: { page: string }) => reportMiss(page),
    },
  });
  serverAnswer.mockReset();
  reportMiss.mockReset();
  decideConsent.mockClear();
  consentNow.state = { kind: "agreed" };
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe("Helper and the plan", () => {
  it("a Free user on a Pro page gets the lock and no request, after checking the plan past the cache", async () => {
    const plans = fakePlans("free");
    renderHelper(plans);
    await click(/Suggest comment/);
    expect(plans.refresh).toHaveBeenCalledWith(true);
    expect(host.textContent).toContain("is part of Pro");
    expect(host.querySelector("a")?.getAttribute("href")).toBe(UPGRADE);
    expect(serverAnswer).not.toHaveBeenCalled();
  });

  it("an upgrade made after the page opened unlocks the helper on the next click", async () => {
    const plans = fakePlans("free", "pro");
    serverAnswer.mockResolvedValue(answer);
    renderHelper(plans);
    await click(/Suggest comment/);
    expect(serverAnswer).toHaveBeenCalledTimes(1);
    expect(host.textContent).toContain("Congrats!");
    expect(host.textContent).not.toContain("is part of Pro");
  });

  it("sends the context with the layer that found it (and nothing else of the page)", async () => {
    serverAnswer.mockResolvedValue(answer);
    renderHelper(fakePlans("pro"));
    await click(/Suggest comment/);
    expect(serverAnswer).toHaveBeenCalledWith({
      task: "feed.comment",
      page: "feed",
      context: { post: { author: "Priya", headline: "", text: "Launched!", comments: [] } },
      extraction: "structure",
    });
  });

  it("follows the live plan: the lock icon goes when the plan becomes Pro", () => {
    const plans = fakePlans("free");
    renderHelper(plans);
    const icon = () => host.querySelector("button path")?.getAttribute("d") ?? "";
    const lockedIcon = icon();
    act(() => plans.set("pro"));
    expect(icon()).not.toBe(lockedIcon);
  });

  it("plan_required from the server shows the upgrade link and re-reads the plan", async () => {
    const plans = fakePlans("pro", "free");
    serverAnswer.mockResolvedValue({ ok: false, error: { code: "plan_required", message: "Feed is part of Pro." } });
    renderHelper(plans);
    await click(/Suggest comment/);
    const alert = host.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain("This helper is part of Pro.");
    expect(alert.querySelector("a")?.getAttribute("href")).toBe(UPGRADE);
    expect(alert.querySelector("a")?.textContent).toBe("Upgrade");
    expect(plans.refresh).toHaveBeenCalledWith(true);
    expect(plans.get()).toBe("free");
  });
});

describe("Helper and rate limits", () => {
  it("says when to try again and sends nothing until then", async () => {
    vi.useFakeTimers();
    const limited: ServerReply = { ok: false, error: { code: "rate_limited", message: "Too many requests.", retryAfter: 30 } };
    serverAnswer.mockResolvedValueOnce(limited);
    serverAnswer.mockResolvedValue(answer);
    renderHelper(fakePlans("pro"));
    await click(/Suggest comment/);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe("Too many requests. Try again in 30 s.");
    expect(inactive(button(/Suggest comment/))).toBe(true);
    expect(inactive(button(/Refine/))).toBe(true);
    // a click or the follow-up form during the wait does not reach the server
    await click(/Suggest comment/);
    await act(async () => host.querySelector("form")!.requestSubmit());
    expect(serverAnswer).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(29_000));
    expect(inactive(button(/Suggest comment/))).toBe(true);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(inactive(button(/Suggest comment/))).toBe(false);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe("Too many requests. You can try again now.");
    await click(/Suggest comment/);
    expect(serverAnswer).toHaveBeenCalledTimes(2);
    expect(host.textContent).toContain("Congrats!");
  });

  it("waits a few seconds when the 429 names no wait", async () => {
    vi.useFakeTimers();
    serverAnswer.mockResolvedValue({ ok: false, error: { code: "rate_limited", message: "Too many requests." } });
    renderHelper(fakePlans("pro"));
    await click(/Suggest comment/);
    expect(inactive(button(/Suggest comment/))).toBe(true);
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(inactive(button(/Suggest comment/))).toBe(false);
  });
});

describe("Helper and a streamed answer", () => {
  /** A stream the test drives: `emit` sends events as the background would. */
  function manualStream() {
    let emit: (event: AssistStreamEvent) => void = () => undefined;
    const stop = vi.fn();
    streamAssist.mockImplementationOnce((_body: unknown, onEvent: (event: AssistStreamEvent) => void) => {
      emit = onEvent;
      return { stop };
    });
    return { emit: (event: AssistStreamEvent) => act(() => emit(event)), stop };
  }
  const items = () => [...host.querySelectorAll('[data-testid="netlift-suggestion"]')];
  const announcement = () => host.querySelector('[data-testid="netlift-announcement"]')?.textContent ?? "";

  it("shows words as they arrive; a suggestion gets Copy and Insert once complete; screen readers hear each once", async () => {
    const stream = manualStream();
    renderHelper(fakePlans("pro"));
    await click(/Suggest comment/);
    await stream.emit({ type: "delta", index: 0, text: "Congrats on" });
    expect(items().map((li) => li.firstChild?.textContent)).toEqual(["Congrats on"]);
    expect(items()[0]!.querySelector("button")).toBeNull(); // still being written
    expect(host.querySelector("ol")?.getAttribute("aria-busy")).toBe("true");
    expect(announcement()).toBe("");

    await stream.emit({ type: "delta", index: 0, text: " the launch!" });
    await stream.emit({ type: "delta", index: 1, text: "How did" });
    expect(items()[0]!.textContent).toContain("Congrats on the launch!");
    expect([...items()[0]!.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Copy"]);
    expect(items()[1]!.querySelector("button")).toBeNull();
    expect(announcement()).toBe("Suggestion 1: Congrats on the launch!");

    await stream.emit({ type: "delta", index: 1, text: " you test it?" });
    await stream.emit({
      type: "done",
      data: {
        suggestions: ["Congrats on the launch!", "How did you test it?"],
        usage: { prompt: 1, completion: 1, total: 2 },
        tokenBalance: 1,
        maxTokens: 2,
        resetsAt: "",
      },
    });
    expect(items().every((li) => li.querySelector("button"))).toBe(true);
    expect(host.querySelector("ol")?.getAttribute("aria-busy")).toBeNull();
    expect(announcement()).toBe("Suggestion 2: How did you test it?");
  });

  it("Stop ends the stream: the request is told, what was written stays", async () => {
    const stream = manualStream();
    renderHelper(fakePlans("pro"));
    await click(/Suggest comment/);
    await stream.emit({ type: "delta", index: 0, text: "A first" });
    await click(/^Stop$/);
    expect(stream.stop).toHaveBeenCalledTimes(1);
    expect(items().map((li) => li.firstChild?.textContent)).toEqual(["A first"]);
    expect(host.textContent).toContain("Stopped");
    expect(button(/^Stop$/)).toBeUndefined();
    // late events of the stopped answer change nothing
    await stream.emit({ type: "delta", index: 0, text: " and more" });
    expect(items()[0]!.firstChild?.textContent).toBe("A first");
  });

  it("an error mid-stream shows the error, not half an answer", async () => {
    const stream = manualStream();
    renderHelper(fakePlans("pro"));
    await click(/Suggest comment/);
    await stream.emit({ type: "delta", index: 0, text: "Half" });
    await stream.emit({ type: "error", error: { code: "ai_unavailable", message: "The AI service did not answer." } });
    expect(items()).toHaveLength(0);
    expect(host.querySelector('[role="alert"]')?.textContent).toMatch(/AI/);
  });

  it("a goal picked while the answer comes in stops that answer and asks again for the goal picked", async () => {
    const first = manualStream();
    const goals: HelperOption = { kind: "goal", label: "Goal", choices: ["keep it going", "book a call"] };
    renderHelper(fakePlans("pro"), "feed", () => POST, goals);
    await click(/Suggest comment/);
    await first.emit({ type: "delta", index: 0, text: "Keep going" });
    const second = manualStream();
    await act(async () => host.querySelector<HTMLButtonElement>('[role="radio"]:not([aria-checked="true"])')!.click());
    expect(first.stop).toHaveBeenCalledTimes(1);
    expect(streamAssist).toHaveBeenLastCalledWith(expect.objectContaining({ goal: "book a call" }), expect.any(Function));
    await first.emit({ type: "delta", index: 0, text: " (late)" });
    await second.emit({ type: "delta", index: 0, text: "A call?" });
    expect(items().map((li) => li.firstChild?.textContent)).toEqual(["A call?"]);
    expect(host.querySelector('[role="radio"][aria-checked="true"]')?.textContent).toBe("book a call");
  });

  it("the follow-up streams too", async () => {
    serverAnswer.mockResolvedValue(answer);
    renderHelper(fakePlans("pro"));
    await click(/Suggest comment/);
    const stream = manualStream();
    const input = host.querySelector("input")!;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setter.call(input, "shorter");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => host.querySelector("form")!.requestSubmit());
    expect(streamAssist).toHaveBeenLastCalledWith(
      expect.objectContaining({ task: "chat", instruction: "shorter" }),
      expect.any(Function),
    );
    await stream.emit({ type: "delta", index: 0, text: "Short" });
    expect(items()[0]!.firstChild?.textContent).toBe("Short");
  });
});

describe("a page LinkedIn is still drawing", () => {
  /** A post whose text is drawn a moment later: the page has a <p id="late"> once it is there. */
  const latePost = (): Extraction<object> => {
    const text = document.getElementById("late")?.textContent ?? "";
    return text
      ? { ...POST, context: { post: { ...POST.context.post, text } } }
      : { ok: false, reason: "No post text.", waitingFor: "the post's text" };
  };

  it("says it is waiting, then answers with the part that arrived", async () => {
    serverAnswer.mockResolvedValue(answer);
    renderHelper(fakePlans("pro"), "feed", latePost);
    await click(/Suggest comment/);
    expect(host.textContent).toContain("Waiting for LinkedIn to load the post's text…");
    expect(serverAnswer).not.toHaveBeenCalled();
    await act(async () => {
      document.body.append(Object.assign(document.createElement("p"), { id: "late", textContent: "Shipped at last." }));
      // the helper reads the page again on the next frame after the change: waited for, not for a fixed time (a
      // 50 ms sleep here lost the race once on a busy machine)
      await vi.waitFor(() => expect(serverAnswer).toHaveBeenCalled());
    });
    expect(serverAnswer).toHaveBeenCalledTimes(1);
    expect(serverAnswer.mock.calls[0]![0]).toMatchObject({ context: { post: { text: "Shipped at last." } } });
    expect(host.textContent).toContain("Congrats!");
    document.getElementById("late")!.remove();
  });

  it("gives up after a bounded wait, says what is missing, and sends nothing", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderHelper(fakePlans("pro"), "feed", latePost);
    await click(/Suggest comment/);
    expect(host.textContent).toContain("Waiting for LinkedIn to load the post's text…");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8000);
    });
    expect(host.textContent).toContain("LinkedIn did not load the post's text within 8 seconds, so nothing was sent.");
    expect(serverAnswer).not.toHaveBeenCalled();
    // the server counts it: the page type, nothing of the page
    expect(reportMiss).toHaveBeenCalledWith("feed");
  });

  it("a page that cannot be read ends the click in a sentence, never in nothing", async () => {
    renderHelper(fakePlans("pro"), "feed", () => {
      throw new Error("LinkedIn moved everything");
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await click(/Suggest comment/);
    expect(host.textContent).toContain("Netlift could not read this page.");
    expect(serverAnswer).not.toHaveBeenCalled();
  });
});

describe("the disclosure and consent", () => {
  const disclosure = () => host.querySelector('[data-testid="netlift-disclosure"]');

  it("a click before agreeing shows the disclosure and reads and sends nothing; agreeing answers that click", async () => {
    consentNow.state = { kind: "ask", changes: [] };
    serverAnswer.mockResolvedValue(answer);
    const read = vi.fn(() => POST);
    renderHelper(fakePlans("pro"), "feed", read);
    await click(/Suggest comment/);
    expect(disclosure()?.textContent).toContain("Before Netlift sends anything");
    expect(host.querySelector('[data-testid="netlift-disclosure-provider"]')?.textContent).toBe("api.openai.com");
    expect(host.querySelector('[data-testid="netlift-disclosure-origin"]')?.textContent).toBe("https://netlift.example");
    expect(read).not.toHaveBeenCalled();
    expect(serverAnswer).not.toHaveBeenCalled();
    expect(host.querySelector('[role="radiogroup"]')).toBeNull();

    await click(/Agree and continue/);
    expect(decideConsent).toHaveBeenCalledWith("agreed", SHOWN, wordingOf("en"));
    expect(serverAnswer).toHaveBeenCalledTimes(1);
    expect(disclosure()).toBeNull();
    expect(host.textContent).toContain("Congrats!");
  });

  it("on LinkedIn in German, the disclosure is German, every line of it, and the agreement names the German words", async () => {
    document.documentElement.lang = "de";
    consentNow.state = { kind: "ask", changes: [] };
    serverAnswer.mockResolvedValue(answer);
    renderHelper(
      fakePlans("pro"),
      "feed",
      vi.fn(() => POST),
    );
    await click(/Suggest comment/); // the label is the test's own (the features pass theirs, in the page's language)
    const shown = disclosure()!;
    expect(shown.getAttribute("lang")).toBe("de");
    const de = CATALOGUES.de.disclosure;
    for (const line of [de.first, de.sendsIntro, ...de.data, de.settings, de.policy, de.agree, de.decline])
      expect(shown.textContent).toContain(line);
    expect(shown.textContent).not.toContain(EN.disclosure.sendsIntro);
    expect(host.querySelector('[data-testid="netlift-disclosure-provider"]')?.textContent).toBe("api.openai.com");
    await click(new RegExp(de.agree));
    expect(decideConsent).toHaveBeenCalledWith("agreed", SHOWN, wordingOf("de"));
    expect(serverAnswer).toHaveBeenCalledTimes(1);
  });

  it("declining sends nothing and says the helpers are off, and so does every later click", async () => {
    consentNow.state = { kind: "ask", changes: [] };
    renderHelper(fakePlans("pro"));
    await click(/Suggest comment/);
    await click(/No thanks/);
    expect(decideConsent).toHaveBeenCalledWith("declined", SHOWN, wordingOf("en"));
    expect(host.querySelector('[data-testid="netlift-off"]')?.textContent).toContain("helpers are off");
    await click(/Suggest comment/);
    expect(host.querySelector('[data-testid="netlift-off"]')).not.toBeNull();
    expect(serverAnswer).not.toHaveBeenCalled();
  });

  it("asks again, saying what changed, when the server answers that the provider changed since the user agreed", async () => {
    const stream = (() => {
      let emit: (event: AssistStreamEvent) => void = () => undefined;
      streamAssist.mockImplementationOnce(
        (_body: unknown, onEvent: (event: AssistStreamEvent) => void) => ((emit = onEvent), { stop: vi.fn() }),
      );
      return { emit: (event: AssistStreamEvent) => act(async () => emit(event)) };
    })();
    renderHelper(fakePlans("pro"));
    await click(/Suggest comment/);
    consentNow.state = { kind: "ask", changes: ["provider"] };
    await stream.emit({ type: "error", error: { code: "consent_required", message: "Changed." } });
    expect(requestConsentStatus).toHaveBeenLastCalledWith(true);
    expect(host.querySelector('[data-testid="netlift-disclosure-change"]')?.textContent).toBe(
      "The AI provider is now api.openai.com.",
    );
  });
});

describe("What was sent", () => {
  it("under the answer, one click shows the page facts sent for it, exactly", async () => {
    serverAnswer.mockResolvedValue(answer);
    renderHelper(fakePlans("pro"));
    await click(/Suggest comment/);
    const details = host.querySelector("details")!;
    expect(details.querySelector("summary")?.textContent).toBe("What was sent");
    expect(details.open).toBe(false);
    await act(async () => details.querySelector("summary")!.click());
    expect(details.open).toBe(true);
    const shown = JSON.parse(host.querySelector('[data-testid="netlift-sent"]')!.textContent!) as unknown;
    expect(shown).toEqual((serverAnswer.mock.calls[0]![0] as { context: unknown }).context);
    expect(shown).toEqual(POST.context);
  });
});
