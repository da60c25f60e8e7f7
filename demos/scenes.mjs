// @ts-check
/**
 * What each recording does on its stage page, with the real extension: the visitor's pointer goes to the
 * helper's button, clicks, the answer arrives from the scripted model (demos/replies.mjs), and the visitor
 * uses it. Each scene marks "poster": the moment the panel shows its suggestions, which is the tab's
 * poster and where its looping clip starts.
 */
import { PROFILE_FOLLOW_UP } from "./replies.mjs";

/**
 * @typedef {{
 *   page: import("@playwright/test").Page,
 *   rec: import("./recorder.mjs").Recorder,
 *   poster: () => Promise<void>,
 * }} Stage
 */

/** The extension's helper of this page type (its shadow root is open; Playwright's locators pierce it). */
const helperOf = (/** @type {import("@playwright/test").Page} */ page, /** @type {string} */ name) =>
  page.locator(`[data-netlift="${name}"]`).first();

/**
 * The panel has its whole answer: `count` suggestions (the first containing `text`, when given), no
 * spinner, and no list still being written (answers stream in).
 */
function answered(/** @type {import("@playwright/test").Locator} */ helper, count = 1, text = "") {
  return async () => {
    const suggestions = helper.getByTestId("netlift-suggestion");
    if ((await helper.locator('.nl-spinner, [aria-busy="true"]').count()) > 0 || (await suggestions.count()) < count)
      return false;
    return !text || (await suggestions.first().innerText()).includes(text);
  };
}

/** Answers stream in this many times faster in the clips than the scripted model writes them (demos.mjs). */
const ANSWER_SPEED = 2;

/** Scrolls without recording (where a scene starts). */
const jumpTo = (/** @type {import("@playwright/test").Page} */ page, /** @type {number} */ top) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), Math.round(top / 4) * 4);

/** @type {Record<string, (stage: Stage) => Promise<void>>} */
export const SCENES = {
  async feed({ page, rec, poster }) {
    const post = page.locator(".feed-shared-update-v2").first();
    const helper = post.locator('[data-netlift="feed"]');
    const trigger = helper.getByRole("button", { name: "Suggest comment" });
    await trigger.waitFor();
    // at rest: the post's chart, its reactions and action bar, our button under them
    const box = await trigger.boundingBox();
    const view = page.viewportSize() ?? { width: 880, height: 800 };
    await jumpTo(page, (box?.y ?? 0) + (box?.height ?? 0) + 90 - view.height);
    await rec.showPointer(view.width * 0.72, view.height * 0.62);
    await rec.hold(1.2);
    await rec.moveToElement(trigger, 0.8);
    await rec.hold(0.25);
    await rec.click();
    // the answer streams in; the comment box under it, which Insert writes into, stays in view
    await rec.recordUntil(answered(helper, 3), {
      minSeconds: 1,
      speed: ANSWER_SPEED,
      follow: post.locator(".comments-comment-box"),
    });
    await poster();
    await rec.hold(3.2);
    const suggestion = helper.getByTestId("netlift-suggestion").nth(1);
    await rec.moveToElement(suggestion.getByRole("button", { name: "Insert" }), 0.8);
    await rec.hold(0.25);
    await rec.click();
    const editor = post.locator('.ql-editor[contenteditable="true"]');
    await rec.recordUntil(async () => (await editor.innerText()).includes("Friday rule"), { minSeconds: 0.2 });
    await rec.moveTo(view.width * 0.9, view.height * 0.55, 0.6);
    await rec.hold(2.4);
  },

  async messages({ page, rec, poster }) {
    const helper = helperOf(page, "messages");
    const trigger = helper.getByRole("button", { name: "Suggest reply" });
    await trigger.waitFor();
    const view = page.viewportSize() ?? { width: 880, height: 800 };
    const bottom = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await jumpTo(page, await bottom());
    await rec.showPointer(view.width * 0.55, view.height * 0.45);
    await rec.hold(1.2);
    await rec.moveToElement(trigger, 0.8);
    await rec.hold(0.25);
    await rec.click();
    const footer = page.locator(".msg-form__footer");
    await rec.recordUntil(answered(helper, 3), { minSeconds: 1, speed: ANSWER_SPEED, follow: footer });
    await rec.hold(1.4);
    // a goal: book a call
    await rec.moveToElement(helper.getByRole("radio", { name: "book a call" }), 0.8);
    await rec.hold(0.2);
    await rec.click();
    await rec.recordUntil(answered(helper, 3, "Tuesday"), { minSeconds: 0.9, speed: ANSWER_SPEED, follow: footer });
    await poster();
    await rec.hold(3.2);
    const first = helper.getByTestId("netlift-suggestion").first();
    await rec.moveToElement(first.getByRole("button", { name: "Insert" }), 0.8);
    await rec.hold(0.25);
    await rec.click();
    const composer = page.locator(".msg-form__contenteditable");
    await rec.recordUntil(async () => (await composer.innerText()).includes("Tuesday"), { minSeconds: 0.2 });
    await rec.moveTo(view.width * 0.85, view.height * 0.35, 0.6);
    await rec.hold(2.4);
  },

  async profile({ page, rec, poster }) {
    const helper = helperOf(page, "profile");
    const trigger = helper.getByRole("button", { name: "Summarize" });
    await trigger.waitFor();
    const view = page.viewportSize() ?? { width: 880, height: 800 };
    await jumpTo(page, 0);
    await rec.showPointer(view.width * 0.6, view.height * 0.5);
    await rec.hold(1.2);
    await rec.moveToElement(trigger, 0.8);
    await rec.hold(0.25);
    await rec.click();
    const panel = helper.locator("section.nl-panel");
    await rec.recordUntil(answered(helper, 1), { minSeconds: 1, speed: ANSWER_SPEED, follow: panel });
    await poster();
    await rec.hold(3.6);
    // a follow-up in the user's words
    const input = helper.getByRole("textbox", { name: "Follow-up instruction" });
    await rec.moveToElement(input, 0.7, { x: 0.3, y: 0.5 });
    await rec.click();
    await rec.type(PROFILE_FOLLOW_UP);
    await rec.hold(0.3);
    await rec.moveToElement(helper.getByRole("button", { name: "Refine" }), 0.6);
    await rec.click();
    await rec.recordUntil(answered(helper, 1, "questions for your call with Lena"), {
      minSeconds: 0.9,
      speed: ANSWER_SPEED,
      follow: panel,
    });
    await rec.hold(3.2);
  },

  async jobs({ page, rec, poster }) {
    const helper = helperOf(page, "jobs");
    const trigger = helper.getByRole("button", { name: "Cover letter" });
    await trigger.waitFor();
    const view = page.viewportSize() ?? { width: 880, height: 800 };
    await jumpTo(page, 0);
    await rec.showPointer(view.width * 0.62, view.height * 0.7);
    await rec.hold(1.2);
    await rec.moveToElement(trigger, 0.8);
    await rec.hold(0.25);
    await rec.click();
    await rec.recordUntil(answered(helper, 1), {
      minSeconds: 1,
      speed: ANSWER_SPEED,
      follow: helper.locator("section.nl-panel"),
    });
    // the posting's title above, the letter below
    const title = page.locator(".job-details-jobs-unified-top-card__job-title");
    await rec.scrollIntoView(title, { top: 64, seconds: 0.8 });
    await poster();
    await rec.hold(3.2);
    // read on, then copy it
    const letter = helper.getByTestId("netlift-suggestion").first();
    await rec.scrollIntoView(letter, { margin: 20, seconds: 2.2 });
    await rec.hold(0.8);
    await rec.moveToElement(letter.getByRole("button", { name: "Copy" }), 0.8);
    await rec.hold(0.2);
    await rec.click();
    await rec.recordUntil(async () => (await helper.getByText("Copied.").count()) > 0, { minSeconds: 0.2 });
    await rec.hold(2.2);
  },
};
