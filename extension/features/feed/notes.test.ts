// @vitest-environment jsdom
/**
 * The case measured on a real 2025 post (feed-hashed-2025.html imitates its shape): after a simulated
 * redesign the author was found, and the "text" sent to the model was the time line's screen-reader copy,
 * "3 hours ago • Visible to anyone on or off LinkedIn", drawn after the actor's link where the post's text
 * used to be. Every layer must read the post's own text instead.
 */
import { describe, expect, it } from "vitest";

import { loadOwn } from "../../../tests/helpers/linkedin-captures";
import { redesign, REDESIGN_SEEDS } from "../../../tests/helpers/redesign";
import { extractFeedPost, findFeedPosts } from "./extract";

const POSTS = [
  {
    author: "Selin Aydın",
    headline: "Operations Manager at Brightwater Ports",
    text: "We cut our truck turnaround at the north gate from 52 to 31 minutes.\nNo new software: we moved the paperwork desk to where the drivers already stop.",
  },
  {
    author: "Quarrystone Analytics",
    headline: "9,340 followers",
    text: "Forecast demand per store, per day, in a spreadsheet your buyers already use. Start a free trial this week.",
  },
  {
    author: "Tobias Brenner",
    headline: "QA Lead at Halden Medical",
    text: "A test that never fails is not a test. Once a quarter we break something on purpose to check that the suite notices.",
  },
];

function read(doc: Document) {
  return findFeedPosts(doc).map((post) => {
    const result = extractFeedPost(post);
    if (!result.ok) throw new Error(result.reason);
    return { layer: result.layer, ...result.context.post };
  });
}

describe("feed-hashed-2025.html: the time line's screen-reader copy where the text used to be", () => {
  it("as served: the known selectors read each post's text", () => {
    expect(read(loadOwn("feed-hashed-2025.html"))).toEqual(POSTS.map((post) => ({ layer: "selectors", comments: [], ...post })));
  });

  it.each(REDESIGN_SEEDS)(
    "after the next redesign (seed %i): the structure reads the text, not '3 hours ago • Visible to anyone…'",
    (seed) => {
      expect(read(redesign(loadOwn("feed-hashed-2025.html"), seed))).toEqual(
        POSTS.map((post) => ({ layer: "structure", comments: [], ...post })),
      );
    },
  );
});
