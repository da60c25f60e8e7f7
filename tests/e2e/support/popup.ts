/** The extension's popup and the LLM stand-in, as the extension's end-to-end specs use them. */
import type { BrowserContext } from "@playwright/test";
import { expect } from "./extension";

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
