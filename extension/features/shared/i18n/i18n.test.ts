// @vitest-environment jsdom
/** The helpers' words in LinkedIn's interface language (issue #40): every catalogue whole, none left in English. */
import { afterEach, describe, expect, it } from "vitest";

import { DISCLOSED_DATA } from "../../../../src/core/disclosure";
import { INVITE_GOALS } from "../../../../src/core/invitation";
import { PAGE_KINDS, PAGES } from "../../../../src/core/page-kinds";
import { TASKS } from "../../../../src/core/tasks";
import { GOALS } from "../../messages";
import { TONES } from "../../feed/start";
import { LANGUAGES } from "../language";
import { POST_TEXT_PART } from "../../feed/extract";
import { JOB_DESCRIPTION } from "../../jobs/extract";
import { WAITING_FOR_MESSAGES } from "../../messages/extract";
import { WAITING_FOR_PROFILE, WAITING_FOR_SECTIONS } from "../../profile/extract";
import { addCatalogue, fill, listIn, messagesFor, ui, wordingOf } from ".";
import { CATALOGUES } from "./catalogues";
import { EN } from "./en";

/** Words that stay as they are in every language: names, and what LinkedIn and the plans call themselves. */
const NAMES = /Netlift|LinkedIn|Pro|AI|\{\w+\}/g;
const words = (text: string) =>
  text
    .replace(NAMES, "")
    .replace(/[^\p{L}]+/gu, " ")
    .trim();
/** Lines spelled the same in English and in a language (checked by hand, not left over). */
const SAME: Partial<Record<string, string[]>> = { fr: ["suggestions"] };

afterEach(() => (document.documentElement.lang = ""));

describe("the catalogues", () => {
  it("label every task's button, every chip (tone, goal, a note's reason) and every late part in every language", () => {
    for (const language of LANGUAGES) {
      const m = CATALOGUES[language];
      for (const task of TASKS) expect(m.tasks[task], `${language} ${task}`).toBeTruthy();
      for (const choice of [...TONES, ...GOALS, ...INVITE_GOALS])
        expect(m.choices[choice], `${language} "${choice}"`).toBeTruthy();
      expect(Object.keys(m.choices).sort()).toEqual(Object.keys(EN.choices).sort());
      // the parts a page may draw late, as each extractor names them
      for (const part of [JOB_DESCRIPTION, WAITING_FOR_PROFILE, WAITING_FOR_SECTIONS, WAITING_FOR_MESSAGES, POST_TEXT_PART])
        expect(m.parts[part], `${language} "${part}"`).toBeTruthy();
    }
  });

  it("leave no line in English outside English (names aside), and keep each line's placeholders", () => {
    const lines = (m: unknown, at = ""): [string, string][] =>
      typeof m === "string"
        ? [[at, m]]
        : Object.entries(m as object).flatMap(([key, value]) => lines(value, at ? `${at}.${key}` : key));
    const english = new Map(lines(EN));
    for (const language of LANGUAGES.filter((l) => l !== "en")) {
      for (const [key, value] of lines(CATALOGUES[language])) {
        const source = english.get(key)!;
        if (words(source) && !SAME[language]?.includes(key)) expect(value, `${language} ${key}`).not.toBe(source);
        expect((value.match(/\{\w+\}/g) ?? []).sort(), `${language} ${key}`).toEqual((source.match(/\{\w+\}/g) ?? []).sort());
      }
    }
  });
});

describe("the disclosure in ten languages", () => {
  it("lists what is sent line for line, names the server, the provider, the settings and the policy in each", () => {
    for (const language of LANGUAGES) {
      const words = CATALOGUES[language].disclosure;
      expect(words.data, language).toHaveLength(DISCLOSED_DATA.length);
      expect(words.passes, language).toMatch(/\{origin\}[^]*\{provider\}/);
      for (const name of ["{count}", "{settings}", "{policy}"]) expect(words.keeps, `${language} ${name}`).toContain(name);
    }
    expect(EN.disclosure.data).toEqual(DISCLOSED_DATA);
  });

  it("versions each language's words apart: a change to one language's words changes its version only", () => {
    const versions = LANGUAGES.map((language) => wordingOf(language));
    expect(new Set(versions).size).toBe(LANGUAGES.length);
    for (const [i, language] of LANGUAGES.entries()) expect(versions[i]).toMatch(new RegExp(`^${language}:[0-9a-f]{8}$`));
    const before = CATALOGUES.de.disclosure;
    addCatalogue("de", { ...CATALOGUES.de, disclosure: { ...before, agree: `${before.agree}!` } });
    try {
      expect(wordingOf("de")).not.toBe(versions[LANGUAGES.indexOf("de")]);
      expect(wordingOf("fr")).toBe(versions[LANGUAGES.indexOf("fr")]);
    } finally {
      addCatalogue("de", CATALOGUES.de);
    }
    expect(wordingOf("de")).toBe(versions[LANGUAGES.indexOf("de")]);
  });
});

describe("the store's words", () => {
  it("fit Chrome's limits in every language (name ≤ 75, description ≤ 132 characters)", () => {
    for (const language of LANGUAGES) {
      const { name, description, openHelper } = CATALOGUES[language].store;
      expect(name.length, language).toBeLessThanOrEqual(75);
      expect(description.length, language).toBeLessThanOrEqual(132);
      expect(name, language).toContain("Netlift");
      expect(openHelper, language).toBeTruthy();
    }
  });
});

describe("the pages a helper works on", () => {
  it("are the catalogue's page kinds, listed in the page's language", () => {
    expect(EN.pages).toEqual(Object.fromEntries(PAGES.map((page) => [page, PAGE_KINDS[page].label])));
    expect(
      listIn(
        PAGES.map((page) => CATALOGUES.en.pages[page]),
        "en",
      ),
    ).toBe("feed, messages, profiles, and job postings");
    expect(listIn(["a", "b", "c"], "de")).toBe("a, b und c");
    expect(listIn(["a", "b"], "ja")).toMatch(/^a.b$/);
  });
});

describe("ui()", () => {
  it("follows <html lang> (a region's tag too), English where it names none of the ten", () => {
    document.documentElement.lang = "de-DE";
    expect(ui().tasks["profile.summary"]).toBe("Zusammenfassen");
    document.documentElement.lang = "ja";
    expect(ui().insert).toBe("挿入");
    document.documentElement.lang = "ko";
    expect(ui().insert).toBe("Insert");
    expect(messagesFor(document)).toBe(EN);
  });

  it("fills its placeholders", () => {
    expect(fill(CATALOGUES.de.count, { count: 143, limit: 200 })).toBe("143/200 Zeichen");
  });
});
