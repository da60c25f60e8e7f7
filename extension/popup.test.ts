// @vitest-environment jsdom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Me } from "../src/core/account";
import type { AuthReply, MeReply } from "./lib/messages";

type Sent = { name: string; body?: { action?: string } };
const sendToBackground = vi.hoisted(() => vi.fn<(message: Sent) => Promise<unknown>>());
vi.mock("@plasmohq/messaging", () => ({ sendToBackground }));

const { default: Popup } = await import("./popup");

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
  ...overrides,
});

/** The background worker: /api/me answers in order; auth actions are recorded. */
function background(meReplies: MeReply[], auth: AuthReply = { ok: true, data: { signedIn: true } }) {
  const actions: string[] = [];
  sendToBackground.mockImplementation(async (message) => {
    if (message.name === "me") return meReplies.length > 1 ? meReplies.shift() : meReplies[0];
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

describe("Help with this page", () => {
  function tabs(answer: (message: unknown) => Promise<unknown>) {
    const sendMessage = vi.fn(async (_id: number, message: unknown) => answer(message));
    vi.stubGlobal("chrome", { tabs: { query: vi.fn(async () => [{ id: 7 }]), sendMessage } });
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
