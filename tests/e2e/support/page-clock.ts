/**
 * A page's timers on the test's time: after `page.clock.install()` (before the page loads), `pauseOnceHydrated`
 * waits for the island holding `inside` to hydrate (Astro drops its `ssr` attribute), then stops the page's clock;
 * from then on the page's timers fire only as the test moves it (`page.clock.runFor`), however long the test's own
 * steps take on a busy machine.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export async function pauseOnceHydrated(page: Page, inside: Locator) {
  await expect(page.locator("astro-island:not([ssr])").filter({ has: inside })).toHaveCount(1);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}
