// @vitest-environment jsdom
/**
 * The demo stage (demos/stage: our own LinkedIn-like pages the landing page's recordings are made on) is
 * read by the extension's real extractors with its known selectors, so the real helper mounts there and
 * the right facts reach the model. A stage page the extension no longer recognises fails here before
 * `npm run demos` records a page with no helper on it. (tests/e2e/demo-stage.spec.ts loads the same pages
 * in Chromium: every image and the stylesheet load, and the built extension's helper answers on each.)
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFeedPost, findActionBar, findCommentEditor, findFeedPosts } from "../../extension/features/feed/extract";
import { extractJob, findJobAnchor } from "../../extension/features/jobs/extract";
import { extractOpenThread, findComposer, findReplyAnchor, findThread } from "../../extension/features/messages/extract";
import { pageTypeOfPath } from "../../extension/features/page-type";
import { extractProfile, findProfileAnchor } from "../../extension/features/profile/extract";
import { STAGE_DIR, STAGE_TABS } from "../../scripts/lib/linkedin-server.mjs";
import { STAGE_PATHS } from "../../demos/tabs.mjs";

const html = (tab: string) => readFileSync(join(STAGE_DIR, `${tab}.html`), "utf8");
const load = (tab: string) => new DOMParser().parseFromString(html(tab), "text/html");

function ok<T>(result: { ok: true; context: T; layer: string } | { ok: false; reason: string }) {
  if (!result.ok) throw new Error(`extraction failed: ${result.reason}`);
  return result;
}

describe("demo stage pages", () => {
  it("one page per showcase tab, each on a path of its page type", () => {
    expect(Object.keys(STAGE_PATHS)).toEqual([...STAGE_TABS]);
    for (const tab of STAGE_TABS) {
      expect(existsSync(join(STAGE_DIR, `${tab}.html`))).toBe(true);
      expect(pageTypeOfPath(STAGE_PATHS[tab])).toBe(tab);
    }
  });

  it("reference only our own stylesheet and images, and every one of them exists", () => {
    for (const tab of STAGE_TABS) {
      const refs = [...html(tab).matchAll(/(?:src|href)="([^"#]+)(?:#[^"]*)?"/g)].map((m) => m[1]!);
      const assets = refs.filter(
        (ref) => !/^(https:\/\/www\.linkedin\.com)?\/(in|company|feed|jobs|messaging|mynetwork|notifications)\//.test(ref),
      );
      expect(assets.length).toBeGreaterThan(3);
      for (const asset of assets) {
        expect(asset, `${tab}.html: ${asset}`).toMatch(/^\/__stage\//);
        expect(existsSync(join(STAGE_DIR, asset.slice("/__stage/".length))), `${tab}.html: ${asset}`).toBe(true);
      }
      expect(html(tab)).toContain('<link rel="stylesheet" href="/__stage/stage.css">');
      expect(html(tab)).not.toMatch(/licdn|<script/i);
    }
  });

  it("feed: the post's author, headline and text by the known selectors; its action bar and comment box", () => {
    const doc = load("feed");
    const posts = findFeedPosts(doc);
    expect(posts).toHaveLength(2);
    const result = ok(extractFeedPost(posts[0]!));
    expect(result.layer).toBe("selectors");
    expect(result.context.post.author).toBe("Daniel Okoye");
    expect(result.context.post.headline).toBe("Engineering Manager at Wrenfield · Reliability, platform and calm on-call");
    expect(result.context.post.text).toMatch(/^18 months ago our platform team was paged 41 times a month\. Last month: 3\./);
    expect(result.context.post.text).toContain("blameless review within 48 hours");
    expect(findActionBar(posts[0]!)).not.toBeNull();
    expect(findCommentEditor(posts[0]!)?.getAttribute("role")).toBe("textbox");
  });

  it("messages: the thread with Sofia Marquez, who wrote what, and where the reply goes", () => {
    const doc = load("messages");
    const result = ok(extractOpenThread(doc));
    expect(result.layer).toBe("selectors");
    const { thread } = result.context;
    expect(thread.me).toBe("Maya Chen");
    expect(thread.participants).toContain("Sofia Marquez");
    expect(thread.messages.map((m) => [m.sender, m.me])).toEqual([
      ["Sofia Marquez", false],
      ["Sofia Marquez", false],
      ["Maya Chen", true],
      ["Sofia Marquez", false],
    ]);
    expect(thread.messages.at(-1)!.text).toContain("Would a call with Lena next week be interesting?");
    const open = findThread(doc)!;
    expect(findComposer(open)?.getAttribute("contenteditable")).toBe("true");
    expect(findReplyAnchor(open)?.classList.contains("msg-form__footer")).toBe(true);
  });

  it("profile: someone else's (Summarize), with name, headline, location, about and experience", () => {
    const doc = load("profile");
    const result = ok(extractProfile(doc, `https://www.linkedin.com${STAGE_PATHS.profile}`));
    expect(result.layer).toBe("selectors");
    const { profile } = result.context;
    expect(profile.own).toBe(false);
    expect(profile.name).toBe("Lena Hartmann");
    expect(profile.headline).toBe("VP of Design at Loomwise · Building design teams that ship calm, accessible software");
    expect(profile.location).toBe("Berlin, Germany");
    expect(profile.about).toMatch(/^I build design teams that ship\./);
    expect(profile.experience.map((e) => [e.title, e.company])).toEqual([
      ["VP of Design", "Loomwise"],
      ["Head of Product Design", "Tessel Labs"],
      ["Senior Product Designer", "Harbor & Pine"],
    ]);
    expect(findProfileAnchor(doc)?.hasAttribute("data-member-id")).toBe(true);
  });

  it("jobs: the posting's title, company, location and description; the helper goes in its top card", () => {
    const doc = load("jobs");
    const result = ok(extractJob(doc));
    expect(result.layer).toBe("selectors");
    const { job } = result.context;
    expect(job.title).toBe("Staff Product Designer, Design Systems");
    expect(job.company).toBe("Loomwise");
    expect(job.location).toBe("Europe (Remote)");
    expect(job.description).toMatch(/^Loomwise makes the planning tool 40,000 teams use/);
    expect(job.description).toContain("Own Weave's roadmap");
    expect(findJobAnchor(doc)?.className).toContain("job-details-jobs-unified-top-card__container--one-pane");
  });
});
