/**
 * The helpers in LinkedIn's interface language (issue #40, item 4): on LinkedIn in German, French or Japanese,
 * the profile's helper (buttons, chips, status lines, the panel's controls) shows none of our English words, and
 * its panel fits a 360 px wide window with long German words and Japanese text (a screenshot of each is attached
 * to the test's report). What the model wrote and "What was sent" are not our words and are left out.
 */
import type { Locator } from "@playwright/test";
import { DRAFT, signIn, typeInto } from "./support/editors";
import { catalogue, say } from "./support/i18n";
import { expect, test } from "./support/extension";

const EN = catalogue("en");

/** Whether `text` shows `english`, a line of ours: as a whole word where it is one word ("Stop" is not in "Stopp"). */
const shows = (text: string, english: string) =>
  /\s/.test(english)
    ? text.includes(english)
    : new RegExp(`(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^\\p{L}]|$)`, "u").test(text);

/**
 * Every English line of ours that `texts` show, as `"line" in "text"`, but those the language `m` spells the same
 * ("Suggestions" in French). One assertion on the list, not one per pair: thousands of pairs a test, each an
 * expect step reported to the runner, were the largest share of the Playwright workers' CPU that any test's own
 * code caused (a profile of the layer, 2026-11-30).
 */
function englishIn(texts: string[], m: Record<string, string>): string[] {
  const english = Object.entries(EN)
    .filter(([key, line]) => m[key] !== line)
    .map(([, line]) => line);
  return texts.flatMap((text) => english.filter((line) => shows(text, line)).map((line) => `"${line}" in "${text}"`));
}

/** The helper's own texts: its controls' names and text, its status lines; not the model's suggestions, not the JSON sent. */
async function ourTexts(helper: Locator): Promise<string[]> {
  return helper.evaluate((host) => {
    const root = host.shadowRoot!;
    const out: string[] = [];
    for (const el of root.querySelectorAll(
      "button, [role=status], [role=alert], summary, label, legend, input, textarea, [aria-label]",
    )) {
      if (el.closest('[data-testid="netlift-suggestion-text"], [data-testid="netlift-sent"]')) continue;
      const own = el.matches("input, textarea") ? (el as HTMLInputElement).placeholder : (el.textContent ?? "");
      for (const text of [own, el.getAttribute("aria-label") ?? "", el.getAttribute("title") ?? ""])
        if (text.trim()) out.push(text.trim());
    }
    return out;
  });
}

for (const language of ["de", "fr", "ja"] as const) {
  test(`LinkedIn in ${language}: the profile's helper speaks it, and its panel fits 360 px`, async ({
    context,
    extensionId,
  }, testInfo) => {
    const m = catalogue(language);
    await signIn(context, extensionId, "free");
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`https://www.linkedin.com/in/tomas-lindqvist-88c1-${language}/`);
    const helper = page.locator('[data-netlift="profile"]');
    await helper.getByRole("button", { name: m["tasks.profile.summary"] }).click();
    await expect(helper.getByTestId("netlift-suggestion")).toHaveCount(1);
    await expect(helper.getByTestId("netlift-suggestion").first()).toHaveAttribute("data-complete", "true");
    await expect(
      helper
        .getByRole("button", { name: m.insert, exact: true })
        .or(helper.getByRole("button", { name: m.copy, exact: true }))
        .first(),
    ).toBeVisible();

    const texts = await ourTexts(helper);
    expect(texts.length).toBeGreaterThan(3);
    expect(englishIn(texts, m)).toEqual([]);
    expect(texts).toEqual(expect.arrayContaining([m["tasks.profile.summary"], m.copy, m.close, m.whatWasSent]));

    // the panel fits the window: nothing runs past its right edge
    const overflow = await helper.evaluate((host) => {
      const panel = host.shadowRoot!.querySelector(".nl-panel")!;
      return { scroll: panel.scrollWidth, client: panel.clientWidth, right: panel.getBoundingClientRect().right };
    });
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
    expect(overflow.right).toBeLessThanOrEqual(360);
    await testInfo.attach(`helper-${language}-360px`, { body: await helper.screenshot(), contentType: "image/png" });
  });
}

test("the editors' tools in German: Draft a post's panel and Proofread speak it, on LinkedIn's 2026 composer", async ({
  context,
  extensionId,
}) => {
  const m = catalogue("de");
  await signIn(context, extensionId, "pro");
  const page = await context.newPage();
  // LinkedIn in German (the composer's own words are LinkedIn's, and stay as they are here)
  await page.goto("https://www.linkedin.com/feed/?fixture=post-composer-2026.html&lang=de");
  await page.getByRole("button", { name: "Start a post" }).click();
  const composer = page.getByRole("dialog", { name: "Lena Marchetti" });
  const tools = composer.locator('[data-netlift="editor-tools"]');
  await tools.getByRole("button", { name: say("de", "tasks.post.draft") }).click();
  await expect(tools.getByLabel(say("de", "editors.notesLabel"))).toBeVisible();
  await expect(tools.getByRole("button", { name: say("de", "editors.writeDrafts") })).toBeVisible();
  // and Proofread, once there is a draft
  await typeInto(composer.getByRole("textbox", { name: "Text editor for creating content" }), DRAFT);
  await expect(tools.getByRole("button", { name: say("de", "tasks.proofread") })).toBeVisible();
  const texts = await ourTexts(tools);
  expect(englishIn(texts, m)).toEqual([]);
});

test("LinkedIn in German: the disclosure before the first request is German, and the agreement keeps the German words read", async ({
  context,
  extensionId,
}, testInfo) => {
  const m = catalogue("de");
  await signIn(context, extensionId, "free", false);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("https://www.linkedin.com/in/tomas-lindqvist-88c1-de/");
  const helper = page.locator('[data-netlift="profile"]');
  await helper.getByRole("button", { name: m["tasks.profile.summary"] }).click();
  const disclosure = helper.getByTestId("netlift-disclosure");
  await expect(disclosure).toHaveAttribute("lang", "de");
  const text = (await disclosure.textContent()) ?? "";
  for (const key of ["first", "sendsIntro", "settings", "policy", "agree", "decline"])
    expect(text, key).toContain(m[`disclosure.${key}`]);
  for (const [key, line] of Object.entries(EN).filter(([key]) => key.startsWith("disclosure.")))
    if (line !== m[key]) expect(shows(text, line), `"${line}"`).toBe(false);
  expect(text).not.toContain("the visible text of the post");
  expect(await disclosure.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 360)).toBe(
    true,
  );
  await testInfo.attach("disclosure-de-360px", { body: await disclosure.screenshot(), contentType: "image/png" });

  await helper.getByRole("button", { name: m["disclosure.agree"] }).click();
  await expect(helper.getByTestId("netlift-suggestion").first()).toHaveAttribute("data-complete", "true");
  // the worker keeps what was read: the German words' version
  const probe = await context.newPage();
  await probe.goto(`chrome-extension://${extensionId}/manifest.json`);
  const status = await probe.evaluate(() =>
    (globalThis as unknown as { chrome: { runtime: { sendMessage(m: object): Promise<unknown> } } }).chrome.runtime.sendMessage({
      name: "consent",
      body: { action: "status" },
    }),
  );
  expect(status).toMatchObject({
    ok: true,
    data: { state: { kind: "agreed" }, record: { wording: expect.stringMatching(/^de:[0-9a-f]{8}$/) } },
  });
  await probe.close();
});

test("the extension's name and description follow the browser's language: _locales for the ten languages", async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/manifest.json`);
  const read = await page.evaluate(async () => {
    const { runtime, i18n } = (
      globalThis as unknown as {
        chrome: {
          runtime: { getManifest(): { name: string; description: string; default_locale: string } };
          i18n: { getMessage(k: string): string };
        };
      }
    ).chrome;
    const locales: Record<string, unknown> = {};
    for (const dir of ["en", "es", "pt_BR", "pt_PT", "fr", "de", "it", "nl", "hi", "zh_CN", "ja"])
      locales[dir] = await (await fetch(`/_locales/${dir}/messages.json`)).json();
    return {
      raw: await (await fetch("/manifest.json")).json(),
      manifest: runtime.getManifest(),
      name: i18n.getMessage("extensionName"),
      locales,
    };
  });
  // the manifest names the messages; Chrome reads them from _locales in the browser's language (English here)
  expect(read.raw).toMatchObject({
    name: "__MSG_extensionName__",
    description: "__MSG_extensionDescription__",
    default_locale: "en",
  });
  expect(read.manifest).toMatchObject({ name: EN["store.name"], description: EN["store.description"] });
  // this browser speaks English
  expect(read.name).toBe(EN["store.name"]);
  for (const [dir, language] of [
    ["de", "de"],
    ["ja", "ja"],
    ["pt_BR", "pt"],
    ["zh_CN", "zh"],
  ] as const)
    expect(read.locales[dir], dir).toMatchObject({
      extensionName: { message: say(language, "store.name") },
      extensionDescription: { message: say(language, "store.description") },
    });
  await page.close();
});
