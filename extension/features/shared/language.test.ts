// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { formsIn, interfaceLanguage, isWord, LANGUAGES, wordsFor, type WordTable } from "./language";

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

describe("formsIn: a text compared with a list of forms", () => {
  const apply = formsIn(["Apply", "Apply now", "Invite {name} to connect", "応募"]);

  it("takes a whole text, case, runs of spaces and a trailing colon aside", () => {
    expect(apply.is("  apply   NOW: ")).toBe(true);
    expect(apply.is("Apply to Backend Engineer")).toBe(false);
    expect(apply.is("Invite Lena Fischer to connect")).toBe(true);
  });

  it("finds a start on a word boundary, and the longest form there", () => {
    expect(apply.startLength("Apply now to Backend Engineer")).toBe("apply now".length);
    expect(apply.startLength("Applying is easy")).toBe(-1);
    expect(apply.starts("Invite Lena Fischer to connect today")).toBe(true);
  });

  it("finds a form inside a line as a word, or anywhere in scripts written without spaces", () => {
    expect(apply.says("You can apply today")).toBe(true);
    expect(apply.says("Reapply later")).toBe(false);
    expect(apply.says("今すぐ応募する")).toBe(true);
  });
});
