/**
 * The Content Security Policy in a real browser: what it must let through is every site flow (their
 * specs fail on any violation, support/site-test.ts); what it must stop is checked here. (That no page allows
 * eval is checked on the built pages' policies, tests/integration/site-build.test.ts: code Playwright evaluates
 * runs as DevTools code, which Chromium exempts from the eval check.)
 */
import { expect, test } from "./support/worker-stack";

test("an injected script does not run, and the browser says so", async ({ page }) => {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.goto("/login");
  const outcome = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = localStorage.getItem('pocketbase_auth') ?? 'ran';";
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { injected: (window as unknown as { __injected?: string }).__injected ?? null };
  });
  expect(outcome.injected).toBeNull();
  expect(reported.some((text) => /script-src/.test(text))).toBe(true);
  // the page's own scripts ran: the sign-in form is interactive
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
});

test("no page can be framed, not even by the site itself", async ({ page, baseURL }) => {
  await page.goto("/privacy-policy");
  await page.evaluate((src) => {
    const frame = document.createElement("iframe");
    frame.src = src;
    document.body.append(frame);
  }, `${baseURL}/login`);
  await page.waitForTimeout(1000);
  const child = page.frames().find((frame) => frame !== page.mainFrame());
  expect(child).toBeDefined();
  expect(await child!.locator("input[type=password]").count()).toBe(0);
  // the same page opened on its own has the form
  await page.goto("/login");
  await expect(page.locator("input[type=password]")).toHaveCount(1);
});
