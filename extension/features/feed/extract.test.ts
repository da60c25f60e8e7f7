// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import {
  compact,
  describeCapture,
  expectLinesIn,
  loadCapture,
  loadOwn,
  PAGE_CHROME,
  SHAPE,
  squash,
  visibleLines,
} from "../../../tests/helpers/linkedin-captures";
import type { FeedPostContext } from "./facts";
import { extractFeedPost, findActionBar, findCommentButton, findCommentEditor, findFeedPosts, postKey } from "./extract";

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

/** The page-level signals of a real feed page are there, and none of it is read as a post. */
function expectFeedChrome(doc: Document, posts: Element[]): void {
  expect(doc.title).toBe("Feed | LinkedIn");
  expect(doc.querySelector("main")).not.toBeNull();
  const nav = doc.querySelector("nav");
  expect(nav?.textContent).toContain("My Network");
  expect(nav?.innerHTML).toMatch(/3 new notifications/);
  for (const post of posts) {
    expect(post.closest("header, nav, aside")).toBeNull();
    expect(doc.querySelector("main")!.contains(post)).toBe(true);
  }
}

// ---------------------------------------------------------------------------------------------
// Our own fixtures (fictional people): always run.

describe("feed-classic.html (own fixture, Ember-classic 2022)", () => {
  let doc: Document;
  let posts: Element[];

  beforeAll(() => {
    doc = loadOwn("feed-classic.html");
    posts = findFeedPosts(doc);
  });

  it("finds the 5 rendered posts (occluded placeholders skipped), none in the page chrome", () => {
    expect(posts).toHaveLength(5);
    for (const post of posts) expect(post.classList.contains("feed-shared-update-v2")).toBe(true);
    expect(doc.querySelectorAll(".occludable-update-hint").length).toBeGreaterThan(0);
    expectFeedChrome(doc, posts);
  });

  it("reads the first post: author, headline, text, the visible comment", () => {
    const post = context(posts[0]);
    // the social-context header "Lena Brandt commented on this" is not the author
    expect(post.author).toBe("Marcus Oyelaran");
    expect(post.headline).toBe("Head of Data Platform at Corvid Analytics | Writing about pragmatic data engineering");
    expect(post.text).toMatch(/^I am a fan of boring data pipelines\. Always have been\.\nThe best ones I have built/);
    expect(post.text).toContain("#dataengineering");
    expect(post.text).not.toMatch(/see more/i);
    expect(post.comments).toHaveLength(1);
    expect(post.comments[0]?.author).toBe("Lena Brandt");
    expect(post.comments[0]?.text).toMatch(/^That is the part nobody puts on a slide\./);
    // whole values: no badge ("• 2nd", "1st degree connection") or screen-reader copy leaks in
    expect(post).toEqual({
      author: "Marcus Oyelaran",
      headline: "Head of Data Platform at Corvid Analytics | Writing about pragmatic data engineering",
      text:
        "I am a fan of boring data pipelines. Always have been.\n" +
        "The best ones I have built started with billions of events and ended with a dozen numbers that someone actually reads on Monday morning.\n" +
        "Those dozen numbers are the product. Everything else is plumbing, and plumbing should be quiet & dull :-)\n" +
        "#dataengineering #boringtech",
      comments: [
        {
          author: "Lena Brandt",
          text: "That is the part nobody puts on a slide. Most of my projects started big and only became useful once we cut them down to the few numbers people actually check.",
        },
      ],
    });
  });

  it("reads a person's post and company posts with their description lines", () => {
    const third = context(posts[2]);
    expect(third.author).toBe("Ravi Kulkarni");
    expect(third.headline).toBe("Analytics Engineer | Turning messy spreadsheets into tidy models");
    expect(third.text).toMatch(/^Who needs which metric, and when\.\.\.\n#analytics #datamodeling/);
    expect(third.comments).toEqual([]);

    const second = context(posts[1]);
    expect(second.author).toBe("Daily Figures");
    expect(second.headline).toBe("52,310 followers");
    expect(second.text).toMatch(/^Harbor City announced this week/);

    const ad = context(posts[3]);
    expect(ad.author).toBe("Brightloop");
    expect(ad.text).toMatch(/^If you enjoy untangling hard scheduling problems/);

    const last = context(posts[4]);
    expect(last.author).toBe("Skyhop Travel");
    expect(last.headline).toBe("148,209 followers");
    expect(last.text).toMatch(/^Our Skyhoppers spent Friday on a bug bash/);
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
    expect(postKey(posts[0]!)).toBe("urn:li:activity:6931204587311226880");
  });
});

describe("feed-hashed.html (own fixture, Ember + hashed 2024–25)", () => {
  let doc: Document;
  let posts: Element[];

  beforeAll(() => {
    doc = loadOwn("feed-hashed.html");
    posts = findFeedPosts(doc);
  });

  it("finds the 5 rendered posts (occluded placeholders skipped), none in the page chrome", () => {
    expect(posts).toHaveLength(5);
    for (const post of posts) {
      expect(post.classList.contains("feed-shared-update-v2")).toBe(true);
      expect(post.getAttribute("role")).toBe("article");
    }
    expect(doc.querySelectorAll(".occludable-update-hint").length).toBeGreaterThan(0);
    expectFeedChrome(doc, posts);
  });

  it("reads the first post: author from the actor (not the header), one headline copy, text, comments and the reply", () => {
    // "Anika Sørensen commented on this" is the header; the control menu names the author
    expect(context(posts[0])).toEqual({
      author: "Mateo Alvarez",
      headline: "Staff Engineer at Lumenfield | Distributed systems & coffee",
      text:
        "Our on-call rotation used to page three people for every alert. Last quarter we cut it to one, and nobody missed a real incident.\n" +
        "What changed:\n1. Every alert names its owner and a runbook.\n2. Alerts nobody acted on for 30 days get deleted.\n" +
        "3. We review pages every Friday, with snacks.\n#observability #sre",
      comments: [
        {
          author: "Anika Sørensen",
          text: "Deleting unused alerts is the hardest step. Nobody wants to be the one who removed the alert that mattered.",
        },
        { author: "Mateo Alvarez", text: "True. We keep a list of what we deleted, so it can come back if needed." },
        { author: "Bashir Rahimi", text: "Friday page reviews with snacks: stealing this." },
      ],
    });
  });

  it("drops the screen-reader copies, the 'hashtag' prefix and the '…more' toggle", () => {
    expect(posts).toHaveLength(5);
    for (const post of posts) {
      const { author, headline, text } = context(post);
      expect(text).not.toMatch(/hashtag|…more|see more/i);
      expect(author).not.toMatch(/•|premium|degree|1st|2nd|3rd/i);
      expect(headline).not.toMatch(/(.{12,}).*\1/); // not doubled
    }
  });

  it("reads company posts (follower line as headline), a Premium 1st-degree member and a suggested post", () => {
    const company = context(posts[1]);
    expect(company.author).toBe("Harborlight Energy");
    expect(company.headline).toBe("27,904 followers");
    expect(company.text).toMatch(/^Our new battery site in Eastmoor is live\./);
    expect(company.comments).toEqual([]);

    const ad = context(posts[2]);
    expect(ad.author).toBe("Tessellate Analytics");
    expect(ad.headline).toBe("8,112 followers");
    expect(ad.text).toMatch(/^Spreadsheets are great until five teams edit the same one\./);

    const premium = context(posts[3]);
    expect(premium.author).toBe("Sofia Lindqvist");
    expect(premium.headline).toBe("Product Manager at Kettle & Co");
    expect(premium.text).toMatch(/^Two years ago I joined Kettle & Co .* handing the roadmap to Yasmin Okoro,/);
    expect(premium.comments).toEqual([
      { author: "Kofi Asante", text: "Congratulations Sofia, and good luck with the new chapter!" },
    ]);

    const suggested = context(posts[4]);
    expect(suggested.author).toBe("Élodie Marchand");
    expect(suggested.headline).toBe("Head of Talent at Brisa Health | Hiring is a product");
    expect(suggested.text).toMatch(/^Hiring is a product\. Candidates are its users\.\nWould you ship/);
  });

  it("finds the open comment editor only on the first post", () => {
    const editor = findCommentEditor(posts[0]!);
    expect(editor?.getAttribute("contenteditable")).toBe("true");
    expect(editor?.classList.contains("ql-editor")).toBe(true);
    expect(editor?.classList.contains("ql-clipboard")).toBe(false);
    for (const post of posts.slice(1)) expect(findCommentEditor(post)).toBeNull();
  });

  it("finds the Comment button and the social action bar on every post, the promoted one included", () => {
    expect(posts).toHaveLength(5);
    for (const post of posts) {
      const button = findCommentButton(post);
      expect(button?.getAttribute("aria-label")).toBe("Comment");
      expect(button?.textContent?.trim()).toBe("Comment");
      const bar = findActionBar(post);
      expect(bar?.classList.contains("feed-shared-social-action-bar")).toBe(true);
      expect(bar?.contains(button)).toBe(true);
      expect(bar!.textContent?.replace(/\s+/g, "")).toBe("LikeCommentRepostSend");
    }
  });

  it("keys posts by their activity URN, unique per post", () => {
    expectUniqueKeys(posts);
    expect(postKey(posts[0]!)).toBe("urn:li:activity:7261834402915627008");
  });
});

describe("feed-sdui.html (own fixture, SDUI 2026)", () => {
  let doc: Document;
  let posts: Element[];

  beforeAll(() => {
    doc = loadOwn("feed-sdui.html");
    posts = findFeedPosts(doc);
  });

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
    expectFeedChrome(doc, posts);
  });

  it("reads a suggested post by a member: name, headline, text with line breaks", () => {
    const post = context(posts[0]);
    expect(post.author).toBe("Noor Haddad");
    expect(post.headline).toMatch(/^Founder at Quillstone Labs \| Angel Investor \| Advisor/);
    expect(post.text).toMatch(
      /^NEW report from the Open Maps Foundation\.\nThis one is worth bookmarking\.\nThe team introduces TILEBENCH/,
    );
    expect(post.comments).toEqual([]);
  });

  it("reads the post author, not the connection in the 'likes this' header", () => {
    const post = context(posts[3]);
    expect(post.author).toBe("Asha Verma");
    expect(post.headline).toMatch(/^Content Creator \| 2M\+ Impressions/);
    expect(post.text).toMatch(/^Rest is part of the work, not a reward for it\./);

    const loved = context(posts[6]);
    expect(loved.author).toBe("Rūta Vaitkutė");
    expect(loved.headline).toMatch(/^Founder @ Signalcraft/);
  });

  it("reads a 1st-degree post without the degree badge and without the '… more' toggle", () => {
    const post = context(posts[7]);
    expect(post.author).toBe("Maya Castillo");
    expect(post.headline).toBe("Sr. Talent Acquisition Partner");
    expect(post.text).toMatch(/^Most applications are never read by a person\.\nThey are read by a filter\./);
    expect(post.text).toMatch(/#HiringTips\.$/);
    expect(post.text).not.toMatch(/more$/);
  });

  it("reads company posts (follower line as headline, or none)", () => {
    const cloud = context(posts[1]);
    expect(cloud.author).toBe("Vantor Cloud");
    expect(cloud.headline).toBe("1,204,388 followers");
    expect(cloud.text).toMatch(/^Ship AI features faster\./);

    const developers = context(posts[2]);
    expect(developers.author).toBe("Pinecrest Developers");
    expect(developers.headline).toBe("");
    expect(developers.text).toMatch(/^Training for #BuildWeek is officially open\./);

    expect(context(posts[5]).author).toBe("Meridian Analytics");
  });

  it("finds the Comment button and the action bar; no comment editor is open", () => {
    expect(posts).toHaveLength(8);
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
    expect(postKey(posts[0]!)).toBe("expandedPoNc1-4eAKOkM5B-oaygstwJrLlk6SnDvu72Lz_O2-yFeedType_MAIN_FEED_RELEVANCE");
  });
});

describe("feed-small.html (own fixture, both generations)", () => {
  let doc: Document;
  let posts: Element[];

  beforeAll(() => {
    doc = loadOwn("feed-small.html");
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
      layer: "selectors",
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
      layer: "selectors",
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

// ---------------------------------------------------------------------------------------------
// Real captures (LINKEDIN_CAPTURES, by default ../shared/fixtures/linkedin): registered only where present.
// Their people and posts are real, so nothing of them is quoted here: each value is checked against what
// the post's own markup says (tests/helpers/linkedin-captures.ts).

/** A name in one of a post's accessibility labels (its menu, hide, follow, avatar, action-bar and "See more about" labels). */
const NAME_IN_LABEL = [
  /\bpost by (.+)$/,
  /^Follow (.+)$/,
  /^View (.+?)’s? profile$/,
  /^View company: ([^\d{]+?)(?: [\d,]+ followers.*)?$/,
  /^See more about (.+)$/,
  /(?:^(?:Like|Unlike|Comment on|React to)|\bon|\breacted to) (.+)’s post$/,
];

/**
 * The post's author as most of its labels name it: the person or page of a social-context line
 * ("<Name> likes this", "<Name> commented on this") is named by fewer of them, and loses.
 */
function authorByLabels(post: Element): string {
  const votes = new Map<string, number>();
  for (const el of post.querySelectorAll("[aria-label]")) {
    const label = squash(el.getAttribute("aria-label"));
    const name = NAME_IN_LABEL.map((pattern) => pattern.exec(label)?.[1]).find(Boolean);
    if (name) votes.set(name, (votes.get(name) ?? 0) + 1);
  }
  const [first, second] = [...votes].sort((a, b) => b[1] - a[1]);
  expect(first?.[1] ?? 0, "the labels name no author").toBeGreaterThan(second?.[1] ?? 0);
  return first?.[0] ?? "";
}

/**
 * A real post, read and checked against its own markup: the author its labels name; among its visible
 * lines, the author's name, then the headline (a member's line, a company's follower count, or none),
 * then the text; the text is this post's own (its lines in it, in order), and none of the page around it.
 */
function expectPost(
  el: Element,
  headline: "member" | "followers" | "none",
  { lines: multiline = false } = {},
): FeedPostContext["post"] {
  const post = context(el);
  expect(post.author).not.toBe("");
  expect(post.author).toBe(authorByLabels(el));
  const lines = visibleLines(el);
  const nameAt = lines.indexOf(post.author);
  expect(nameAt).toBeGreaterThanOrEqual(0);
  const textAt = lines.findIndex((line, i) => i > nameAt && line.length > 3 && compact(post.text).startsWith(compact(line)));
  expect(textAt).toBeGreaterThan(nameAt);
  if (headline === "none") {
    expect(post.headline).toBe("");
  } else {
    const headlineAt = lines.indexOf(post.headline, nameAt + 1);
    expect(headlineAt).toBeGreaterThan(nameAt);
    expect(headlineAt).toBeLessThan(textAt);
    if (headline === "followers") expect(post.headline).toMatch(SHAPE.followers);
    else {
      expect(post.author).toMatch(SHAPE.personName);
      expect(post.headline).not.toMatch(SHAPE.followers);
      expect(post.headline).not.toMatch(PAGE_CHROME);
    }
  }
  expect(post.text.length).toBeGreaterThan(40);
  expect(post.text).not.toMatch(PAGE_CHROME);
  expectLinesIn(post.text, el);
  if (multiline) expect(post.text.split("\n").length).toBeGreaterThan(1);
  return post;
}

describeCapture("feed-1.html", "Ember-classic, 2022", () => {
  let posts: Element[];

  beforeAll(() => {
    posts = findFeedPosts(loadCapture("feed-1.html"));
  }, 60_000);

  it("finds the 5 rendered posts (occluded placeholders skipped)", () => {
    expect(posts).toHaveLength(5);
    for (const post of posts) expect(post.classList.contains("feed-shared-update-v2")).toBe(true);
  });

  it("reads the first post: author, headline, text, the visible comment", () => {
    // its social-context header names the commenter ("<Name> commented on this"), who is not the author
    const el = posts[0]!;
    const post = expectPost(el, "member", { lines: true });
    expect(post.comments).toHaveLength(1);
    const [comment] = post.comments;
    // the comment's author, as its own "Reply to <Name>’s comment" label names them
    const replyTo = [...el.querySelectorAll("[aria-label]")]
      .map((node) => /^Reply to (.+)’s comment$/.exec(squash(node.getAttribute("aria-label")))?.[1])
      .filter(Boolean);
    expect(replyTo).toHaveLength(1);
    expect(comment?.author).toBe(replyTo[0]);
    expect(comment?.author).not.toBe(post.author);
    expect(comment!.text.length).toBeGreaterThan(20);
    expect(comment!.text).not.toMatch(PAGE_CHROME);
    expect(comment!.text).not.toContain(comment!.author);
    expectLinesIn(comment!.text, el);
    // it comes after the post's text
    const whole = compact(el.textContent);
    expect(whole.indexOf(compact(comment!.text))).toBeGreaterThan(whole.indexOf(compact(post.text)));
  });

  it("reads a person's post and company posts with their description lines", () => {
    expect(expectPost(posts[2]!, "member", { lines: true }).comments).toEqual([]);
    expectPost(posts[1]!, "followers");
    // the sponsored post: a company with its follower count
    expectPost(posts[3]!, "followers");
    expectPost(posts[4]!, "followers");
  });

  it("tells each post's author and text apart", () => {
    const read = posts.map((post) => context(post));
    expect(new Set(read.map((post) => post.text)).size).toBe(5);
    expect(new Set(read.map((post) => post.author)).size).toBe(5);
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
    expect(postKey(posts[0]!)).toMatch(SHAPE.activityUrn);
    expect(postKey(posts[0]!)).toBe(posts[0]!.getAttribute("data-urn"));
  });
});

describeCapture("feed-3.html", "SDUI, 2026", () => {
  let posts: Element[];

  beforeAll(() => {
    posts = findFeedPosts(loadCapture("feed-3.html"));
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
    expect(expectPost(posts[0]!, "member", { lines: true }).comments).toEqual([]);
  });

  it("reads the post author, not the connection in the 'likes this' header", () => {
    for (const index of [3, 6]) {
      const el = posts[index]!;
      const post = expectPost(el, "member", { lines: index === 3 });
      // the header above the author names someone else
      const lines = visibleLines(el);
      const header = lines.slice(0, lines.indexOf(post.author)).join(" ");
      expect(header).toMatch(/\b(likes|loves) this\b/);
      expect(header).not.toContain(post.author);
    }
  });

  it("reads a 1st-degree post without the degree badge and without the '… more' toggle", () => {
    const el = posts[7]!;
    const post = expectPost(el, "member", { lines: true });
    // the badge and the toggle are on the page, and in neither the name nor the text
    expect(el.textContent).toMatch(/1st/);
    expect(el.textContent).toMatch(/…\s*more/);
    expect(post.author).not.toMatch(/1st|•/);
    expect(post.text).not.toMatch(/more$/);
  });

  it("reads company posts (follower line as headline, or none)", () => {
    expectPost(posts[1]!, "followers");
    expectPost(posts[2]!, "none");
    expectPost(posts[5]!, "followers");
  });

  it("tells each post's author and text apart", () => {
    const read = posts.filter((_, index) => index !== 4).map((post) => context(post));
    expect(new Set(read.map((post) => post.text)).size).toBe(7);
    expect(new Set(read.map((post) => post.author)).size).toBe(7);
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
    expect(postKey(posts[0]!)).toMatch(/^expanded[\w-]+FeedType_MAIN_FEED_RELEVANCE$/);
    expect(postKey(posts[0]!)).toBe(posts[0]!.getAttribute("componentkey"));
  });
});
