// @vitest-environment jsdom
/** The feed's layers: which one reads each markup, the text layer, the time line and the headline (structure: ./structure.test.ts). */
import { EN } from "../shared/i18n/en";
import { describe, expect, it } from "vitest";

import { describeCapture, loadCapture, loadOwn, parseHtml } from "../../../tests/helpers/linkedin-captures";
import type { Layer } from "../types";
import { extractFeedPost, findFeedPosts, isTimeLine, postAround } from "./extract";

function layered(post: Element | undefined) {
  expect(post).toBeDefined();
  const result = extractFeedPost(post!);
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return { layer: result.layer, post: result.context.post };
}

/** The layer of each post of a page ("x": nothing usable). */
function layers(doc: Document): (Layer | "x")[] {
  return findFeedPosts(doc).map((post) => {
    const result = extractFeedPost(post);
    return result.ok ? result.layer : "x";
  });
}

describe("the known selectors win on every markup generation they know", () => {
  it("own fixtures: Ember-classic, Ember + hashed, SDUI, and the mixed page", () => {
    expect(layers(loadOwn("feed-classic.html"))).toEqual(Array(5).fill("selectors"));
    expect(layers(loadOwn("feed-hashed.html"))).toEqual(Array(5).fill("selectors"));
    // the LinkedIn Learning block has nothing to comment on
    expect(layers(loadOwn("feed-sdui.html"))).toEqual([
      "selectors",
      "selectors",
      "selectors",
      "selectors",
      "x",
      "selectors",
      "selectors",
      "selectors",
    ]);
    expect(layers(loadOwn("feed-small.html"))).toEqual(["selectors", "selectors", "x"]);
  }, 30_000); // four pages in jsdom: seconds on a busy machine
});

describe("postAround", () => {
  it("gives the outermost known post around an element (a reshare's is its reposter's), null outside any post", () => {
    const doc = loadOwn("feed-small.html");
    const posts = findFeedPosts(doc);
    const reshared = [...doc.querySelectorAll("div")].find((div) => div.textContent === "We are hiring in Lisbon and Nairobi.")!;
    expect(postAround(reshared)).toBe(posts[2]);
    const sdui = [...doc.querySelectorAll("p")].find((p) => p.textContent === "Product Designer at Lumen Health")!;
    expect(postAround(sdui)).toBe(posts[1]);
    expect(postAround(doc.querySelector("main")!)).toBeNull();
  });
});

describeCapture("feed-1.html", "Ember-classic, 2022: layers", () => {
  it("the known selectors read every post", () => {
    expect(layers(loadCapture("feed-1.html"))).toEqual(Array(5).fill("selectors"));
  });
});

describeCapture("feed-3.html", "SDUI, 2026: layers", () => {
  it("the known selectors read every post but the course block", () => {
    expect(layers(loadCapture("feed-3.html"))).toEqual([
      "selectors",
      "selectors",
      "selectors",
      "selectors",
      "x",
      "selectors",
      "selectors",
      "selectors",
    ]);
  }, 30_000);
});

describe("the text layer", () => {
  const page = (post: string) =>
    parseHtml(
      `<!DOCTYPE html><html><head><title>Feed | LinkedIn</title></head><body><main><div>${post}</div><div>${post}</div></main></body></html>`,
    );
  const BAR = `<div><button type="button"><span>Like</span></button><button type="button"><span>Comment</span></button><button type="button"><span>Repost</span></button></div>`;

  it("reads a post whose author is named outside any link: its visible text, chrome removed", () => {
    const doc = page(`<div>
      <div><a href="https://www.linkedin.com/in/rafael-quinteros/"><img alt="" src="data:,"></a>
        <div><div>Rafael Quinteros</div><div>Founder at Tallgrass Robotics</div><div>2d •</div></div>
        <button type="button"><span>Follow</span></button></div>
      <div><p>Our first harvest robot picked strawberries for six hours without a bruise.</p><button type="button">…more</button></div>
      <div><button type="button" aria-label="57 reactions">57</button><span>57 reactions</span></div>
      ${BAR}</div>`);
    const posts = findFeedPosts(doc);
    expect(posts).toHaveLength(2);
    const { layer, post } = layered(posts[0]);
    expect(layer).toBe("text");
    expect(post.author).toBe("");
    expect(post.text).toBe("Our first harvest robot picked strawberries for six hours without a bruise.");
    // the time line is a note about the post, not part of it
    expect(post.pageText).toBe(
      "Rafael Quinteros\nFounder at Tallgrass Robotics\nOur first harvest robot picked strawberries for six hours without a bruise.",
    );
  });

  it("sends nothing for a repost without its own text, nor for a block that names no author", () => {
    const repost = page(`<div>
      <div><a href="https://www.linkedin.com/in/chris-okafor/"><img alt="Chris Okafor" src="data:,"></a>
        <a href="https://www.linkedin.com/in/chris-okafor/"><span>Chris Okafor</span></a><div>Recruiter at Northwind</div><div>3h •</div></div>
      <div><a href="https://www.linkedin.com/company/northwind-careers/"><img alt="Northwind Careers" src="data:,"></a>
        <a href="https://www.linkedin.com/company/northwind-careers/"><span>Northwind Careers</span></a><div>5,120 followers</div><div>1w •</div>
        <p>We are hiring in Lisbon and Nairobi: platform engineers, data analysts and a product designer.</p></div>
      ${BAR}</div>`);
    const posts = findFeedPosts(repost);
    expect(posts).toHaveLength(2);
    expect(extractFeedPost(posts[0]!)).toEqual({ ok: false, reason: EN.reasons.noPostText });

    // the reshared post drawn without links: a name, then its follower line, starts another actor block
    const plain = page(`<div>
      <div><a href="https://www.linkedin.com/in/chris-okafor/"><span>Chris Okafor</span></a><div>Recruiter at Northwind</div><div>3h •</div></div>
      <div><div>Northwind Careers</div><div>5,120 followers</div>
        <p>We are hiring in Lisbon and Nairobi: platform engineers, data analysts and a product designer.</p></div>
      ${BAR}</div>`);
    expect(extractFeedPost(findFeedPosts(plain)[0]!)).toEqual({ ok: false, reason: EN.reasons.noPostText });

    const course = page(`<div><p>Popular course on LinkedIn Learning</p>
      <a href="https://www.linkedin.com/learning/spreadsheet-habits/"><p>Spreadsheet Habits for Analysts</p>
      <p>Learn naming, layout and checking habits that keep shared spreadsheets correct as they grow.</p></a>${BAR}</div>`);
    expect(findFeedPosts(course)).toEqual([]); // no author's link: not a post
    expect(extractFeedPost(course.querySelector("main > div")!)).toEqual({ ok: false, reason: EN.reasons.noPostText });
  });

  it("reads a reshared post under a 'reposted this' line as the post itself (as LinkedIn draws it)", () => {
    const doc = page(`<div>
      <div><a href="https://www.linkedin.com/in/chris-okafor/"><img alt="" src="data:,"></a>
        <span><a href="https://www.linkedin.com/in/chris-okafor/">Chris Okafor</a> reposted this</span></div>
      <div><a href="https://www.linkedin.com/company/northwind-careers/"><span>Northwind Careers</span></a><div>5,120 followers</div><div>1w •</div></div>
      <p>We are hiring in Lisbon and Nairobi: platform engineers, data analysts and a product designer.</p>
      ${BAR}</div>`);
    expect(layered(findFeedPosts(doc)[0])).toEqual({
      layer: "structure",
      post: {
        author: "Northwind Careers",
        headline: "5,120 followers",
        text: "We are hiring in Lisbon and Nairobi: platform engineers, data analysts and a product designer.",
        comments: [],
      },
    });
  });

  it("keeps the page text within what the API accepts", () => {
    const long = Array.from(
      { length: 600 },
      (_, i) => `<p>Line ${i} of a very long post that nobody will read to the end.</p>`,
    ).join("");
    const doc =
      page(`<div><div><a href="https://www.linkedin.com/in/x/"><img alt="" src="data:,"></a><span>Long Writer</span><span>1h •</span></div>
      <div>${long}</div>${BAR}</div>`);
    const { layer, post } = layered(findFeedPosts(doc)[0]);
    expect(layer).toBe("text");
    expect(post.pageText!.length).toBeLessThanOrEqual(8000);
    expect(post.pageText!.length).toBeGreaterThan(7000);
  });
});

describe("the time line and the headline", () => {
  it("a time line is '5d •', '4h • Edited •', '1w', '2mo •', 'Promoted'; a headline that starts with a number is not", () => {
    for (const line of ["5d •", "4h • Edited •", "1w", "2mo •", "17h •", "3m", "1yr •", "Promoted"])
      expect(isTimeLine(line)).toBe(true);
    for (const line of [
      "3D Artist at Lumen Studios",
      "24h Fitness coach",
      "2M+ Impressions | Creator",
      "5 days of rain",
      "1st",
    ]) {
      expect(isTimeLine(line)).toBe(false);
    }
  });

  it.each(["3D Artist at Lumen Studios", "24h Fitness coach", "2M+ Impressions | Creator"])(
    "reads the headline '%s' (SDUI by the known selectors; a redesign by its structure)",
    (headline) => {
      const sdui = findFeedPosts(loadOwn("feed-sdui.html"))[0]!;
      [...sdui.querySelectorAll("p")].find((p) => p.textContent?.startsWith("Founder at Quillstone"))!.textContent = headline;
      expect(layered(sdui)).toMatchObject({ layer: "selectors", post: { author: "Noor Haddad", headline } });

      const next = findFeedPosts(loadOwn("feed-next.html"))[0]!;
      [...next.querySelectorAll("div")].find((div) => div.textContent?.startsWith("Operations lead"))!.textContent = headline;
      expect(layered(next)).toMatchObject({ layer: "structure", post: { author: "Tomás Ferreira", headline } });
    },
  );
});
