// @vitest-environment jsdom
/**
 * Profiles in other interface languages: each of our profile fixtures rewritten with LinkedIn's interface in
 * Spanish, Portuguese, French, German and Japanese (every label translated, the people and their texts the
 * same) must give the facts the English page gives, as served and after the next redesign; and a language
 * without a word table is read by structure alone.
 */
import { describe, expect, it } from "vitest";

import { loadOwn, parseHtml } from "../../../tests/helpers/linkedin-captures";
import { redesign } from "../../../tests/helpers/redesign";
import { LANGUAGES } from "../shared/language";
import type { Extraction } from "../types";
import type { ProfileContext } from "./facts";
import { extractProfile, findProfileAnchor } from "./extract";
import { PROFILE_WORDS } from "./words";

const TRANSLATED = ["es", "pt", "fr", "de", "ja"] as const;
const PAGES = [
  { base: "profile-sdui", url: "https://www.linkedin.com/in/tomas-lindqvist-88c1/", shape: "2026 server-driven, someone else's" },
  { base: "profile-sdui-self", url: "https://www.linkedin.com/in/nadia-okafor-4b2a19/", shape: "2026 server-driven, own" },
  {
    base: "profile-small",
    url: "https://www.linkedin.com/in/mira-castellanos-4a1b2c/",
    shape: "Ember + hashed 2024, someone else's",
  },
  { base: "profile-self-hashed", url: "https://www.linkedin.com/in/selma-arvidsson/", shape: "Ember + hashed 2024, own" },
  { base: "profile-classic", url: "https://www.linkedin.com/in/teodor-brannigan/", shape: "Ember-classic 2021, someone else's" },
];

function ok(result: Extraction<ProfileContext>) {
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return { layer: result.layer, profile: result.context.profile };
}

const years = (dates: string) => dates.match(/\d{4}/g) ?? [];

/** What must not change with the interface language: everything the member wrote, and the dates' years. */
function sameFacts(found: ProfileContext["profile"], english: ProfileContext["profile"]) {
  expect(found.name).toBe(english.name);
  expect(found.headline).toBe(english.headline);
  expect(found.location).toBe(english.location);
  expect(found.about).toBe(english.about);
  expect(found.own).toBe(english.own);
  expect(found.experience.map(({ title, company, description }) => ({ title, company, description }))).toEqual(
    english.experience.map(({ title, company, description }) => ({ title, company, description })),
  );
  // the dates are LinkedIn's, in its language ("mar. 2022 - actualidad", "2022年3月 - 現在"): the same years, no duration
  expect(found.experience.map((e) => years(e.dates))).toEqual(english.experience.map((e) => years(e.dates)));
  for (const e of found.experience) expect(e.dates).not.toMatch(/·/);
}

for (const page of PAGES) {
  describe(`${page.base} (${page.shape}) in other languages`, () => {
    const english = ok(extractProfile(loadOwn(`${page.base}.html`), page.url));
    const englishRedesigned = ok(extractProfile(redesign(loadOwn(`${page.base}.html`), 7), page.url));

    it("the English page has every fact the translations are held to", () => {
      expect(english.profile.name).not.toBe("");
      expect(english.profile.headline).not.toBe("");
      expect(english.profile.about).not.toBe("");
      expect(english.profile.experience.length).toBeGreaterThan(1);
      expect(englishRedesigned.profile.experience.length).toBeGreaterThan(1);
    });

    it.each(TRANSLATED)("%s: the same facts, found by the same layer", (lang) => {
      const doc = loadOwn(`${page.base}-${lang}.html`);
      expect(doc.documentElement.lang).toBe(lang);
      const found = ok(extractProfile(doc, page.url));
      expect(found.layer).toBe(english.layer);
      sameFacts(found.profile, english.profile);
      expect(findProfileAnchor(doc)).not.toBeNull();
    });

    it.each(TRANSLATED)("%s, after the next redesign: the same facts as the English page redesigned", (lang) => {
      const doc = redesign(loadOwn(`${page.base}-${lang}.html`), 7);
      const found = ok(extractProfile(doc, page.url));
      expect(found.layer).toBe("structure");
      sameFacts(found.profile, englishRedesigned.profile);
    });
  });
}

/**
 * What tests/e2e/extension-languages.spec.ts checks reaches the model from a translated profile, for every
 * language (that test runs one, Spanish, end to end): the 2026 profile's headline, About, Experience and its
 * dates' years, the 2024 one's headline and Experience.
 */
describe("what reaches the model from a profile, in every language", () => {
  it.each(TRANSLATED)("%s: the 2026 profile's and the 2024 profile's facts", (lang) => {
    const sdui = ok(extractProfile(loadOwn(`profile-sdui-${lang}.html`), PAGES[0]!.url)).profile;
    expect(sdui.name).toBe("Tomás Lindqvist");
    expect(sdui.headline).toBe("Staff Site Reliability Engineer at Northgate Cloud");
    expect(sdui.about).toContain("I keep large systems boring.");
    expect(sdui.experience).toContainEqual(
      expect.objectContaining({ title: "Senior Systems Engineer", company: "Fjord Payments" }),
    );
    expect(sdui.experience.map((e) => e.dates).join(" ")).toContain("2016");

    const ember = ok(extractProfile(loadOwn(`profile-small-${lang}.html`), PAGES[2]!.url)).profile;
    expect(ember.name).toBe("Mira Castellanos");
    expect(ember.headline).toContain("Senior Product Designer at Northwind Labs");
    expect(ember.experience).toContainEqual(expect.objectContaining({ title: "UX Intern", company: "Contoso Studio" }));
  });
});

describe("the words", () => {
  it("every language has every word of the table", () => {
    for (const lang of LANGUAGES) {
      for (const [key, forms] of Object.entries(PROFILE_WORDS[lang])) expect(forms.length, `${lang}.${key}`).toBeGreaterThan(0);
      expect(Object.keys(PROFILE_WORDS[lang]).sort()).toEqual(Object.keys(PROFILE_WORDS.en).sort());
    }
  });
});

describe("a language without a word table (Polish): structure alone", () => {
  // the 2026 profile, its labels in Polish: no table knows "Informacje" or "Doświadczenie"
  const polish = () => {
    const doc = loadOwn("profile-sdui.html");
    doc.documentElement.lang = "pl";
    const rename: Record<string, string> = {
      About: "Informacje",
      Activity: "Aktywność",
      Experience: "Doświadczenie",
      "No recent posts": "Brak ostatnich postów",
      Message: "Wiadomość",
      Connect: "Nawiąż kontakt",
      More: "Więcej",
      "… more": "… więcej",
      "Contact info": "Informacje kontaktowe",
      "3,877 followers": "3877 obserwujących",
      "500+ connections": "Ponad 500 kontaktów",
      "2nd": "2.",
      "He/Him": "On/Jego",
      "Northgate Cloud · Full-time": "Northgate Cloud · Pełny etat",
      "Aug 2021 - Present · 3 yrs 4 mos": "sie 2021 - obecnie · 3 lata 4 mies.",
      "Fjord Payments · Full-time": "Fjord Payments · Pełny etat",
      "Sep 2016 - Jul 2021 · 4 yrs 11 mos": "wrz 2016 - lip 2021 · 4 lata 11 mies.",
      "Gothenburg, Sweden · Hybrid": "Gothenburg, Sweden · Hybrydowo",
    };
    const walker = doc.createTreeWalker(doc.body, 4);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.trim() ?? "";
      if (rename[text]) node.nodeValue = rename[text]!;
    }
    return doc;
  };

  it("finds the top card, About as the card of prose, Experience as the card of companies and dates", () => {
    const url = "https://www.linkedin.com/in/tomas-lindqvist-88c1/";
    const english = ok(extractProfile(loadOwn("profile-sdui.html"), url)).profile;
    for (const doc of [polish(), redesign(polish(), 1)]) {
      const { layer, profile } = ok(extractProfile(doc, url));
      expect(layer).toBe("structure");
      expect(profile.name).toBe("Tomás Lindqvist");
      expect(profile.headline).toBe("Staff Site Reliability Engineer at Northgate Cloud");
      expect(profile.location).toBe(english.location);
      expect(profile.about).toBe(english.about);
      expect(profile.experience).toEqual([
        {
          title: "Staff Site Reliability Engineer",
          company: "Northgate Cloud",
          dates: "sie 2021 - obecnie",
          description: english.experience[0]!.description,
        },
        { title: "Senior Systems Engineer", company: "Fjord Payments", dates: "wrz 2016 - lip 2021", description: "" },
      ]);
    }
  });

  it("does not take the Activity card (short, or made of posts) or the asides for About", () => {
    const doc = polish();
    doc.querySelectorAll("section").forEach((s) => {
      if (s.querySelector("h2")?.textContent?.trim() === "Informacje") s.remove();
    });
    expect(ok(extractProfile(doc, "https://www.linkedin.com/in/tomas-lindqvist-88c1/")).profile.about).toBe("");
  });
});

describe("badges beside the name, in any language", () => {
  const card = (lang: string, badges: string) =>
    parseHtml(`<html lang="${lang}"><head><title>Ana Ruiz | LinkedIn</title></head><body><main>
      <section><div><h2>Ana Ruiz</h2>${badges}</div><p>Data engineer at Acme</p>
      <div><p>Madrid</p><a href="/in/ana/overlay/contact-info/">x</a></div></section></main></body></html>`);

  it.each([
    ["en", "<p>She/Her</p><span> · </span><span>2nd</span>"],
    ["es", "<p>Ella/Ella</p><span> · </span><span>2º</span>"],
    ["de", "<p>Sie/Ihr</p><span> · </span><span>2.</span>"],
    ["fr", "<p>Elle/Elle</p><span> · </span><span>2e</span>"],
    ["ja", "<p>彼女</p><span> · </span><span>2次</span>"],
    ["zh", "<p>她</p><span> · </span><span>二度</span>"],
    ["hi", "<p>वह</p><span> · </span><span>दूसरा</span>"],
  ])("%s: the headline is the line after the pronouns and the degree", (lang, badges) => {
    const { profile } = ok(extractProfile(card(lang, badges), "https://www.linkedin.com/in/ana/"));
    expect(profile.name).toBe("Ana Ruiz");
    expect(profile.headline).toBe("Data engineer at Acme");
  });
});
