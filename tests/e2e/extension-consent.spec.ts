/**
 * The disclosure and consent end to end (issue #30), in Chromium with a fresh extension profile, against
 * the real PocketBase and the LLM stand-in: a helper clicked before agreeing shows the disclosure and
 * sends nothing; after agreeing the answer comes, with what was sent under it; when the server announces
 * another AI provider, the user is asked again before anything is sent.
 */
import { rmSync } from "node:fs";
import { freePort } from "../../scripts/lib/pocketbase.mjs";
import { providerName } from "../../src/core/disclosure";
import { adminGet, createUser } from "../helpers/accounts";
import { startStack } from "../helpers/stack";
import { expect, test } from "./support/extension";
import { launch, retargetedExtension } from "./support/extension-browser";
import { llmRequestCount, popupSignIn } from "./support/popup";
import { server } from "./support/remote";

/** A profile of someone else: a Free user's helper ("Summarize"). */
const PROFILE = "https://www.linkedin.com/in/someone-else/";

test("a click before agreeing shows the disclosure and sends nothing; after agreeing the answer comes, with what was sent", async ({
  context,
  extensionId,
}) => {
  const user = await createUser(server, { consent: false }); // a new user: nothing decided on the account either
  const popup = await popupSignIn(context, extensionId, user, { agree: false });
  // right after sign-in the popup says what is sent, where, and to which AI provider
  const shown = popup.getByTestId("netlift-disclosure");
  await expect(shown).toContainText("the visible text of the post, conversation, profile or job posting you ask about");
  await expect(shown.getByTestId("netlift-disclosure-origin")).toHaveText(server.url);
  await expect(shown.getByTestId("netlift-disclosure-provider")).toHaveText(providerName("", process.env.E2E_LLM_URL!));
  await expect(shown.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", `${server.url}/privacy-policy`);
  await popup.close(); // unanswered

  const page = await context.newPage();
  await page.goto(PROFILE);
  const helper = page.locator('[data-netlift="profile"]');
  const before = await llmRequestCount();
  await helper.getByRole("button", { name: /Summarize/ }).click();
  const disclosure = helper.getByTestId("netlift-disclosure");
  await expect(disclosure).toContainText("Before Netlift sends anything");
  await expect(disclosure.getByTestId("netlift-disclosure-origin")).toHaveText(server.url);
  expect(await llmRequestCount()).toBe(before);
  await expect(helper.getByTestId("netlift-suggestion")).toHaveCount(0);
  expect(await adminGet(server, "user_details", user.id)).toMatchObject({ consentDecision: "", profile: "" });

  await disclosure.getByRole("button", { name: "Agree and continue" }).click();
  await expect(helper.getByTestId("netlift-suggestion")).toContainText("Suggestion 1 for Mira Castellanos");
  expect(await llmRequestCount()).toBe(before + 1);
  await expect(disclosure).toHaveCount(0);

  // what was sent: the page's facts, one click away
  await helper.getByText("What was sent").click();
  const sent = JSON.parse((await helper.getByTestId("netlift-sent").textContent()) ?? "null") as { profile?: { name?: string } };
  expect(sent.profile?.name).toBe("Mira Castellanos");

  // the account keeps the agreement (the export lists it)
  expect(await adminGet(server, "user_details", user.id)).toMatchObject({
    consentDecision: "agreed",
    consentProvider: providerName("", process.env.E2E_LLM_URL!),
  });
});

test("declining turns the helpers off: a click sends nothing and says so", async ({ context, extensionId }) => {
  const user = await createUser(server);
  const popup = await popupSignIn(context, extensionId, user, { agree: false });
  await popup.getByRole("button", { name: "No thanks" }).click();
  await expect(popup.getByTestId("helpers-off")).toBeVisible();

  const page = await context.newPage();
  await page.goto(PROFILE);
  const helper = page.locator('[data-netlift="profile"]');
  const before = await llmRequestCount();
  await helper.getByRole("button", { name: /Summarize/ }).click();
  await expect(helper.getByTestId("netlift-off")).toContainText("helpers are off");
  expect(await llmRequestCount()).toBe(before);
  expect(await adminGet(server, "user_details", user.id)).toMatchObject({ consentDecision: "declined" });
});

test("when the server announces another AI provider, the user is asked again before anything is sent", async () => {
  test.setTimeout(180_000);
  // a server of its own, whose provider the test can change (a restart with another LLM_PROVIDER_NAME), and
  // the same extension build pointed at it
  const port = await freePort();
  const stack = await startStack({
    port,
    env: { LLM_BASE_URL: `${process.env.E2E_LLM_URL}/v1`, LLM_PROVIDER_NAME: "Example AI" },
  });
  const extensionDir = retargetedExtension(stack.url);
  const browser = await launch(extensionDir);
  try {
    const user = await createUser(stack);
    const popup = await popupSignIn(browser.context, browser.extensionId, user, { agree: false });
    await expect(popup.getByTestId("netlift-disclosure-provider")).toHaveText("Example AI");
    await popup.getByRole("button", { name: "Agree and continue" }).click();
    await expect(popup.getByTestId("helpers-on")).toContainText("Example AI");

    const page = await browser.context.newPage();
    await page.goto(PROFILE);
    const helper = page.locator('[data-netlift="profile"]');
    await helper.getByRole("button", { name: /Summarize/ }).click();
    await expect(helper.getByTestId("netlift-suggestion")).toHaveCount(1);

    await stack.restart({ LLM_PROVIDER_NAME: "Other AI" });
    const before = await llmRequestCount();
    await helper.getByRole("button", { name: /Summarize/ }).click();
    const disclosure = helper.getByTestId("netlift-disclosure");
    await expect(disclosure.getByTestId("netlift-disclosure-change")).toHaveText(
      "The AI provider is now Other AI (you agreed to Example AI).",
    );
    await expect(disclosure.getByTestId("netlift-disclosure-provider")).toHaveText("Other AI");
    expect(await llmRequestCount()).toBe(before);

    await disclosure.getByRole("button", { name: "Agree and continue" }).click();
    await expect(helper.getByTestId("netlift-suggestion")).toHaveCount(1);
    await expect(disclosure).toHaveCount(0);
    expect(await llmRequestCount()).toBe(before + 1);
    expect(await adminGet(stack, "user_details", user.id)).toMatchObject({
      consentDecision: "agreed",
      consentProvider: "Other AI",
    });
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(extensionDir, { recursive: true, force: true });
  }
});
