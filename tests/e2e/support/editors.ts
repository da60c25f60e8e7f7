/**
 * What the tests of the extension's editor tools share (Proofread, Draft a post): a signed-in user of a plan, the
 * tools beside an editor, typing as the user does, what was posted to LinkedIn (nothing, ever), and the proofread
 * of a draft replaced in its editor.
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { adminPatch, createUser } from "../../helpers/accounts";
import { expect } from "./extension";
import { signInWithoutPopup } from "./popup";
import { server } from "./remote";

export async function signIn(context: BrowserContext, extensionId: string, plan: "free" | "pro", agree = true) {
  const user = await createUser(server);
  if (plan === "pro") await adminPatch(server, "user_details", user.id, { premium: true });
  await signInWithoutPopup(context, extensionId, user, agree);
  return user;
}

/** The tools beside an editor (Playwright's CSS reaches into open shadow roots). */
export const toolsIn = (region: Locator) => region.locator('[data-netlift="editor-tools"]');

/** Types as the user does: real key events, so the editor's own draft (and its button) follows. */
export async function typeInto(editor: Locator, text: string) {
  await editor.click();
  await editor.pressSequentially(text);
}

/** What was posted to LinkedIn (our fixtures' server records every request): nothing, ever. */
export async function postedToLinkedIn(page: Page) {
  return page.evaluate(async () =>
    ((await (await fetch("/__requests")).json()) as { method: string }[]).filter((r) => r.method !== "GET"),
  );
}

/**
 * Proofreads the draft in `editor` and replaces it: the diff shows the fix struck through and added,
 * with its reason; the editor then holds the correction and `button` is enabled.
 */
export async function proofreadAndReplace(region: Locator, editor: Locator, button: Locator, draft: string, corrected: string) {
  await expect(button).toBeDisabled();
  await typeInto(editor, draft);
  await expect(button).toBeEnabled();
  const tools = toolsIn(region);
  await tools.getByRole("button", { name: "Proofread" }).click();
  const diff = tools.getByTestId("netlift-diff");
  await expect(diff.locator("del")).toHaveText(["recieved", "tommorow"]);
  await expect(diff.locator("ins")).toHaveText(["received", "tomorrow"]);
  await expect(tools.getByTestId("netlift-reason")).toHaveText([": Spelling.", ": Spelling."]);
  await expect(tools.getByTestId("netlift-warning")).toHaveCount(0);
  await tools.getByRole("button", { name: "Replace my draft" }).click();
  await expect(tools.getByText("Replaced: review your draft and send it yourself.")).toBeVisible();
  await expect(editor).toHaveText(corrected);
  // the editor's own draft followed the trusted input events of the replacement
  await expect(button).toBeEnabled();
}

export const DRAFT = "Thanks, I recieved the slides and will send notes tommorow.";
export const CORRECTED = "Thanks, I received the slides and will send notes tomorrow.";

/** The notes "Draft a post" writes from in these tests (the LLM stand-in's drafts start "Shipped data contracts…"). */
export const NOTES = "- shipped data contracts at Fjordlys\n- schema owners sign off each change";

/** Writes drafts from NOTES in the tools of `region` and inserts the first one. */
export async function draftAndInsertFirst(region: Locator) {
  const tools = toolsIn(region);
  await tools.getByRole("button", { name: "Draft a post" }).click();
  await tools.getByLabel("Your notes or bullet points").fill(NOTES);
  await tools.getByRole("button", { name: "Write drafts" }).click();
  const drafts = tools.getByTestId("netlift-suggestion");
  // three drafts; else what the tools say instead (an error, a note, a lock), so that a failure shows why
  await expect
    .poll(async () =>
      (await drafts.count()) === 3
        ? "3 drafts"
        : (await tools.locator(".nl-editor-tools").allInnerTexts()).join(" | ") || "(no tools beside the editor)",
    )
    .toBe("3 drafts");
  await expect(drafts.first()).toHaveAttribute("data-complete", "true");
  await drafts.first().getByRole("button", { name: "Insert" }).click();
  await expect(tools.getByText("Inserted: review it and post it yourself.")).toBeVisible();
}
