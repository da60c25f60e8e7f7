// @vitest-environment jsdom
/**
 * The home feed as LinkedIn draws it at the end of 2026 (/feed/foryou/, feed-foryou*.html): posts without
 * permalinks, notes about a post (its time line and their screen-reader copy, "Promoted", "Following",
 * "Edited", "<Name> likes this", counts) drawn where the post's text used to be, a post whose text comes
 * late, and the same page in five other interface languages. Every layer must send the post's text, never
 * a note: as served (the known selectors), after the next redesign (the structure), without post markers
 * (posts found by their action bars) and without the author's name (the text layer).
 */
import { describe, expect, it } from "vitest";

import { loadOwn } from "../../../tests/helpers/linkedin-captures";
import { redesign, REDESIGN_SEEDS } from "../../../tests/helpers/redesign";
import { messagesFor } from "../shared/i18n";
import { waitForExtraction } from "../shared/wait-for-page";
import type { Layer } from "../types";
import { extractFeedPost, findActionBar, findCommentButton, findFeedPosts, POST_TEXT_PART, postKey } from "./extract";

/** What each translation says where the English page says it: the notes that must never be read as a post. */
const LANGUAGES = {
  en: {
    followers: "48,210 followers",
    comment: "Comment",
    notes: [
      "2 hours ago",
      "Visible to anyone",
      "Promoted",
      "Following",
      "Edited",
      "likes this",
      "1,204 reactions",
      "88 comments",
      "4h •",
    ],
  },
  es: {
    followers: "48.210 seguidores",
    comment: "Comentar",
    notes: [
      "hace 2 horas",
      "Visible para cualquier persona",
      "Promocionado",
      "Siguiendo",
      "Editado",
      "recomienda esto",
      "1.204 reacciones",
      "88 comentarios",
      "4 h •",
    ],
  },
  pt: {
    followers: "48.210 seguidores",
    comment: "Comentar",
    notes: [
      "há 2 horas",
      "Visível para qualquer pessoa",
      "Promovido",
      "Seguindo",
      "Editado",
      "gostou disto",
      "1.204 reações",
      "88 comentários",
      "4 h •",
    ],
  },
  fr: {
    followers: "48\u202f210 abonnés",
    comment: "Commenter",
    notes: [
      "il y a 2 heures",
      "Visible de tous",
      "Post sponsorisé",
      "Abonné",
      "Modifié",
      "aime ça",
      "1\u202f204 réactions",
      "88 commentaires",
      "4 h •",
    ],
  },
  de: {
    followers: "48.210 Follower",
    comment: "Kommentieren",
    notes: [
      "vor 2 Stunden",
      "Für alle sichtbar",
      "Gesponsert",
      "Folge ich",
      "Bearbeitet",
      "gefällt das",
      "1.204 Reaktionen",
      "88 Kommentare",
      "4 Std. •",
    ],
  },
  ja: {
    followers: "48,210人のフォロワー",
    comment: "コメント",
    notes: [
      "2時間前",
      "LinkedIn内外の全員に表示",
      "プロモーション",
      "フォロー中",
      "編集済み",
      "いいねしました",
      "1,204件のリアクション",
      "88件のコメント",
      "4時間 •",
    ],
  },
} as const;
type Code = keyof typeof LANGUAGES;
const CODES = Object.keys(LANGUAGES) as Code[];

const file = (code: Code) => (code === "en" ? "feed-foryou.html" : `feed-foryou-${code}.html`);

/** The posts as our fixture holds them (the same in every language); null: drawn without its text yet. */
const POSTS = (code: Code) => [
  {
    author: "Ingrid Solberg",
    headline: "Platform Engineer at Fjellvind Energy",
    text:
      "Our deploys used to need a two-hour freeze window. Since March they take eleven minutes, and nobody stays late for them.\n" +
      "The trick was boring: smaller changes, one owner per service, and a rollback button everyone on the team has pressed at least once.",
  },
  {
    author: "Larkspur Robotics",
    headline: LANGUAGES[code].followers,
    text: "Meet Wren, the warehouse robot that learns a new shelf layout in an afternoon. Book a demo and watch it sort a morning of returns before lunch.",
  },
  {
    author: "Dmitri Okonkwo",
    headline: "Site Reliability Lead at Corrie Bank",
    text:
      "Three years ago I failed my first on-call week: I slept through two pages and learned more from the review than from any course.\n" +
      "Today I trained our twelfth group of new on-call engineers. Write the runbook you wish you had had on your worst night.",
  },
  null,
  {
    author: "Nomvula Dlamini",
    headline: "Head of Data at Kestrel Insurance | Speaker",
    text:
      "We stopped building dashboards nobody opens.\n" +
      "Before any new chart, we now ask one question: which decision will this change, and who makes it? Half of the requests end right there, and the other half get built twice as fast. #analytics",
  },
  {
    author: "Lindiwe Molefe",
    headline: "Plant Manager at Vaalstone Mills",
    text: "Forty days, zero incidents. Proud of this crew.",
  },
];

function dropPostMarkers(doc: Document): void {
  for (const el of doc.querySelectorAll("[componentkey]")) el.removeAttribute("componentkey");
}

/** Every post of `doc` reads as our fixture holds it, by `layers`; the late one waits for its text; no note is read as text. */
function expectPosts(doc: Document, code: Code, layers: readonly Layer[]): void {
  const posts = findFeedPosts(doc);
  expect(posts).toHaveLength(6);
  POSTS(code).forEach((want, i) => {
    const result = extractFeedPost(posts[i]!);
    if (!want) {
      // said in the page's language
      expect(result).toEqual({ ok: false, reason: messagesFor(doc).reasons.postTextLate, waitingFor: POST_TEXT_PART });
      if (code === "en") expect(result).toMatchObject({ reason: expect.stringMatching(/not loaded yet/) });
      return;
    }
    if (!result.ok) throw new Error(`${code}, post ${i + 1}: ${result.reason}`);
    expect(layers, `${code}, post ${i + 1}`).toContain(result.layer);
    expect(result.context.post).toMatchObject(want);
    for (const note of LANGUAGES[code].notes) expect(result.context.post.text).not.toContain(note);
    // the post's own action bar and Comment button, found by their words in this language
    const button = findCommentButton(posts[i]!);
    expect(button?.textContent?.trim()).toBe(LANGUAGES[code].comment);
    expect(findActionBar(posts[i]!)?.contains(button!)).toBe(true);
  });
}

describe.each(CODES)("feed-foryou (%s): the home feed of late 2026", (code) => {
  it("as served: the known selectors read each post's own text, never a note drawn where it used to be", () => {
    expectPosts(loadOwn(file(code)), code, ["selectors"]);
  });

  it.each(REDESIGN_SEEDS)(
    "after the next redesign (seed %i): the structure reads the same, with and without post markers",
    (seed) => {
      const doc = redesign(loadOwn(file(code)), seed);
      expectPosts(doc, code, ["structure"]);
      dropPostMarkers(doc);
      expectPosts(doc, code, ["structure"]);
    },
  );

  it("without the author's name (the text layer): the visible text without its notes, and the post's own text", () => {
    const doc = redesign(loadOwn(file(code)), 7);
    dropPostMarkers(doc);
    // the name drawn outside any link, no label naming the author, avatars without alt text
    for (const el of doc.querySelectorAll("[aria-label]")) el.removeAttribute("aria-label");
    for (const img of doc.querySelectorAll("img")) img.setAttribute("alt", "");
    for (const link of doc.querySelectorAll('a[href*="/in/"], a[href*="/company/"]')) {
      if (!link.querySelector("img")) link.replaceWith(...link.childNodes);
    }
    const posts = findFeedPosts(doc);
    expect(posts).toHaveLength(6);
    for (const [i, want] of POSTS(code).entries()) {
      if (!want) continue;
      const result = extractFeedPost(posts[i]!);
      if (!result.ok) throw new Error(`${code}, post ${i + 1}: ${result.reason}`);
      expect(result.layer).toBe("text");
      const { text, pageText } = result.context.post;
      expect(text).toBe(want.text);
      expect(pageText).toContain(want.author);
      expect(pageText).toContain(want.text.split("\n")[0]);
      for (const note of LANGUAGES[code].notes) expect(pageText).not.toContain(note);
    }
  });
});

describe("posts without permalinks", () => {
  it("keys each post by its componentkey, else by its author and text: unique, and the same once the time line ages", () => {
    const doc = loadOwn("feed-foryou.html");
    expect(doc.querySelector('a[href*="/feed/update/"], a[href*="urn:li:activity"], [data-urn]')).toBeNull();
    const keyed = findFeedPosts(doc).map(postKey);
    expect(keyed.every((key) => /^expanded\w+FeedType_MAIN_FEED_RELEVANCE$/.test(key))).toBe(true);
    expect(new Set(keyed).size).toBe(6);

    dropPostMarkers(doc);
    const keys = findFeedPosts(doc).map(postKey);
    expect(keys.every((key) => /^post:(in|company)\/[\w-]+:\w+$/.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(6);
    // an hour later: "2h" is "3h", the late post's text has come; the others keep their keys
    for (const el of doc.querySelectorAll("span")) {
      if (el.textContent === "2h •") el.textContent = "3h •";
      if (el.textContent === "2 hours ago • Visible to anyone on or off LinkedIn")
        el.textContent = "3 hours ago • Visible to anyone on or off LinkedIn";
    }
    expect(findFeedPosts(doc).map(postKey)).toEqual(keys);
  });
});

describe("a post whose text LinkedIn draws late", () => {
  it("waits for the text, then reads it; never answers with the author and notes alone", async () => {
    const doc = loadOwn("feed-foryou.html");
    const late = findFeedPosts(doc)[3]!;
    expect(extractFeedPost(late)).toMatchObject({ ok: false, waitingFor: "the post's text" });
    const waiting = waitForExtraction(doc, () => extractFeedPost(late), { timeoutMs: 5000 });
    // LinkedIn draws the text where the placeholder was
    const placeholder = late.querySelector('[aria-busy="true"]')!;
    const text = doc.createElement("p");
    text.innerHTML =
      '<span data-testid="expandable-text-box">We moved the whole studio to one shared type scale. Fewer decisions, calmer pages.</span>';
    placeholder.replaceWith(text);
    const result = await waiting;
    if (!result.ok) throw new Error(result.reason);
    expect(result.context.post).toMatchObject({
      author: "Yusuf Karlsson",
      text: "We moved the whole studio to one shared type scale. Fewer decisions, calmer pages.",
    });
  });

  it("after the redesign too (the placeholder is still marked busy)", () => {
    const late = findFeedPosts(redesign(loadOwn("feed-foryou-de.html"), 2026))[3]!;
    expect(extractFeedPost(late)).toMatchObject({ ok: false, waitingFor: "the post's text" });
  });
});
