/**
 * Connection notes (issue #40, item 3): the built extension in LinkedIn's invitation to connect, drawn in
 * #interop-outlet's shadow root as since September 2026 (tests/fixtures/linkedin/invitation-dialog.html, over profile-sdui.html), against the
 * real PocketBase and the LLM stand-in, whose first note is longer than any limit LinkedIn has. Free users get it
 * (profiles are a Free page). The note fits the dialog's limit, goes into LinkedIn's text box the way typing does
 * (its counter and Send follow) and is never sent by the extension; where LinkedIn offers no note, or asks for an
 * e-mail address first, the helper says so and asks the model nothing.
 */
import type { Locator, Page } from "@playwright/test";
import { signIn } from "./support/editors";
import { expect, test } from "./support/extension";
import { lastLlmMessages, llmRequestCount } from "./support/popup";

const PROFILE = "https://www.linkedin.com/in/tomas-lindqvist-88c1/?with=invitation-dialog.html";

/** Opens the invitation from the profile's own Connect button, as the user does. */
async function invite(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Invite Tomás Lindqvist to connect" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The request's context, as the model received it (the page content's fenced JSON). */
async function sentContext(): Promise<{ profile: { name: string }; invitation: { limit: number } }> {
  const request = (await lastLlmMessages()).find((m) => m.role === "user" && m.content.includes("<page_content>"))!.content;
  return JSON.parse(/<page_content>\n([\s\S]*?)\n<\/page_content>/.exec(request)![1]!);
}

for (const [account, query, limit] of [
  ["a free account (maxlength 200)", "", 200],
  ["Premium (a 0/300 counter, no maxlength)", "&premium=1", 300],
] as const) {
  test(`${account}: notes within ${limit} characters for the person behind the dialog, inserted with Send enabled, never sent`, async ({
    context,
    extensionId,
  }) => {
    await signIn(context, extensionId, "free");
    const page = await context.newPage();
    await page.goto(`${PROFILE}${query}`);
    const dialog = await invite(page);
    const helper = dialog.locator('[data-netlift="invitation"]');
    // the dialog asks whether to add a note: the user chooses, the extension waits
    await expect(helper).toHaveCount(0);
    await dialog.getByRole("button", { name: "Add a note" }).click();
    const box = dialog.getByRole("textbox", { name: "Add a note" });
    const send = dialog.getByRole("button", { name: "Send", exact: true });
    await expect(box).toBeVisible();
    await expect(send).toBeDisabled();

    await helper.getByRole("button", { name: "Suggest a note" }).click();
    const notes = helper.getByTestId("netlift-suggestion");
    await expect(notes).toHaveCount(3);
    await expect(notes.last()).toHaveAttribute("data-complete", "true");
    const texts = await notes.getByTestId("netlift-suggestion-text").allTextContents();
    expect(texts).toHaveLength(3);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(limit);
    // the model's first note was longer than LinkedIn's free limit: cut at its last sentence within it
    if (limit === 200) expect(texts[0]).toMatch(/^Hi Tomás, .* around the people who use them\.$/);
    // each shows its count against the limit
    await expect(helper.getByTestId("netlift-count")).toHaveText(texts.map((text) => `${text.length}/${limit} characters`));
    const sent = await sentContext();
    expect(sent.profile.name).toBe("Tomás Lindqvist");
    expect(sent.invitation).toEqual({ limit });

    // toward a goal: asked again with it
    await helper.getByRole("radio", { name: "Reconnect" }).click();
    await expect.poll(async () => (await lastLlmMessages()).at(-1)?.content ?? "").toContain("My reason: Reconnect.");
    await expect(notes.last()).toHaveAttribute("data-complete", "true");

    const first = (await notes.first().getByTestId("netlift-suggestion-text").textContent()) ?? "";
    await notes.first().getByRole("button", { name: "Insert" }).click();
    await expect(box).toHaveValue(first);
    // LinkedIn's counter and Send followed the typing-like input
    await expect(dialog.getByText(`${first.length}/${limit}`, { exact: true })).toBeVisible();
    await expect(send).toBeEnabled();
    expect(await page.evaluate(() => document.body.getAttribute("data-sent"))).toBeNull();

    // the profile's own helper keeps working with the dialog open
    const profile = page.locator('[data-netlift="profile"]');
    await profile.getByRole("button", { name: "Summarize" }).click();
    await expect(profile.getByTestId("netlift-suggestion")).toHaveCount(1);
  });
}

for (const [variant, said] of [
  ["quota", "this month's personalized notes are used up"],
  ["email", "LinkedIn asks for this person's e-mail address first"],
] as const) {
  test(`where LinkedIn offers no note (${variant}), the helper says why and asks the model nothing`, async ({
    context,
    extensionId,
  }) => {
    await signIn(context, extensionId, "free");
    const page = await context.newPage();
    await page.goto(`${PROFILE}&invite=${variant}`);
    const before = await llmRequestCount();
    const dialog = await invite(page);
    const helper = dialog.locator('[data-netlift="invitation"]');
    await expect(helper.getByRole("status")).toContainText(said);
    await expect(helper.getByRole("button")).toHaveCount(0);
    expect(await llmRequestCount()).toBe(before);
    expect(await page.evaluate(() => document.body.getAttribute("data-sent"))).toBeNull();
  });
}
