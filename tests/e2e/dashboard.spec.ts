import { expect, test } from "./support/site-test";
import { adminPatch, createUser } from "../helpers/accounts";
import { expectAccessible } from "./support/axe";
import { server, useSession } from "./support/remote";

test("feedback from the dashboard is stored, with a success toast", async ({ page }) => {
  const user = await createUser(server);
  await useSession(page, user);
  await page.goto("/dashboard");
  const form = page.getByRole("form", { name: "Feedback form" });
  await expect(form.getByLabel("EMAIL")).toHaveValue(user.email);
  await form.getByLabel("NAME").fill("Ada");
  await form.getByLabel("COMPLAINT/BUG").fill(`The tone picker is lovely ${user.id}`);
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks for your feedback" })).toContainText("Yay!");
  await expect(form.getByLabel("COMPLAINT/BUG")).toHaveValue("");

  const stored = await server.request(
    `/api/collections/messages/records?filter=${encodeURIComponent(`mainText ~ "${user.id}"`)}`,
    { token: await server.adminToken() },
  );
  expect(stored.body.items).toHaveLength(1);
  expect(stored.body.items[0]).toMatchObject({ kind: "feedback", name: "Ada", email: user.email, user: user.id });
});

test("usage and plan come from the server: spent tokens and Pro", async ({ page }) => {
  const user = await createUser(server);
  await adminPatch(server, "user_details", user.id, { tokenBalance: 7655 });
  await useSession(page, user);
  await page.goto("/dashboard");
  await expect(page.getByTestId("usage")).toHaveText("2,345 of 10,000 tokens used");

  await adminPatch(server, "user_details", user.id, { premium: true });
  await page.reload();
  await expect(page.getByTestId("plan")).toHaveText("Pro");
  await expect(page.getByRole("button", { name: "Manage subscription" })).toBeVisible();
  await expect(page.getByTestId("usage")).toContainText("no daily limit");
});

test("a Free user whose subscription waits on a payment is offered Manage subscription, not a second Upgrade", async ({
  page,
}) => {
  const user = await createUser(server);
  await adminPatch(server, "user_details", user.id, {
    premium: false,
    subscriptionStatus: "unpaid",
    paymentFailedAt: new Date().toISOString().replace("T", " "),
    stripeCustomerId: "cus_test_waiting",
    stripeSubscriptionId: "sub_test_waiting",
  });
  await useSession(page, user);
  await page.goto("/dashboard");
  await expect(page.getByTestId("plan")).toHaveText("Free");
  await expect(page.getByRole("alert")).toHaveText(
    'Your last payment failed. Update your card in "Manage subscription" to get Pro back.',
  );
  await expect(page.getByRole("button", { name: "Manage subscription" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Upgrade to Pro/ })).toHaveCount(0);
});

test("a missing user_details record shows the defaults, no error", async ({ page }) => {
  const user = await createUser(server);
  await server.request(`/api/collections/user_details/records/${user.id}`, {
    method: "DELETE",
    token: await server.adminToken(),
  });
  await useSession(page, user);
  await page.goto("/dashboard");
  await expect(page.getByTestId("plan")).toHaveText("Free");
  await expect(page.getByTestId("usage")).toHaveText("0 of 10,000 tokens used");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("when /api/me fails, the dashboard says so and offers to try again", async ({ page }) => {
  const user = await createUser(server);
  await adminPatch(server, "user_details", user.id, { premium: true });
  let failing = true;
  let calls = 0;
  await page.route("**/api/me", (route) => {
    calls += 1;
    return failing
      ? route.fulfill({ status: 500, json: { code: "internal", message: "The server had a problem." } })
      : route.fallback();
  });
  await useSession(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("alert")).toContainText("The server had a problem.");
  // no made-up Free plan and no endless "Loading…" in place of the real values
  await expect(page.getByTestId("plan")).toHaveCount(0);
  await expect(page.getByTestId("refresh")).toHaveCount(0);
  await expectAccessible(page);

  // a retry that fails again keeps the keyboard on the button (a disabled button would have dropped the focus)
  const before = calls;
  await page.getByRole("button", { name: "Try again" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => calls).toBe(before + 1);
  await expect(page.getByRole("button", { name: "Try again" })).toBeFocused();

  failing = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("plan")).toHaveText("Pro");
  await expect(page.getByTestId("usage")).toContainText("no daily limit");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a session the server no longer accepts is cleared, with a message on /login", async ({ page }) => {
  const user = await createUser(server);
  await page.route("**/api/me", (route) =>
    route.fulfill({ status: 401, json: { code: "unauthenticated", message: "Please sign in to continue." } }),
  );
  await useSession(page, user);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?notice=session-expired$/);
  await expect(page.getByRole("status").filter({ hasText: "Your session has expired" })).toBeVisible({ timeout: 6000 });
  expect(await page.evaluate(() => localStorage.getItem("pocketbase_auth"))).toBeNull();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();

  await page.unroute("**/api/me");
  await page.getByLabel("EMAIL").fill(user.email);
  await page.getByLabel("PASSWORD").fill(user.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("plan")).toHaveText("Free");
});
