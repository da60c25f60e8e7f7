import { expect, test } from "./support/extension";

test("the built extension loads and its popup offers sign-in", async ({ context, extensionId }) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(page.getByRole("heading", { name: "Netlift" })).toBeVisible();
  const form = page.getByRole("form", { name: "Sign in" });
  await expect(form.getByLabel("E-mail")).toBeVisible();
  await expect(form.getByLabel("Password")).toBeVisible();
  await expect(form.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", `${process.env.E2E_BASE_URL}/signup`);
});

test("the popup signs in against the real server and shows the plan", async ({ context, extensionId }) => {
  const base = process.env.E2E_BASE_URL!;
  const email = `popup-${Date.now()}@example.com`;
  const password = "correct-horse-9";
  const signup = await fetch(`${base}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, passwordConfirm: password, name: "Popup User" }),
  });
  expect(signup.status).toBe(201);

  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("plan")).toHaveText("Free");
  await expect(page.getByTestId("tokens")).toContainText("0 of 10,000 tokens used");

  // the session lives in the background's local storage: a new popup is still signed in
  await page.reload();
  await expect(page.getByTestId("plan")).toHaveText("Free");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
});
