/**
 * Proofread what the user wrote, and draft posts (issue #33): the built extension on our fixtures'
 * editors, against the real PocketBase and the LLM stand-in (which corrects common misspellings and
 * gives a reason for each). In each editor (a /messaging/ composer, a chat window's composer inside
 * `#interop-outlet`'s shadow root, the post composer in the same outlet) the fixture's page script
 * enables Send or Post only on the trusted input events typing fires: after "Replace my draft", the
 * button must be enabled, and nothing is sent or posted by the extension. "Draft a post" writes from notes,
 * or follows up one of the user's posts saved as their voice's samples.
 */
import {
  CORRECTED,
  DRAFT,
  draftAndInsertFirst,
  postedToLinkedIn,
  proofreadAndReplace,
  signIn,
  toolsIn,
  typeInto,
} from "./support/editors";
import { expect, test } from "./support/extension";
import { lastLlmMessages, llmRequestCount } from "./support/popup";
import { server } from "./support/remote";

test("a /messaging/ composer: Proofread once there is a draft, the diff with its reasons, Replace keeps Send enabled", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, "pro");
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/messaging/thread/2-abc/");
  const form = page.locator("form.msg-form");
  const editor = form.locator('[contenteditable="true"]');
  await expect(page.locator('[data-netlift="messages"]')).toBeAttached();
  // no draft, no action
  await expect(toolsIn(form)).toHaveCount(0);
  await proofreadAndReplace(form, editor, form.getByRole("button", { name: "Send" }), DRAFT, CORRECTED);
  const prompt = (await lastLlmMessages()).map((m) => m.content).join("\n");
  expect(prompt).toContain("recieved the slides");
  // what the draft answers: the conversation
  expect(prompt).toContain("Lucía Ferrante");
  expect(await postedToLinkedIn(page)).toEqual([]);
});

test("a chat window inside #interop-outlet's shadow root: that window's draft, replaced in that window's composer", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, "pro");
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/?chat=chat-windows.html");
  const win = (name: string) => page.locator('[role="dialog"]').filter({ has: page.locator("h2", { hasText: name }) });
  const kwame = win("Kwame Asante");
  const editor = kwame.locator('[contenteditable="true"]');
  await proofreadAndReplace(kwame, editor, kwame.getByRole("button", { name: "Send" }), DRAFT, CORRECTED);
  const prompt = (await lastLlmMessages()).map((m) => m.content).join("\n");
  expect(prompt).toContain("Odile Varga");
  expect(prompt).not.toMatch(/Fjordlys/);
  // the other window is untouched
  await expect(win("Ingrid Solberg").locator('[contenteditable="true"]')).toHaveText("");
  await expect(win("Ingrid Solberg").getByRole("button", { name: "Send" })).toBeDisabled();
  expect(await postedToLinkedIn(page)).toEqual([]);
});

test("the post composer in the outlet: Proofread and Replace keep Post enabled; Draft a post inserts a draft; nothing is posted", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, "pro");
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/?fixture=post-composer.html");
  const composer = page.getByRole("dialog", { name: "Create a post" });
  const editor = composer.locator('[contenteditable="true"]');
  const post = composer.getByRole("button", { name: "Post", exact: true });
  await proofreadAndReplace(composer, editor, post, DRAFT, CORRECTED);

  await draftAndInsertFirst(composer);
  await expect(editor).toContainText("Shipped data contracts at Fjordlys.");
  await expect(editor).not.toContainText("recieved");
  await expect(post).toBeEnabled();
  expect(await page.evaluate(() => document.body.getAttribute("data-posted"))).toBeNull();
  expect(await postedToLinkedIn(page)).toEqual([]);
});

test("Draft a post follows up one of the user's saved posts: picked in the panel, sent as followUp, drafts shown", async ({
  context,
  extensionId,
}) => {
  const user = await signIn(context, extensionId, "pro");
  const earlier =
    "We moved every team onto data contracts this quarter. Schema owners now sign off each change, and the 2 a.m. pages stopped.";
  // saved as the samples of their voice, as "Use my recent posts as samples" does
  const saved = await server.request("/api/account", {
    method: "PATCH",
    token: user.token,
    body: { voice: { description: "", samples: [earlier, "Hiring: two data engineers in Oslo."] } },
  });
  expect(saved.status).toBe(200);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/?fixture=post-composer.html");
  const composer = page.getByRole("dialog", { name: "Create a post" });
  const tools = toolsIn(composer);
  await tools.getByRole("button", { name: "Draft a post" }).click();
  const picker = tools.getByRole("group", { name: "Follow up one of my posts" });
  await expect(picker.getByRole("radio")).toHaveCount(3);
  await expect(picker.getByRole("radio", { name: "None" })).toBeChecked();
  await picker.getByRole("radio", { name: /^We moved every team onto data contracts/ }).check();
  await expect(tools.getByLabel("Your notes or bullet points")).toHaveAttribute("placeholder", "What happened since? (optional)");
  await tools.getByRole("button", { name: "Write drafts" }).click();
  const drafts = tools.getByTestId("netlift-suggestion");
  await expect(drafts).toHaveCount(3);
  await expect(drafts.first()).toHaveAttribute("data-complete", "true");
  await expect(drafts.first()).toContainText("A follow-up to my last post.");
  // the post went as the request's followUp (the page content), beside the voice that also holds it
  const request = (await lastLlmMessages()).find((m) => m.role === "user" && m.content.includes("<page_content>"))!.content;
  const fenced = /<page_content>\n([\s\S]*?)\n<\/page_content>/.exec(request)![1]!;
  expect(JSON.parse(fenced)).toMatchObject({ notes: "", followUp: { text: earlier } });
  // and "What was sent" shows it
  const sent = tools.getByTestId("netlift-sent");
  await expect(sent).toContainText('"followUp"');
  await expect(sent).toContainText(earlier);
  expect(await postedToLinkedIn(page)).toEqual([]);
});

test("the plan follows the page: on the feed, Free gets the Pro lock for Proofread and Draft a post, and nothing is sent", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, "free");
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/?fixture=post-composer.html");
  const composer = page.getByRole("dialog", { name: "Create a post" });
  const before = await llmRequestCount();
  await typeInto(composer.locator('[contenteditable="true"]'), DRAFT);
  const tools = toolsIn(composer);
  await tools.getByRole("button", { name: "Proofread" }).click();
  await expect(tools.getByText(/Proofread is part of Pro/)).toBeVisible();
  await tools.getByRole("button", { name: "Close" }).click();
  await tools.getByRole("button", { name: "Draft a post" }).click();
  await expect(tools.getByText(/Draft a post is part of Pro/)).toBeVisible();
  await expect(tools.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", `${server.url}/dashboard`);
  expect(await llmRequestCount()).toBe(before);
});

test("the plan follows the page: on a job posting, Free proofreads a chat window's draft", async ({ context, extensionId }) => {
  await signIn(context, extensionId, "free");
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/jobs/view/4012345678/?chat=chat-windows.html");
  const ingrid = page.locator('[role="dialog"]').filter({ has: page.locator("h2", { hasText: "Ingrid Solberg" }) });
  await proofreadAndReplace(
    ingrid,
    ingrid.locator('[contenteditable="true"]'),
    ingrid.getByRole("button", { name: "Send" }),
    DRAFT,
    CORRECTED,
  );
});

test("a correction that goes beyond a proofread (it grows, adds numbers and names) carries a warning", async ({
  context,
  extensionId,
}) => {
  await signIn(context, extensionId, "pro");
  // the stand-in's next two proofreads (the answer, and the one retry a failed check brings) grow and add facts
  await fetch(`${process.env.E2E_LLM_URL}/__control/proofread`, {
    method: "POST",
    body: JSON.stringify({ fault: "long", times: 2 }),
  });
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/messaging/thread/2-abc/");
  const form = page.locator("form.msg-form");
  await typeInto(form.locator('[contenteditable="true"]'), DRAFT);
  const tools = toolsIn(form);
  await tools.getByRole("button", { name: "Proofread" }).click();
  const warning = tools.getByTestId("netlift-warning");
  await expect(warning).toContainText("More than a proofread?");
  await expect(warning).toContainText("adds numbers your draft does not have");
  await expect(tools.getByRole("button", { name: "Replace my draft" })).toBeVisible();
});
