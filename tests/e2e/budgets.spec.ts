import { expect, test } from "./support/site-test";
import { JS_BUDGETS, measurePageScripts } from "../../scripts/lib/site-weight.mjs";

for (const [path, budget] of JS_BUDGETS) {
  test(`${path} ships at most ${budget / 1000} KB of gzipped JavaScript`, async ({ browser, baseURL }) => {
    const weight = await measurePageScripts(browser, `${baseURL}${path}`);
    expect(weight.gzip).toBeGreaterThan(0);
    expect(weight.gzip).toBeLessThanOrEqual(budget);
  });
}

test("the landing page loads no PocketBase SDK and no island but the showcase", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  await page.goto("/");
  await page.locator("#product").scrollIntoViewIfNeeded();
  await expect(page.getByRole("tab", { name: /Feed/ })).toBeVisible();
  await expect.poll(() => scripts.some((s) => s.includes("Showcase"))).toBe(true);
  expect(
    scripts.filter((s) =>
      /LoginForm|Dashboard|SignupWizard|VerifyEmail|MessageForm|Settings|ForgotPassword|ResetPassword|ConfirmEmailChange/.test(s),
    ),
  ).toEqual([]);
});
