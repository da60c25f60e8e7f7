import { expect, test, type Page } from "./support/site-test";
import { readFileSync } from "node:fs";
import { adminGet, adminPatch, createUser, signIn } from "../helpers/accounts";
import { waitForLink } from "../helpers/mail";
import { expectAccessible } from "./support/axe";
import { holdIsland } from "./support/hold-island";
import { fakeLinkToken } from "./support/link-token";
import { caughtMail, server, useSession } from "./support/remote";

const inbox = () => caughtMail();

async function choosePassword(page: Page, password: string, confirm = password) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(confirm);
  await page.getByRole("button", { name: "Set new password" }).click();
}

test.describe("forgotten password", () => {
  test("login → forgot → e-mail → new password → dashboard; the link then says it was used", async ({ page }) => {
    const user = await createUser(server);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click({ timeout: 8000 });
    await expect(page).toHaveURL(/\/forgot-password$/);
    const since = (await caughtMail()).length;
    await page.getByLabel("EMAIL").fill(user.email.toUpperCase());
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "If an account exists for" })).toBeVisible();

    const { link } = await waitForLink(inbox, user.email, "/reset-password", { since });
    expect(link.startsWith(`${server.url}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByText(`For ${user.email}.`)).toBeVisible();
    await choosePassword(page, "new-horse-77", "other-horse-77");
    await expect(page.getByRole("alert")).toHaveText("Password and Confirm Password fields do not match");
    await choosePassword(page, "new-horse-77");

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: `Welcome, ${user.email}` })).toBeVisible();
    await expect(signIn(server, user.email, user.password)).rejects.toThrow();

    await page.goto(link);
    await choosePassword(page, "third-horse-99");
    await expect(page.getByRole("alert")).toHaveText("This link has expired or was already used. Ask for a new one.");
    await expect(page.getByRole("link", { name: "Send me a new link" })).toHaveAttribute(
      "href",
      `/forgot-password?email=${encodeURIComponent(user.email)}`,
    );
  });

  test("an address typed before the page's script has run is kept, and the link goes to it", async ({ page }) => {
    const user = await createUser(server);
    const held = await holdIsland(page, "ForgotPassword", "/forgot-password");
    await page.goto("/forgot-password", { waitUntil: "commit" });
    await held.requested;
    const since = (await caughtMail()).length;
    await page.getByLabel("EMAIL").fill(user.email);
    // the static form takes typing, but cannot be sent until the island runs
    await expect(page.getByRole("button", { name: "Send reset link" })).toBeDisabled();
    held.release();
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: `If an account exists for ${user.email}` })).toBeVisible();
    await expect(page.getByLabel("EMAIL")).toHaveValue(user.email);
    await waitForLink(inbox, user.email, "/reset-password", { since });
  });

  test("an expired link says so before asking for anything, and offers a new one", async ({ page }) => {
    const token = fakeLinkToken({ email: "late@example.com", exp: Math.floor(Date.now() / 1000) - 60 });
    await page.goto(`/reset-password?token=${token}`);
    await expect(page.getByRole("alert")).toHaveText(/^This link has expired/);
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Send me a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password\?email=late%40example\.com$/);
    await expect(page.getByLabel("EMAIL")).toHaveValue("late@example.com");
  });
});

test.describe("settings", () => {
  test("is linked from the navigation and the dashboard, and saves details, profile and memory", async ({ page }) => {
    const user = await createUser(server);
    await adminPatch(server, "user_details", user.id, { profile: "Saved by the extension" });
    await adminPatch(server, "conversations", user.id, { numItems: 1, items: { "0": [], "1": { task: "jobs.advice" } } });
    await useSession(page, user);
    await page.goto("/dashboard");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      "/settings",
    );
    await page.getByRole("main").getByRole("link", { name: "account settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);

    const about = page.getByRole("form", { name: "About you" });
    await expect(about.getByLabel("Name")).toHaveValue("Ada Lovelace");
    await about.getByLabel("Name").fill("  ");
    await about.getByRole("button", { name: "Save details" }).click();
    await expect(about.getByRole("alert")).toHaveText("The Name field is required");
    // the refusal is tied to its field, and to that field only
    await expect(about.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(about.getByLabel("Name")).toHaveAccessibleDescription("The Name field is required");
    await expect(about.getByLabel("Role (optional)")).not.toHaveAttribute("aria-invalid");
    await about.getByLabel("Name").fill("Ada King");
    await about.getByLabel("Role (optional)").fill("Countess");
    await about.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your details are saved." })).toBeVisible();
    await expect(about.getByLabel("Name")).not.toHaveAttribute("aria-invalid");
    expect(await adminGet(server, "user_details", user.id)).toMatchObject({ name: "Ada King", role: "Countess" });

    const profile = page.getByRole("form", { name: "Your saved LinkedIn profile" });
    await expect(profile.getByLabel("Profile text")).toHaveValue("Saved by the extension");
    await profile.getByLabel("Profile text").fill("Analyst, Analytical Engine");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your LinkedIn profile is saved." })).toBeVisible();
    expect((await adminGet(server, "user_details", user.id)).profile).toBe("Analyst, Analytical Engine");
    await profile.getByRole("button", { name: "Clear saved profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your saved profile is cleared." })).toBeVisible();
    expect((await adminGet(server, "user_details", user.id)).profile).toBe("");

    await page.getByRole("button", { name: "Clear the assistant's memory" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The assistant's memory is cleared." })).toBeVisible();
    expect(await adminGet(server, "conversations", user.id)).toMatchObject({ numItems: 0, items: { "0": [] } });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^netlift-account-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(readFileSync((await file.path())!, "utf8"));
    expect(data.account.email).toBe(user.email);
    expect(data.details).toMatchObject({ name: "Ada King", role: "Countess", plan: "free" });

    await page.reload();
    await expect(page.getByRole("form", { name: "About you" }).getByLabel("Role (optional)")).toHaveValue("Countess");
    await expectAccessible(page);
  });

  test("changes the password (signing the old session out) and the e-mail address through its link", async ({ page }) => {
    const user = await createUser(server);
    await useSession(page, user);
    await page.goto("/settings");
    const password = page.getByRole("form", { name: "Password" });
    await password.getByLabel("Current password").fill("not-my-password");
    await password.getByLabel("New password", { exact: true }).fill("brand-new-42");
    await password.getByLabel("Confirm new password").fill("brand-new-42");
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByRole("alert")).toHaveText("That password is not correct.");
    await password.getByLabel("Current password").fill(user.password);
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password is changed." })).toBeVisible();
    expect((await server.request("/api/me", { token: user.token })).status).toBe(401); // the old session, e.g. the extension's
    await page.reload();
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible(); // this one signed in again

    const newEmail = `moved-${user.email}`;
    const email = page.getByRole("form", { name: "E-mail address" });
    await email.getByLabel("New e-mail address").fill(newEmail.toUpperCase());
    await email.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(email.getByRole("status")).toContainText(`We sent a confirmation link to ${newEmail}.`);
    const { link } = await waitForLink(inbox, newEmail, "/confirm-email-change");
    await page.goto(link);
    await expectAccessible(page);
    await page.getByLabel("PASSWORD").fill("brand-new-42");
    await page.getByRole("button", { name: "Confirm new address" }).click();
    await expect(page.getByRole("status")).toHaveText(/^You now sign in with/);
    await page.getByRole("link", { name: "Back to your settings" }).click();
    await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
    expect((await adminGet(server, "user_details", user.id)).email).toBe(newEmail);
  });

  test("an address another account has is refused readably", async ({ page }) => {
    const [user, other] = [await createUser(server), await createUser(server)];
    await useSession(page, user);
    await page.goto("/settings");
    const email = page.getByRole("form", { name: "E-mail address" });
    await email.getByLabel("New e-mail address").fill(other.email);
    await email.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(email.getByRole("alert")).toHaveText("This e-mail address is already used by another account.");
  });
});

test("deleting the account: a confirmation that says what goes, then signed out and sign-in refused", async ({ page }) => {
  const user = await createUser(server);
  await useSession(page, user);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const confirm = page.getByRole("form", { name: "Are you sure? This is what you lose" });
  await expect(confirm).toContainText(user.email);
  await expect(confirm).toContainText("the subscription is cancelled now");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Keep my account" }).click();
  await expect(confirm).toHaveCount(0);

  await page.getByRole("button", { name: "Delete my account…" }).click();
  await confirm.getByLabel("Your password, to confirm").fill("not-my-password");
  await confirm.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("That password is not correct.");
  await expect(confirm.getByLabel("Your password, to confirm")).toHaveAttribute("aria-invalid", "true");
  await confirm.getByLabel("Your password, to confirm").fill(user.password);
  await confirm.getByRole("button", { name: "Delete my account permanently" }).click();

  await expect(page).toHaveURL(/\/login\?notice=account-deleted$/);
  await expect(page.getByRole("status").filter({ hasText: "Your account and its data were deleted" })).toBeVisible({
    timeout: 8000,
  });
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
  await page.getByLabel("EMAIL").fill(user.email);
  await page.getByLabel("PASSWORD").fill(user.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect e-mail or password.");
  expect((await server.request("/api/me", { token: user.token })).status).toBe(401);
});

test("the privacy policy and /contact point to the self-serve pages, beside the other channels", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByText("Last updated November 27, 2026")).toBeVisible();
  for (const section of ["retention", "privacy-rights", "us-state-rights", "contact"]) {
    await expect(page.locator(`section#${section} a[href="/settings"]`).first()).toBeVisible();
  }
  const rights = page.locator("section#privacy-rights");
  await expect(rights).toContainText("download a copy of your data in a portable format");
  for (const channel of ['a[href="/dashboard"]', 'a[href="mailto:privacy@netlift.app"]', 'a[href="#contact"]']) {
    await expect(rights.locator(channel)).toBeVisible();
  }
  await page.goto("/contact");
  await expect(page.locator('main a[href="/settings"]')).toBeVisible();
  await expect(page.locator('main a[href="/forgot-password"]')).toBeVisible();
  await expect(page.locator('main a[href="mailto:privacy@netlift.app"]')).toBeVisible();
});
