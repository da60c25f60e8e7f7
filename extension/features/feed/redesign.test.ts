// @vitest-environment jsdom
/**
 * The next LinkedIn redesign, simulated (tests/helpers/redesign.ts: every class hashed anew, ids and
 * data-test* gone). Every post read before the rewrite must still be read after it: the same author and
 * the start of the same text, by the structure or the text layer (the known selectors no longer match),
 * with its action bar, Comment button and open editor. Then, harder than any redesign so far, the post markers go too
 * (data-urn, data-id, componentkey): the posts must be found by their action bars.
 */
import { existsSync, readdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";

import { capturesDir, describeCapture, loadCapture, loadOwn } from "../../../tests/helpers/linkedin-captures";
import { redesign, REDESIGN_SEEDS } from "../../../tests/helpers/redesign";
import { extractFeedPost, findActionBar, findCommentButton, findCommentEditor, findFeedPosts } from "./extract";

/** A post as read before the rewrite. */
interface Seen {
  index: number;
  author: string;
  /** the first 40 characters of its text, whitespace collapsed */
  phrase: string;
  bar: boolean;
  button: boolean;
  editor: boolean;
}

const squash = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

function seen(doc: Document): { count: number; posts: Seen[] } {
  const posts = findFeedPosts(doc);
  const read: Seen[] = [];
  posts.forEach((post, index) => {
    const result = extractFeedPost(post);
    if (!result.ok || !result.context.post.author || !result.context.post.text) return;
    const { author, text } = result.context.post;
    read.push({
      index,
      author,
      phrase: squash(text).slice(0, 40),
      bar: !!findActionBar(post),
      button: !!findCommentButton(post),
      editor: !!findCommentEditor(post),
    });
  });
  return { count: posts.length, posts: read };
}

/** Removes what marks a post in the generations we know, so that only the structure can find it. */
function dropPostMarkers(doc: Document): void {
  for (const el of doc.querySelectorAll("[data-urn], [data-id], [componentkey]")) {
    for (const name of ["data-urn", "data-id", "componentkey"]) el.removeAttribute(name);
  }
}

/** Each post of `before` is read again on `doc` (at the same index when `count` is given, else by its author). */
function expectSurvives(doc: Document, before: Seen[], count: number | null): void {
  const posts = findFeedPosts(doc);
  if (count !== null) expect(posts).toHaveLength(count);
  const results = posts.map((post) => ({ post, result: extractFeedPost(post) }));
  for (const { result } of results) if (result.ok) expect(result.layer).not.toBe("selectors");
  for (const want of before) {
    const said = (result: (typeof results)[number]["result"]) =>
      result.ok
        ? squash(result.context.post.text) + (result.layer === "text" ? ` ${squash(result.context.post.pageText)}` : "")
        : "";
    const match =
      count !== null
        ? results[want.index]
        : results.find(
            ({ result }) => result.ok && result.context.post.author === want.author && said(result).includes(want.phrase),
          );
    expect(match, `post ${want.index} by ${want.author}`).toBeDefined();
    const { post, result } = match!;
    if (!result.ok) throw new Error(`post ${want.index} by ${want.author}: ${result.reason}`);
    expect(["structure", "text"]).toContain(result.layer);
    expect(result.context.post.author).toBe(want.author);
    expect(said(result)).toContain(want.phrase);
    const bar = findActionBar(post);
    const button = findCommentButton(post);
    if (want.bar) expect(bar, `the action bar of ${want.author}'s post`).not.toBeNull();
    if (want.button) expect(button, `the Comment button of ${want.author}'s post`).not.toBeNull();
    if (want.bar && want.button) expect(bar!.contains(button)).toBe(true);
    if (want.editor) expect(findCommentEditor(post), `the open editor of ${want.author}'s post`).not.toBeNull();
  }
}

function survivesRedesigns(load: () => Document): void {
  let before: { count: number; posts: Seen[] };

  beforeAll(() => {
    before = seen(load());
  }, 60_000);

  it("has posts to compare", () => {
    expect(before.posts.length).toBeGreaterThan(0);
  });

  for (const seed of REDESIGN_SEEDS) {
    it(`seed ${seed}: every post keeps its author and text; without post markers too`, () => {
      const doc = redesign(load(), seed);
      expectSurvives(doc, before.posts, before.count);
      dropPostMarkers(doc);
      // a post without an action bar (some sponsored posts) cannot be found by its bar, nor commented on
      expectSurvives(
        doc,
        before.posts.filter((post) => post.bar),
        null,
      );
    }, 30_000);
  }
}

const OWN = [
  "feed-classic.html",
  "feed-hashed.html",
  "feed-hashed-2025.html",
  "feed-sdui.html",
  "feed-small.html",
  "feed-next.html",
  "feed-foryou.html",
];
for (const file of OWN) describe(`${file} after the next redesign`, () => survivesRedesigns(() => loadOwn(file)));

const captures = existsSync(capturesDir()) ? readdirSync(capturesDir()).filter((file) => /^feed-.*\.html$/.test(file)) : [];
for (const file of captures) describeCapture(file, "after the next redesign", () => survivesRedesigns(() => loadCapture(file)));
