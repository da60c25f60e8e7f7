/**
 * Answers appear in the helper panel as the model writes them (POST /api/assist as server-sent
 * events, through the background worker's port), and Stop ends them: the built extension in
 * Chromium, the real server, and the LLM stand-in holding its answer after a few words.
 */
import type { BrowserContext } from "@playwright/test";
import { createUser } from "../helpers/accounts";
import { expect, test } from "./support/extension";
import { signInWithoutPopup } from "./support/popup";
import { server } from "./support/remote";

const control = (path: string, body?: object) =>
  fetch(`${process.env.E2E_LLM_URL}/__control/${path}`, {
    method: body ? "POST" : "GET",
    body: body ? JSON.stringify(body) : undefined,
  }).then((res) => res.json() as Promise<{ count?: number; abandoned?: number; streaming?: number }>);

async function signedIn(context: BrowserContext, extensionId: string) {
  const user = await createUser(server);
  await signInWithoutPopup(context, extensionId, user);
  return user;
}

test.afterEach(async () => {
  await control("release", {});
});

test("the first words show before the model has finished; Copy comes with the whole suggestion", async ({
  context,
  extensionId,
}) => {
  await signedIn(context, extensionId);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/in/someone-else/");
  await control("hold", { tokens: 3 }); // '{"suggestions":["Suggestion ', '1 ', 'for ': then it waits
  const profile = page.locator('[data-netlift="profile"]');
  await profile.getByRole("button", { name: /Summarize/ }).click();
  const suggestion = profile.getByTestId("netlift-suggestion");
  await expect(suggestion).toHaveText("Suggestion 1 for");
  await expect(suggestion.getByRole("button", { name: "Copy" })).toHaveCount(0);
  await expect(profile.getByRole("button", { name: "Stop" })).toBeVisible();

  await control("release", {});
  await expect(suggestion).toContainText("Suggestion 1 for Mira Castellanos: thoughtful, specific text.");
  await expect(suggestion.getByRole("button", { name: "Copy" })).toBeVisible();
  await expect(profile.getByRole("button", { name: "Stop" })).toHaveCount(0);
});

test("Stop ends the answer: the words so far stay, and the server stops the model", async ({ context, extensionId }) => {
  await signedIn(context, extensionId);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/in/someone-else/");
  const abandoned = (await control("requests")).abandoned ?? 0;
  await control("hold", { tokens: 3 });
  const profile = page.locator('[data-netlift="profile"]');
  await profile.getByRole("button", { name: /Summarize/ }).click();
  await expect(profile.getByTestId("netlift-suggestion")).toHaveText("Suggestion 1 for");
  expect((await control("requests")).streaming).toBe(1); // the server's call to the model, held
  await profile.getByRole("button", { name: "Stop" }).click();
  await expect(profile.getByText("Stopped: what was written so far stays.")).toBeVisible();

  // the model is held (silent): the server sees the client gone at its next tick (every 2 s) and ends its call to
  // the model. (Released at once instead, a model that writes its last few words before the server reads the next
  // one would never be cut off: a race under load.)
  await expect.poll(async () => (await control("requests")).streaming, { timeout: 15_000 }).toBe(0);
  await control("release", {});
  await expect.poll(async () => (await control("requests")).abandoned).toBe(abandoned + 1); // it never finished
  await expect(profile.getByTestId("netlift-suggestion")).toHaveText(/^Suggestion 1 for/);
  await expect(profile.getByTestId("netlift-suggestion")).not.toContainText("Mira");
});
