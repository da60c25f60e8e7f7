// @vitest-environment jsdom
/** The feed's structure layer and structural finders on pages no known selector matches. */
import { EN } from "../shared/i18n/en";
import { beforeAll, describe, expect, it } from "vitest";

import { loadOwn, parseHtml } from "../../../tests/helpers/linkedin-captures";
import {
  extractFeedPost,
  findActionBar,
  findCommentButton,
  findCommentEditor,
  findFeedPosts,
  postAround,
  postKey,
} from "./extract";

function layered(post: Element | undefined) {
  expect(post).toBeDefined();
  const result = extractFeedPost(post!);
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return { layer: result.layer, post: result.context.post };
}

describe("feed-next.html (own fixture: a redesign no selector knows)", () => {
  let doc: Document;
  let posts: Element[];

  beforeAll(() => {
    doc = loadOwn("feed-next.html");
    posts = findFeedPosts(doc);
  });

  it("finds the 4 posts by their action bars; the share box, the side bar and the nav are none", () => {
    expect(posts).toHaveLength(4);
    for (const post of posts) {
      expect(post.closest("header, nav, aside")).toBeNull();
      expect(post.textContent).not.toContain("Start a post");
      expect(findActionBar(post)?.textContent?.replace(/\s+/g, "")).toBe("LikeCommentRepostSend");
    }
  });

  it("reads a member's post in the structure layer: the author (not the 'likes this' line), headline, text in paragraphs, the comment", () => {
    expect(layered(posts[0])).toEqual({
      layer: "structure",
      post: {
        author: "Tomás Ferreira",
        headline: "Operations lead at Harbourline Freight | Writing about boring logistics",
        text:
          "We moved our night shift planning from a spreadsheet to a shared board, and the handover got shorter by twenty minutes.\n" +
          "Thanks to Priya Rao for pushing for it. #logistics #operations",
        comments: [{ author: "Lea Hoffmann", text: "Twenty minutes every night adds up. Which board did you pick?" }],
      },
    });
  });

  it("reads a promoted company post without its card; a repost's own comment without the reshared post", () => {
    expect(layered(posts[1])).toEqual({
      layer: "structure",
      post: {
        author: "Fjordline Analytics",
        headline: "18,204 followers",
        text: "Forecasts your finance team can read. Try the planner free for 30 days.",
        comments: [],
      },
    });
    const repost = layered(posts[2]);
    expect(repost.layer).toBe("structure");
    expect(repost.post.author).toBe("Amara Nwosu");
    expect(repost.post.headline).toBe("Research engineer at Copperleaf Labs");
    expect(repost.post.text).toBe("Proud of this team. The field trial ran for a full winter without a single sensor lost.");
  });

  it("says what to do for a post with a photo and no text", () => {
    expect(extractFeedPost(posts[3]!)).toEqual({ ok: false, reason: EN.reasons.noPostText });
    expect(EN.reasons.noPostText).toMatch(/no post text.*pick another post/i);
  });

  it("finds the Comment button, the open editor (only on the first post), and a post around any of its parts", () => {
    for (const post of posts) expect(findCommentButton(post)?.textContent?.trim()).toBe("Comment");
    expect(findCommentEditor(posts[0]!)?.getAttribute("aria-label")).toBe("Add a comment…");
    for (const post of posts.slice(1)) expect(findCommentEditor(post)).toBeNull();
    const mention = [...doc.querySelectorAll("a")].find((a) => a.textContent === "Priya Rao")!;
    expect(postAround(mention)).toBe(posts[0]);
    expect(postAround(findCommentButton(posts[2]!)!)).toBe(posts[2]);
    expect(postAround(doc.querySelector("aside span")!)).toBeNull();
  });

  it("keys each post by its author's link and the start of its text, unique and stable", () => {
    const keys = posts.map(postKey);
    expect(keys[0]).toMatch(/^post:in\/tomas-ferreira-ops:[0-9a-z]+$/);
    expect(keys[1]).toMatch(/^post:company\/fjordline-analytics:[0-9a-z]+$/);
    expect(new Set(keys).size).toBe(4);
    expect(findFeedPosts(loadOwn("feed-next.html")).map(postKey)).toEqual(keys);
  });
});

describe("the structural post finder", () => {
  it("finds posts in a list whose actions are a list too: the feed's list ends a post, the actions' list does not", () => {
    const post = (name: string, text: string) => `<li>
      <div><a href="https://www.linkedin.com/in/${name.toLowerCase().replace(" ", "-")}/">${name}</a><div>Gardener</div><div>1d •</div></div>
      <p>${text}</p>
      <ul><li><div><button type="button">Like</button><button type="button">Comment</button></div></li></ul></li>`;
    const doc = parseHtml(
      `<main><ul>${post("Ana Lima", "Tomatoes in March, a first.")}${post("Bo Chen", "Frost again tonight.")}</ul></main>`,
    );
    const posts = findFeedPosts(doc);
    expect(posts.map((el) => el.tagName)).toEqual(["LI", "LI"]);
    expect(posts.map((el) => layered(el).post)).toEqual([
      { author: "Ana Lima", headline: "Gardener", text: "Tomatoes in March, a first.", comments: [] },
      { author: "Bo Chen", headline: "Gardener", text: "Frost again tonight.", comments: [] },
    ]);
    expect(findActionBar(posts[0]!)?.textContent).toBe("LikeComment");
  });
});

describe("the structure layer without a time line", () => {
  it("takes the first named link outside the 'likes this' line as the author, and the longest block as the text", () => {
    const doc = parseHtml(`<main><div>
      <div><a href="https://www.linkedin.com/in/sam-lowe/">Sam Lowe</a> likes this</div>
      <div><a href="https://www.linkedin.com/in/dana-whit/"><span>Dana Whit</span></a><div>Ceramicist</div></div>
      <p>The kiln survived its first winter firing. Thirty bowls, two cracked, one perfect teapot.</p>
      <div><button type="button">Like</button><button type="button">Comment</button></div></div></main>`);
    expect(layered(findFeedPosts(doc)[0])).toEqual({
      layer: "structure",
      post: {
        author: "Dana Whit",
        headline: "Ceramicist",
        text: "The kiln survived its first winter firing. Thirty bowls, two cracked, one perfect teapot.",
        comments: [],
      },
    });
  });
});
