/**
 * Answers in the user's own voice, end to end: the voice set in /settings reaches the model with a feed
 * suggestion; on the user's own recent-activity page, the extension takes their posts as samples.
 */
import { adminGet, adminPatch, createUser } from "../helpers/accounts";
import { expect, test } from "./support/extension";
import { lastLlmMessages, popupSignIn, signInWithoutPopup } from "./support/popup";
import { server, useSession } from "./support/remote";

const lastPrompt = async () => (await lastLlmMessages()).at(-1)!.content;

test("the voice set in /settings goes with a feed suggestion's request", async ({ context, extensionId }) => {
  const user = await createUser(server);
  await adminPatch(server, "user_details", user.id, { premium: true });
  const site = await context.newPage();
  site.context().setDefaultNavigationTimeout(15_000);
  await site.goto(server.url);
  await useSession(site, user);
  await site.goto(`${server.url}/settings`);
  await site.getByLabel("How you write").fill("warm, direct, no exclamation marks");
  await site.getByLabel("Sample 1 of your writing").fill("Shipped the onboarding rewrite today. Three lessons, one regret.");
  await site.getByRole("button", { name: "Save your voice" }).click();
  await expect(site.getByText("Your voice is saved")).toBeVisible();

  const popup = await popupSignIn(context, extensionId, user);
  await expect(popup.getByRole("link", { name: "set your voice" })).toHaveAttribute("href", `${server.url}/settings#voice`);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/");
  const post = page.locator('[data-netlift="feed"]').first();
  await post.getByRole("button", { name: /Suggest comment/, includeHidden: true }).click();
  await expect(post.getByTestId("netlift-suggestion").first()).toContainText("Suggestion 1 for");
  const prompt = await lastPrompt();
  const about = prompt.slice(prompt.indexOf("<about_me>"), prompt.indexOf("</about_me>"));
  expect(about).toContain("warm, direct, no exclamation marks");
  expect(about).toContain("Shipped the onboarding rewrite today.");
});

test("on the user's own recent activity, their posts become their voice's samples, after a preview", async ({
  context,
  extensionId,
}) => {
  const user = await createUser(server);
  await server.request("/api/account", {
    method: "PATCH",
    token: user.token,
    body: { voice: { description: "plain and calm", samples: [] } },
  });
  await signInWithoutPopup(context, extensionId, user);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/in/nadia-okafor-4b2a19/recent-activity/all/");
  const helper = page.locator('[data-netlift="voice-samples"]');
  await helper.getByRole("button", { name: "Use my recent posts as samples" }).click();
  const samples = helper.getByTestId("netlift-sample");
  await expect(samples).toHaveCount(3);
  await expect(samples.first()).toContainText("Partner programmes live or die");
  // nothing is saved by looking
  expect((await adminGet(server, "user_details", user.id)).voice).toEqual({ description: "plain and calm", samples: [] });
  await samples.nth(1).getByRole("checkbox").uncheck();
  await helper.getByRole("button", { name: "Save as my voice samples" }).click();
  await expect(helper.getByText("Saved 2 samples")).toBeVisible();
  const voice = (await adminGet(server, "user_details", user.id)).voice as { description: string; samples: string[] };
  expect(voice.description).toBe("plain and calm");
  expect(voice.samples).toHaveLength(2);
  expect(voice.samples[0]).toMatch(/^Partner programmes live or die/);
  expect(voice.samples[1]).toMatch(/^Quiet win this week/);
});
