/** Common passwords refused (issue #24): the server's sentence on the password field of sign-up, the reset page and /settings. */
import { COMMON_PASSWORD_MESSAGE } from "../../src/core/passwords";
import { adminGet, createUser, signIn, uniqueEmail } from "../helpers/accounts";
import { waitForLink } from "../helpers/mail";
import { expectAccessible } from "./support/axe";
import { caughtMail, server, useSession } from "./support/remote";
import { expect, test, type Page } from "./support/site-test";

const STRONG = "violet-anchor-lantern-58";

/** The message is on the field: shown beside it, and named by it (aria-describedby), the field marked invalid. */
async function expectOnField(page: Page, field: ReturnType<Page["getByLabel"]>) {
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(COMMON_PASSWORD_MESSAGE);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${COMMON_PASSWORD_MESSAGE.replace(/[.:]/g, "\\$&")}`));
}

async function usersWithEmail(email: string) {
  const filter = encodeURIComponent(`email = "${email}"`);
  return (await server.request(`/api/collections/users/records?filter=${filter}`, { token: await server.adminToken() })).body
    .totalItems;
}

test("sign-up: a common password brings step 1 back with the message on the password field", async ({ page }) => {
  const email = uniqueEmail("common");
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("Password1");
  await page.getByLabel("Confirm password").fill("Password1");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Name").fill("Grace Hopper");
  await page.getByLabel("I am 18 or older").check();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { name: "Sign up" })).toBeVisible();
  await expectOnField(page, password);
  await expect(password).toBeFocused();
  await expectAccessible(page);
  expect(await usersWithEmail(email)).toBe(0);

  // typing a new one clears the message; a strong one goes through
  await password.fill(STRONG);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(password).not.toHaveAttribute("aria-invalid");
  await page.getByLabel("Confirm password").fill(STRONG);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("Grace Hopper");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  expect(await usersWithEmail(email)).toBe(1);
});

test("reset: a common new password is refused on its field, and the same link then takes a strong one", async ({ page }) => {
  const user = await createUser(server);
  const since = (await caughtMail()).length;
  expect((await server.request("/api/collections/users/request-password-reset", { body: { email: user.email } })).status).toBe(
    204,
  );
  const { link } = await waitForLink(caughtMail, user.email, "/reset-password", { since });
  await page.goto(link);
  const password = page.getByLabel("New password", { exact: true });
  await password.fill("qwerty123");
  await page.getByLabel("Confirm new password").fill("qwerty123");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expectOnField(page, password);
  expect((await signIn(server, user.email, user.password)).token).toBeTruthy();

  await password.fill(STRONG);
  await page.getByLabel("Confirm new password").fill(STRONG);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await signIn(server, user.email, STRONG)).token).toBeTruthy();
});

test("settings: a common new password is refused on its field, and nothing changes", async ({ page }) => {
  const user = await createUser(server);
  const before = (await adminGet(server, "users", user.id)).updated;
  await useSession(page, user);
  await page.goto("/settings");
  const form = page.getByRole("form", { name: "Password" });
  await form.getByLabel("Current password").fill(user.password);
  const password = form.getByLabel("New password", { exact: true });
  await password.fill("12345678");
  await form.getByLabel("Confirm new password").fill("12345678");
  await form.getByRole("button", { name: "Change password" }).click();
  await expectOnField(page, password);
  expect((await adminGet(server, "users", user.id)).updated).toBe(before);
  expect((await server.request("/api/me", { token: user.token })).status).toBe(200);
});
