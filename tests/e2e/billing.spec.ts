import { expect, test } from "./support/site-test";
import { createUser } from "../helpers/accounts";
import { checkoutCompleted, signatureFor } from "../helpers/stripe-events";
import { pauseOnceHydrated } from "./support/page-clock";
import { server, useSession } from "./support/remote";

const stripeUrl = () => process.env.E2E_STRIPE_URL!;

async function control(path: string, body: object) {
  const res = await fetch(`${stripeUrl()}/__control/${path}`, { method: "POST", body: JSON.stringify(body) });
  return res.json();
}

test("Upgrade → Stripe checkout → signed webhook → /checkout/success shows Pro → dashboard Pro with Manage subscription", async ({
  page,
}) => {
  const user = await createUser(server);
  await useSession(page, user);
  await page.goto("/dashboard");
  await expect(page.getByTestId("plan")).toHaveText("Free");
  await page.getByRole("button", { name: /Upgrade to Pro/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripeUrl()}/pay/cs_test_`));
  await expect(page.getByRole("heading", { name: "Pay Netlift Pro" })).toBeVisible();

  // Stripe redirects to the success page before (or after) the webhook lands: the page waits for it.
  await page.goto(`${server.url}/checkout/success`);
  const status = page.getByRole("status").filter({ hasText: /Confirming|Pro/ });
  await expect(status).toHaveText("Confirming your subscription…");

  const subscription = await control("subscriptions", { status: "active", userId: user.id });
  const payload = JSON.stringify(checkoutCompleted(user.id, subscription));
  const res = await fetch(`${server.url}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signatureFor(payload) },
    body: payload,
  });
  expect(res.status).toBe(200);

  await expect(status).toHaveText(/Your plan is now Pro/, { timeout: 10_000 });
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page.getByTestId("plan")).toHaveText("Pro");
  await page.getByRole("button", { name: "Manage subscription" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripeUrl()}/portal/`));
});

test("a checkout that Stripe refuses shows an error toast titled Uh Oh that hides after 5 s", async ({ page }) => {
  const user = await createUser(server);
  await useSession(page, user);
  // the toast's 5 s on the page's clock (support/page-clock.ts)
  await page.clock.install();
  await page.goto("/dashboard");
  const upgrade = page.getByRole("button", { name: /Upgrade to Pro/ });
  await pauseOnceHydrated(page, upgrade);
  await control("fail-next", { status: 500 });
  await upgrade.click();
  const toast = page.getByRole("alert").filter({ hasText: "Uh Oh" });
  await expect(toast).toContainText("We could not start the checkout");
  await page.clock.runFor(4900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("/checkout/failed explains and points to the dashboard form", async ({ page }) => {
  await page.goto("/checkout/failed");
  await expect(page.getByRole("heading", { name: "Checkout not completed" })).toBeVisible();
  await expect(page.getByText(/complaint through the feedback form/)).toBeVisible();
});
