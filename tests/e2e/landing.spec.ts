import { expect, test } from "@playwright/test";

test.describe("landing page", () => {
  test("has every section of the specification, from the one origin", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Netlift/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/level up your networking game/i);
    await expect(page.getByRole("link", { name: "Try it out" })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("link", { name: "Watch demo" })).toHaveAttribute("href", "/#product");
    await expect(page.getByRole("link", { name: /Product Hunt/ })).toBeVisible();
    const hero = page.locator("#home video");
    await expect(hero).toHaveJSProperty("muted", true);
    await expect(hero).toHaveJSProperty("loop", true);
    await expect(hero).toHaveJSProperty("autoplay", true);
    await expect(page.locator("#vision")).toContainText(/aware of the context/);
    await expect(page.getByRole("link", { name: /Chrome Web Store/ })).toHaveAttribute("href", /chromewebstore\.google\.com/);
  });

  test("prices both plans with the feature lists and sign-up buttons", async ({ page }) => {
    await page.goto("/#pricing");
    const pricing = page.locator("#pricing");
    const hobbyist = pricing.getByRole("article").filter({ hasText: "hobbyist" });
    const professional = pricing.getByRole("article").filter({ hasText: "professional" });
    await expect(hobbyist).toContainText("$0.00");
    await expect(hobbyist).toContainText("10,000 tokens a day");
    await expect(hobbyist).toContainText("Profile and Job pages");
    await expect(professional).toContainText("$4.99");
    await expect(professional).toContainText("No daily usage limit");
    for (const card of [hobbyist, professional]) await expect(card.getByRole("link")).toHaveAttribute("href", "/signup");
  });

  test("showcase: the placeholder shows until the tab's video has loaded", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/showcase/*.webm", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/#product");
    const panel = page.getByRole("tabpanel");
    const video = panel.locator("video");
    await expect(video).toHaveAttribute("src", "/showcase/feed.webm");
    await expect(panel.getByTestId("placeholder")).toBeVisible();
    release();
    await expect(panel.getByTestId("placeholder")).toBeHidden();
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
  });

  test("showcase: one tab selected at a time, Feed first, mouse and keyboard", async ({ page }) => {
    await page.route("**/showcase/*.webm", (route) => route.abort()); // keep the placeholders up
    await page.goto("/#product");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText([/Feed/, /Messages/, /Profile/, /Jobs/]);
    const selected = page.locator('[role="tab"][aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    await expect(selected).toHaveText(/Feed/);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText(/commenting suggestions/);
    await expect(panel.getByTestId("placeholder")).toHaveAttribute("src", "/showcase/feed.png");

    await page.getByRole("tab", { name: /Jobs/ }).click();
    await expect(selected).toHaveCount(1);
    await expect(selected).toHaveText(/Jobs/);
    await expect(panel).toContainText(/cover letter/);
    await expect(panel.getByTestId("placeholder")).toHaveAttribute("src", "/showcase/jobs.png");

    await page.keyboard.press("ArrowRight"); // wraps to Feed
    await expect(selected).toHaveText(/Feed/);
    await expect(selected).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(selected).toHaveText(/Profile/);
    await page.keyboard.press("Home");
    await expect(selected).toHaveText(/Feed/);
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "tab-feed");
  });

  test("signed-out navigation shows the anchors, sign up and login; the footer its two links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Vision", "Product", "Pricing", "Login", "Sign up"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeHidden();
    const footer = page.getByRole("navigation", { name: "Footer" });
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  test("an unknown path shows the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/definitely-not-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Home" }).last().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("static pages: privacy policy, thank-you and checkout results", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByText("Last updated May 25, 2024")).toBeVisible();
    for (const heading of [/information/i, /minors|children/i, /do-not-track/i, /global privacy control|state/i]) {
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    }
    await page.goto("/thank-you");
    await expect(page.getByRole("heading", { name: "Form submitted" })).toBeVisible();
    await expect(page.getByText(/within 48 hours/)).toBeVisible();
    await page.goto("/checkout/failed");
    await expect(page.getByText(/not completed/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "dashboard", exact: true })).toHaveAttribute("href", "/dashboard");
  });
});
