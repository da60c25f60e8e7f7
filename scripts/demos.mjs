// @ts-check
/**
 * npm run demos: records the landing page's showcase from the real product. It builds the extension,
 * signs it in as a Pro member of a real PocketBase, and drives it in Chromium on the demo stage (our own
 * LinkedIn-like pages, demos/stage, served at https://www.linkedin.com by the test LinkedIn server), with
 * the OpenAI-compatible stand-in answering from hand-written replies (demos/replies.mjs). Each tab's
 * scene (demos/scenes.mjs) is real pointer moves and clicks on the real helper and panel. Out come, in
 * src/assets/showcase: a 2x poster per tab (AVIF and WebP at three widths), a looping VP9 clip per tab that
 * starts on the poster (the build publishes each under /_astro/ with a content-hashed name, cached for a
 * year); public/og-image.jpg (link previews); and src/islands/showcase/media.json, which
 * tells the landing page their sizes. Needs ffmpeg with libvpx-vp9.
 *
 * Flags: --only=feed,jobs (record some tabs; the others keep their files), --keep-frames (leave the
 * screenshots in the temp folder, printed at the end).
 */
import { chromium } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeIcons } from "../demos/icons.mjs";
import { crossfade, CLIP_BUDGET, encodeClip, socialImage, writePosters } from "../demos/media.mjs";
import { FPS, Recorder, writeSequence } from "../demos/recorder.mjs";
import { DEMO_MEMBER, demoReply } from "../demos/replies.mjs";
import { SCENES } from "../demos/scenes.mjs";
import { stageUrl } from "../demos/tabs.mjs";
import { buildTaggedExtension } from "./lib/build.mjs";
import { assertChromium, CHROMIUM_ARGS, chromiumPath } from "./lib/chromium.mjs";
import { linkedinArgs, startLinkedInServer, STAGE_TABS } from "./lib/linkedin-server.mjs";
import { startLlmStandin } from "./lib/llm-standin.mjs";
import { createProUser } from "./lib/pro-user.mjs";
import { freePort, migrateUp, ROOT, startPocketBase, stopProcess } from "./lib/pocketbase.mjs";

const OUT = join(ROOT, "src/assets/showcase");
/** where recordings were published before they went through the build: the drawn SVG illustrations stay */
const OLD_OUT = join(ROOT, "public/showcase");
const MANIFEST = join(ROOT, "src/islands/showcase/media.json");
const SOCIAL_IMAGE = join(ROOT, "public/og-image.jpg");
const BUILD = join(ROOT, "extension/build/chrome-mv3-demos");
const ADMIN = { email: "demo-admin@netlift.test", password: "demo-admin-password" };
const MEMBER = { email: "maya.chen@example.com", password: "demo-password-1", name: DEMO_MEMBER.name };
/** The stage as the recordings show it: a laptop-sized window, captured at 2x. */
const VIEWPORT = { width: 880, height: 800 };
/** The scripted model "thinks" long enough for the panel's spinner to show, then writes about 18 words a second. */
const THINKING_MS = 900;
const WORDS_PER_SECOND = 18;

const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const keepFrames = process.argv.includes("--keep-frames");
const tabs = STAGE_TABS.filter((tab) => !only || only.includes(tab));

assertChromium();
if (spawnSync("ffmpeg", ["-hide_banner", "-encoders"], { encoding: "utf8" }).stdout?.includes("libvpx-vp9") !== true) {
  console.error("ffmpeg with libvpx-vp9 is needed for the clips: sudo apt-get install -y ffmpeg");
  process.exit(1);
}

/** A request the scripted model could not answer (the stage's facts did not reach it): fails the recording. */
/** @type {Error[]} */
const unanswered = [];
// answers stream at that pace; an answer asked for whole arrives when its last word would have
const llm = await startLlmStandin({ firstTokenMs: THINKING_MS, tokensPerSecond: WORDS_PER_SECOND, paceWhole: true });
llm.setReply((req) => {
  try {
    return demoReply(req);
  } catch (error) {
    unanswered.push(/** @type {Error} */ (error));
    return JSON.stringify({ suggestions: ["(no scripted answer)"] });
  }
});
const linkedin = await startLinkedInServer();
const work = mkdtempSync(join(tmpdir(), "netlift-demos-"));
const dataDir = join(work, "pb_data");
const profileDir = join(work, "chromium");
const port = await freePort();
const env = { PB_ADMIN_EMAIL: ADMIN.email, PB_ADMIN_PASSWORD: ADMIN.password, LLM_BASE_URL: llm.url };
await migrateUp(dataDir, env);
const pb = await startPocketBase({ dataDir, port, env });

/** The member's saved profile, as the extension saves it from her own profile page (cover letters use it). */
async function saveProfile(/** @type {string} */ id) {
  const post = async (/** @type {string} */ path, /** @type {object} */ body, token = "", method = "POST") => {
    const res = await fetch(`${pb.url}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const { token } = await post("/api/admins/auth-with-password", { identity: ADMIN.email, password: ADMIN.password });
  await post(`/api/collections/user_details/records/${id}`, { profile: DEMO_MEMBER.profile }, token, "PATCH");
}

/** @type {Record<string, unknown>} */
const manifest = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, "utf8")) : {};

try {
  console.log("Building the extension for the recording…");
  buildTaggedExtension("demos", pb.url);

  const { id } = await createProUser(pb.url, ADMIN, MEMBER);
  await saveProfile(id);

  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${BUILD}`, `--load-extension=${BUILD}`, ...linkedinArgs(linkedin.port)],
    // the same face for page and panel on any Linux machine (demos/fonts.conf)
    env: { ...process.env, FONTCONFIG_FILE: join(ROOT, "demos/fonts.conf") },
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: "https://www.linkedin.com" });
  let [worker] = context.serviceWorkers();
  if (!worker) worker = await context.waitForEvent("serviceworker");
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
  await popup.getByLabel("E-mail").fill(MEMBER.email);
  await popup.getByLabel("Password").fill(MEMBER.password);
  await popup.getByRole("button", { name: "Sign in" }).click();
  await popup.getByTestId("plan").waitFor();
  // the disclosure shown after sign-in: the helpers send nothing before it is agreed to
  await popup.getByRole("button", { name: "Agree and continue" }).click();
  await popup.getByTestId("helpers-on").waitFor();
  await popup.close();

  mkdirSync(OUT, { recursive: true });
  for (const tab of tabs) {
    const page = await context.newPage();
    await page.goto(stageUrl(tab));
    await page.waitForLoadState("networkidle");
    const frames = join(work, `frames-${tab}`);
    const rec = new Recorder(page, frames);
    const posterPng = join(frames, "poster.png");
    const scene = SCENES[tab];
    if (!scene) throw new Error(`no scene for the ${tab} tab (demos/scenes.mjs)`);
    await scene({
      page,
      rec,
      async poster() {
        await rec.setPointerVisible(false);
        await page.screenshot({ path: posterPng });
        await rec.setPointerVisible(true);
        rec.mark("poster");
      },
    });
    if (unanswered.length) throw unanswered[0];
    await page.close();

    // the loop: from the poster to the end, a short cross-fade back to the page at rest, then up to the poster
    const fade = await crossfade(/** @type {string} */ (rec.frames.at(-1)), /** @type {string} */ (rec.frames[0]), 6, frames);
    const sequence = writeSequence(rec.loopFrom("poster", fade), join(frames, "sequence"));
    const clip = join(OUT, `${tab}.webm`);
    let crf = 36;
    let bytes = encodeClip(sequence, clip, crf);
    while (bytes > CLIP_BUDGET && crf < 48) bytes = encodeClip(sequence, clip, (crf += 4));
    if (bytes > CLIP_BUDGET) throw new Error(`${tab}.webm is ${bytes} bytes, over the ${CLIP_BUDGET} budget`);
    const poster = await writePosters(posterPng, OUT, tab);
    const seconds = Math.round((rec.loopFrom("poster", fade).length / FPS) * 10) / 10;
    manifest[tab] = {
      poster: { width: poster.width, height: poster.height, avif: poster.avif, webp: poster.webp, src: poster.fallback },
      video: `${tab}.webm`,
    };
    if (tab === "feed") {
      await socialImage({
        poster: posterPng,
        out: SOCIAL_IMAGE,
        title: "Netlift",
        tagline: ["Comments, replies, profile summaries and", "cover letters, one click away on LinkedIn."],
      });
    }
    const posterBytes = Object.entries(poster.bytes).map(
      ([name, size]) => `${name.replace(`${tab}-`, "")} ${Math.round(size / 1000)} KB`,
    );
    console.log(
      `  ✓ ${tab}: ${tab}.webm ${Math.round(bytes / 1000)} KB (${seconds} s, crf ${crf}); posters ${posterBytes.join(", ")}`,
    );
  }
  await context.close();

  // what earlier recordings left goes: other files here, and anything but the drawn SVG illustrations in public/showcase
  for (const file of readdirSync(OUT)) {
    const tab = file.split(/[-.]/)[0];
    const current = STAGE_TABS.includes(/** @type {any} */ (tab)) && /^[a-z]+(-\d+\.(avif|webp)|\.webm)$/.test(file);
    if (!current) rmSync(join(OUT, file));
  }
  for (const file of readdirSync(OLD_OUT)) if (!file.endsWith(".svg")) rmSync(join(OLD_OUT, file));
  const ordered = Object.fromEntries(STAGE_TABS.filter((tab) => manifest[tab]).map((tab) => [tab, manifest[tab]]));
  writeFileSync(MANIFEST, `${JSON.stringify(ordered, null, 2)}\n`);
  await writeIcons();
  console.log(`\nWritten: src/assets/showcase/, public/og-image.jpg, the icons in public/, src/islands/showcase/media.json`);
} finally {
  await stopProcess(pb.child);
  await llm.close();
  await linkedin.close();
  if (keepFrames) console.log(`Frames kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
