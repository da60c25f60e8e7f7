// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import type { WordsReply } from "../../lib/messages";
import { catalogue, languageFor, setCatalogues, ui } from "./i18n";
import { CATALOGUES } from "./i18n/catalogues";
import { EN } from "./i18n/en";
import { loadPageWords } from "./page-words";

/** A page whose interface is in `lang`. */
function pageIn(lang: string | null): Document {
  const doc = document.implementation.createHTMLDocument("LinkedIn");
  if (lang) doc.documentElement.lang = lang;
  return doc;
}

const answers = (language: keyof typeof CATALOGUES): WordsReply => ({ ok: true, data: CATALOGUES[language] });

afterEach(() => document.documentElement.removeAttribute("lang"));

describe("the page's words in the content script", () => {
  it("holds English only until the page's language is asked for: a German page speaks English, and says so in `lang`", () => {
    setCatalogues({});
    const de = pageIn("de-DE");
    expect(languageFor(de)).toBe("en");
    document.documentElement.lang = "de";
    expect(ui()).toBe(EN);
    expect(catalogue("de")).toBe(EN);
  });

  it("asks the background once for the page's language, then speaks it", async () => {
    setCatalogues({});
    const ask = vi.fn(async () => answers("de"));
    const de = pageIn("de-DE");
    await loadPageWords(de, ask);
    expect(ask).toHaveBeenCalledWith("de");
    expect(languageFor(de)).toBe("de");
    document.documentElement.lang = "de";
    expect(ui().tasks["feed.comment"]).toBe("Kommentar vorschlagen");
    await loadPageWords(pageIn("de"), ask);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("asks nothing on an English page, or one in a language the extension does not speak", async () => {
    setCatalogues({});
    const ask = vi.fn(async () => answers("de"));
    for (const lang of ["en-US", "en", "sv-SE", null]) await loadPageWords(pageIn(lang), ask);
    expect(ask).not.toHaveBeenCalled();
  });

  it("speaks English where the background cannot answer (the extension reloaded under the page) or refuses", async () => {
    setCatalogues({});
    const ja = pageIn("ja-JP");
    await loadPageWords(ja, async () => {
      throw new Error("Extension context invalidated.");
    });
    expect(languageFor(ja)).toBe("en");
    await loadPageWords(ja, async () => ({ ok: false, error: { code: "invalid_input", message: "no" } }));
    expect(languageFor(ja)).toBe("en");
    expect(catalogue("ja")).toBe(EN);
  });
});
