/**
 * The extension on markup nobody has saved yet: our fixtures rewritten the way LinkedIn's redesigns
 * rewrite pages (every class hashed, ids and data-test* gone: `?redesign=<seed>`), the 2026
 * server-driven markup, and a page with no mount point at all. The right facts must reach the model,
 * and the server's counts must show which extraction layer found them.
 */
import type { Page } from "@playwright/test";
import { adminPatch, createUser } from "../helpers/accounts";
import { expect, test } from "./support/extension";
import { lastLlmMessages, popupSignIn, signInWithoutPopup } from "./support/popup";
import { server } from "./support/remote";

/** The prompt the model was last asked, as the LLM stand-in received it. */
async function lastPrompt(): Promise<string> {
  return (await lastLlmMessages()).map((m) => m.content).join("\n");
}

async function layerCount(page: string, layer: string): Promise<number> {
  const res = await server.request(`/api/collections/extraction_counts/records?perPage=100`, {
    token: await server.adminToken(),
  });
  return (res.body.items as { page: string; layer: string; count: number }[])
    .filter((row) => row.page === page && row.layer === layer)
    .reduce((sum, row) => sum + row.count, 0);
}

/** A new account, Free (Pro with `pro`). */
async function newUser(pro = false) {
  const user = await createUser(server);
  if (pro) await adminPatch(server, "user_details", user.id, { premium: true });
  return user;
}

async function ask(page: Page, helperName: string, action: RegExp) {
  const helper = page.locator(`[data-netlift="${helperName}"]`).first();
  await helper.getByRole("button", { name: action, includeHidden: true }).click();
  await expect(helper.getByTestId("netlift-suggestion").first()).toContainText("Suggestion 1 for");
  return helper;
}

test("a 2026 profile: the own one offers 'Improve my profile', someone else's is summarised from its structure", async ({
  context,
  extensionId,
}) => {
  await signInWithoutPopup(context, extensionId, await newUser());
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/in/nadia-okafor-4b2a19/");
  await expect(page.locator('[data-netlift="profile"]').getByRole("button", { name: /Improve my profile/ })).toBeVisible();

  const before = await layerCount("profile", "structure");
  await page.goto("https://www.linkedin.com/in/tomas-lindqvist-88c1/");
  await ask(page, "profile", /Summarize/);
  const prompt = await lastPrompt();
  expect(prompt).toContain("Tomás Lindqvist");
  expect(prompt).toContain("Staff Site Reliability Engineer at Northgate Cloud");
  expect(await layerCount("profile", "structure")).toBe(before + 1);
});

test("after the next redesign: a rewritten profile, post, conversation and posting still reach the model with their facts", async ({
  context,
  extensionId,
}) => {
  await signInWithoutPopup(context, extensionId, await newUser(true));
  const page = await context.newPage();

  await page.goto("https://www.linkedin.com/in/someone-else/?redesign=7");
  await ask(page, "profile", /Summarize/);
  const profilePrompt = await lastPrompt();
  expect(profilePrompt).toContain("Mira Castellanos");
  expect(profilePrompt).toContain("Senior Product Designer at Northwind Labs"); // the headline

  await page.goto("https://www.linkedin.com/feed/?redesign=1");
  await expect(page.locator('[data-netlift="feed"]')).toHaveCount(5);
  const post = await ask(page, "feed", /Suggest comment/);
  const feedPrompt = await lastPrompt();
  expect(feedPrompt).toContain("Marcus Oyelaran");
  expect(feedPrompt).toContain("I am a fan of boring data pipelines"); // the post's own text
  // Insert still finds the post's editor, by structure
  await post.getByTestId("netlift-suggestion").first().getByRole("button", { name: "Insert", includeHidden: true }).click();
  await expect(page.getByText("Inserted: review it and send it yourself.")).toBeVisible();

  await page.goto("https://www.linkedin.com/messaging/thread/2-abc/?redesign=2026");
  await ask(page, "messages", /Suggest reply/);
  // the last message and its sender (the screen-reader note after the link, unmarked after the rewrite, may follow)
  expect(await lastPrompt()).toMatch(
    /"sender": "Lucía Ferrante",\s*"time": "[^"]*",\s*"text": "Sure, here it is: example.com\/lucia/,
  );

  await page.goto("https://www.linkedin.com/jobs/view/4012345678/?redesign=1");
  await ask(page, "jobs", /Cover letter/);
  const jobPrompt = await lastPrompt();
  expect(jobPrompt).toContain("Senior Platform Engineer");
  expect(jobPrompt).toContain("Tidewell Health"); // the company

  for (const pageType of ["profile", "feed", "messages", "jobs"]) {
    expect((await layerCount(pageType, "structure")) + (await layerCount(pageType, "text")), pageType).toBeGreaterThan(0);
  }
});

test("a 2026 search page: the Cover letter answers, even when LinkedIn re-renders the detail pane after the click", async ({
  context,
  extensionId,
}) => {
  await signInWithoutPopup(context, extensionId, await newUser());
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/jobs/search/?fixture=jobs-search-sdui.html");
  const jobs = page.locator('[data-netlift="jobs"]');
  await expect(jobs.getByRole("button", { name: /Cover letter/ })).toBeVisible();
  // the helper is not inside a link or a button, where LinkedIn's own handlers would take the click
  expect(
    await page.locator('[data-netlift="jobs"]').evaluate((host) => !!host.closest("a, button, [role=button], [role=link]")),
  ).toBe(false);
  await jobs.getByRole("button", { name: /Cover letter/ }).click();
  // LinkedIn redraws the pane while the answer is on its way: the helper moves, the answer still lands
  await page.evaluate(() => {
    // what LinkedIn renders knows nothing of our helper: the new pane comes without it
    const host = document.querySelector('[data-netlift="jobs"]')!;
    const parent = host.parentElement!;
    const redrawn = parent.cloneNode(true) as Element;
    redrawn.querySelector("[data-netlift]")?.remove();
    parent.replaceWith(redrawn);
  });
  await expect(page.locator('[data-netlift="jobs"]').getByTestId("netlift-suggestion")).toHaveCount(1);
  await expect(page.locator('[data-netlift="jobs"]')).toHaveCount(1);
});

test("a page with no mount point: the floating helper, and the popup's 'Help with this page', still help", async ({
  context,
  extensionId,
}) => {
  const popup = await popupSignIn(context, extensionId, await newUser());
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/in/rafael-quinteros/");
  const floating = page.locator("[data-netlift-floating]");
  await expect(floating).toBeVisible();

  await page.bringToFront();
  const before = await layerCount("profile", "text");
  await popup.evaluate(() => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Help with this page")!;
    button.click();
  });
  await expect(floating.getByTestId("netlift-suggestion")).toHaveCount(1);
  const prompt = await lastPrompt();
  expect(prompt).toContain("Rafael Quinteros");
  expect(prompt).toContain("Founder at Tallgrass Robotics");
  expect(await layerCount("profile", "text")).toBe(before + 1);
});

test("'Help with this page' says what to do where there is nothing to help with", async ({ context, extensionId }) => {
  const popup = await popupSignIn(context, extensionId, await newUser(true));
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/messaging/thread/2-abc/");
  await expect(page.locator('[data-netlift="messages"]')).toHaveCount(1);
  // the inbox with no conversation open
  await page.evaluate(() => document.querySelector("main")?.replaceChildren());
  await expect(page.locator('[data-netlift="messages"]')).toHaveCount(0);
  await page.bringToFront();
  await popup.evaluate(() =>
    [...document.querySelectorAll("button")].find((b) => b.textContent === "Help with this page")!.click(),
  );
  await expect(popup.getByTestId("help-note")).toHaveText(/^Open a conversation first/);
});
