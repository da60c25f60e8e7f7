/**
 * The demo stage (demos/stage: our own LinkedIn-like pages the landing page's recordings are made on),
 * served at https://www.linkedin.com/…?stage=<tab> by the tests' LinkedIn server, in Chromium with the
 * built extension: every image and the stylesheet load (the old recordings showed broken images and raw
 * browser buttons), nothing the page asks for fails, and the real helper mounts, answers, and gets the
 * page's facts to the model. What `npm run demos` records is what this checks.
 */
import type { Page } from "@playwright/test";
import { adminPatch, createUser } from "../helpers/accounts";
import { stageUrl } from "../../demos/tabs.mjs";
import { expect, test } from "./support/extension";
import { popupSignIn } from "./support/popup";
import { server } from "./support/remote";

/** Each tab: the helper the extension mounts there, the button the recording clicks, a fact the model must receive. */
const TABS = [
  { tab: "feed", helper: "feed", action: "Suggest comment", fact: "Daniel Okoye" },
  { tab: "messages", helper: "messages", action: "Suggest reply", fact: "Would a call with Lena next week be interesting?" },
  { tab: "profile", helper: "profile", action: "Summarize", fact: "VP of Design at Loomwise" },
  { tab: "jobs", helper: "jobs", action: "Cover letter", fact: "Staff Product Designer, Design Systems" },
] as const;

/** What the page shows as loaded: every <img> decoded with a size, every stylesheet parsed with rules. */
async function assetsOf(page: Page) {
  return page.evaluate(() => ({
    images: [...document.images].map((img) => ({
      src: img.currentSrc || img.src,
      complete: img.complete,
      width: img.naturalWidth,
    })),
    sheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => {
      let rules = 0;
      try {
        rules = link.sheet?.cssRules.length ?? 0;
      } catch {
        rules = -1; // a sheet the page may not read
      }
      return { href: link.href, loaded: link.sheet !== null, rules };
    }),
  }));
}

const lastModelRequest = async () => JSON.stringify(await (await fetch(`${process.env.E2E_LLM_URL}/__control/last`)).json());

test("every stage page loads all its images and its stylesheet, and the real helper answers there with the page's facts", async ({
  context,
  extensionId,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(server);
  await adminPatch(server, "user_details", user.id, { premium: true }); // feed and messages are Pro pages
  // signed in, and the disclosure agreed to: nothing is sent before it is
  const popup = await popupSignIn(context, extensionId, user);
  await expect(popup.getByTestId("plan")).toHaveText("Pro");

  for (const { tab, helper, action, fact } of TABS) {
    await test.step(tab, async () => {
      const page = await context.newPage();
      const failures: string[] = [];
      page.on("requestfailed", (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
      page.on("response", (response) => {
        if (response.status() >= 400) failures.push(`${response.url()}: ${response.status()}`);
      });
      await page.goto(stageUrl(tab), { waitUntil: "load" });
      await page.waitForLoadState("networkidle");

      const { images, sheets } = await assetsOf(page);
      expect(images.length, `${tab}: images`).toBeGreaterThan(3);
      expect(
        images.filter((image) => !image.complete || typeof image.width !== "number").map((image) => image.src),
        `${tab}: images that did not load`,
      ).toEqual([]);
      expect(
        images.filter((image) => image.width === 0),
        `${tab}: images with no size (broken)`,
      ).toEqual([]);
      expect(sheets, `${tab}: stylesheets`).toEqual([
        { href: expect.stringMatching(/\/__stage\/stage\.css$/), loaded: true, rules: expect.any(Number) },
      ]);
      expect(sheets[0]!.rules, `${tab}: stage.css has no rules`).toBeGreaterThan(50);
      // the stage's own styles apply (not the browser's defaults: the old recordings' raw buttons)
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe("rgb(244, 242, 238)");
      expect(
        await page
          .locator("button")
          .first()
          .evaluate((b) => getComputedStyle(b).borderTopStyle),
      ).toBe("none");
      expect(failures, `${tab}: failed requests`).toEqual([]);

      const host = page.locator(`[data-netlift="${helper}"]`).first();
      await host.getByRole("button", { name: action }).click();
      await expect(host.getByTestId("netlift-suggestion").first()).toBeVisible();
      await expect(host.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await lastModelRequest(), `${tab}: the model did not get the page's facts`).toContain(fact);
      await page.close();
    });
  }
});

test("the stage's server answers 404 for a stage page that does not exist and for paths outside the stage folder", async ({
  context,
}) => {
  const page = await context.newPage();
  for (const path of ["/feed/?stage=nope", "/__stage/../package.json", "/__stage/%2e%2e/package.json", "/__stage/missing.css"]) {
    const response = await page.goto(`https://www.linkedin.com${path}`);
    expect(response?.status(), path).toBe(404);
  }
});
