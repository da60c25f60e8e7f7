import { holdIsland } from "./support/hold-island";
import { expect, test, type Locator, type Page } from "./support/site-test";

/** A recorded file at its built URL: /_astro/<name>.<content hash>.<ext> (cached for a year). */
function built(file: string): RegExp {
  const dot = file.lastIndexOf(".");
  return new RegExp(`^/_astro/${file.slice(0, dot)}\\.[\\w-]+\\${file.slice(dot)}$`);
}
const FEED_CLIP = built("feed.webm");

/**
 * Holds every demo clip's response until the test calls the returned release (a clip is then meant to play, by
 * autoplay, but cannot yet); a response the page no longer waits for is dropped.
 */
async function holdClips(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_astro/*.webm", async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** The code of the error a video's load ended in (4: its source could not be used), or null while it has none. */
const mediaError = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.error?.code ?? null);

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

  test("showcase: the placeholder shows until the tab's video has loaded; paused before, it stays paused", async ({ page }) => {
    const release = await holdClips(page);
    await page.goto("/#product");
    const panel = page.getByRole("tabpanel");
    const video = panel.locator("video");
    await expect(video).toHaveAttribute("src", FEED_CLIP);
    await expect(panel.getByTestId("placeholder")).toBeVisible();
    // meant to play (autoplay) but not yet able to: the pause button stops that
    await panel.getByRole("button", { name: "Pause the Feed demo" }).click();
    await expect(panel.getByRole("button", { name: "Play the Feed demo" })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, autoplay: v.autoplay }))).toEqual({
      paused: true,
      autoplay: false,
    });
    release();
    await expect(panel.getByTestId("placeholder")).toBeHidden();
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    await expect(video).toHaveJSProperty("paused", true);
    await panel.getByRole("button", { name: "Play the Feed demo" }).click();
    await expect(video).toHaveJSProperty("paused", false);
    await expect(panel.getByRole("button", { name: "Pause the Feed demo" })).toBeVisible();
  });

  test("showcase: one tab selected at a time, Feed first, mouse and keyboard", async ({ page }) => {
    await page.route("**/_astro/*.webm", (route) => route.abort()); // keep the placeholders up
    await page.goto("/#product");
    // the island hydrates as it comes into view, and makes its tabs ARIA tabs (before that they are radio buttons: below)
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

  test("showcase: a tab chosen while the island's code is still on its way shows at once, and stays chosen once it hydrates", async ({
    page,
  }) => {
    const errors: string[] = []; // a hydration mismatch would show here (and React would re-render the island from scratch)
    page.on("pageerror", (error) => errors.push(error.message));
    page.on(
      "console",
      (message) => message.type() === "error" && !/Failed to load resource/.test(message.text()) && errors.push(message.text()),
    );
    await page.route("**/_astro/*.webm", (route) => route.abort()); // keep the posters up: nothing moves but what we test
    // "before hydration", made certain: the island's code is held back until the tabs have been used
    const held = await holdIsland(page, "Showcase");
    await page.goto("/#product");
    await held.requested; // the section is in view and the island is asking for its code: the moment of the slow phone's tap
    const island = page.locator("#product astro-island");
    await expect(island).toHaveAttribute("ssr", "");
    const showcase = page.locator("#product");
    const panel = showcase.locator(".tabpanel").filter({ visible: true });
    await expect(panel).toContainText(/commenting suggestions/);

    await showcase.getByText("Jobs", { exact: true }).click();
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText(/cover letter/);
    await expect(panel.getByRole("img")).toHaveAttribute("src", built("jobs-1080.webp"));
    await page.keyboard.press("ArrowLeft"); // the keyboard works before hydration too
    await expect(panel).toContainText(/Summarize anyone/);
    await expect(showcase.getByRole("radio", { name: "Profile" })).toBeChecked();
    await expect(showcase.getByRole("radio", { name: "Profile" })).toBeFocused();
    await expect(island).toHaveAttribute("ssr", ""); // still not hydrated

    // hydration moves nothing: the same boxes, no layout shift
    const boxes = () =>
      showcase.locator(".showcase").evaluate((root) =>
        [...root.querySelectorAll(".tab, .tabpanel")].map((el) => {
          const r = el.getBoundingClientRect();
          return [r.left, r.top + window.scrollY, r.width, r.height].map(Math.round).join(" ");
        }),
      );
    const frames = () =>
      page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await frames();
    const before = await boxes();
    await page.evaluate(() => {
      const shifts: number[] = [];
      const observer = new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => shifts.push((e as PerformanceEntry & { value: number }).value)),
      );
      observer.observe({ type: "layout-shift" });
      Object.assign(window, {
        layoutShifts: () => [...shifts, ...observer.takeRecords().map((e) => (e as PerformanceEntry & { value: number }).value)],
      });
    });

    held.release();
    const profile = page.getByRole("tab", { name: "Profile" });
    await expect(profile).toHaveAttribute("aria-selected", "true"); // the island hydrated with the visitor's choice
    await expect(island).not.toHaveAttribute("ssr");
    await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
    await expect(profile).toBeFocused();
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "tab-profile");
    await expect(page.getByRole("tabpanel")).toContainText(/Summarize anyone/);
    await frames();
    expect(await boxes()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: () => number[] }).layoutShifts())).toEqual([]);

    // and it is the ARIA tabs pattern from here on: arrow keys move the selection and the focus
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Jobs" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Jobs" })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText(/cover letter/);
    await page.keyboard.press("ArrowRight"); // wraps to Feed
    await expect(page.getByRole("tab", { name: "Feed" })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "tab-feed");
    await expect(page.getByRole("tab", { name: "Feed" })).toHaveAttribute("tabindex", "0");
    await expect(page.getByRole("tab", { name: "Jobs" })).toHaveAttribute("tabindex", "-1");
    expect(errors).toEqual([]);
  });

  test("showcase: a press that starts before the island hydrates and ends after it still picks its tab", async ({ page }) => {
    await page.route("**/_astro/*.webm", (route) => route.abort());
    const held = await holdIsland(page, "Showcase");
    await page.goto("/#product");
    await held.requested;
    const messages = page.locator("#product").getByText("Messages", { exact: true });
    const box = (await messages.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    held.release();
    // hydrated under the finger: the tabs are the elements that were pressed, not new ones
    await expect(page.getByRole("tab", { name: "Feed" })).toHaveAttribute("aria-selected", "true");
    await page.mouse.up();
    await expect(page.getByRole("tab", { name: "Messages" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(/message suggestions/);
  });

  test.describe("showcase without JavaScript (what a visitor has until the island runs)", () => {
    test.use({ javaScriptEnabled: false });

    test("the tabs switch the panel by mouse and keyboard, announced as a group of choices", async ({ page }) => {
      await page.goto("/#product");
      const showcase = page.locator("#product");
      const panel = showcase.locator(".tabpanel").filter({ visible: true });
      await expect(panel).toHaveCount(1);
      await expect(panel).toContainText(/commenting suggestions/);

      // mouse: a click on a tab shows its panel, with its poster, and gives the tab the selected look
      await showcase.getByText("Jobs", { exact: true }).click();
      await expect(panel).toHaveCount(1);
      await expect(panel).toContainText(/cover letter/);
      await expect(panel.getByRole("img")).toHaveAttribute("src", built("jobs-1080.webp"));
      await expect.poll(() => panel.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const look = (name: string) =>
        showcase.getByText(name, { exact: true }).evaluate((el) => {
          const style = getComputedStyle(el);
          return { background: style.backgroundColor, color: style.color, outline: style.outlineStyle };
        });
      expect(await look("Jobs")).toMatchObject({ background: "rgb(181, 71, 8)", color: "rgb(255, 255, 255)" }); // #b54708
      expect(await look("Feed")).toMatchObject({ background: "rgb(255, 255, 255)" });

      // announced as what it is: a named group of four choices, the chosen one checked
      const group = page.getByRole("radiogroup", { name: "What Netlift does on each LinkedIn page" });
      await expect(group.getByRole("radio")).toHaveCount(4);
      await expect(group.getByRole("radio", { name: "Jobs" })).toBeChecked();

      // keyboard: the group is one Tab stop, the checked choice (its pill outlined); arrow keys change the choice
      await page.keyboard.press("Shift+Tab");
      await expect(group.getByRole("radio", { name: "Jobs" })).not.toBeFocused();
      await page.keyboard.press("Tab");
      await expect(group.getByRole("radio", { name: "Jobs" })).toBeFocused();
      expect((await look("Jobs")).outline).not.toBe("none");
      await page.keyboard.press("ArrowRight"); // wraps to Feed
      await expect(group.getByRole("radio", { name: "Feed" })).toBeChecked();
      await expect(group.getByRole("radio", { name: "Feed" })).toBeFocused();
      await expect(panel).toContainText(/commenting suggestions/);
      await page.keyboard.press("ArrowRight");
      await expect(group.getByRole("radio", { name: "Messages" })).toBeChecked();
      await expect(panel).toHaveCount(1);
      await expect(panel).toContainText(/message suggestions/);
      expect((await look("Messages")).outline).not.toBe("none");
      expect((await look("Feed")).outline).toBe("none");
    });
  });

  test("demo media: posters sized up front and lazy below the fold, only the hero's video before the showcase is reached, pause buttons", async ({
    page,
  }) => {
    const videos: string[] = [];
    page.on("request", (r) => r.resourceType() === "media" && videos.push(new URL(r.url()).pathname));
    // the clips arrive when the test says: until then the hero's is meant to play (autoplay) but cannot
    const arrive = await holdClips(page);
    await page.goto("/");
    // every poster reserves its box (width and height), the showcase's wait below the fold
    const boxes = await page.locator("main img").evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.loading,
        top: img.getBoundingClientRect().top,
      })),
    );
    for (const box of boxes) expect(Number(box.width) * Number(box.height)).toBeGreaterThan(0);
    for (const box of boxes.filter((b) => b.top > 1000)) expect(box.loading).toBe("lazy");
    await expect(page.locator("#product picture source[type='image/avif']").first()).toHaveAttribute(
      "srcset",
      /720w.*1080w.*1760w/,
    );
    // the hero's clip, and no other, until the visitor scrolls to the showcase
    await expect.poll(() => videos.some((v) => FEED_CLIP.test(v))).toBe(true);
    expect(videos.filter((v) => !FEED_CLIP.test(v))).toEqual([]);

    // the hero's pause button stops the loop and starts it again (WCAG 2.2.2), pressed before the clip has
    // arrived too: it is not played then, nor once the clip is there
    const hero = page.locator("#home video");
    const heroToggle = page.locator("#home button.media-toggle");
    await expect(heroToggle).toHaveAccessibleName("Pause the demo");
    await heroToggle.click();
    await expect(heroToggle).toHaveAccessibleName("Play the demo");
    expect(await hero.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, autoplay: v.autoplay }))).toEqual({
      paused: true,
      autoplay: false,
    });
    const clip = page.waitForEvent("requestfinished", (r) => FEED_CLIP.test(new URL(r.url()).pathname));
    arrive();
    await clip;
    await expect(hero).toHaveJSProperty("paused", true);
    await heroToggle.click();
    await expect(heroToggle).toHaveAccessibleName("Pause the demo");
    await expect(hero).toHaveJSProperty("paused", false);
    await heroToggle.click();
    await expect(heroToggle).toHaveAccessibleName("Play the demo");
    await expect(hero).toHaveJSProperty("paused", true);
    await heroToggle.click();
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

  test("a demo whose clip cannot load: its button offers play again, in the hero and the showcase", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.route("**/_astro/*.webm", (route) => route.abort());
    await page.goto("/");
    const heroToggle = page.locator("#home button.media-toggle");
    await heroToggle.click();
    // MEDIA_ERR_SRC_NOT_SUPPORTED, once the failed load has reached the element (its `error` is null until then, and
    // toHaveJSProperty("error.code") throws on a null `error` instead of waiting: a click that beat the abort failed the test)
    await expect.poll(() => mediaError(page.locator("#home video"))).toBe(4);
    await expect(heroToggle).toHaveAccessibleName("Play the demo");
    // pressed again: play() is refused at once, no event follows
    await heroToggle.click();
    await expect(heroToggle).toHaveAccessibleName("Play the demo");
    await expect(page.locator("#home video")).toHaveJSProperty("paused", true);
    await page.locator("#product").scrollIntoViewIfNeeded();
    const panel = page.getByRole("tabpanel");
    await panel.getByRole("button", { name: "Play the Feed demo" }).click();
    await expect.poll(() => mediaError(panel.locator("video"))).toBe(4);
    await expect(panel.getByRole("button", { name: "Play the Feed demo" })).toBeVisible();
    await expect(panel.locator("video")).toHaveJSProperty("paused", true);
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
    await expect(page.getByText("Last updated November 27, 2026")).toBeVisible();
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
