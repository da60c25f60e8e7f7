/** The extension's popup and the LLM stand-in, as the extension's end-to-end specs use them. */
import type { BrowserContext } from "@playwright/test";
import { expect } from "./extension";
import { extensionHome } from "./extension-browser";

/**
 * Signs `user` (verified) in through the extension's popup and agrees to the disclosure it then shows,
 * as a user who wants the helpers does; `agree: false` leaves it unanswered. The popup page stays open,
 * showing the plan.
 */
export async function popupSignIn(
  context: BrowserContext,
  extensionId: string,
  user: { email: string; password: string },
  options: { agree?: boolean } = {},
) {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByLabel("E-mail").fill(user.email);
  await popup.getByLabel("Password").fill(user.password);
  await popup.getByRole("button", { name: "Sign in" }).click();
  await expect(popup.getByTestId("plan")).toBeVisible();
  if (options.agree ?? true) {
    await popup.getByRole("button", { name: "Agree and continue" }).click();
    await expect(popup.getByTestId("helpers-on")).toBeVisible();
  }
  return popup;
}

/**
 * Signs `user` (verified) in and agrees to the disclosure as popupSignIn does, through the same messages to
 * the background ("auth", "me", "consent"), sent from a page of the extension without drawing the popup:
 * for the tests of the helpers on LinkedIn, which do not look at the popup (its own flow is tested with
 * popupSignIn). They go from the page every launched profile keeps on the extension's manifest
 * (support/extension-browser.ts): a page opened, navigated and closed for each sign-in cost Chromium about
 * 0.4 core-seconds. Where there is none, a page is opened for it and closed after.
 */
export async function signInWithoutPopup(
  context: BrowserContext,
  extensionId: string,
  user: { email: string; password: string },
  /** false: signed in, the disclosure not yet agreed to (the first click shows it) */
  agree = true,
) {
  const home = extensionHome(extensionId);
  const kept = context.pages().find((page) => page.url() === home);
  const page = kept ?? (await context.newPage());
  try {
    // any page of the extension's origin can message its background; the manifest draws nothing
    if (!kept) await page.goto(home);
    const steps = await page.evaluate(
      async ({ email, password, agree }) => {
        type Reply = { ok: boolean; data?: { disclosure?: unknown; state?: { kind: string } }; error?: unknown };
        const { runtime } = (globalThis as unknown as { chrome: { runtime: { sendMessage(m: object): Promise<Reply> } } }).chrome;
        const send = (name: string, body: object) => runtime.sendMessage({ name, body });
        const signIn = await send("auth", { action: "signIn", email, password });
        const me = await send("me", { fresh: true });
        const status = await send("consent", { action: "status" });
        const agreed = agree
          ? await send("consent", { action: "decide", decision: "agreed", shown: status.data?.disclosure })
          : { ok: true, data: { state: { kind: "agreed" } } };
        return { signIn, me, status, agreed };
      },
      { ...user, agree },
    );
    expect(steps).toMatchObject({
      signIn: { ok: true },
      me: { ok: true },
      status: { ok: true },
      agreed: { ok: true, data: { state: { kind: "agreed" } } },
    });
  } finally {
    if (!kept) await page.close();
  }
}

/** How many requests the LLM stand-in has received so far. */
export async function llmRequestCount(): Promise<number> {
  return ((await (await fetch(`${process.env.E2E_LLM_URL}/__control/requests`)).json()) as { count: number }).count;
}

/** The messages of the last request the LLM stand-in received (none before the first). */
export async function lastLlmMessages(): Promise<{ role: string; content: string }[]> {
  const last = (await (await fetch(`${process.env.E2E_LLM_URL}/__control/last`)).json()) as {
    messages: { role: string; content: string }[];
  } | null;
  return last?.messages ?? [];
}
