import { expect, test } from "./support/site-test";
import { holdIsland } from "./support/hold-island";
import { server } from "./support/remote";

test("contact: required fields, then stored and on to /thank-you", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByText(/within 48 hours/)).toBeVisible();
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact$/); // the browser blocks the empty required fields
  expect(await form.getByLabel("FULL NAME").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

  const marker = `Hello from e2e ${Date.now()}`;
  await form.getByLabel("FULL NAME").fill("Grace Hopper");
  await form.getByLabel("EMAIL").fill("grace@example");
  await form.getByLabel("CONTENT").fill(marker);
  await form.getByRole("button", { name: "Send message" }).click();
  // "grace@example" passes the browser's check but not ours: the text stays and the reason shows
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid e-mail address.");
  await expect(form.getByLabel("CONTENT")).toHaveValue(marker);

  await form.getByLabel("EMAIL").fill("grace@example.com");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("heading", { name: "Form submitted" })).toBeVisible();

  const stored = await server.request(
    `/api/collections/messages/records?filter=${encodeURIComponent(`mainText = "${marker}"`)}`,
    {
      token: await server.adminToken(),
    },
  );
  expect(stored.body.items[0]).toMatchObject({ kind: "contact", name: "Grace Hopper", email: "grace@example.com" });
});

test("contact: what is typed before the page's script has run is kept and sent; the form cannot be sent before", async ({
  page,
}) => {
  const held = await holdIsland(page, "ContactForm", "/contact");
  await page.goto("/contact", { waitUntil: "commit" });
  await held.requested;
  const form = page.getByRole("form", { name: "Contact form" });
  const marker = `Typed early ${Date.now()}`;
  await form.getByLabel("FULL NAME").fill("Katherine Johnson");
  await form.getByLabel("EMAIL").fill("katherine@example.com");
  await form.getByLabel("CONTENT").fill(marker);
  // sent the browser's way, the fields would go into the page's address
  await expect(form.getByRole("button", { name: "Send message" })).toBeDisabled();
  held.release();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  const stored = await server.request(
    `/api/collections/messages/records?filter=${encodeURIComponent(`mainText = "${marker}"`)}`,
    { token: await server.adminToken() },
  );
  expect(stored.body.items[0]).toMatchObject({ kind: "contact", name: "Katherine Johnson", email: "katherine@example.com" });
});

test("every way to reach us that the privacy policy names is offered on /contact", async ({ page }) => {
  await page.goto("/privacy-policy");
  const policy = page.locator("section#contact");
  const mailto = await policy.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(mailto.length).toBeGreaterThan(0);
  const byPost = await policy.getByRole("listitem").filter({ hasText: "by post" }).innerText();

  await page.goto("/contact");
  for (const href of new Set(mailto)) await expect(page.locator(`main a[href="${href}"]`)).toBeVisible();
  const contactByPost = await page.getByRole("listitem").filter({ hasText: "By post" }).innerText();
  // both pages give the same way to write by post (no address the contact page does not show)
  for (const text of [byPost, contactByPost]) expect(text).toContain("ask for our postal address");
});
