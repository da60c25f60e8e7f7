/**
 * The tells of machine-written text in the panel (issue #31): the built extension in Chromium, the real
 * server, and the LLM stand-in told to write its next answer the way models too often do ("Great post!",
 * an em dash, "game-changer", emoji, hashtags). The server removes what changes no meaning; the panel
 * underlines the rest, explains it on focus and hover, removes it in one click, and Insert inserts what
 * the user sees.
 */
import { adminPatch, createUser } from "../helpers/accounts";
import { axeAudit } from "./support/axe";
import { expect, test } from "./support/extension";
import { lastLlmMessages, signInWithoutPopup } from "./support/popup";
import { server } from "./support/remote";

const control = (path: string, body: object) =>
  fetch(`${process.env.E2E_LLM_URL}/__control/${path}`, { method: "POST", body: JSON.stringify(body) });

test("a tell is underlined with its reason, removed in one click, and the inserted comment is without it", async ({
  context,
  extensionId,
}) => {
  const user = await createUser(server);
  await adminPatch(server, "user_details", user.id, { premium: true });
  await signInWithoutPopup(context, extensionId, user);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/");
  const post = page
    .locator(".feed-shared-update-v2")
    .filter({ has: page.locator('[data-netlift="feed"]') })
    .first();

  await control("tells", { times: 1 });
  await post.getByRole("button", { name: /Suggest comment/, includeHidden: true }).click();
  const first = post.getByTestId("netlift-suggestion").first();
  const text = first.getByTestId("netlift-suggestion-text");
  await expect(post.locator('[data-testid="netlift-suggestion"][data-complete]')).toHaveCount(3);
  // the server took out the opener and the dash; the buzzword is the user's to judge
  await expect(text).toHaveText("Suggestion 1 for Marcus Oyelaran, thoughtful, specific text. A real game-changer.");
  const mark = first.getByTestId("netlift-tell");
  await expect(mark).toHaveText("game-changer");
  expect(await mark.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("underline");

  // its reason: hidden until the mark has the keyboard focus or the pointer
  const tip = first.getByTestId("netlift-tell-tip");
  await expect(tip).toBeHidden();
  await mark.focus();
  await expect(tip).toBeVisible();
  const reason = "A buzzword that machine-written text overuses.";
  expect(await tip.locator("[data-reason]").evaluate((el) => getComputedStyle(el, "::before").content)).toBe(
    JSON.stringify(reason),
  );
  await expect(mark).toHaveAccessibleDescription(reason);
  await mark.blur();
  await expect(tip).toBeHidden();
  await mark.hover();
  await expect(tip).toBeVisible();
  // the mark ends a line: its box is kept inside the suggestion, not cut off at the panel's edge
  const [tipBox, itemBox] = [await tip.boundingBox(), await first.boundingBox()];
  expect(tipBox!.x + tipBox!.width).toBeLessThanOrEqual(itemBox!.x + itemBox!.width + 0.5);

  // the marks, their reasons and Remove buttons pass axe's WCAG 2.1 AA rules, the reason box open
  const audit = await axeAudit(page, { include: '[data-netlift="feed"]' });
  // it read the panel: the marks' contrast and the buttons' names were among the rules that passed
  expect(audit.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(["color-contrast", "button-name"]));
  expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await tip.getByRole("button", { name: "Remove “game-changer”" }).click();
  await expect(first.getByTestId("netlift-tell")).toHaveCount(0);
  await expect(text).toHaveText("Suggestion 1 for Marcus Oyelaran, thoughtful, specific text. A real.");

  await first.getByRole("button", { name: "Insert", includeHidden: true }).click();
  const editor = post.locator('.ql-editor[contenteditable="true"]');
  await expect(editor).toHaveText("Suggestion 1 for Marcus Oyelaran, thoughtful, specific text. A real.");

  // Plainer asks for another suggestion again, naming its tells, as a follow-up
  const third = post.getByTestId("netlift-suggestion").nth(2);
  await third.getByRole("button", { name: "Plainer", includeHidden: true }).click();
  await expect(post.getByTestId("netlift-suggestion")).toHaveCount(1);
  const asked = (await lastLlmMessages()).at(-1)!.content;
  expect(asked).toContain("Rewrite suggestion 3 of your previous answer");
  expect(asked).toContain("'game-changer' (a buzzword)");
});
