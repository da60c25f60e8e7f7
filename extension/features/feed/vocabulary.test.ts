// @vitest-environment jsdom
/**
 * The feed's words in every interface language (./words), as the extractor reads them (./vocabulary), and
 * the notes about a post recognised by their structure first (./metadata): in a language no table has,
 * a <time> and a screen-reader twin still mark the time line, and the post's text is still read.
 */
import { describe, expect, it } from "vitest";

import { parseHtml } from "../../../tests/helpers/linkedin-captures";
import { LANGUAGES } from "../shared/language";
import { extractFeedPost, findFeedPosts, isTimeLine } from "./extract";
import { isMetadata, isTwin } from "./metadata";
import { vocabularyFor } from "./vocabulary";
import { FEED_WORDS } from "./words";

describe("the word table", () => {
  it("fills every key in every language", () => {
    const keys = Object.keys(FEED_WORDS.en);
    for (const language of LANGUAGES) {
      expect(Object.keys(FEED_WORDS[language]).sort(), language).toEqual([...keys].sort());
      for (const key of keys)
        expect(FEED_WORDS[language][key as keyof typeof FEED_WORDS.en].length, `${language}.${key}`).toBeGreaterThan(0);
    }
  });
});

/** Per language: a time line, a note line, a social-context line, a count (and one abbreviated), the Comment action, a "post by" label. */
const SAMPLES = {
  en: {
    time: "3h • Edited •",
    note: "3 hours ago • Edited • Visible to anyone on or off LinkedIn",
    social: "Rohan Mehta likes this",
    count: "1,204 reactions",
    abbreviated: "1.2K reactions",
    comment: "Comment",
    label: "Open control menu for post by Ana Ruiz",
  },
  es: {
    time: "3 h • Editado •",
    note: "hace 3 horas • Editado • Visible para cualquier persona dentro o fuera de LinkedIn",
    social: "Rohan Mehta recomienda esto",
    count: "1.204 reacciones",
    abbreviated: "1,2 mil reacciones",
    comment: "Comentar",
    label: "Abrir el menú de control de la publicación de Ana Ruiz",
  },
  pt: {
    time: "3 h • Editado •",
    note: "há 3 horas • Editado • Visível para qualquer pessoa dentro e fora do LinkedIn",
    social: "Rohan Mehta gostou disto",
    count: "1.204 reações",
    abbreviated: "1,2 mil reações",
    comment: "Comentar",
    label: "Abrir menu de controle da publicação de Ana Ruiz",
  },
  fr: {
    time: "3 h • Modifié •",
    note: "il y a 3 heures • Modifié • Visible de tous sur LinkedIn et en dehors",
    social: "Rohan Mehta aime ça",
    count: "1\u202f204 réactions",
    abbreviated: "1,2 k réactions",
    comment: "Commenter",
    label: "Ouvrir le menu de commandes du post de Ana Ruiz",
  },
  de: {
    time: "3 Std. • Bearbeitet •",
    note: "vor 3 Stunden • Bearbeitet • Für alle sichtbar",
    social: "Rohan Mehta gefällt das",
    count: "1.204 Reaktionen",
    abbreviated: "1,2 Mio. Reaktionen",
    comment: "Kommentieren",
    label: "Steuerungsmenü für Beitrag von Ana Ruiz öffnen",
  },
  it: {
    time: "3 h • Modificato •",
    note: "3 ore fa • Modificato • Visibile a tutti su LinkedIn e al di fuori",
    social: "Rohan Mehta consiglia questo post",
    count: "1.204 reazioni",
    abbreviated: "1,2 mila reazioni",
    comment: "Commenta",
    label: "Apri il menu di controllo per il post di Ana Ruiz",
  },
  nl: {
    time: "3 u • Bewerkt •",
    note: "3 uur geleden • Bewerkt • Zichtbaar voor iedereen op en buiten LinkedIn",
    social: "Rohan Mehta vindt dit interessant",
    count: "1.204 reacties",
    abbreviated: "1,2 mln. reacties",
    comment: "Reageren",
    label: "Controlemenu openen voor bijdrage van Ana Ruiz",
  },
  hi: {
    time: "3 घं॰ • संपादित •",
    note: "3 घंटे पहले • संपादित • LinkedIn पर और उसके बाहर सभी को दिखाई",
    social: "Rohan Mehta को यह पसंद है",
    count: "1,204 प्रतिक्रियाएं",
    abbreviated: "1.2 हज़ार प्रतिक्रियाएं",
    comment: "टिप्पणी करें",
    label: "Ana Ruiz की पोस्ट के लिए नियंत्रण मेनू खोलें",
  },
  zh: {
    time: "3小时 • 已编辑 •",
    note: "3小时前 • 已编辑 • 所有人可见",
    social: "Rohan Mehta 赞了",
    count: "1,204 次回应",
    abbreviated: "1.2万 次回应",
    comment: "评论",
    label: "打开Ana Ruiz的动态控制菜单",
  },
  ja: {
    time: "3時間 • 編集済み •",
    note: "3時間前 • 編集済み • LinkedIn内外の全員に表示",
    social: "Rohan Mehtaさんがいいねしました",
    count: "1,204件のリアクション",
    abbreviated: "1.2万件のリアクション",
    comment: "コメント",
    label: "Ana Ruizさんの投稿のコントロールメニューを開く",
  },
} as const;

describe.each(LANGUAGES)("the vocabulary of %s", (language) => {
  const words = vocabularyFor(language);
  const sample = SAMPLES[language];

  it("knows the time line, its notes, the social context and the counts", () => {
    expect(words.isTimeLine(sample.time)).toBe(true);
    expect(words.isMetaLine(sample.note)).toBe(true);
    expect(words.isMetaLine(sample.time)).toBe(true);
    expect(words.isSocialContext(sample.social)).toBe(true);
    expect(words.isCount(sample.count)).toBe(true);
  });

  it("reads a count abbreviated the page's way (the pack's numberSuffixes), beside the controls with two words at most", () => {
    expect(words.isCount(sample.abbreviated), sample.abbreviated).toBe(true);
    expect(words.isNumberLed(sample.abbreviated), sample.abbreviated).toBe(true);
    expect(words.isCount("1.2 Xyz reactions")).toBe(false);
    expect(words.isNumberLed("12 people reacted to this post")).toBe(false);
  });

  it("knows the Comment action and the author in a post's label", () => {
    expect(words.actionKind("", sample.comment)).toBe("comment");
    expect(words.nameInPostLabel(sample.label)).toBe("Ana Ruiz");
  });

  it("takes no sentence of a post for a note (English words are read on every page too)", () => {
    for (const line of [
      "Promoted to Senior Engineer today!",
      "3D Artist at Lumen Studios",
      "24h Fitness coach",
      "We shipped it three weeks ago and nobody noticed, which is the best review a migration can get.",
      "Vor 3 Jahren habe ich meinen ersten Vortrag gehalten, heute den hundertsten.",
      "Ana Ruiz",
    ]) {
      expect(words.isTimeLine(line), line).toBe(false);
      expect(words.isMetaLine(line), line).toBe(false);
      expect(words.isSocialContext(line), line).toBe(false);
    }
  });
});

describe("isTimeLine without a page: every language", () => {
  it("reads '5d •', '4h • Edited •', 'vor 3 Std. •', '2時間 •'; a headline that starts with a number is none", () => {
    for (const line of [
      "5d •",
      "4h • Edited •",
      "1w",
      "2mo •",
      "Promoted",
      "3 Std. •",
      "2時間 •",
      "il y a 2 heures",
      "hace 5 min",
    ])
      expect(isTimeLine(line), line).toBe(true);
    for (const line of [
      "3D Artist at Lumen Studios",
      "24h Fitness coach",
      "2M+ Impressions | Creator",
      "5 days of rain",
      "1st",
    ]) {
      expect(isTimeLine(line), line).toBe(false);
    }
  });
});

describe("notes known by their structure, in a language no table has (Polish)", () => {
  const BAR = `<div><button type="button" aria-label="Reaction button state: no reaction"><span>Lubię to</span></button><button type="button" aria-label="Comment"><span>Skomentuj</span></button></div>`;
  const page = (post: string) =>
    parseHtml(
      `<!DOCTYPE html><html lang="pl"><head><title>LinkedIn</title></head><body><main><div>${post}</div><div>${post}</div></main></body></html>`,
    );

  it("a screen-reader twin and a <time> are notes; a hashtag's 'hashtag'/'#' pair, inside a sentence, is not", () => {
    const doc = page(`<div>
      <div><a href="https://www.linkedin.com/in/kasia-nowak/"><span>Kasia Nowak</span></a><div>Inżynierka danych w Wiślany</div></div>
      <p><span aria-hidden="true"><time>2 godz.</time> •</span><span>2 godziny temu • Widoczne dla wszystkich w LinkedIn i poza nim</span></p>
      <p>Wdrożyliśmy nowy potok danych bez jednej awarii. <a href="https://www.linkedin.com/feed/hashtag/?keywords=dane"><span>hashtag</span><span aria-hidden="true">#</span>dane</a></p>
      ${BAR}</div>`);
    const [spoken] = [...doc.querySelectorAll("p > span")].filter((span) => span.textContent?.startsWith("2 godziny"));
    expect(isTwin(spoken!)).toBe(true);
    expect(isMetadata(spoken!)).toBe(true);
    expect(isMetadata(doc.querySelector("time")!)).toBe(true);
    const hashtag = [...doc.querySelectorAll("span")].find((span) => span.textContent === "hashtag")!;
    expect(isTwin(hashtag)).toBe(false);

    const result = extractFeedPost(findFeedPosts(doc)[0]!);
    if (!result.ok) throw new Error(result.reason);
    expect(result.context.post).toMatchObject({
      author: "Kasia Nowak",
      headline: "Inżynierka danych w Wiślany",
      text: "Wdrożyliśmy nowy potok danych bez jednej awarii. #dane",
    });
  });
});
