import { expect, test, type Page } from "./support/site-test";
import { createUser, signupBody, uniqueEmail } from "../helpers/accounts";
import { expectAccessible } from "./support/axe";
import { pauseOnceHydrated } from "./support/page-clock";
import { caughtMail, server, useSession } from "./support/remote";

async function fillStepOne(page: Page, email: string, password: string, confirm = password) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(confirm);
  await page.getByRole("button", { name: "Next" }).click();
}

async function fillStepTwo(page: Page, name = "Grace Hopper") {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("I am 18 or older").check();
  await page.getByRole("button", { name: "Next" }).click();
}

test.describe("sign-up", () => {
  test("shows the loading indicator for 3 s, then step 1", async ({ page }) => {
    await page.goto("/signup");
    const started = Date.now();
    await expect(page.getByRole("status")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sign up" })).toBeVisible({ timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  test("validates step 2: password mismatch, then the name", async ({ page }) => {
    await page.goto("/signup");
    await fillStepOne(page, uniqueEmail(), "correct-horse-9", "different-horse-9");
    await expect(page.getByRole("heading", { name: "About you" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password and Confirm Password fields do not match");

    await page.getByRole("button", { name: "Back" }).click();
    await page.getByLabel("Confirm password").fill("correct-horse-9");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText("The Name field is required");
  });

  test("sign-up → e-mail → link → dashboard on Free with 0 of 10,000 tokens used", async ({ page }) => {
    const email = uniqueEmail("e2e");
    await page.goto("/signup");
    await fillStepOne(page, email, "correct-horse-9");
    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByLabel("Industry (optional)").fill("Software");
    await page.getByLabel("Role (optional)").fill("New grad");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please confirm that you are 18 or older.");
    await page.getByLabel("I am 18 or older").check();
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/spam or junk/)).toBeVisible();

    await page.getByRole("button", { name: "Verified" }).click();
    await expect(page.getByRole("alert")).toContainText("not verified yet");

    const mail = await server.mail.waitFor(email);
    const link = mail.links.find((l) => l.includes("/verify-email?token="))!;
    expect(link.startsWith(`${server.url}/verify-email?token=`)).toBe(true);
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: `Welcome, ${email}` })).toBeVisible();
    await expect(page.getByTestId("plan")).toHaveText("Free");
    await expect(page.getByTestId("usage")).toHaveText("0 of 10,000 tokens used");
    await expect(page.getByTestId("refresh")).toHaveText(/^Refreshes (today|tomorrow) at \d\d:\d\d/);
    await expect(page.getByText("Verification is required to use Netlift")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login" })).toBeHidden();
  });

  test("a sign-up with an address that has an account ends on /login like a failed sign-in, and the owner is e-mailed (#37)", async ({
    page,
  }) => {
    const existing = signupBody();
    expect((await server.request("/api/signup", { body: existing })).status).toBe(201);
    await page.goto("/signup");
    await fillStepOne(page, existing.email, "another-horse-9");
    await fillStepTwo(page);
    await expect(page).toHaveURL(/\/login\?notice=after-signup&email=/);
    await expect(page.getByRole("status").filter({ hasText: "If this address already had an account" })).toBeVisible({
      timeout: 6000,
    });
    await expect(page.getByLabel("EMAIL")).toHaveValue(existing.email);
    await expect
      .poll(async () =>
        (await caughtMail()).some((m) => m.to.includes(existing.email) && m.subject.startsWith("Someone tried to sign up")),
      )
      .toBe(true);
  });

  test("resend shows the success toast titled Yay! that hides after 5 s", async ({ page }) => {
    const user = await createUser(server, { verified: false, signUp: true });
    await useSession(page, user);
    // the page's clock moves when the test says, once the page has hydrated: the toast's 5 s are the page's, however
    // long the test's own steps take on a busy machine (a real 4 s wait after seeing it raced its hiding)
    await page.clock.install();
    await page.goto("/verify-email");
    const resend = page.getByRole("button", { name: "Resend verification email" });
    await pauseOnceHydrated(page, resend);
    const before = (await caughtMail()).filter((m) => m.to.includes(user.email)).length;
    await resend.click();
    const toast = page.getByRole("status").filter({ hasText: "Verification email sent successfully" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Yay!");
    await page.clock.runFor(4900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
    await expect.poll(async () => (await caughtMail()).filter((m) => m.to.includes(user.email)).length).toBe(before + 1);
  });

  test("a resend the mail server refuses says so instead of claiming success", async ({ page }) => {
    const user = await createUser(server, { verified: false });
    await useSession(page, user);
    // the stack's mail always goes out: the test plays the server's 502 for a mail server that is down
    await page.route("**/api/verification/resend", (route) =>
      route.fulfill({
        status: 502,
        json: { code: "mail_unavailable", message: "We could not send the e-mail right now. Please try again in a few minutes." },
      }),
    );
    await page.goto("/verify-email");
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We could not send the e-mail right now" })).toBeVisible();
    await expect(page.getByText("Verification email sent successfully")).toHaveCount(0);
  });

  test("when the sign-in after sign-up fails, /login says what may have happened, with the e-mail filled in", async ({
    page,
  }) => {
    await page.route("**/api/collections/users/auth-with-password", (route) => route.abort());
    const email = uniqueEmail("nosignin");
    await page.goto("/signup");
    await fillStepOne(page, email, "correct-horse-9");
    await fillStepTwo(page);

    await expect(page).toHaveURL(/\/login\?notice=after-signup&email=/);
    await expect(page.getByRole("status").filter({ hasText: "We could not sign you in automatically" })).toBeVisible({
      timeout: 6000,
    });
    await expect(page.getByLabel("EMAIL")).toHaveValue(email);
    await expectAccessible(page);

    await page.unroute("**/api/collections/users/auth-with-password");
    await page.getByLabel("PASSWORD").fill("correct-horse-9");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();
  });

  test("an invalid or expired verification link opened while signed out says so on /login", async ({ page }) => {
    await page.goto("/verify-email?token=expired-or-invalid");
    await expect(page).toHaveURL(/\/login\?notice=verification-link-failed$/);
    const notice = page.getByRole("status").filter({ hasText: "This verification link did not work" });
    await expect(notice).toBeVisible({ timeout: 6000 });
    await expect(notice).toContainText("send yourself a new link");
    await expectAccessible(page);
  });

  test("a verification link opened while signed out confirms, then asks to log in", async ({ page }) => {
    const body = signupBody();
    await server.request("/api/signup", { body });
    const mail = await server.mail.waitFor(body.email);
    await page.goto(mail.links.find((l) => l.includes("/verify-email?token="))!);
    await expect(page).toHaveURL(/\/login\?verified=1$/);
    await expect(page.getByText("Your e-mail address is verified")).toBeVisible();
    const user = await server.request(`/api/collections/users/records?filter=${encodeURIComponent(`email="${body.email}"`)}`, {
      token: await server.adminToken(),
    });
    expect(user.body.items[0].verified).toBe(true);
  });
});

test.describe("login", () => {
  test("an empty form shows what is missing, not a generic error", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("E-mail: Cannot be blank. Password: Cannot be blank.");
  });

  test("a wrong password shows a readable red banner", async ({ page }) => {
    const user = await createUser(server);
    await page.goto("/login");
    await page.getByLabel("EMAIL").fill(user.email);
    await page.getByLabel("PASSWORD").fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    const banner = page.getByRole("alert");
    await expect(banner).toHaveText("Incorrect e-mail or password.");
    await expect(banner).toHaveClass(/banner-error/);
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
  });

  test("success goes to the dashboard and the session survives reloads and new pages", async ({ page }) => {
    const user = await createUser(server);
    await page.goto("/login");
    await page.getByLabel("EMAIL").fill(user.email);
    await page.getByLabel("PASSWORD").fill(user.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: `Welcome, ${user.email}` })).toBeVisible();
    await page.goto("/privacy-policy");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("redirect rules", () => {
  test("signed out: dashboard and verify-email go to /login", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/verify-email");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("signed in, unverified: dashboard goes to /verify-email; login and signup go to /dashboard, then /verify-email", async ({
    page,
  }) => {
    const user = await createUser(server, { verified: false });
    await useSession(page, user);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/verify-email$/, { timeout: 8000 });
  });

  test("signed in and verified: login, signup and verify-email go to /dashboard", async ({ page }) => {
    const user = await createUser(server);
    await useSession(page, user);
    for (const path of ["/login", "/signup", "/verify-email"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8000 });
    }
  });
});
