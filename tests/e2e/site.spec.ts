import { expect, test } from "@playwright/test";

test("the landing page renders in Chromium from the one origin", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Netlift/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/level up your networking game/i);
  await expect(page.getByRole("link", { name: /try it out/i })).toHaveAttribute("href", "/signup");
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/definitely-not-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
