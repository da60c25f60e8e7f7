import { expect, test } from "./support/site-test";

/** A recorded file at its built URL: /_astro/<name>.<content hash>.<ext> (cached for a year). */
function built(file: string): RegExp {
  const dot = file.lastIndexOf(".");
  return new RegExp(`^/_astro/${file.slice(0, dot)}\\.[\\w-]+\\${file.slice(dot)}$`);
}
const FEED_CLIP = built("feed.webm");

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
    // the recording of the Feed tab, started once the page has loaded, over its poster (the page's largest paint)
    await expect(hero).toHaveAttribute("src", FEED_CLIP);
    await expect.poll(() => hero.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2)).toBe(true);
    const poster = page.locator("#home .demo-media img");
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
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
    await page.route("**/_astro/*.webm", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/#product");
    const panel = page.getByRole("tabpanel");
    const video = panel.locator("video");
    await expect(video).toHaveAttribute("src", FEED_CLIP);
    await expect(panel.getByTestId("placeholder")).toBeVisible();
    release();
    await expect(panel.getByTestId("placeholder")).toBeHidden();
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
  });

  test("showcase: one tab selected at a time, Feed first, mouse and keyboard", async ({ page }) => {
    await page.route("**/_astro/*.webm", (route) => route.abort()); // keep the placeholders up
    await page.goto("/#product");
    // the island hydrates as it comes into view: a click on its static first render would do nothing
    await expect(page.locator("#product astro-island")).not.toHaveAttribute("ssr");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText([/Feed/, /Messages/, /Profile/, /Jobs/]);
    const selected = page.locator('[role="tab"][aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    await expect(selected).toHaveText(/Feed/);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText(/commenting suggestions/);
    await expect(panel.getByTestId("placeholder")).toHaveAttribute("src", built("feed-1080.webp"));

    await page.getByRole("tab", { name: /Jobs/ }).click();
    await expect(selected).toHaveCount(1);
    await expect(selected).toHaveText(/Jobs/);
    await expect(panel).toContainText(/cover letter/);
    await expect(panel.getByTestId("placeholder")).toHaveAttribute("src", built("jobs-1080.webp"));

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

  test("demo media: posters sized up front and lazy below the fold, only the hero's video before the showcase is reached, pause buttons", async ({ page }) => {
    const videos: string[] = [];
    page.on("request", (r) => r.resourceType() === "media" && videos.push(new URL(r.url()).pathname));
    await page.goto("/");
    // every poster reserves its box (width and height), the showcase's wait below the fold
    const boxes = await page.locator("main img").evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({ width: img.getAttribute("width"), height: img.getAttribute("height"), loading: img.loading, top: img.getBoundingClientRect().top })),
    );
    for (const box of boxes) expect(Number(box.width) * Number(box.height)).toBeGreaterThan(0);
    for (const box of boxes.filter((b) => b.top > 1000)) expect(box.loading).toBe("lazy");
    await expect(page.locator("#product picture source[type='image/avif']").first()).toHaveAttribute("srcset", /720w.*1080w.*1760w/);
    // the hero's clip, and no other, until the visitor scrolls to the showcase
    await expect.poll(() => videos.some((v) => FEED_CLIP.test(v))).toBe(true);
    expect(videos.filter((v) => !FEED_CLIP.test(v))).toEqual([]);

    // the hero's pause button stops the loop and starts it again (WCAG 2.2.2)
    const hero = page.locator("#home video");
    const heroToggle = page.locator("#home").getByRole("button", { name: "Pause the demo" });
    await heroToggle.click();
    await expect(hero).toHaveJSProperty("paused", true);
    await page.locator("#home").getByRole("button", { name: "Play the demo" }).click();
    await expect(hero).toHaveJSProperty("paused", false);

    await page.locator("#product").scrollIntoViewIfNeeded();
    const panel = page.getByRole("tabpanel");
    const video = panel.locator("video");
    await expect(video).toHaveAttribute("src", FEED_CLIP);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await panel.getByRole("button", { name: "Pause the Feed demo" }).click();
    await expect(video).toHaveJSProperty("paused", true);
    await expect(panel.getByRole("button", { name: "Play the Feed demo" })).toBeVisible();
  });

  test("reduced motion: nothing plays by itself; the play buttons start the demos", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    const hero = page.locator("#home video");
    await page.waitForLoadState("load");
    await page.waitForTimeout(800);
    await expect(hero).not.toHaveAttribute("src", /./);
    await page.locator("#home").getByRole("button", { name: "Play the demo" }).click();
    await expect(hero).toHaveAttribute("src", FEED_CLIP);
    await expect(hero).toHaveJSProperty("paused", false);
    await page.locator("#product").scrollIntoViewIfNeeded();
    const video = page.getByRole("tabpanel").locator("video");
    await expect(video).toHaveJSProperty("paused", true);
    await page.getByRole("tabpanel").getByRole("button", { name: "Play the Feed demo" }).click();
    await expect(video).toHaveJSProperty("paused", false);
    await context.close();
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
