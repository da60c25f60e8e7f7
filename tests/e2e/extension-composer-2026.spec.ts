/**
 * LinkedIn's post composers as users meet them in 2026 (issue #40, item 1), with the REAL editors they are built on,
 * bundled from npm into our fixtures (scripts/lib/editor-bundles.mjs): the new composer, a Tiptap (ProseMirror)
 * editor in a <dialog> of `#interop-outlet`'s shadow root, opened from the share box of /feed/, /feed/foryou/ or
 * /feed/network/; and the older modal some accounts still get, a Quill 2 editor in the page. "Draft a post" and
 * Proofread appear beside each; Insert and Replace put the text into the editor's own model (read through the
 * editor's API, not the DOM), once, so that LinkedIn's Post enables; nothing is ever posted by the extension.
 */
import type { Locator, Page } from "@playwright/test";
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

/** The composer's text as its editor's model holds it (the fixture's page script asks Tiptap or Quill). */
const modelText = (page: Page) =>
  page.evaluate(() => (window as unknown as { fixtureComposer: { text(): string } }).fixtureComposer.text());

/** Inserts a draft from notes: the model then holds it once, in place of what was there, and Post is enabled. */
async function draftAndInsert(page: Page, region: Locator, post: Locator) {
  await draftAndInsertFirst(region);
  await expect.poll(() => modelText(page)).toContain("Shipped data contracts at Fjordlys.");
  const text = await modelText(page);
  // the draft replaced what was there, and is there once (not once in the DOM and again in the model)
  expect(text.split("Shipped data contracts at Fjordlys.")).toHaveLength(2);
  expect(text).not.toContain("recieved");
  expect(text).not.toContain(CORRECTED);
  await expect(post).toBeEnabled();
}

for (const path of ["/feed/", "/feed/foryou/", "/feed/network/"]) {
  test(`the 2026 composer opened from the share box of ${path}: Draft a post and Proofread beside Tiptap's editor`, async ({
    context,
    extensionId,
  }) => {
    await signIn(context, extensionId, "pro");
    const page = await context.newPage();
    await page.goto(`https://www.linkedin.com${path}?fixture=post-composer-2026.html`);
    const composer = page.getByRole("dialog", { name: "Lena Marchetti" });
    await expect(composer).toBeHidden();
    await page.getByRole("button", { name: "Start a post" }).click();
    await expect(composer).toBeVisible();
    const tools = toolsIn(composer);
    await expect(tools.getByRole("button", { name: "Draft a post" })).toBeVisible();
    // Proofread, once there is a draft to proofread
    await expect(tools.getByRole("button", { name: "Proofread" })).toHaveCount(0);
    await typeInto(composer.getByRole("textbox", { name: "Text editor for creating content" }), DRAFT);
    await expect(tools.getByRole("button", { name: "Proofread" })).toBeVisible();
    await expect(composer.getByRole("button", { name: "Post", exact: true })).toBeEnabled();
    expect(await modelText(page)).toBe(DRAFT);
    expect(await postedToLinkedIn(page)).toEqual([]);
  });
}

/** The two composers: the 2026 one opened from the share box, the older modal already open in the page. */
const COMPOSERS = [
  {
    editor: "the 2026 composer (Tiptap in the outlet's dialog)",
    page: "/feed/foryou/?fixture=post-composer-2026.html",
    dialog: "Lena Marchetti",
    launcher: true,
  },
  {
    editor: "the older composer (Quill 2 in the page's modal)",
    page: "/feed/?fixture=post-composer-quill.html",
    dialog: "Create a post",
    launcher: false,
  },
];

for (const composerKind of COMPOSERS)
  for (const [served, query] of [
    ["as served", ""],
    ["after the next redesign", "&redesign=7"],
  ]) {
    test(`${composerKind.editor}, ${served}: Replace and Insert go into the editor's model, Post enables, nothing is posted`, async ({
      context,
      extensionId,
    }) => {
      await signIn(context, extensionId, "pro");
      const page = await context.newPage();
      await page.goto(`https://www.linkedin.com${composerKind.page}${query}`);
      if (composerKind.launcher) await page.getByRole("button", { name: "Start a post" }).click();
      const composer = page.getByRole("dialog", { name: composerKind.dialog });
      const editor = composer.getByRole("textbox", { name: "Text editor for creating content" });
      const post = composer.getByRole("button", { name: "Post", exact: true });
      await proofreadAndReplace(composer, editor, post, DRAFT, CORRECTED);
      expect(await modelText(page)).toBe(CORRECTED);
      await draftAndInsert(page, composer, post);
      expect(await page.evaluate(() => document.body.getAttribute("data-posted"))).toBeNull();
      expect(await postedToLinkedIn(page)).toEqual([]);
    });
  }
