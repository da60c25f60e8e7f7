import { SITE_PATHS, type SitePath } from "../../scripts/lib/site-pages.mjs";
import { expect, test, type Page } from "./support/site-test";
import { createUser } from "../helpers/accounts";
import { expectAccessible } from "./support/axe";
import { holdIsland } from "./support/hold-island";
import { fakeLinkToken } from "./support/link-token";
import { server, useSession } from "./support/remote";

const VIEWPORTS = [
  { name: "mobile", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

type Target = { path: string; session?: "verified" | "unverified"; ready: (page: Page) => Promise<void> };
const heading = (p: Page) => expect(p.getByRole("heading", { level: 1 })).toBeVisible();

/**
 * Every built page (scripts/lib/site-pages.mjs: the compiler points at one left out), in each state a
 * visitor sees it; `ready` is what shows once islands have settled.
 */
const TARGETS: Record<SitePath, Target[]> = {
  "/": [
    // the showcase as first seen (below the fold: its island has not run, its tabs are radio buttons) …
    { path: "/", ready: (p) => expect(p.locator("#product").getByText("Feed", { exact: true })).toBeVisible() },
    // … and scrolled to, its island hydrated: ARIA tabs
    { path: "/#product", ready: (p) => expect(p.getByRole("tab", { name: "Feed" })).toHaveAttribute("aria-selected", "true") },
  ],
  "/login": [{ path: "/login", ready: (p) => expect(p.getByRole("button", { name: "Login" })).toBeVisible() }],
  "/signup": [{ path: "/signup", ready: (p) => expect(p.getByRole("heading", { name: "Sign up" })).toBeVisible() }],
  "/contact": [{ path: "/contact", ready: (p) => expect(p.getByRole("button", { name: "Send message" })).toBeVisible() }],
  "/privacy-policy": [{ path: "/privacy-policy", ready: heading }],
  "/thank-you": [{ path: "/thank-you", ready: heading }],
  "/checkout/success": [{ path: "/checkout/success", ready: heading }],
  "/checkout/failed": [{ path: "/checkout/failed", ready: heading }],
  "/404": [{ path: "/no-such-page", ready: (p) => expect(p.getByRole("heading", { name: "Page Not Found" })).toBeVisible() }],
  "/verify-email": [
    {
      path: "/verify-email",
      session: "unverified",
      ready: (p) => expect(p.getByRole("button", { name: "Verified" })).toBeVisible(),
    },
  ],
  "/dashboard": [{ path: "/dashboard", session: "verified", ready: (p) => expect(p.getByTestId("usage")).toBeVisible() }],
  "/forgot-password": [
    { path: "/forgot-password", ready: (p) => expect(p.getByRole("button", { name: "Send reset link" })).toBeVisible() },
  ],
  "/reset-password": [
    {
      path: `/reset-password?token=${fakeLinkToken({ email: "ada@example.com", exp: 4102444800 })}`,
      ready: (p) => expect(p.getByRole("button", { name: "Set new password" })).toBeVisible(),
    },
    { path: "/reset-password", ready: (p) => expect(p.getByRole("link", { name: "Send me a new link" })).toBeVisible() },
  ],
  "/confirm-email-change": [
    {
      path: `/confirm-email-change?token=${fakeLinkToken({ newEmail: "ada@example.com", exp: 4102444800 })}`,
      ready: (p) => expect(p.getByRole("button", { name: "Confirm new address" })).toBeVisible(),
    },
  ],
  "/settings": [
    {
      path: "/settings",
      session: "verified",
      ready: (p) => expect(p.getByRole("button", { name: "Save details" })).toBeVisible(),
    },
  ],
};
const PAGES = SITE_PATHS.flatMap((path) => TARGETS[path]);

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const target of PAGES) {
      test(`${target.path} passes axe and fits the screen`, async ({ page }, info) => {
        if (target.session) await useSession(page, await createUser(server, { verified: target.session === "verified" }));
        await page.goto(target.path);
        await target.ready(page);
        await expectAccessible(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
        // a picture of each page for a person to look over: E2E_SCREENSHOTS=1 (a full-page picture costs a core
        // 0.2–1.8 s per page, and nothing reads it in a run of the suite)
        if (process.env.E2E_SCREENSHOTS === "1") {
          const name = `${viewport.name}${target.path.replace(/\?.*$/, "").replace(/\//g, "_") || "_home"}.png`;
          await page.screenshot({ path: info.outputPath(name), fullPage: true });
        }
      });
    }

    test("/ passes axe with the showcase's island held back (its tabs are radio buttons until it hydrates)", async ({ page }) => {
      const island = await holdIsland(page, "Showcase");
      await page.goto("/#product");
      await island.requested;
      const group = page.getByRole("radiogroup", { name: "What Netlift does on each LinkedIn page" });
      await expect(group.getByRole("radio", { name: "Feed" })).toBeChecked();
      await expectAccessible(page);
      await page.locator("#product").getByText("Jobs", { exact: true }).click();
      await expect(group.getByRole("radio", { name: "Jobs" })).toBeChecked();
      await expectAccessible(page);
      await expect(page.locator("#product astro-island")).toHaveAttribute("ssr", ""); // all of it before hydration
      island.release();
      await expect(page.getByRole("tab", { name: "Jobs" })).toHaveAttribute("aria-selected", "true");
      await expectAccessible(page);
    });
  });
}

test("focus is visible on keyboard navigation", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe("none");
});
