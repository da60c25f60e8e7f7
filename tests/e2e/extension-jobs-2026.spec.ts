/**
 * The built extension on LinkedIn's job pages as they are at the end of 2026 (issue #28): the AI job search at
 * /jobs/search-results/, a collection's detail pane whose sticky header repeats the title above the top card, a
 * description LinkedIn draws seconds after the rest, and an interface in another language. Every click on the jobs
 * helper must end in something the user sees: an answer, or a sentence saying what happened.
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { createUser } from "../helpers/accounts";
import { expect, test } from "./support/extension";
import { lastLlmMessages, signInWithoutPopup } from "./support/popup";
import { server } from "./support/remote";
import { say } from "./support/i18n";

/** The prompt the model was last asked, as the LLM stand-in received it. */
async function lastPrompt(): Promise<string> {
  return (await lastLlmMessages()).map((m) => m.content).join("\n");
}

const llmRequests = async () =>
  ((await (await fetch(`${process.env.E2E_LLM_URL}/__control/requests`)).json()) as { count: number }).count;

async function signedIn(context: BrowserContext, extensionId: string): Promise<Page> {
  await signInWithoutPopup(context, extensionId, await createUser(server));
  return context.newPage();
}

/**
 * Waits until the click on `helper` has an outcome the user can see: a suggestion, or a status or error sentence,
 * that is the topmost thing on screen at each of its edges and its middle (not clipped away by a container, covered or
 * hidden). Returns the outcome's text.
 */
async function expectVisibleOutcome(helper: Locator): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const seen = await helper.evaluate((host) => {
        const root = host.shadowRoot!;
        const outcome = [...root.querySelectorAll('[data-testid="netlift-suggestion"], [role="alert"], [role="status"]')].find(
          (el) => el.textContent?.trim(),
        );
        if (!outcome) return { state: "nothing yet", text: "" };
        // the page scrolls to it (never the containers around it: that would uncover what they clip)
        window.scrollBy(0, outcome.getBoundingClientRect().top - 200);
        const box = outcome.getBoundingClientRect();
        // the middle of each edge, inside its rounded corners, and the middle of the whole
        const [midX, midY] = [box.left + box.width / 2, box.top + box.height / 2];
        const points = [
          [midX, midY],
          [box.left + 3, midY],
          [box.right - 3, midY],
          [midX, box.top + 3],
          [midX, box.bottom - 3],
        ];
        const visible =
          box.width > 4 &&
          box.height > 4 &&
          points.every(([x, y]) => {
            const hit = root.elementFromPoint(x!, y!);
            return !!hit && outcome.contains(hit);
          });
        return { state: visible ? "seen" : "out of sight", text: outcome.textContent ?? "" };
      });
      text = seen.text;
      return seen.state;
    })
    .toBe("seen");
  return text;
}

/** Clicks the jobs helper's Cover letter (named in the page's `language`) and waits for the answer the user sees. */
async function coverLetter(page: Page, language = "en"): Promise<Locator> {
  const jobs = page.locator('[data-netlift="jobs"]');
  await jobs.getByRole("button", { name: say(language, "tasks.jobs.cover_letter") }).click();
  await expect(jobs.getByTestId("netlift-suggestion")).toHaveCount(1);
  await expectVisibleOutcome(jobs);
  return jobs;
}

test("the AI job search (/jobs/search-results/): the helper appears, and the pane's posting reaches the model", async ({
  context,
  extensionId,
}) => {
  const page = await signedIn(context, extensionId);
  // no currentJobId: the posting is the one the pane shows (its componentkey), not a card's
  await page.goto("https://www.linkedin.com/jobs/search-results/?keywords=senior%20backend%20engineer");
  await coverLetter(page);
  const prompt = await lastPrompt();
  expect(prompt).toContain("Senior Backend Engineer, Timetables");
  expect(prompt).toContain("Tallowmere Rail");
  expect(prompt).toContain("Kestrel Bay, Harbourshire, Avalonia");
  expect(prompt).toContain("Cut the nightly import of operator data from three hours to twenty minutes");
  // nothing of the cards (the list's, the similar jobs'), the hiring team or the upsell
  expect(prompt).not.toMatch(/Copperline|Larkspur|Brindle|Fernhill|Isolde|Premium/);
});

for (const [what, path] of [
  [
    "the March 2026 AI search, headings of its list above the pane",
    "/jobs/search-results/?currentJobId=4301122334&fixture=jobs-ai-search-alerts.html",
  ],
  ["the September 2026 job page, its title a <p>", "/jobs/view/4301122334/?fixture=jobs-view-2026-09.html"],
  [
    "the September 2026 AI search pane, built by the page's script",
    "/jobs/search-results/?currentJobId=4301122334&fixture=jobs-ai-search-2026-09.html",
  ],
]) {
  test(`${what}: the selected job reaches the model with its own title, company and description`, async ({
    context,
    extensionId,
  }) => {
    const page = await signedIn(context, extensionId);
    await page.goto(`https://www.linkedin.com${path}`);
    await coverLetter(page);
    const prompt = await lastPrompt();
    expect(prompt).toMatch(/"title":\s*"Senior Product Manager"/);
    expect(prompt).toMatch(/"company":\s*"Harbourline Logistics"/);
    expect(prompt).toContain("Own the dispatch planner from discovery to rollout");
    expect(prompt).not.toMatch(/"title":\s*"(Get job alerts|Jobs you may be interested in)/);
  });
}

test("a collection's pane whose sticky header repeats the title: the answer lands where the user sees it, with the top card's facts", async ({
  context,
  extensionId,
}) => {
  const page = await signedIn(context, extensionId);
  for (const url of [
    "https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4190011223",
    "https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4190011223&redesign=2026",
  ]) {
    await page.goto(url);
    const jobs = await coverLetter(page);
    // the helper is not in the sticky header (a bar of fixed height that clips what the helper opens)
    expect(await jobs.evaluate((host) => !!host.closest('[componentkey^="JobDetailsStickyHeader_"]'))).toBe(false);
    const prompt = await lastPrompt();
    expect(prompt).toContain("Product Designer, Wayfinding");
    expect(prompt).toContain("Quillfeather Maps");
    expect(prompt).toContain("Port Aster, Greywater, Avalonia");
    expect(prompt).toContain("Run usability sessions in real stations");
  }
});

/**
 * A page script that takes the posting's description away before the extension reads the page, and puts it back
 * `afterClickMs` after the first click on the jobs helper (never, when null): LinkedIn drawing it late.
 */
async function lateDescription(page: Page, afterClickMs: number | null) {
  await page.addInitScript((delay) => {
    document.addEventListener("DOMContentLoaded", () => {
      const block = document.querySelector('[componentkey*="jobs.details.aboutthejob"]')!;
      const parent = block.parentElement!;
      const next = block.nextSibling;
      block.remove();
      if (delay === null) return;
      const onClick = (event: Event) => {
        if (!(event.target as Element).closest?.('[data-netlift="jobs"]')) return;
        document.removeEventListener("click", onClick, true);
        setTimeout(() => parent.insertBefore(block, next), delay);
      };
      document.addEventListener("click", onClick, true);
    });
  }, afterClickMs);
}

test("a description LinkedIn draws 2.5 s late: the helper says it is waiting, then answers with all of it", async ({
  context,
  extensionId,
}) => {
  const page = await signedIn(context, extensionId);
  await lateDescription(page, 2500);
  await page.goto("https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4190011223");
  const jobs = page.locator('[data-netlift="jobs"]');
  const before = await llmRequests();
  await jobs.getByRole("button", { name: /Cover letter/ }).click();
  expect(await expectVisibleOutcome(jobs)).toBe("Waiting for LinkedIn to load the job description…");
  expect(await llmRequests()).toBe(before);
  await expect(jobs.getByTestId("netlift-suggestion")).toHaveCount(1);
  await expectVisibleOutcome(jobs);
  const prompt = await lastPrompt();
  expect(prompt).toContain("Product Designer, Wayfinding");
  expect(prompt).toContain("Quillfeather Maps is looking for a Product Designer");
  expect(prompt).toContain("Hybrid from our Port Aster studio, three days a week.");
});

test("a description that never arrives: after the bounded wait, the helper says what is missing and sends nothing", async ({
  context,
  extensionId,
}) => {
  const page = await signedIn(context, extensionId);
  await lateDescription(page, null);
  await page.goto("https://www.linkedin.com/jobs/search-results/?currentJobId=4195501234");
  const jobs = page.locator('[data-netlift="jobs"]');
  const before = await llmRequests();
  await jobs.getByRole("button", { name: /Advice/ }).click();
  await expect(jobs.getByRole("alert")).toHaveText(
    /^LinkedIn did not load the job description within 8 seconds, so nothing was sent\./,
    { timeout: 15_000 },
  );
  await expectVisibleOutcome(jobs);
  expect(await llmRequests()).toBe(before);
});

test("LinkedIn in German and in Japanese: the same posting reaches the model", async ({ context, extensionId }) => {
  const page = await signedIn(context, extensionId);
  for (const lang of ["de", "ja"]) {
    await page.goto(`https://www.linkedin.com/jobs/search-results/?currentJobId=4195501234&fixture=jobs-ai-search-${lang}.html`);
    await coverLetter(page, lang);
    const prompt = await lastPrompt();
    expect(prompt).toContain("Senior Backend Engineer, Timetables");
    expect(prompt).toContain("Tallowmere Rail");
    expect(prompt).toContain("Kestrel Bay, Harbourshire, Avalonia");
    expect(prompt).toContain("Rebuild the timetable API in Kotlin on PostgreSQL");
  }
});

test("every click on the jobs helper ends in something the user sees, on every job page we serve", async ({
  context,
  extensionId,
}) => {
  const page = await signedIn(context, extensionId);
  for (const url of [
    "https://www.linkedin.com/jobs/view/4012345678/",
    "https://www.linkedin.com/jobs/search/?currentJobId=4101234567",
    "https://www.linkedin.com/jobs/search/?fixture=jobs-search-sdui.html",
    "https://www.linkedin.com/jobs/search-results/?currentJobId=4195501234",
    "https://www.linkedin.com/jobs/search-results/?currentJobId=4195501234&redesign=7",
    "https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4190011223",
    "https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4190011223&redesign=1",
    "https://www.linkedin.com/jobs/search/?currentJobId=4187654321&fixture=jobs-search-sdui-fr.html",
    "https://www.linkedin.com/jobs/view/3901234567/?fixture=jobs-view-es.html",
  ]) {
    await page.goto(url);
    // the helper speaks the page's language: a translated fixture's is in its name
    const language = /-(\w\w)\.html/.exec(url)?.[1] ?? "en";
    const jobs = page.locator('[data-netlift="jobs"]');
    for (const task of ["jobs.advice", "jobs.cover_letter"]) {
      await jobs.getByRole("button", { name: say(language, `tasks.${task}`) }).click();
      await expectVisibleOutcome(jobs);
      // closed again, so that the next click's outcome is its own
      await jobs.getByRole("button", { name: say(language, "close") }).click();
      await expect(jobs.getByRole("region")).toHaveCount(0);
    }
  }
});
