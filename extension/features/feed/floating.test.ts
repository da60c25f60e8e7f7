// @vitest-environment jsdom
/**
 * The floating helper's post: on a feed where no post can be found (no known container, no marker, no
 * action bar: a redesign nothing here knows), the block under the viewport's centre that reads as a
 * post is still one to comment on: its text, an author from that post (a reshare's inner card is read
 * as the post of its own author), never its neighbours'.
 */
import { describe, expect, it } from "vitest";

import { loadOwn } from "../../../tests/helpers/linkedin-captures";
import { redesign } from "../../../tests/helpers/redesign";
import { extractFeedPost, findFeedPosts, postAround } from "./extract";

const squash = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** The page as before, then with every post marker and every button gone. */
function unrecognisable(file: string) {
  const doc = loadOwn(file);
  const posts = findFeedPosts(doc).flatMap((post) => {
    const r = extractFeedPost(post);
    return r.ok && r.context.post.author && r.context.post.text
      ? [{ author: r.context.post.author, phrase: squash(r.context.post.text).slice(0, 40), whole: squash(post.textContent) }]
      : [];
  });
  const rewritten = redesign(loadOwn(file), 7);
  for (const el of rewritten.querySelectorAll("[data-urn], [data-id], [componentkey]")) {
    for (const name of ["data-urn", "data-id", "componentkey"]) el.removeAttribute(name);
  }
  for (const el of rewritten.querySelectorAll("button, [role=button]")) el.remove();
  return { posts, doc: rewritten };
}

/** The element holding the start of `phrase` (where the viewport's centre would be). */
function textElement(doc: Document, phrase: string): Element {
  const start = phrase.slice(0, 20);
  const el = [...doc.querySelectorAll("main *")].reverse().find((node) => squash(node.textContent).includes(start));
  if (!el) throw new Error(`no element with "${start}"`);
  return el;
}

describe("the floating helper's post, where nothing marks posts", () => {
  for (const file of ["feed-classic.html", "feed-hashed.html", "feed-next.html", "feed-foryou.html", "feed-foryou-ja.html"]) {
    it(`${file}: the block under the centre is read as that post, and only that post`, () => {
      const { posts, doc } = unrecognisable(file);
      expect(posts.length).toBeGreaterThan(1);
      expect(findFeedPosts(doc)).toEqual([]); // nothing left to find posts by
      for (const [i, want] of posts.entries()) {
        const region = postAround(textElement(doc, want.phrase));
        expect(region, `${file}: the post by ${want.author}`).not.toBeNull();
        const result = extractFeedPost(region!);
        if (!result.ok) throw new Error(`${want.author}: ${result.reason}`);
        const { author, text, pageText } = result.context.post;
        const said = `${author} ${squash(text)} ${squash(pageText)}`;
        expect(said).toContain(want.phrase);
        // the author read is someone of this post (its author, or the author of the post it reshares)
        if (author) expect(want.whole, `${author} is not of ${want.author}'s post`).toContain(author);
        for (const other of posts.filter((_, j) => j !== i))
          expect(said, `${want.author}'s post holds ${other.author}'s`).not.toContain(other.phrase);
      }
    }, 30_000); // jsdom reads every block of a page with nothing marked: seconds on a busy machine
  }

  it("the whole feed is not a post: a point between posts finds none", () => {
    const { doc } = unrecognisable("feed-classic.html");
    expect(postAround(doc.querySelector("main")!)).toBeNull();
  });
});
