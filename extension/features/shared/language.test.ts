// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { interfaceLanguage, isWord, LANGUAGES, wordsFor, type WordTable } from "./language";

const doc = (lang: string | null) => {
  const d = document.implementation.createHTMLDocument("");
  if (lang !== null) d.documentElement.setAttribute("lang", lang);
  return d;
};

const TABLE = Object.fromEntries(LANGUAGES.map((l) => [l, { apply: [`apply-${l}`] }])) as unknown as WordTable<"apply">;

describe("the interface language and its words", () => {
  it("reads <html lang>, region and case aside", () => {
    expect(interfaceLanguage(doc("pt-BR"))).toBe("pt");
    expect(interfaceLanguage(doc("ZH_cn"))).toBe("zh");
    expect(interfaceLanguage(doc("sv"))).toBeNull();
    expect(interfaceLanguage(doc(null))).toBeNull();
  });

  it("looks for the page's language and English; every language when it names none we know", () => {
    expect(wordsFor(TABLE, doc("de"), "apply")).toEqual(["apply-de", "apply-en"]);
    expect(wordsFor(TABLE, doc("en-US"), "apply")).toEqual(["apply-en"]);
    expect(wordsFor(TABLE, doc("sv"), "apply")).toHaveLength(LANGUAGES.length);
  });

  it("compares words ignoring case and spaces, whole or as a start", () => {
    expect(isWord("  Easy Apply ", ["easy apply"])).toBe(true);
    expect(isWord("Easy Apply to Platform Engineer", ["Easy Apply"])).toBe(false);
    expect(isWord("Easy Apply to Platform Engineer", ["Easy Apply"], true)).toBe(true);
  });
});
