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

test("the popup says when the e-mail is not verified and sends the link again", async ({ context, extensionId }) => {
  const { createUser } = await import("../helpers/accounts");
  const { caughtMail, server } = await import("./support/remote");
  const user = await createUser(server, { verified: false, signUp: true });
  const mails = async () => (await caughtMail()).filter((m) => m.to.includes(user.email.toLowerCase())).length;
  const before = await mails();
  expect(before).toBeGreaterThan(0); // the sign-up's own verification e-mail

  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const notice = page.getByTestId("unverified");
  await expect(notice).toContainText("not verified");
  await expect(notice.getByRole("link")).toHaveAttribute("href", `${server.url}/verify-email`);
  await notice.getByRole("button", { name: "Resend verification e-mail" }).click();
  await expect(notice.getByRole("status")).toContainText("Verification e-mail sent");
  await expect.poll(mails).toBe(before + 1);
});

test("the background renews a token that is close to expiry", async ({ context, extensionId }) => {
  const { createUser } = await import("../helpers/accounts");
  const { server } = await import("./support/remote");
  const admin = await server.adminToken();
  const settings = await server.request("/api/settings", { token: admin });
  const duration = settings.body.recordAuthToken.duration;
  // tokens that live one hour: under the one-day renewal threshold from the start
  const patched = await server.request("/api/settings", {
    method: "PATCH",
    token: admin,
    body: { recordAuthToken: { duration: 3600 } },
  });
  expect(patched.status).toBe(200);
  try {
    const user = await createUser(server, { verified: true });
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("plan")).toHaveText("Free");
    const [worker] = context.serviceWorkers();
    const storedToken = () =>
      worker!.evaluate(async () => {
        const local = (
          globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, string>> } } } }
        ).chrome.storage.local;
        return (JSON.parse((await local.get("session")).session ?? "null") as { token: string } | null)?.token ?? "";
      });
    const first = await storedToken();
    const payload = JSON.parse(Buffer.from(first.split(".")[1]!, "base64url").toString()) as { exp: number };
    expect(payload.exp - Date.now() / 1000).toBeLessThan(3700);
    expect(first).not.toBe("");
    await page.waitForTimeout(1100); // a renewed token differs in its issue time (seconds)
    await page.reload();
    await expect(page.getByTestId("plan")).toHaveText("Free");
    await expect.poll(storedToken).not.toBe(first);
  } finally {
    await server.request("/api/settings", { method: "PATCH", token: admin, body: { recordAuthToken: { duration } } });
  }
});
