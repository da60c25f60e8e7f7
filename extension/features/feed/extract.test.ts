// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { FeedPostContext } from "../types";
import {
  extractFeedPost,
  findActionBar,
  findCommentButton,
  findCommentEditor,
  findFeedPosts,
  postKey,
} from "./extract";

const here = dirname(fileURLToPath(import.meta.url));
/** Real captures, read in place (never copied into the repository): /work/shared/fixtures/linkedin. */
const SHARED = resolve(here, "../../../../shared/fixtures/linkedin");
/** Our own hand-written fixture. */
const OWN = resolve(here, "../../../tests/fixtures/linkedin");

function load(path: string): Document {
  return new DOMParser().parseFromString(readFileSync(path, "utf8"), "text/html");
}

/** The extracted post, failing the test with the reason when extraction did not succeed. */
function context(post: Element | undefined): FeedPostContext["post"] {
  expect(post).toBeDefined();
  const result = extractFeedPost(post!);
  if (!result.ok) throw new Error(`extraction failed: ${result.reason}`);
  return result.context.post;
}

function expectUniqueKeys(posts: Element[]): void {
  const keys = posts.map(postKey);
  for (const key of keys) expect(key).not.toBe("");
  expect(new Set(keys).size).toBe(keys.length);
}

describe("feed-1.html (Ember-classic, 2022)", () => {
  let posts: Element[];

  beforeAll(() => {
    posts = findFeedPosts(load(resolve(SHARED, "feed-1.html")));
  }, 60_000);

  it("finds the 5 rendered posts (occluded placeholders skipped)", () => {
    expect(posts).toHaveLength(5);
    for (const post of posts) expect(post.classList.contains("feed-shared-update-v2")).toBe(true);
  });

  it("reads the first post: author, headline, text, the visible comment", () => {
    const post = context(posts[0]);
    // the social-context header "Dipanjan Sarkar commented on this" is not the author
    expect(post.author).toBe("Tirthajyoti Sarkar");
    expect(post.headline).toBe(
      "Sr. Director, AI/ML, building a Digital Nervous System with Data Science and AI | Author and Mentor",
    );
    expect(post.text).toMatch(/^I am a "SMALL DATA" guy\. Always have been\.\nI am most excited when I see/);
    expect(post.text).toContain("#datascience");
    expect(post.text).not.toMatch(/see more/i);
    expect(post.comments).toHaveLength(1);
    expect(post.comments[0]?.author).toBe("Dipanjan Sarkar");
    expect(post.comments[0]?.text).toMatch(/^That's what matters at the end of the day\./);
  });

  it("reads a person's post and company posts with their description lines", () => {
    const third = context(posts[2]);
    expect(third.author).toBe("Ankit Rathi");
    expect(third.headline).toBe("Data Technologist | Compounding Knowledge and Experience in Data & AI");
    expect(third.text).toMatch(/^What's important for whom\.\.\.\n#datascience #machinelearning/);
    expect(third.comments).toEqual([]);

    const second = context(posts[1]);
    expect(second.author).toBe("Fact of the Day 1");
    expect(second.headline).toBe("41,656 followers");
    expect(second.text).toMatch(/^Airbnb announced this week/);

    const ad = context(posts[3]);
    expect(ad.author).toBe("Rippling");
    expect(ad.text).toMatch(/^If you’re a great engineer/);

    const last = context(posts[4]);
    expect(last.author).toBe("Cleartrip");
    expect(last.headline).toBe("148,076 followers");
    expect(last.text).toMatch(/^Our Cleartrippers went on a Bug Bounty Hunt/);
  });

  it("finds the open comment editor only on the first post", () => {
    const editor = findCommentEditor(posts[0]!);
    expect(editor).not.toBeNull();
    expect(editor!.getAttribute("contenteditable")).toBe("true");
    expect(editor!.classList.contains("ql-editor")).toBe(true);
    expect(editor!.classList.contains("ql-clipboard")).toBe(false);
    for (const post of posts.slice(1)) expect(findCommentEditor(post)).toBeNull();
  });

  it("finds the Comment button and the social action bar (none on the sponsored post)", () => {
    for (const index of [0, 1, 2, 4]) {
      const post = posts[index]!;
      const button = findCommentButton(post);
      expect(button?.textContent?.trim()).toBe("Comment");
      const bar = findActionBar(post);
      expect(bar?.classList.contains("feed-shared-social-action-bar")).toBe(true);
      expect(bar?.contains(button)).toBe(true);
    }
    expect(findCommentButton(posts[3]!)).toBeNull();
    expect(findActionBar(posts[3]!)).toBeNull();
  });

  it("keys posts by their activity URN, unique per post", () => {
    expectUniqueKeys(posts);
    expect(postKey(posts[0]!)).toBe("urn:li:activity:6928572401169432576");
  });
});

describe("feed-3.html (SDUI, 2026)", () => {
  let posts: Element[];

  beforeAll(() => {
    posts = findFeedPosts(load(resolve(SHARED, "feed-3.html")));
  }, 60_000);

  it("finds the 8 feed list items: 7 posts with text and one LinkedIn Learning block", () => {
    expect(posts).toHaveLength(8);
    for (const post of posts) {
      expect(post.getAttribute("role")).toBe("listitem");
      expect(post.getAttribute("componentkey")).toMatch(/^expanded.+FeedType_MAIN_FEED_RELEVANCE$/);
    }
    const results = posts.map(extractFeedPost);
    expect(results.filter((result) => result.ok)).toHaveLength(7);
    const course = results[4]!;
    expect(course.ok).toBe(false);
    if (!course.ok) expect(course.reason).toMatch(/no post text/i);
  });

  it("reads a suggested post by a member: name, headline, text with line breaks", () => {
    const post = context(posts[0]);
    expect(post.author).toBe("Elvis S.");
    expect(post.headline).toMatch(/^Founder at DAIR\.AI \| Angel Investor \| Advisor/);
    expect(post.text).toMatch(/^NEW paper from Microsoft\.\nThis is an important read\. \(bookmark it\)\nThe work introduces DELEGATE-52/);
    expect(post.comments).toEqual([]);
  });

  it("reads the post author, not the connection in the 'likes this' header", () => {
    const post = context(posts[3]);
    expect(post.author).toBe("Mohd Intzar Ali");
    expect(post.headline).toMatch(/^Content Creator \| 1\.8M\+ Impressions/);
    expect(post.text).toMatch(/^Success isn’t about studying all day/);

    const loved = context(posts[6]);
    expect(loved.author).toBe("Aurimas Griciūnas");
    expect(loved.headline).toMatch(/^Founder @ SwirlAI/);
  });

  it("reads a 1st-degree post without the degree badge and without the '… more' toggle", () => {
    const post = context(posts[7]);
    expect(post.author).toBe("Khushi Patel");
    expect(post.headline).toBe("Sr.Business Development Executive");
    expect(post.text).toMatch(/^Most rejections don't come from a recruiter\.\nThey come from a bot\./);
    expect(post.text).toMatch(/#YourCareerOurPriority\.$/);
    expect(post.text).not.toMatch(/more$/);
  });

  it("reads company posts (follower line as headline, or none)", () => {
    const azure = context(posts[1]);
    expect(azure.author).toBe("Microsoft Azure");
    expect(azure.headline).toBe("1,033,746 followers");
    expect(azure.text).toMatch(/^Build AI apps faster\./);

    const google = context(posts[2]);
    expect(google.author).toBe("Google for Developers");
    expect(google.headline).toBe("");
    expect(google.text).toMatch(/^Training for #GoogleIO is officially in session\./);

    expect(context(posts[5]).author).toBe("Tableau");
  });

  it("finds the Comment button and the action bar; no comment editor is open", () => {
    for (const post of posts) {
      expect(findCommentEditor(post)).toBeNull();
      const button = findCommentButton(post);
      expect(button?.tagName).toBe("BUTTON");
      expect(button?.textContent?.trim()).toBe("Comment");
      const bar = findActionBar(post);
      expect(bar).not.toBeNull();
      expect(bar!.contains(button)).toBe(true);
      expect(bar!.textContent?.replace(/\s+/g, "")).toBe("LikeCommentRepostSend");
    }
  });

  it("keys posts by their componentkey, unique per post", () => {
    expectUniqueKeys(posts);
    expect(postKey(posts[0]!)).toBe("expandedtZCvg6mQUbHPXdhoYvBh6myBkQKrEQvE1ljgyMubZL4FeedType_MAIN_FEED_RELEVANCE");
  });
});

describe("feed-small.html (hand-written, both generations)", () => {
  let doc: Document;
  let posts: Element[];

  beforeAll(() => {
    doc = load(resolve(OWN, "feed-small.html"));
    posts = findFeedPosts(doc);
  });

  it("finds three posts, skipping the placeholder, the duplicate wrapper and the nested reshare", () => {
    expect(posts).toHaveLength(3);
    expect(posts.map(postKey)).toEqual([
      "urn:li:activity:7000000000000000001",
      "expandedQm9vYmFyX3Bvc3RfMg0000FeedType_MAIN_FEED_RELEVANCE",
      "urn:li:activity:7000000000000000003",
    ]);
  });

  it("reads the Ember post: clean name, one headline copy, line breaks, comments and replies", () => {
    expect(extractFeedPost(posts[0]!)).toEqual({
      ok: true,
      context: {
        post: {
          author: "Jordan Rivera",
          headline: "Staff Engineer at Example Robotics | Open-source maintainer",
          text:
            "We shipped the new robot arm firmware today.\nThree lessons from the release:\n" +
            "1. Test on real hardware early.\n2. Write the changelog first.\n#robotics",
          comments: [
            { author: "Mei Tanaka", text: "Writing the changelog first is underrated." },
            { author: "Jordan Rivera", text: "Agreed, it saved us a week." },
            { author: "Omar Haddad", text: "Congrats on the launch!" },
          ],
        },
      },
    });
    expect(findCommentEditor(posts[0]!)?.classList.contains("ql-editor")).toBe(true);
    expect(findCommentButton(posts[0]!)?.getAttribute("aria-label")).toBe("Comment on Jordan Rivera’s post");
    expect(findActionBar(posts[0]!)?.classList.contains("feed-shared-social-action-bar")).toBe(true);
  });

  it("reads the SDUI post: author from the control menu, headline after the name, no '… more'", () => {
    expect(extractFeedPost(posts[1]!)).toEqual({
      ok: true,
      context: {
        post: {
          author: "Priya Natarajan",
          headline: "Product Designer at Lumen Health",
          text:
            "Accessibility is a design constraint, not a checklist.\n" +
            "This week we rebuilt our forms with screen-reader users in the room. #a11y",
          comments: [],
        },
      },
    });
    const editor = findCommentEditor(posts[1]!);
    expect(editor?.getAttribute("aria-label")).toBe("Text editor for creating comment");
    const button = findCommentButton(posts[1]!);
    expect(button?.textContent?.trim()).toBe("Comment");
    expect(findActionBar(posts[1]!)?.contains(button)).toBe(true);
  });

  it("gives a reason for a repost without its own text", () => {
    const result = extractFeedPost(posts[2]!);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/no post text/i);
    expect(findCommentEditor(posts[2]!)).toBeNull();
  });

  it("returns nothing for a page without posts, and '' as key for an element without ids", () => {
    const empty = new DOMParser().parseFromString("<main><p>No feed here</p></main>", "text/html");
    expect(findFeedPosts(empty)).toEqual([]);
    const bare = empty.querySelector("p")!;
    expect(postKey(bare)).toBe("");
    expect(extractFeedPost(bare).ok).toBe(false);
    expect(findCommentButton(bare)).toBeNull();
    expect(findActionBar(bare)).toBeNull();
  });
});
