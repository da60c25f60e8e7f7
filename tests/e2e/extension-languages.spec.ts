/**
 * The built extension on LinkedIn in other interface languages (our fixtures with every label translated,
 * the people and their texts the same), and helpers that never end a click in silence: a profile or a
 * conversation LinkedIn has not finished drawing is waited for, then answered or said to be missing; the
 * inbox with no conversation open says what to do. Every click here ends in an answer or a sentence, and
 * `outcome` fails the test on a click that shows neither.
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { adminPatch, createUser } from "../helpers/accounts";
import { expect, test } from "./support/extension";
import { lastLlmMessages, popupSignIn, signInWithoutPopup } from "./support/popup";
import { server } from "./support/remote";
import { say } from "./support/i18n";

/**
 * One language end to end for each page: what reaches the model from the same pages in every language
 * (Spanish, Portuguese, French, German, Japanese) is checked where it is read, in
 * extension/features/{profile,messages}/languages.test.ts; this checks the path from such a page to the model.
 */
const PROFILE_LANGUAGE = "es";
const CONVERSATION_LANGUAGE = "pt";

/** The prompt the model was last asked, as the LLM stand-in received it. */
async function lastPrompt(): Promise<string> {
  return (await lastLlmMessages()).map((m) => m.content).join("\n");
}

const llmRequests = async () =>
  ((await (await fetch(`${process.env.E2E_LLM_URL}/__control/requests`)).json()) as { count: number }).count;

/** A new account (Pro with `pro`: no daily limit). */
async function newUser(pro = false) {
  const user = await createUser(server);
  if (pro) await adminPatch(server, "user_details", user.id, { premium: true });
  return user;
}

async function signIn(context: BrowserContext, extensionId: string, pro = false) {
  await signInWithoutPopup(context, extensionId, await newUser(pro));
}

/**
 * What a click on a helper ended in: its first suggestion, or the sentence it said instead (an error, a
 * lock). Fails when the click shows neither: a click that does nothing is the worst outcome a helper can have.
 */
async function outcome(helper: Locator): Promise<{ answer: string } | { sentence: string }> {
  const answer = helper.getByTestId("netlift-suggestion").first();
  const sentence = helper.locator('[role="alert"], .nl-lock').first();
  await expect(answer.or(sentence), "the click ended in neither an answer nor a sentence").toBeVisible({ timeout: 15_000 });
  if (await answer.isVisible()) {
    // an answer is complete when its suggestion says so (its Copy button is there, in the page's language)
    await expect(answer).toHaveAttribute("data-complete", "true");
    return { answer: (await answer.textContent()) ?? "" };
  }
  return { sentence: (await sentence.textContent()) ?? "" };
}

/** Clicks a task's button of a helper, named in the page's language. */
async function click(page: Page, helperName: string, task: string, language: string) {
  const helper = page.locator(`[data-netlift="${helperName}"]`).first();
  await helper.getByRole("button", { name: say(language, `tasks.${task}`), includeHidden: true }).click();
  return helper;
}

/** The waiting line for a part of the page LinkedIn draws late, in `language`. */
const waiting = (language: string, part: string) => say(language, "waitingFor", { part: say(language, `parts.${part}`) });

test("profiles in Spanish, 2026 and 2024 markup: Summarize sends the right facts", async ({ context, extensionId }) => {
  // two summaries in a row: a Pro account (no daily limit)
  await signIn(context, extensionId, true);
  const page = await context.newPage();
  const lang = PROFILE_LANGUAGE;
  // the 2026 server-driven profile, and the 2024 one (Ember, hashed classes)
  await page.goto(`https://www.linkedin.com/in/tomas-lindqvist-88c1-${lang}/`);
  expect(await outcome(await click(page, "profile", "profile.summary", lang)), lang).toEqual({
    answer: expect.stringContaining("Suggestion 1 for Tomás Lindqvist"),
  });
  const sdui = await lastPrompt();
  expect(sdui, lang).toContain("Staff Site Reliability Engineer at Northgate Cloud"); // the headline
  expect(sdui, lang).toContain("I keep large systems boring."); // About, under its translated heading
  expect(sdui, lang).toMatch(/"title": "Senior Systems Engineer",\s*"company": "Fjord Payments"/); // Experience
  expect(sdui, lang).toContain("2016"); // the dates, in the page's language

  await page.goto(`https://www.linkedin.com/in/mira-castellanos-${lang}/`);
  expect(await outcome(await click(page, "profile", "profile.summary", lang)), lang).toEqual({
    answer: expect.stringContaining("Suggestion 1 for Mira Castellanos"),
  });
  const ember = await lastPrompt();
  expect(ember, lang).toContain("Senior Product Designer at Northwind Labs");
  expect(ember, lang).toMatch(/"title": "UX Intern",\s*"company": "Contoso Studio"/);
});

test("the own profile in German: 'Improve my profile', and it waits for About and Experience while LinkedIn loads them", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/in/nadia-okafor-4b2a19/?fixture=profile-sdui-self-de.html");
  const helper = page.locator('[data-netlift="profile"]');
  await expect(helper.getByRole("button", { name: say("de", "tasks.profile.feedback") })).toBeVisible();
  // LinkedIn draws the cards below the top card again, lazily: they are gone, a placeholder in their place
  await page.evaluate(() => {
    const cards = [...document.querySelectorAll("main section")].slice(1);
    (window as unknown as { heldCards: Element[] }).heldCards = cards;
    cards[0]!.insertAdjacentHTML("beforebegin", '<div aria-busy="true"><div role="progressbar"></div></div>');
    cards.forEach((card) => card.remove());
  });
  const before = await llmRequests();
  await click(page, "profile", "profile.feedback", "de");
  await expect(helper.getByText(waiting("de", "your profile's About and Experience sections"))).toBeVisible();
  expect(await llmRequests()).toBe(before); // nothing is sent without them
  await page.evaluate(() =>
    document.querySelector('[aria-busy="true"]')!.replaceWith(...(window as unknown as { heldCards: Element[] }).heldCards),
  );
  expect(await outcome(helper)).toEqual({ answer: expect.stringContaining("Suggestion 1 for Nadia Okafor") });
  const prompt = await lastPrompt();
  expect(prompt).toContain("I connect data teams with the partners who need them.");
  expect(prompt).toMatch(/"title": "Partner Manager",\s*"company": "Kestrel Data"/);
});

test("a profile LinkedIn never draws: the click says so after the wait, and nothing is sent", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/in/tomas-lindqvist-88c1-ja/");
  const helper = page.locator('[data-netlift="profile"]');
  await expect(helper.getByRole("button", { name: say("ja", "tasks.profile.summary") })).toBeVisible();
  // LinkedIn empties the page to draw it again, and does not come back
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const host = main.querySelector("[data-netlift]");
    main.replaceChildren(...(host ? [host] : []));
    document.title = "LinkedIn";
  });
  const before = await llmRequests();
  await click(page, "profile", "profile.summary", "ja");
  await expect(helper.getByText(waiting("ja", "the profile"))).toBeVisible();
  expect(await outcome(helper)).toEqual({
    sentence: say("ja", "notLoaded", { part: say("ja", "parts.the profile"), seconds: 8 }),
  });
  expect(await llmRequests()).toBe(before);
});

test("a conversation in Portuguese: the reply knows the last message and goes into the composer", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, true);
  const page = await context.newPage();
  const lang = CONVERSATION_LANGUAGE;
  await page.goto(`https://www.linkedin.com/messaging/thread/2-abc-${lang}/`);
  const helper = await click(page, "messages", "messages.reply", lang);
  expect(await outcome(helper), lang).toEqual({ answer: expect.stringContaining("Suggestion 1 for") });
  const prompt = await lastPrompt();
  // the last message, its sender, and who the user is, read past the translated screen-reader notes
  expect(prompt, lang).toMatch(
    /"sender": "Lucía Ferrante",\s*"time": "[^"]*47[^"]*",\s*"text": "Sure, here it is: example.com\/lucia",\s*"me": false\s*}\s*]/,
  );
  expect(prompt, lang).toContain('"me": "Tomás Rivera"');
  expect(prompt, lang).not.toMatch(/Profil von|Ver el perfil|Voir le profil|Ver o perfil|プロフィールを表示|gesendet|ha enviado/);
  await helper
    .getByTestId("netlift-suggestion")
    .first()
    .getByRole("button", { name: say(lang, "insert") })
    .click();
  await expect(page.locator('[contenteditable="true"]').first(), lang).toContainText("Suggestion 1 for");
  await expect(helper.getByText(say(lang, "inserted"))).toBeVisible();
});

test("a conversation whose messages arrive late: the click waits for them, then answers from them", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, true);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/messaging/thread/2-abc-de/");
  const helper = page.locator('[data-netlift="messages"]');
  await expect(helper.getByRole("button", { name: say("de", "tasks.messages.reply") })).toBeVisible();
  // LinkedIn shows the conversation before its messages: the list is empty for now
  await page.evaluate(() => {
    const list = document.querySelector("ul")!;
    (window as unknown as { held: Element[] }).held = [...list.children];
    list.replaceChildren();
  });
  const before = await llmRequests();
  await click(page, "messages", "messages.reply", "de");
  await expect(helper.getByText(waiting("de", "the conversation's messages"))).toBeVisible();
  expect(await llmRequests()).toBe(before);
  await page.evaluate(() => document.querySelector("ul")!.append(...(window as unknown as { held: Element[] }).held));
  expect(await outcome(helper)).toEqual({ answer: expect.stringContaining("Suggestion 1 for") });
  expect(await lastPrompt()).toMatch(
    /"sender": "Lucía Ferrante",\s*"time": "08:47",\s*"text": "Sure, here it is: example.com\/lucia"/,
  );
});

test("a conversation whose messages never come: the click says so after the wait, and nothing is sent", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, true);
  const page = await context.newPage();
  // after the next redesign too: no class says it is a conversation, its page's address and composer do
  await page.goto("https://www.linkedin.com/messaging/thread/2-abc-fr/?redesign=7");
  const helper = page.locator('[data-netlift="messages"]');
  await expect(helper.getByRole("button", { name: say("fr", "tasks.messages.reply") })).toBeVisible();
  await page.evaluate(() => document.querySelector("ul")!.replaceChildren());
  await expect(helper.getByRole("button", { name: say("fr", "tasks.messages.reply") })).toBeVisible(); // still a conversation: the helper stays
  const before = await llmRequests();
  await click(page, "messages", "messages.reply", "fr");
  await expect(helper.getByText(waiting("fr", "the conversation's messages"))).toBeVisible();
  expect(await outcome(helper)).toEqual({
    sentence: say("fr", "notLoaded", { part: say("fr", "parts.the conversation's messages"), seconds: 8 }),
  });
  expect(await llmRequests()).toBe(before);
});

test("the inbox with no conversation open (German): no reply helper, and 'Help with this page' says what to do", async ({
  context,
  extensionId,
}) => {
  const popup = await popupSignIn(context, extensionId, await newUser(true));
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/messaging/");
  await expect(page.getByRole("heading", { name: "Unterhaltung auswählen" })).toBeVisible();
  await expect(page.locator('[data-netlift="messages"]')).toHaveCount(0);
  await page.bringToFront();
  const before = await llmRequests();
  await popup.evaluate(() =>
    [...document.querySelectorAll("button")].find((b) => b.textContent === "Help with this page")!.click(),
  );
  // the popup (this browser speaks English) quotes the page's helper, in the page's language, marked as German
  await expect(popup.getByTestId("help-note")).toHaveText(say("de", "reasons.noConversation"));
  await expect(popup.getByTestId("help-note")).toHaveAttribute("lang", "de");
  expect(await llmRequests()).toBe(before);
});
