// @vitest-environment jsdom
/** The helpers' words in LinkedIn's interface language (issue #40): every catalogue whole, none left in English. */
import { afterEach, describe, expect, it } from "vitest";

import { INVITE_GOALS } from "../../../../src/core/invitation";
import { TASKS } from "../../../../src/core/tasks";
import { GOALS } from "../../messages";
import { TONES } from "../../feed/start";
import { LANGUAGES } from "../language";
import { POST_TEXT_PART } from "../../feed/extract";
import { JOB_DESCRIPTION } from "../../jobs/extract";
import { WAITING_FOR_MESSAGES } from "../../messages/extract";
import { WAITING_FOR_PROFILE, WAITING_FOR_SECTIONS } from "../../profile/extract";
import { CATALOGUES, fill, messagesFor, ui } from ".";
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
    const lines = (m: typeof EN): [string, string][] =>
      Object.entries(m).flatMap(([key, value]): [string, string][] =>
        typeof value === "string"
          ? [[key, value]]
          : Object.entries(value).map(([k, v]): [string, string] => [`${key}.${k}`, v as string]),
      );
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
