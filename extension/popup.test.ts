// @vitest-environment jsdom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Me } from "../src/core/account";
import { DISCLOSURE_VERSION, decide, type ConsentState, type ShownDisclosure } from "../src/core/disclosure";
import { fakeBackground, SHOWN_DISCLOSURE as SHOWN } from "../tests/helpers/fake-background";
import { fill, wordingOf } from "./features/shared/i18n";
import { CATALOGUES } from "./features/shared/i18n/catalogues";
import { EN } from "./features/shared/i18n/en";
import type { AuthReply, ConsentReply, MeReply, PackReply } from "./lib/messages";
import Popup from "./popup";

type Sent = { name: string; body?: { action?: string; decision?: string; shown?: ShownDisclosure } };
/** The background worker: every message the popup sends, answered by the test (`background` below). */
const sendToBackground = vi.fn<(message: Sent) => Promise<unknown>>();

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const me = (overrides: Partial<Me> = {}): Me => ({
  email: "ada@example.com",
  verified: true,
  name: "Ada",
  premium: false,
  plan: "free",
  tokenBalance: 10000,
  maxTokens: 10000,
  tokensUsed: 0,
  resetsAt: "2026-11-22T10:00:00.000Z",
  dailyTokenLimit: 10000,
  billing: { configured: true, subscriptionStatus: "", paymentFailed: false },
  disclosure: { version: DISCLOSURE_VERSION, provider: "api.openai.com" },
  ...overrides,
});

const AGREED: ConsentReply = {
  ok: true,
  data: { state: { kind: "agreed" }, disclosure: SHOWN, record: decide("agreed", SHOWN, new Date()) },
};
const consentReply = (state: ConsentState): ConsentReply => ({
  ok: true,
  data: { state, disclosure: SHOWN, record: state.kind === "declined" ? decide("declined", SHOWN, new Date()) : null },
});

const PACK: PackReply = {
  ok: true,
  data: { version: "2030.1.1.1", source: "server", note: "using the server's pack 2030.1.1.1" },
};

/**
 * The background worker: /api/me answers in order; the consent is `consent` (a decision sets it);
 * auth actions and consent decisions are recorded.
 */
let decisions: Sent["body"][] = [];
function background(
  meReplies: MeReply[],
  auth: AuthReply = { ok: true, data: { signedIn: true } },
  consent: ConsentReply = AGREED,
) {
  const actions: string[] = [];
  decisions = [];
  sendToBackground.mockImplementation(async (message) => {
    if (message.name === "pack") return PACK;
    if (message.name === "me") return meReplies.length > 1 ? meReplies.shift() : meReplies[0];
    if (message.name === "consent") {
      if (message.body?.action !== "decide") return consent;
      decisions.push(message.body);
      consent = consentReply(message.body.decision === "agreed" ? { kind: "agreed" } : { kind: "declined" });
      return consent;
    }
    actions.push(message.body?.action ?? "");
    return auth;
  });
  return actions;
}

let root: Root;
let host: HTMLElement;
async function openPopup() {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(createElement(Popup)));
}
const button = (name: RegExp) => [...host.querySelectorAll("button")].find((b) => name.test(b.textContent ?? ""));

beforeEach(() => {
  sendToBackground.mockReset();
  fakeBackground({ send: sendToBackground });
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe("popup", () => {
  it("a server or network error keeps the session: an error with Retry, not the sign-in form", async () => {
    const actions = background([
      { ok: false, error: { code: "internal", message: "The server answered 503." } },
      { ok: true, data: me() },
    ]);
    await openPopup();
    expect(host.querySelector('form[aria-label="Sign in"]')).toBeNull();
    expect(host.querySelector('[role="alert"]')?.textContent).toContain("The server answered 503.");
    await act(async () => button(/Retry/)!.click());
    expect(host.querySelector('[data-testid="plan"]')?.textContent).toBe("Free");
    expect(actions).toEqual([]); // nothing signed out
  });

  it("a rejected session (401) shows the sign-in form", async () => {
    background([{ ok: false, error: { code: "unauthenticated", message: "Sign in to Netlift." } }]);
    await openPopup();
    expect(host.querySelector('form[aria-label="Sign in"]')).not.toBeNull();
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });

  it("the sign-in form links to the site's forgot-password page, in a new tab", async () => {
    background([{ ok: false, error: { code: "unauthenticated", message: "Sign in to Netlift." } }]);
    await openPopup();
    const link = [...host.querySelectorAll('form[aria-label="Sign in"] a')].find((a) => a.textContent === "Forgot password?");
    expect(link?.getAttribute("href")).toMatch(/^https?:\/\/[^/]+\/forgot-password$/);
    expect(link?.getAttribute("target")).toBe("_blank");
  });

  it("says the address is not verified, resends the e-mail and links to the site", async () => {
    const actions = background([{ ok: true, data: me({ verified: false }) }]);
    await openPopup();
    const notice = host.querySelector('[data-testid="unverified"]');
    expect(notice?.textContent).toContain("not verified");
    expect(notice?.querySelector("a")?.getAttribute("href")).toMatch(/\/verify-email$/);
    await act(async () => button(/Resend verification e-mail/)!.click());
    expect(actions).toEqual(["resendVerification"]);
    expect(host.querySelector('[role="status"]')?.textContent).toContain("Verification e-mail sent");
  });

  it("shows no verification notice to a verified user", async () => {
    background([{ ok: true, data: me() }]);
    await openPopup();
    expect(host.querySelector('[data-testid="unverified"]')).toBeNull();
  });
});

describe("the extraction pack", () => {
  it("asks the background for a newer pack each time it opens, and shows the version in use", async () => {
    background([{ ok: false, error: { code: "unauthenticated", message: "Sign in." } }]);
    await openPopup();
    expect(sendToBackground).toHaveBeenCalledWith({ name: "pack", body: { refresh: true } });
    expect(host.querySelector('[data-testid="pack-version"]')?.textContent).toBe("Page data: v2030.1.1.1");
  });

  it("shows nothing when the background cannot say", async () => {
    background([{ ok: false, error: { code: "unauthenticated", message: "Sign in." } }]);
    const answer = sendToBackground.getMockImplementation()!;
    sendToBackground.mockImplementation(async (message) =>
      message.name === "pack" ? Promise.reject(new Error("no receiver")) : answer(message),
    );
    await openPopup();
    expect(host.querySelector('[data-testid="pack-version"]')).toBeNull();
    expect(host.querySelector("form")).not.toBeNull();
  });
});

describe("the disclosure", () => {
  const text = (testId: string) => host.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;

  it("shows right after sign-in what is sent, to which server and AI provider, what is kept, and the policy; agreeing turns the helpers on", async () => {
    background([{ ok: true, data: me() }], undefined, consentReply({ kind: "ask", changes: [] }));
    await openPopup();
    const disclosure = host.querySelector('[data-testid="netlift-disclosure"]');
    expect(disclosure?.textContent).toContain("the visible text of the post, conversation, profile or job posting you ask about");
    expect(disclosure?.textContent).toContain("your voice");
    expect(text("netlift-disclosure-origin")).toBe("https://netlift.example");
    expect(text("netlift-disclosure-provider")).toBe("api.openai.com");
    expect(disclosure?.textContent).toContain("last 10 exchanges");
    const links = [...(disclosure?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"));
    expect(links).toEqual([expect.stringMatching(/\/settings#data$/), expect.stringMatching(/\/privacy-policy$/)]);

    await act(async () => button(/Agree and continue/)!.click());
    expect(decisions).toEqual([{ action: "decide", decision: "agreed", shown: SHOWN, wording: wordingOf("en") }]);
    expect(host.querySelector('[data-testid="netlift-disclosure"]')).toBeNull();
    expect(text("helpers-on")).toContain("https://netlift.example, and on to api.openai.com");
  });

  it("speaks the browser's language: the disclosure, the plan and the buttons in German, the agreement naming the German words", async () => {
    fakeBackground({ send: sendToBackground, apis: { i18n: { getUILanguage: () => "de-DE" } } });
    try {
      background([{ ok: true, data: me({ tokensUsed: 1234 }) }], undefined, consentReply({ kind: "ask", changes: [] }));
      await openPopup();
      const de = CATALOGUES.de;
      expect(host.querySelector("main")?.getAttribute("lang")).toBe("de");
      expect(host.querySelector('[data-testid="netlift-disclosure"]')?.textContent).toContain(de.disclosure.data[0]);
      expect(text("tokens")).toContain("1.234");
      expect(host.textContent).toContain(de.popup.helpWithPage);
      expect(host.textContent).not.toContain(EN.popup.helpWithPage);
      await act(async () => button(new RegExp(de.disclosure.agree))!.click());
      expect(decisions).toEqual([{ action: "decide", decision: "agreed", shown: SHOWN, wording: wordingOf("de") }]);
      expect(text("helpers-on")).toBe(
        `${fill(de.popup.helpersOn, { origin: SHOWN.origin, provider: SHOWN.provider })} ${de.popup.turnOff}`,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says what changed when asking again", async () => {
    background([{ ok: true, data: me() }], undefined, {
      ok: true,
      data: {
        state: { kind: "ask", changes: ["provider"] },
        disclosure: SHOWN,
        record: decide("agreed", { ...SHOWN, provider: "127.0.0.1:11434" }, new Date()),
      },
    });
    await openPopup();
    expect(text("netlift-disclosure-change")).toBe("The AI provider is now api.openai.com (you agreed to 127.0.0.1:11434).");
  });

  it("declining turns the helpers off; the popup turns them back on after showing the disclosure again", async () => {
    background([{ ok: true, data: me() }], undefined, consentReply({ kind: "ask", changes: [] }));
    await openPopup();
    await act(async () => button(/No thanks/)!.click());
    expect(text("helpers-off")).toContain("Helpers are off");
    await act(async () => button(/Turn helpers on/)!.click());
    expect(host.querySelector('[data-testid="netlift-disclosure"]')).not.toBeNull();
    await act(async () => button(/Agree and continue/)!.click());
    expect(decisions.map((d) => d?.decision)).toEqual(["declined", "agreed"]);
    expect(text("helpers-on")).not.toBeNull();
  });

  it("an agreement can be withdrawn: Turn off records a refusal", async () => {
    background([{ ok: true, data: me() }]);
    await openPopup();
    await act(async () => button(/Turn off/)!.click());
    expect(decisions.map((d) => d?.decision)).toEqual(["declined"]);
    expect(text("helpers-off")).not.toBeNull();
  });

  it("is not shown before the address is verified (the helpers cannot be used yet)", async () => {
    background([{ ok: true, data: me({ verified: false }) }], undefined, consentReply({ kind: "ask", changes: [] }));
    await openPopup();
    expect(host.querySelector('[data-testid="consent"]')).toBeNull();
  });
});

describe("Help with this page", () => {
  function tabs(answer: (message: unknown) => Promise<unknown>) {
    const sendMessage = vi.fn(async (_id: number, message: unknown) => answer(message));
    fakeBackground({ send: sendToBackground, apis: { tabs: { query: vi.fn(async () => [{ id: 7 }]), sendMessage } } });
    return sendMessage;
  }
  afterEach(() => vi.unstubAllGlobals());

  it("asks the active tab's page to open its helper, and closes the popup when it did", async () => {
    background([{ ok: true, data: me() }]);
    const sendMessage = tabs(async () => ({ opened: true }));
    const close = vi.spyOn(window, "close").mockImplementation(() => undefined);
    await openPopup();
    await act(async () => button(/Help with this page/)!.click());
    expect(sendMessage).toHaveBeenCalledWith(7, { type: "netlift/open-helper" });
    expect(close).toHaveBeenCalled();
  });

  it("says why when the page cannot be helped, and where Netlift works when the tab is not LinkedIn", async () => {
    background([{ ok: true, data: me() }]);
    tabs(async () => ({ opened: false, reason: "Open a conversation first: pick one in the list." }));
    await openPopup();
    await act(async () => button(/Help with this page/)!.click());
    expect(host.querySelector('[data-testid="help-note"]')?.textContent).toBe("Open a conversation first: pick one in the list.");

    tabs(async () => {
      throw new Error("Could not establish connection. Receiving end does not exist.");
    });
    await act(async () => button(/Help with this page/)!.click());
    expect(host.querySelector('[data-testid="help-note"]')?.textContent).toMatch(/^Netlift works on LinkedIn/);
  });
});
