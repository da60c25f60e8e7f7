// @vitest-environment jsdom
/**
 * Any interface language (issue #28, item 3): our job pages rewritten with LinkedIn's interface in Spanish,
 * German, French, Portuguese and Japanese (every label and aria-label translated; people, companies and the
 * posting's own text unchanged) yield the same posting as in English, also after a redesign; the helper mounts
 * in the same place. The word table covers every key in all ten languages.
 */
import { describe, expect, it } from "vitest";

import { loadOwn } from "../../../tests/helpers/linkedin-captures";
import { redesign } from "../../../tests/helpers/redesign";
import { LANGUAGES } from "../shared/language";
import { extractJob, findJobAnchor, JOB_DESCRIPTION, jobKey } from "./extract";
import { JOB_WORDS } from "./words";

const UNSAFE = 'a, button, [role="button"], [role="link"], [inert], [aria-hidden="true"]';

function job(doc: Document) {
  const result = extractJob(doc);
  if (!result.ok) throw new Error(`expected a job, got: ${result.reason}`);
  return { layer: result.layer, ...result.context.job };
}

/** Each page in English, the name of its translations, the layer that reads it, and its job's id. */
const PAGES: [english: string, translated: string, layer: "selectors" | "structure", id: string][] = [
  ["jobs-small.html", "jobs-view", "selectors", "3901234567"],
  ["jobs-search-sdui.html", "jobs-search-sdui", "structure", "4187654321"],
  ["jobs-ai-search.html", "jobs-ai-search", "structure", "4195501234"],
];
const TRANSLATIONS = ["es", "de", "fr", "pt", "ja"] as const;

for (const [english, translated, layer, id] of PAGES) {
  describe(`${translated}-*.html (${english} with LinkedIn's interface in another language)`, () => {
    const original = job(loadOwn(english));
    for (const lang of TRANSLATIONS) {
      const file = `${translated}-${lang}.html`;

      it(`${lang}: the same title, company, place and description as in English`, () => {
        const doc = loadOwn(file);
        expect(doc.documentElement.lang).toBe(lang);
        expect(job(doc)).toEqual({ ...original, layer });
        expect(jobKey(doc, "")).toBe(id);
        expect(findJobAnchor(doc)?.closest(UNSAFE)).toBeNull();
      });

      it(`${lang}, redesigned: the same posting from the structure layer`, () => {
        const doc = redesign(loadOwn(file), 7);
        const found = job(doc);
        expect(found.layer).toBe("structure");
        expect(found.title).toBe(original.title);
        expect(found.company).toBe(original.company);
        expect(found.location).toBe(original.location);
        // all of it (a screen-reader copy whose class the redesign took away may follow, as it does in English)
        expect(found.description.startsWith(original.description)).toBe(true);
        expect(findJobAnchor(doc)?.closest(UNSAFE)).toBeNull();
      });
    }
  });
}

describe("where a word is the only signal", () => {
  it("a Save toggle in the page's language says a posting is shown (no apply control, no time line, no description yet)", () => {
    const doc = loadOwn("jobs-ai-search-de.html");
    doc.querySelector('[componentkey*="jobs.details.aboutthejob"]')!.remove();
    doc.querySelector('a[href*="/apply/"]')!.remove();
    doc.querySelector('[componentkey*="jobs.details.topcard"] time')!.closest("p")!.remove();
    doc.querySelector('[componentkey*="jobs.details.premiumupsell"]')!.remove(); // "… mit über 100 anderen Bewerber:innen"
    // the posting is there, its description still on its way
    expect(extractJob(doc)).toMatchObject({ ok: false, waitingFor: JOB_DESCRIPTION });
    // without its Save toggle, nothing says the heading is a posting's
    doc.querySelector('[componentkey*="jobs.details.topcard"] button[aria-pressed]')!.remove();
    expect(extractJob(doc)).toMatchObject({ ok: false });
    expect(extractJob(doc)).not.toHaveProperty("waitingFor");
  });
});

describe("the jobs word table", () => {
  it("fills every key in all ten languages", () => {
    const keys = Object.keys(JOB_WORDS.en);
    for (const lang of LANGUAGES) {
      expect(Object.keys(JOB_WORDS[lang]).sort()).toEqual([...keys].sort());
      for (const key of keys)
        expect(JOB_WORDS[lang][key as keyof (typeof JOB_WORDS)["en"]].length, `${lang}.${key}`).toBeGreaterThan(0);
    }
  });
});
