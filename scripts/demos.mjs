// @ts-check
/**
 * npm run demos: records the landing page's showcase media from the real thing. It drives the built
 * extension on the LinkedIn fixture pages (served at https://www.linkedin.com) in Chromium, against a
 * real PocketBase and the OpenAI-compatible stand-in (answering with plausible drafts), and saves a
 * poster per tab into public/showcase/<tab>.png, plus a short looping WebM clip per tab when ffmpeg
 * is installed. The site's showcase uses these files when they exist.
 */
import { chromium } from "@playwright/test";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertChromium, CHROMIUM_ARGS, chromiumPath } from "./lib/chromium.mjs";
import { linkedinArgs, startLinkedInServer } from "./lib/linkedin-server.mjs";
import { startLlmStandin } from "./lib/llm-standin.mjs";
import { createProUser } from "./lib/pro-user.mjs";
import { freePort, migrateUp, ROOT, startPocketBase, stopProcess } from "./lib/pocketbase.mjs";

const CHROME = chromiumPath();
const ARGS = CHROMIUM_ARGS;
const OUT = join(ROOT, "public/showcase");
const BUILD = join(ROOT, "extension/build/chrome-mv3-demos");
const ADMIN = { email: "demo-admin@netlift.test", password: "demo-admin-password" };

/** The captures come without LinkedIn's stylesheets: a plain, readable frame for the recordings. */
const PAGE_CSS = `body{font:15px/1.45 system-ui,sans-serif;background:#f4f2ee;color:#1d1d1d;max-width:720px;margin:0 auto;padding:16px}
img,svg,video{max-width:48px!important;max-height:48px!important}[role=dialog],header,nav,aside,footer,.visually-hidden,.a11y-text{display:none!important}
button{font:inherit}h1{font-size:24px}h2{font-size:18px}`;

/** Drafts that read like the product's answers, naming what the page shows. */
function demoReply(/** @type {import("./lib/llm-standin.mjs").ChatRequest} */ req) {
  const user = req.messages.at(-1)?.content ?? "";
  const name = (/"(?:author|name|sender)":\s*"([^"]+)"/.exec(user)?.[1] ?? "there").split(" ")[0];
  const title = /"title":\s*"([^"]+)"/.exec(user)?.[1] ?? "this role";
  const headline = (/"headline":\s*"([^"]+)"/.exec(user)?.[1] ?? "professional").split(/[|@]/)[0]?.trim() ?? "professional";
  const task = /Suggest 3 different comments/.test(user)
    ? "comment"
    : /Suggest 3 replies/.test(user)
      ? "reply"
      : /cover letter/.test(user)
        ? "letter"
        : "summary";
  const drafts = {
    comment: [
      `${name}, the point about small data resonates: most teams I work with have more signal in one clean table than in a lake of logs.`,
      `Curious how you decide when a dataset is "enough" for a first model. Do you set a bar before you start, or iterate on it?`,
      `Saving this. The reminder to start with the question, not the tooling, is the one I keep relearning.`,
    ],
    reply: [
      `Thanks ${name}! Happy to talk. Would Tuesday at 10:00 or Thursday at 15:00 work for a 20-minute call?`,
      `Sounds interesting. Could you share the team's current stack and what the first 90 days would look like? Then let's find a slot.`,
      `Appreciate you reaching out, ${name}. I can do a quick call this week: does Wednesday afternoon suit you?`,
    ],
    letter: [
      `Dear hiring team,\n\nI'm applying for the ${title} role. Building developer tooling that other engineers rely on is what I do best: at my last team I cut CI times by 40% and owned the internal platform used by 60 engineers.\n\nI'd love to bring that focus on fast, dependable feedback loops to your team.\n\nKind regards`,
    ],
    summary: [
      `${name} is a ${headline.toLowerCase()} whose experience runs through design systems and research-led product work, with a clear interest in accessible, calm interfaces.\n\nTalking points:\n- How their design-systems work is adopted by product teams\n- What they look for in a usability test\n- Their path between the two roles on their profile`,
    ],
  };
  return JSON.stringify({ suggestions: drafts[task] });
}

const TABS = [
  { id: "feed", path: "/feed/", helper: "feed", action: /Suggest comment/ },
  { id: "messages", path: "/messaging/thread/2-abc/", helper: "messages", action: /Suggest reply/ },
  { id: "profile", path: "/in/someone-else/", helper: "profile", action: /Summarize/ },
  { id: "jobs", path: "/jobs/view/4012345678/", helper: "jobs", action: /Cover letter/ },
];

assertChromium();
const hasFfmpeg = spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0;
const llm = await startLlmStandin();
llm.setReply(demoReply);
const linkedin = await startLinkedInServer({ css: PAGE_CSS });
const dataDir = mkdtempSync(join(tmpdir(), "netlift-demos-"));
const port = await freePort();
const env = { PB_ADMIN_EMAIL: ADMIN.email, PB_ADMIN_PASSWORD: ADMIN.password, LLM_BASE_URL: llm.url };
await migrateUp(dataDir, env);
const pb = await startPocketBase({ dataDir, port, env });
const profileDir = mkdtempSync(join(tmpdir(), "netlift-demos-chromium-"));

try {
  console.log("Building the extension for the recording…");
  const build = spawnSync("npx", ["plasmo", "build", "--tag=demos"], {
    cwd: join(ROOT, "extension"),
    env: { ...process.env, PLASMO_PUBLIC_API_URL: pb.url },
    stdio: "ignore",
  });
  if (build.status !== 0) throw new Error("extension build failed");

  const email = "demo@example.com";
  const password = "demo-password-1";
  await createProUser(pb.url, ADMIN, { email, password, name: "Demo" });

  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROME,
    headless: true,
    viewport: { width: 960, height: 600 },
    args: [...ARGS, `--disable-extensions-except=${BUILD}`, `--load-extension=${BUILD}`, ...linkedinArgs(linkedin.port)],
  });
  let [worker] = context.serviceWorkers();
  if (!worker) worker = await context.waitForEvent("serviceworker");
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
  await popup.getByLabel("E-mail").fill(email);
  await popup.getByLabel("Password").fill(password);
  await popup.getByRole("button", { name: "Sign in" }).click();
  await popup.getByTestId("plan").waitFor();
  await popup.close();

  mkdirSync(OUT, { recursive: true });
  for (const tab of TABS) {
    const page = await context.newPage();
    await page.goto(`https://www.linkedin.com${tab.path}`);
    const helper = page.locator(`[data-netlift="${tab.helper}"]`).first();
    await helper.waitFor({ state: "attached" });
    await helper.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const frames = mkdtempSync(join(tmpdir(), `netlift-frames-${tab.id}-`));
    let frame = 0;
    const shoot = async (/** @type {number} */ count) => {
      for (let i = 0; i < count; i++) await page.screenshot({ path: join(frames, `${String(frame++).padStart(4, "0")}.png`) });
    };
    await shoot(hasFfmpeg ? 10 : 0);
    await helper.getByRole("button", { name: tab.action, includeHidden: true }).first().click();
    await helper.getByTestId("netlift-suggestion").first().waitFor();
    await helper.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.evaluate(() => window.scrollBy(0, -60));
    await shoot(hasFfmpeg ? 40 : 0);
    await page.screenshot({ path: join(OUT, `${tab.id}.png`) });
    if (hasFfmpeg) {
      execFileSync("ffmpeg", ["-y", "-loglevel", "error", "-framerate", "10", "-i", join(frames, "%04d.png"), "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-pix_fmt", "yuv420p", join(OUT, `${tab.id}.webm`)]);
    }
    rmSync(frames, { recursive: true, force: true });
    console.log(`  ✓ ${tab.id}: public/showcase/${tab.id}.png${hasFfmpeg ? ` and ${tab.id}.webm` : ""}`);
    await page.close();
  }
  await context.close();
  if (!hasFfmpeg) console.log("ffmpeg not found: posters only (apt-get install -y ffmpeg for the WebM clips).");
  writeFileSync(join(OUT, "README.md"), "Recorded by `npm run demos` from the built extension on the LinkedIn fixture pages. Regenerate, do not edit.\n");
} finally {
  await stopProcess(pb.child);
  await llm.close();
  await linkedin.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
