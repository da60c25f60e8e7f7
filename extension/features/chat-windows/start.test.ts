// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { loadOwn } from "../../../tests/helpers/linkedin-captures";
import { attachDeclarativeShadowRoots, outletRoot } from "../../../tests/helpers/shadow-dom";
import type { AssistMessage, AssistStreamEvent } from "../../lib/messages";
import { agreedConsent, fakeBackground } from "../../../tests/helpers/fake-background";
import type { PlanSource } from "../shared/plan-source";
import { CHAT_WINDOW_HELPER, startChatWindows } from "./start";

/** Every request the helpers send, answered at once with one suggestion naming the window's participant. */
const streamAssist = vi.fn((body: AssistMessage, onEvent: (event: AssistStreamEvent) => void) => {
  const thread = (body.context as { thread: { participants: string[] } }).thread;
  const suggestions = [`Thanks, ${thread.participants[0]}: Tuesday works.`];
  queueMicrotask(() =>
    onEvent({
      type: "done",
      data: { suggestions, usage: { prompt: 1, completion: 1, total: 2 }, tokenBalance: 1, maxTokens: 2, resetsAt: "" },
    }),
  );
  return { stop: vi.fn() };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pro: PlanSource = { get: () => "pro", subscribe: () => () => undefined, refresh: async () => "pro", stop: () => undefined };
const free: PlanSource = {
  get: () => "free",
  subscribe: () => () => undefined,
  refresh: async () => "free",
  stop: () => undefined,
};

/** chat-windows.html in this test's document, its windows in #interop-outlet's shadow root. */
function openPage() {
  const page = loadOwn("chat-windows.html");
  document.documentElement.setAttribute("lang", "en");
  document.body.replaceWith(document.adoptNode(page.body));
  attachDeclarativeShadowRoots(document);
  return outletRoot(document)!;
}

const windowOf = (name: string) =>
  [...outletRoot(document)!.querySelectorAll('[role="dialog"]')].find(
    (w) => w.querySelector("h2")?.textContent?.trim() === name,
  )!;
const helperIn = (win: Element) => win.querySelector<HTMLElement>(`[data-netlift="${CHAT_WINDOW_HELPER}"]`);
const helperButton = (win: Element, name: RegExp) =>
  [...(helperIn(win)?.shadowRoot?.querySelectorAll("button") ?? [])].find((b) => name.test(b.textContent ?? ""))!;
const helperText = (win: Element) => helperIn(win)?.shadowRoot?.textContent ?? "";
const helpers = () => outletRoot(document)!.querySelectorAll(`[data-netlift="${CHAT_WINDOW_HELPER}"]`).length;

/** Waits for `assertion` to hold while the feature scans (its helpers mount and render meanwhile). */
const settle = (assertion: () => void, timeout = 1000) => act(async () => vi.waitFor(assertion, { timeout }));

let stop: (() => void) | null = null;
function start(planSource = pro) {
  // the helpers render as they mount
  let feature!: ReturnType<typeof startChatWindows>;
  act(() => {
    feature = startChatWindows({ doc: document, planSource, upgradeUrl: "https://netlift.example/dashboard" });
  });
  stop = () => act(() => feature.stop());
  return feature;
}

beforeEach(() => {
  fakeBackground({
    stream: streamAssist,
    messages: { consent: agreedConsent(), miss: () => undefined },
  });
  streamAssist.mockClear();
});
afterEach(() => {
  stop?.();
  stop = null;
  document.body.innerHTML = "";
});

describe("chat windows' helpers", () => {
  it("each open window in the shadow root gets its own helper above its composer's footer; the minimised one none", async () => {
    openPage();
    start();
    for (const name of ["Ingrid Solberg", "Kwame Asante"]) {
      const helper = helperIn(windowOf(name));
      expect(helper, name).not.toBeNull();
      expect(helper!.nextElementSibling?.tagName).toBe("FOOTER");
    }
    expect(helperIn(windowOf("Tomasz Wrona"))).toBeNull();
    expect(helpers()).toBe(2);
  });

  it("each helper sends its own window's conversation, marked as read inside a shadow root, toward the goal chosen", async () => {
    openPage();
    start();
    const kwame = windowOf("Kwame Asante");
    await act(async () => helperButton(kwame, /Suggest reply/).click());
    await settle(() => expect(helperText(kwame)).toContain("Thanks, Kwame Asante"));
    const body = streamAssist.mock.calls[0]![0];
    expect(body).toMatchObject({
      task: "messages.reply",
      page: "messages",
      goal: "follow up",
      shadow: true,
      extraction: "selectors",
    });
    expect(JSON.stringify(body.context)).toContain("Odile Varga");
    expect(JSON.stringify(body.context)).not.toMatch(/Ingrid|Fjordlys/);

    const ingrid = windowOf("Ingrid Solberg");
    await act(async () => helperButton(ingrid, /Suggest reply/).click());
    await settle(() => expect(helperText(ingrid)).toContain("Thanks, Ingrid Solberg"));
    await act(async () => helperButton(ingrid, /book a call/).click());
    await settle(() => expect(streamAssist).toHaveBeenCalledTimes(3));
    const third = streamAssist.mock.calls[2]![0];
    expect(third.goal).toBe("book a call");
    expect((third.context as { thread: { participants: string[] } }).thread.participants).toEqual(["Ingrid Solberg"]);
  });

  it("Insert puts the suggestion into that window's composer, not the other one's", async () => {
    openPage();
    start();
    const kwame = windowOf("Kwame Asante");
    await act(async () => helperButton(kwame, /Suggest reply/).click());
    await settle(() => expect(helperButton(kwame, /^Insert$/)).toBeDefined());
    await act(async () => helperButton(kwame, /^Insert$/).click());
    await settle(() => expect(helperText(kwame)).toContain("Inserted: review it and send it yourself."));
    expect(kwame.querySelector('[contenteditable="true"]')!.textContent).toBe("Thanks, Kwame Asante: Tuesday works.");
    expect(windowOf("Ingrid Solberg").querySelector('[contenteditable="true"]')!.textContent).toBe("");
  });

  it("a window that closes takes its helper with it; one minimised hides it, and gets it back when opened again", async () => {
    openPage();
    start();
    const ingrid = windowOf("Ingrid Solberg");
    const body = ingrid.querySelector<HTMLElement>(".msg-overlay-conversation-bubble__content-wrapper")!;
    ingrid.classList.add("msg-overlay-conversation-bubble--is-minimized");
    body.hidden = true;
    await settle(() => expect(helperIn(ingrid)).toBeNull());
    expect(helpers()).toBe(1);
    ingrid.classList.remove("msg-overlay-conversation-bubble--is-minimized");
    body.hidden = false;
    await settle(() => expect(helperIn(ingrid)).not.toBeNull());

    windowOf("Kwame Asante").remove();
    await settle(() => expect(helpers()).toBe(1));
    expect(helperIn(ingrid)).not.toBeNull();
  });

  it("a window LinkedIn draws anew for the same conversation keeps its helper, open panel and all", async () => {
    openPage();
    start();
    const kwame = windowOf("Kwame Asante");
    await act(async () => helperButton(kwame, /Suggest reply/).click());
    await settle(() => expect(helperText(kwame)).toContain("Thanks, Kwame Asante"));
    const helper = helperIn(kwame)!;
    const fresh = kwame.cloneNode(true) as Element;
    fresh.querySelector(`[data-netlift]`)!.remove();
    kwame.replaceWith(fresh);
    await settle(() => expect(helperIn(fresh)).toBe(helper));
    expect(helperText(fresh)).toContain("Thanks, Kwame Asante");
  });

  it("a chat window whose shadow root is attached later is found without any other change to the page", async () => {
    document.body.innerHTML = `<main><h1>Jobs</h1></main><div id="interop-outlet"></div>`;
    start();
    expect(helpers).toThrow(); // no shadow root yet
    const page = loadOwn("chat-windows.html");
    attachDeclarativeShadowRoots(page);
    const shadow = document.getElementById("interop-outlet")!.attachShadow({ mode: "open" });
    shadow.append(document.importNode(outletRoot(page)!.querySelector("aside")!, true));
    await settle(() => expect(helpers()).toBe(2), 3000);
  });

  it("a Free user's click says the helper is part of Pro, and sends nothing", async () => {
    openPage();
    start(free);
    const kwame = windowOf("Kwame Asante");
    await act(async () => helperButton(kwame, /Suggest reply/).click());
    await settle(() => expect(helperText(kwame)).toContain("is part of Pro"));
    expect(streamAssist).not.toHaveBeenCalled();
  });

  it("stopping removes every helper", async () => {
    openPage();
    const feature = start();
    expect(helpers()).toBe(2);
    act(() => feature.stop());
    stop = null;
    expect(helpers()).toBe(0);
  });

  it("the shortcut opens the helper of the window the user is typing in", async () => {
    openPage();
    const feature = start();
    const ingrid = windowOf("Ingrid Solberg");
    ingrid.querySelector<HTMLElement>('[contenteditable="true"]')!.focus();
    expect(feature.hasFocus()).toBe(true);
    await act(async () => expect(feature.open()).toEqual({ opened: true }));
    await settle(() => expect(helperText(ingrid)).toContain("Thanks, Ingrid Solberg"));
    expect(helperText(windowOf("Kwame Asante"))).not.toContain("Thanks");
  });
});
