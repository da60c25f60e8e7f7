/**
 * Chat windows wherever they are (issue #28, item 2): LinkedIn draws the chat windows that float over
 * every page inside the open shadow root of `#interop-outlet`. The built extension, on our fixture's
 * windows (tests/fixtures/linkedin/chat-windows.html) over the feed, a profile, a job posting and a
 * page with no helper of its own, against the real PocketBase and the LLM stand-in. The fixture's
 * composer enables Send only on the trusted input events typing fires. Every click on a helper ends
 * in an answer or a sentence (a click with no visible outcome fails the test).
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { adminPatch, createUser } from "../helpers/accounts";
import { expect, test } from "./support/extension";
import { lastLlmMessages, signInWithoutPopup } from "./support/popup";
import { server } from "./support/remote";

const CHAT = "chat=chat-windows.html";

async function signIn(context: BrowserContext, extensionId: string, plan: "free" | "pro") {
  const user = await createUser(server);
  if (plan === "pro") await adminPatch(server, "user_details", user.id, { premium: true });
  await signInWithoutPopup(context, extensionId, user);
}

/** A chat window, by the participant its title names (Playwright's CSS reaches into open shadow roots). */
const chatWindow = (page: Page, name: string) =>
  page.locator('[role="dialog"]').filter({ has: page.locator("h2", { hasText: name }) });
const helperIn = (win: Locator) => win.locator('[data-netlift="chat-window"]');

/** What a helper's click may end in: suggestions, a sentence (alert, lock, note); never nothing, never a spinner alone. */
const OUTCOME = '[data-testid="netlift-suggestion"][data-complete], [role="alert"], .nl-lock, p.nl-status:not(:has(.nl-spinner))';

/** Clicks a control of a helper and waits for its outcome (by default any answer or sentence; else the one given). */
async function clickHelper(helper: Locator, control: Locator, outcome: Locator = helper.locator(OUTCOME).first()) {
  await control.click();
  await expect(outcome).toBeVisible();
}

/** What the model was last asked, as one text. */
async function lastPrompt(): Promise<string> {
  return (await lastLlmMessages()).map((m) => m.content).join("\n");
}

const llmRequests = async () =>
  ((await (await fetch(`${process.env.E2E_LLM_URL}/__control/requests`)).json()) as { count: number }).count;

/** Every chrome-extension:// address in LinkedIn's DOM (light DOM, the outlet's shadow root), our helpers' roots, and the page's resources. */
async function extensionAddresses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.documentElement.outerHTML];
    const outlet = document.getElementById("interop-outlet")?.shadowRoot;
    if (outlet) texts.push(outlet.innerHTML);
    const hosts = [...document.querySelectorAll("[data-netlift]"), ...(outlet?.querySelectorAll("[data-netlift]") ?? [])];
    for (const host of hosts) if (host.shadowRoot) texts.push(host.shadowRoot.innerHTML);
    texts.push(...performance.getEntriesByType("resource").map((entry) => entry.name));
    return texts.flatMap((text) => text.match(/chrome-extension:\/\/[^\s"')]*/g) ?? []);
  });
}

test("over the feed: each chat window in the outlet's shadow root gets its own helper, which reads that window", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, "pro");
  const page = await context.newPage();
  await page.goto(`https://www.linkedin.com/feed/?${CHAT}`);
  // the feed's own helpers are there too
  await expect(page.locator('[data-netlift="feed"]').first()).toBeAttached();
  await expect(page.locator('[data-netlift="chat-window"]')).toHaveCount(2);
  // the windows are in the outlet's shadow root, out of reach of document.querySelector
  expect(await page.evaluate(() => document.querySelector('[role="dialog"]'))).toBeNull();
  // a minimised window shows no helper on its body
  await expect(helperIn(chatWindow(page, "Tomasz Wrona"))).toHaveCount(0);

  const kwame = helperIn(chatWindow(page, "Kwame Asante"));
  await clickHelper(kwame, kwame.getByRole("button", { name: /Suggest reply/ }));
  await expect(kwame.getByTestId("netlift-suggestion")).toHaveCount(3);
  let prompt = await lastPrompt();
  expect(prompt).toContain("Odile Varga");
  expect(prompt).toContain("Kwame Asante");
  expect(prompt).not.toMatch(/Ingrid|Fjordlys/);

  const ingrid = helperIn(chatWindow(page, "Ingrid Solberg"));
  await clickHelper(ingrid, ingrid.getByRole("button", { name: /Suggest reply/ }));
  await expect(ingrid.getByTestId("netlift-suggestion")).toHaveCount(3);
  prompt = await lastPrompt();
  expect(prompt).toContain("20-minute call next week");
  expect(prompt).toContain("Lena Marchetti");
  expect(prompt).not.toMatch(/Kwame|Odile/);

  // the goal picker, as on /messaging/: a new request, a new answer
  const before = await llmRequests();
  await clickHelper(
    ingrid,
    ingrid.getByRole("radio", { name: "book a call" }),
    ingrid.getByRole("button", { name: /Suggest reply/ }),
  );
  await expect(ingrid.getByRole("radio", { name: "book a call" })).toHaveAttribute("aria-checked", "true");
  await expect.poll(llmRequests).toBe(before + 1);
  await expect(ingrid.getByTestId("netlift-suggestion")).toHaveCount(3);
  expect(await lastPrompt()).toContain("book a call");

  expect(await extensionAddresses(page)).toEqual([]);
});

test("Insert puts the reply into that window's composer, and LinkedIn's Send is enabled as if the user had typed", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, "pro");
  const page = await context.newPage();
  await page.goto(`https://www.linkedin.com/mynetwork/`);
  const ingridWindow = chatWindow(page, "Ingrid Solberg");
  const kwameWindow = chatWindow(page, "Kwame Asante");
  const send = (win: Locator) => win.getByRole("button", { name: "Send" });
  await expect(send(ingridWindow)).toBeDisabled();

  const ingrid = helperIn(ingridWindow);
  await clickHelper(ingrid, ingrid.getByRole("button", { name: /Suggest reply/ }));
  await clickHelper(
    ingrid,
    ingrid.getByTestId("netlift-suggestion").first().getByRole("button", { name: "Insert" }),
    ingrid.getByText("Inserted: review it and send it yourself."),
  );
  await expect(ingridWindow.locator('[contenteditable="true"]')).toContainText("Suggestion 1 for");
  // the composer's own draft followed the trusted input events: Send works, and nothing was sent for the user
  await expect(send(ingridWindow)).toBeEnabled();
  await expect(kwameWindow.locator('[contenteditable="true"]')).toHaveText("");
  await expect(send(kwameWindow)).toBeDisabled();
  const posted = await page.evaluate(async () =>
    ((await (await fetch("/__requests")).json()) as { method: string }[]).filter((r) => r.method !== "GET"),
  );
  expect(posted).toEqual([]);

  expect(await extensionAddresses(page)).toEqual([]);
});

test("a window that closes takes its helper with it; a minimised one hides it until it is opened again", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, "pro");
  const page = await context.newPage();
  await page.goto(`https://www.linkedin.com/mynetwork/`);
  const helpers = page.locator('[data-netlift="chat-window"]');
  await expect(helpers).toHaveCount(2);

  const ingridWindow = chatWindow(page, "Ingrid Solberg");
  await ingridWindow.getByRole("button", { name: /Minimize your conversation/ }).click();
  await expect(helperIn(ingridWindow)).toHaveCount(0);
  await expect(helpers).toHaveCount(1);
  await ingridWindow.getByRole("button", { name: /Minimize your conversation/ }).click();
  await expect(helperIn(ingridWindow)).toHaveCount(1);

  await chatWindow(page, "Kwame Asante")
    .getByRole("button", { name: /Close your conversation/ })
    .click();
  await expect(chatWindow(page, "Kwame Asante")).toHaveCount(0);
  await expect(helpers).toHaveCount(1);
  const ingrid = helperIn(ingridWindow);
  await clickHelper(ingrid, ingrid.getByRole("button", { name: /Suggest reply/ }));
  await expect(ingrid.getByTestId("netlift-suggestion")).toHaveCount(3);
});

for (const [where, path, own] of [
  ["a profile", "/in/someone-else/", "profile"],
  ["a job posting", "/jobs/view/4012345678/", "jobs"],
] as const) {
  test(`over ${where}: the page's helper and each chat window's`, async ({ context, extensionId }) => {
    await signIn(context, extensionId, "pro");
    const page = await context.newPage();
    await page.goto(`https://www.linkedin.com${path}?${CHAT}`);
    await expect(page.locator(`[data-netlift="${own}"]`).first()).toBeAttached();
    await expect(page.locator('[data-netlift="chat-window"]')).toHaveCount(2);
    const kwame = helperIn(chatWindow(page, "Kwame Asante"));
    await clickHelper(kwame, kwame.getByRole("button", { name: /Suggest reply/ }));
    await expect(kwame.getByTestId("netlift-suggestion")).toHaveCount(3);
    const prompt = await lastPrompt();
    expect(prompt).toContain("Odile Varga");
    expect(prompt).not.toContain("Ingrid");
    expect(await extensionAddresses(page)).toEqual([]);
  });
}

test("after a simulated redesign (the outlet's id gone, the page's classes hashed), the windows are still found", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, "pro");
  const page = await context.newPage();
  await page.goto(`https://www.linkedin.com/feed/?${CHAT}&redesign=7`);
  expect(await page.evaluate(() => document.getElementById("interop-outlet"))).toBeNull();
  await expect(page.locator('[data-netlift="chat-window"]')).toHaveCount(2);
  const ingrid = helperIn(chatWindow(page, "Ingrid Solberg"));
  await clickHelper(ingrid, ingrid.getByRole("button", { name: /Suggest reply/ }));
  await expect(ingrid.getByTestId("netlift-suggestion")).toHaveCount(3);
  expect(await lastPrompt()).toContain("20-minute call next week");
});

test("Free: a chat window's helper says it is part of Pro, with the upgrade link, and sends nothing", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, "free");
  const page = await context.newPage();
  await page.goto(`https://www.linkedin.com/jobs/view/4012345678/?${CHAT}`);
  const before = await llmRequests();
  const kwame = helperIn(chatWindow(page, "Kwame Asante"));
  await clickHelper(kwame, kwame.getByRole("button", { name: /Suggest reply/ }));
  await expect(kwame.getByText(/part of Pro/)).toBeVisible();
  await expect(kwame.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", `${server.url}/dashboard`);
  expect(await llmRequests()).toBe(before);
});

test("the keyboard shortcut opens the helper of the chat window being typed in, on a page with no helper of its own", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, "pro");
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/mynetwork/");
  // the first of the two windows: the shortcut opens the one being typed in, not the last one opened
  const ingridWindow = chatWindow(page, "Ingrid Solberg");
  await expect(helperIn(ingridWindow)).toHaveCount(1);
  await ingridWindow.locator('[contenteditable="true"]').click();
  // chrome.commands cannot be pressed in headless Chromium: send what the command handler sends
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    type Tabs = { query(q: object): Promise<{ id?: number }[]>; sendMessage(id: number, message: object): Promise<unknown> };
    const { tabs } = (globalThis as unknown as { chrome: { tabs: Tabs } }).chrome;
    const [tab] = await tabs.query({ url: "https://www.linkedin.com/*" });
    await tabs.sendMessage(tab!.id!, { type: "netlift/open-helper" });
  });
  await expect(helperIn(ingridWindow).getByTestId("netlift-suggestion")).toHaveCount(3);
  await expect(helperIn(chatWindow(page, "Kwame Asante")).getByTestId("netlift-suggestion")).toHaveCount(0);
  expect(await lastPrompt()).toContain("20-minute call next week");
});
