/**
 * The built extension on LinkedIn pages served at https://www.linkedin.com (the tests' HTTPS server
 * with our own fixtures, and real captures where they exist), against the real PocketBase and the
 * OpenAI-compatible stand-in.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { adminPatch, createUser } from "../helpers/accounts";
import { capturePath } from "../../scripts/lib/linkedin-fixtures.mjs";
import { expect, test } from "./support/extension";
import { popupSignIn, signInWithoutPopup } from "./support/popup";
import { server } from "./support/remote";

/** A Free user on a job posting at `url`: the jobs helper is there and writes a cover letter. */
async function expectCoverLetter(context: BrowserContext, extensionId: string, url: string) {
  const user = await createUser(server);
  await signInWithoutPopup(context, extensionId, user);
  const page = await context.newPage();
  await page.goto(url);
  const jobs = page.locator('[data-netlift="jobs"]');
  await expect(jobs.getByRole("button", { name: /Advice/ })).toBeVisible();
  await jobs.getByRole("button", { name: /Cover letter/ }).click();
  await expect(jobs.getByTestId("netlift-suggestion")).toHaveCount(1);
}

const llmRequests = async () =>
  ((await (await fetch(`${process.env.E2E_LLM_URL}/__control/requests`)).json()) as { count: number }).count;

async function linkedinRequests(page: Page) {
  return page.evaluate(async () => (await (await fetch("/__requests")).json()) as { method: string; path: string }[]);
}

test("Pro: a feed suggestion goes into that post's comment editor, and nothing is posted", async ({ context, extensionId }) => {
  const user = await createUser(server);
  await adminPatch(server, "user_details", user.id, { premium: true });
  await signInWithoutPopup(context, extensionId, user);

  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/");
  const helpers = page.locator('[data-netlift="feed"]');
  await expect(helpers).toHaveCount(5); // one per post (the sponsored one, without an action bar, gets it at its end)
  const post = page
    .locator(".feed-shared-update-v2")
    .filter({ has: page.locator('[data-netlift="feed"]') })
    .first();
  await post.getByRole("button", { name: /Suggest comment/, includeHidden: true }).click();
  const suggestions = post.getByTestId("netlift-suggestion");
  await expect(suggestions).toHaveCount(3);
  await expect(suggestions.first()).toContainText("Suggestion 1 for Marcus Oyelaran");
  await expect(post.getByRole("radio", { name: "supportive", includeHidden: true })).toHaveAttribute("aria-checked", "true");

  await suggestions.first().getByRole("button", { name: "Insert", includeHidden: true }).click();
  const editor = post.locator('.ql-editor[contenteditable="true"]');
  await expect(editor).toContainText("Suggestion 1 for Marcus Oyelaran");
  await expect(post.getByText("Inserted: review it and send it yourself.")).toBeVisible();
  expect((await linkedinRequests(page)).filter((r) => r.method !== "GET")).toEqual([]);

  // a follow-up refines the answer
  await post.getByLabel("Follow-up instruction").fill("shorter");
  await post.getByRole("button", { name: "Refine", includeHidden: true }).click();
  await expect(suggestions).toHaveCount(1);
});

test("Free: feed is locked with an upgrade link and sends nothing; a profile summary works; tokens go down", async ({
  context,
  extensionId,
}) => {
  const user = await createUser(server);
  const popup = await popupSignIn(context, extensionId, user);
  await expect(popup.getByTestId("plan")).toHaveText("Free");
  await expect(popup.getByTestId("tokens")).toContainText("0 of 10,000 tokens used");

  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/");
  const before = await llmRequests();
  const first = page
    .locator(".feed-shared-update-v2")
    .filter({ has: page.locator('[data-netlift="feed"]') })
    .first();
  await first.getByRole("button", { name: /Suggest comment/, includeHidden: true }).click();
  await expect(first.getByText(/part of Pro/)).toBeVisible();
  await expect(first.getByRole("link", { name: "Upgrade", includeHidden: true })).toHaveAttribute(
    "href",
    `${server.url}/dashboard`,
  );
  expect(await llmRequests()).toBe(before);

  await page.goto("https://www.linkedin.com/in/someone-else/");
  const profile = page.locator('[data-netlift="profile"]');
  await profile.getByRole("button", { name: /Summarize/ }).click();
  await expect(profile.getByTestId("netlift-suggestion")).toHaveCount(1);
  await expect(profile.getByTestId("netlift-suggestion")).toContainText("Suggestion 1 for Mira Castellanos");

  await popup.reload();
  await expect(popup.getByTestId("tokens")).not.toContainText("0 of 10,000 tokens used");
  await expect(popup.getByTestId("tokens")).toContainText(/[1-9][\d,]* of 10,000 tokens used/);
});

test("Jobs: a cover letter for the posting shown", async ({ context, extensionId }) => {
  await expectCoverLetter(context, extensionId, "https://www.linkedin.com/jobs/view/4012345678/");
});

test("Jobs: a cover letter for the posting in a search page's detail pane", async ({ context, extensionId }) => {
  await expectCoverLetter(context, extensionId, "https://www.linkedin.com/jobs/search/?currentJobId=4101234567");
});

test("LinkedIn's pages cannot call the API (CORS is APP_URL only), yet the helper works through the background worker", async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/CORS policy/.test(message.text())) refusals.push(message.text());
  });
  await page.goto("https://www.linkedin.com/jobs/view/4012345678/");
  const fromPage = await page.evaluate(async (api) => {
    try {
      await fetch(`${api}/api/health`);
      return "read";
    } catch {
      return "refused";
    }
  }, server.url);
  expect(fromPage).toBe("refused");
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  await page.close();
  await expectCoverLetter(context, extensionId, "https://www.linkedin.com/jobs/view/4012345678/");
});

test("Own profile: 'Improve my profile' instead of 'Summarize'", async ({ context, extensionId }) => {
  const user = await createUser(server);
  await signInWithoutPopup(context, extensionId, user);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/in/selma-arvidsson/");
  const profile = page.locator('[data-netlift="profile"]');
  await expect(profile.getByRole("button", { name: /Improve my profile/ })).toBeVisible();
  await expect(profile.getByRole("button", { name: /Summarize/ })).toHaveCount(0);
  // the own profile is remembered for the job helpers
  await expect
    .poll(
      async () =>
        (await server.request(`/api/collections/user_details/records/${user.id}`, { token: await server.adminToken() })).body
          .profile,
    )
    .toContain("Selma Arvidsson");
});

test("Messages (Pro): reply suggestions toward a goal go into the composer", async ({ context, extensionId }) => {
  const user = await createUser(server);
  await adminPatch(server, "user_details", user.id, { premium: true });
  await signInWithoutPopup(context, extensionId, user);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/messaging/thread/2-abc/");
  const helper = page.locator('[data-netlift="messages"]');
  await helper.getByRole("button", { name: /Suggest reply/ }).click();
  await expect(helper.getByTestId("netlift-suggestion")).toHaveCount(3);
  await helper.getByRole("radio", { name: "book a call" }).click();
  await expect(helper.getByRole("radio", { name: "book a call" })).toHaveAttribute("aria-checked", "true");
  await expect(helper.getByTestId("netlift-suggestion")).toHaveCount(3);
  await helper.getByTestId("netlift-suggestion").first().getByRole("button", { name: "Insert" }).click();
  await expect(page.locator('[contenteditable="true"]').first()).toContainText("Suggestion 1 for");
});

test("SPA navigation from the feed to a profile switches the helper without a reload", async ({ context, extensionId }) => {
  const user = await createUser(server);
  await signInWithoutPopup(context, extensionId, user);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/");
  await expect(page.locator('[data-netlift="feed"]').first()).toBeAttached();
  await page.evaluate(async () => {
    const html = await (await fetch("/in/someone-else/")).text();
    const next = new DOMParser().parseFromString(html, "text/html");
    history.pushState({}, "", "/in/someone-else/");
    document.body.replaceWith(document.adoptNode(next.body));
  });
  await expect(page.locator('[data-netlift="profile"]').getByRole("button", { name: /Summarize/ })).toBeVisible();
  await expect(page.locator('[data-netlift="feed"]')).toHaveCount(0);
});

test("the keyboard shortcut's message opens the page's helper and asks for suggestions", async ({ context, extensionId }) => {
  const user = await createUser(server);
  await signInWithoutPopup(context, extensionId, user);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/jobs/view/4012345678/");
  const jobs = page.locator('[data-netlift="jobs"]');
  await expect(jobs.getByRole("button", { name: /Cover letter/ })).toBeVisible();
  // chrome.commands cannot be pressed in headless Chromium: send what the command handler sends
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    type Tabs = { query(q: object): Promise<{ id?: number }[]>; sendMessage(id: number, message: object): Promise<unknown> };
    const { tabs } = (globalThis as unknown as { chrome: { tabs: Tabs } }).chrome;
    const [tab] = await tabs.query({ url: "https://www.linkedin.com/*" });
    await tabs.sendMessage(tab!.id!, { type: "netlift/open-helper" });
  });
  await expect(jobs.getByTestId("netlift-suggestion")).toHaveCount(1);
});

test("a public job page on a country host (ie.linkedin.com) gets the jobs helper", async ({ context, extensionId }) => {
  await expectCoverLetter(
    context,
    extensionId,
    "https://ie.linkedin.com/jobs/view/senior-platform-engineer-build-tooling-at-tidewell-health-4209876543",
  );
});

test("an upgrade to Pro unlocks the helpers of an already open LinkedIn tab, no reload", async ({ context, extensionId }) => {
  const user = await createUser(server);
  await signInWithoutPopup(context, extensionId, user);
  const page = await context.newPage();
  await page.goto("https://www.linkedin.com/feed/");
  const first = page
    .locator(".feed-shared-update-v2")
    .filter({ has: page.locator('[data-netlift="feed"]') })
    .first();
  const suggest = first.getByRole("button", { name: /Suggest comment/, includeHidden: true });
  await suggest.click();
  await expect(first.getByText(/part of Pro/)).toBeVisible();

  await adminPatch(server, "user_details", user.id, { premium: true }); // what the Stripe webhook does
  await suggest.click();
  await expect(first.getByTestId("netlift-suggestion")).toHaveCount(3);
  await expect(first.getByText(/part of Pro/)).toHaveCount(0);
});

/**
 * The extra layer: real captures, where a folder of them exists (LINKEDIN_CAPTURES). Our own fixtures
 * above cover every helper; these check that the same helpers work on what LinkedIn really served.
 */
const CAPTURE_PAGES = [
  { file: "feed-1.html", path: "/feed/", helper: "feed", action: /Suggest comment/, pro: true },
  { file: "feed-3.html", path: "/feed/", helper: "feed", action: /Suggest comment/, pro: true },
  { file: "profile-2.html", path: "/in/capture-profile/", helper: "profile", action: /Improve my profile/, pro: false },
  { file: "jobs-1.html", path: "/jobs/search/", helper: "jobs", action: /Cover letter/, pro: false },
  { file: "jobs-2.html", path: "/jobs/view/4012345678/", helper: "jobs", action: /Cover letter/, pro: false },
] as const;

for (const capture of CAPTURE_PAGES.filter((c) => capturePath(c.file))) {
  test(`capture ${capture.file}: the ${capture.helper} helper answers`, async ({ context, extensionId }) => {
    const user = await createUser(server);
    if (capture.pro) await adminPatch(server, "user_details", user.id, { premium: true });
    await signInWithoutPopup(context, extensionId, user);
    const page = await context.newPage();
    await page.goto(`https://www.linkedin.com${capture.path}?capture=${capture.file}`);
    const helper = page.locator(`[data-netlift="${capture.helper}"]`).first();
    await helper.getByRole("button", { name: capture.action, includeHidden: true }).click();
    await expect(helper.getByTestId("netlift-suggestion").first()).toContainText("Suggestion 1 for");
  });
}
