/**
 * The feed helper on LinkedIn's home feed as it is at the end of 2026: /feed/foryou/, posts without
 * permalinks, notes about a post (its time line's screen-reader copy, "Promoted", "Edited", counts) drawn
 * where its text used to be, a post whose text comes late, the page in Japanese, and no click without an
 * outcome: every click on a helper ends in an answer or a sentence, the floating one's too. The model must
 * get each post's own text, never a note (the LLM stand-in's last request).
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { adminPatch, createUser } from "../helpers/accounts";
import { expect, test } from "./support/extension";
import { lastLlmMessages, signInWithoutPopup } from "./support/popup";
import { server } from "./support/remote";
import { say } from "./support/i18n";

/** The prompt the model was last asked, as the LLM stand-in received it. */
async function lastPrompt(): Promise<string> {
  return (await lastLlmMessages()).map((m) => m.content).join("\n");
}

const llmRequests = async () =>
  ((await (await fetch(`${process.env.E2E_LLM_URL}/__control/requests`)).json()) as { count: number }).count;

async function proUser(context: BrowserContext, extensionId: string) {
  const user = await createUser(server);
  await adminPatch(server, "user_details", user.id, { premium: true });
  await signInWithoutPopup(context, extensionId, user);
}

/** The post (a feed list item) by `author`. */
const postBy = (page: Page, author: string) => page.locator('[role="listitem"]').filter({ hasText: author });

/**
 * What LinkedIn does when Comment is clicked: it draws the post's comment box, an editable textbox, in
 * the post (our fixtures are static: no LinkedIn script runs on them).
 */
async function commentBoxOpensOnClick(page: Page, label: string) {
  await page.evaluate((word) => {
    document.addEventListener(
      "click",
      (event) => {
        const button = (event.target as Element).closest("button");
        const post = button?.closest('[role="listitem"]');
        if (!button || !post || button.textContent?.trim() !== word || post.querySelector('[contenteditable="true"]')) return;
        const box = document.createElement("div");
        box.innerHTML = '<div role="textbox" contenteditable="true" aria-multiline="true"><p><br></p></div>';
        (post.querySelector('[componentkey^="replaceableCommentTools"]') ?? post).append(box);
      },
      true,
    );
  }, label);
}

/**
 * Clicks a helper's action and waits for what follows: suggestions, or a sentence (an alert) saying what
 * went wrong. A click that leaves the helper without either fails the test.
 */
async function clickForOutcome(helper: Locator, action: RegExp | string): Promise<"answer" | string> {
  await helper.getByRole("button", { name: action, includeHidden: true }).click();
  const answer = helper.getByTestId("netlift-suggestion").first();
  const sentence = helper.getByRole("alert");
  await expect(answer.or(sentence), "the click ended in an answer or a sentence").toBeVisible({ timeout: 15_000 });
  return (await answer.isVisible()) ? "answer" : ((await sentence.textContent()) ?? "");
}

test("/feed/foryou/: a helper on each post; the model gets the post's own text, not the notes drawn where it used to be; Insert fills the comment box", async ({
  context,
  extensionId,
}) => {
  await proUser(context, extensionId);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/foryou/");
  await expect(page.locator('[data-netlift="feed"]')).toHaveCount(6);
  await commentBoxOpensOnClick(page, "Comment");

  const post = postBy(page, "Ingrid Solberg");
  expect(await clickForOutcome(post.locator('[data-netlift="feed"]'), /Suggest comment/)).toBe("answer");
  const prompt = await lastPrompt();
  expect(prompt).toContain("Our deploys used to need a two-hour freeze window.");
  expect(prompt).not.toContain("Visible to anyone");
  expect(prompt).not.toContain("2 hours ago");

  await post.getByTestId("netlift-suggestion").first().getByRole("button", { name: "Insert", includeHidden: true }).click();
  await expect(post.locator('[role="textbox"][contenteditable="true"]')).toContainText("Suggestion 1 for Ingrid Solberg");
  await expect(post.getByText("Inserted: review it and send it yourself.")).toBeVisible();

  // "Promoted", "Following", "<Name> likes this", "Edited" and the counts, where the text used to be
  for (const [author, text, notes] of [
    ["Larkspur Robotics", "Meet Wren, the warehouse robot", ["Promoted", "Following"]],
    ["Dmitri Okonkwo", "Three years ago I failed my first on-call week", ["likes this", "Edited", "1,204 reactions"]],
  ] as const) {
    expect(await clickForOutcome(postBy(page, author).locator('[data-netlift="feed"]'), /Suggest comment/)).toBe("answer");
    const asked = await lastPrompt();
    expect(asked).toContain(text);
    for (const note of notes) expect(asked, `${author}: ${note}`).not.toContain(note);
  }
});

test("after the next redesign: the notes where the text used to be still never reach the model", async ({
  context,
  extensionId,
}) => {
  await proUser(context, extensionId);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/foryou/?redesign=7");
  await expect(page.locator('[data-netlift="feed"]')).toHaveCount(6);
  for (const [author, text] of [
    ["Ingrid Solberg", "Our deploys used to need a two-hour freeze window."],
    ["Lindiwe Molefe", "Forty days, zero incidents. Proud of this crew."],
  ] as const) {
    expect(await clickForOutcome(postBy(page, author).locator('[data-netlift="feed"]'), /Suggest comment/)).toBe("answer");
    const prompt = await lastPrompt();
    expect(prompt).toContain(`"author": "${author}"`);
    expect(prompt).toContain(text);
    expect(prompt).not.toContain("Visible to anyone");
    expect(prompt).not.toContain("hours ago");
  }

  // the shape measured on a real 2025 post: the time line's screen-reader copy after the actor's link
  await page.goto("https://www.linkedin.com/feed/?fixture=feed-hashed-2025.html&redesign=1");
  await expect(page.locator('[data-netlift="feed"]')).toHaveCount(3);
  const post = page.locator('[role="article"]').filter({ hasText: "Selin Aydın" });
  expect(await clickForOutcome(post.locator('[data-netlift="feed"]'), /Suggest comment/)).toBe("answer");
  const prompt = await lastPrompt();
  expect(prompt).toContain("We cut our truck turnaround at the north gate from 52 to 31 minutes.");
  expect(prompt).not.toContain("3 hours ago • Visible to anyone on or off LinkedIn");
});

test("LinkedIn in Japanese: the helper reads the post, and Insert opens the comment box by its Japanese name", async ({
  context,
  extensionId,
}) => {
  await proUser(context, extensionId);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/foryou/?fixture=feed-foryou-ja.html");
  await expect(page.locator('[data-netlift="feed"]')).toHaveCount(6);
  await commentBoxOpensOnClick(page, "コメント");

  const post = postBy(page, "Dmitri Okonkwo");
  expect(await clickForOutcome(post.locator('[data-netlift="feed"]'), say("ja", "tasks.feed.comment"))).toBe("answer");
  const prompt = await lastPrompt();
  expect(prompt).toContain("Three years ago I failed my first on-call week");
  for (const note of ["いいねしました", "編集済み", "件のリアクション", "件のコメント"]) expect(prompt).not.toContain(note);

  await post
    .getByTestId("netlift-suggestion")
    .first()
    .getByRole("button", { name: say("ja", "insert"), includeHidden: true })
    .click();
  await expect(post.locator('[role="textbox"][contenteditable="true"]')).toContainText("Suggestion 1 for Dmitri Okonkwo");
  await expect(post.getByText(say("ja", "inserted"))).toBeVisible();

  // the same page redesigned, in German
  await page.goto("https://www.linkedin.com/feed/foryou/?fixture=feed-foryou-de.html&redesign=2026");
  await expect(page.locator('[data-netlift="feed"]')).toHaveCount(6);
  expect(
    await clickForOutcome(postBy(page, "Ingrid Solberg").locator('[data-netlift="feed"]'), say("de", "tasks.feed.comment")),
  ).toBe("answer");
  const german = await lastPrompt();
  expect(german).toContain("Our deploys used to need a two-hour freeze window.");
  expect(german).not.toContain("vor 2 Stunden");
  expect(german).not.toContain("Für alle sichtbar");
});

test("a post whose text comes late: the helper says it is waiting, then answers with the text; or says that nothing was sent", async ({
  context,
  extensionId,
}) => {
  await proUser(context, extensionId);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/foryou/");
  const helper = postBy(page, "Yusuf Karlsson").locator('[data-netlift="feed"]');
  await helper.getByRole("button", { name: /Suggest comment/, includeHidden: true }).click();
  await expect(helper.getByRole("status")).toHaveText("Waiting for LinkedIn to load the post's text…");
  // LinkedIn draws the text where its placeholder was
  await page.evaluate(() => {
    const placeholder = document.querySelector('[aria-busy="true"]')!;
    const text = document.createElement("p");
    text.innerHTML =
      '<span data-testid="expandable-text-box">We moved the whole studio to one shared type scale. Fewer decisions, calmer pages.</span>';
    placeholder.replaceWith(text);
  });
  await expect(helper.getByTestId("netlift-suggestion").first()).toContainText("Suggestion 1 for Yusuf Karlsson");
  expect(await lastPrompt()).toContain("We moved the whole studio to one shared type scale.");

  // a text that never comes: after the wait, a sentence, and nothing sent
  await page.reload();
  const before = await llmRequests();
  const again = postBy(page, "Yusuf Karlsson").locator('[data-netlift="feed"]');
  const outcome = await clickForOutcome(again, /Suggest comment/);
  expect(outcome).toMatch(/^LinkedIn did not load the post's text within 8 seconds, so nothing was sent\./);
  expect(await llmRequests()).toBe(before);
});

test("the floating helper, where no post can be found: a sentence when no post is in view, the post's own text when one is", async ({
  context,
  extensionId,
}) => {
  await proUser(context, extensionId);
  const page = await context.newPage();
  // a redesign nothing here knows: no post markers, no buttons (so no action bars), gone as the page is parsed,
  // before the extension (run at document_idle) reads it
  await page.addInitScript(() => {
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof Element) || node.closest("[data-netlift]")) continue;
          for (const el of [node, ...node.querySelectorAll("*")]) {
            if (el.matches("button")) el.remove();
            else el.removeAttribute("componentkey");
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("https://www.linkedin.com/feed/foryou/?redesign=1");
  const floating = page.locator("[data-netlift-floating]");
  await expect(floating).toBeVisible();
  await expect(page.locator('[data-netlift="feed"]:not([data-netlift-floating])')).toHaveCount(0);

  // the middle of the screen on empty space below the feed
  await page.evaluate(() => {
    document.body.append(Object.assign(document.createElement("div"), { style: "height: 3000px" }));
    window.scrollTo(0, document.body.scrollHeight);
  });
  const before = await llmRequests();
  expect(await clickForOutcome(floating, /Suggest comment/)).toMatch(/^No post in the middle of the screen/);
  expect(await llmRequests()).toBe(before);

  // Ingrid Solberg's post in the middle: her text, without the notes drawn where it used to be
  await page.evaluate(() => {
    const text = [...document.querySelectorAll("main span")].find((el) =>
      el.textContent?.startsWith("Our deploys used to need"),
    )!;
    text.scrollIntoView({ block: "center" });
  });
  await floating.getByRole("button", { name: "Close", includeHidden: true }).click();
  expect(await clickForOutcome(floating, /Suggest comment/)).toBe("answer");
  const prompt = await lastPrompt();
  expect(prompt).toContain("Our deploys used to need a two-hour freeze window.");
  expect(prompt).not.toContain("Visible to anyone");
});
