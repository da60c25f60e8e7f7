// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { extractExperience, extractProfile, findProfileAnchor, isOwnProfile } from "./extract";

/** Real captures, read in place (never copied into the repository). */
const SHARED = resolve(__dirname, "../../../../shared/fixtures/linkedin");
/** Our own hand-written fixtures. */
const OWN = resolve(__dirname, "../../../tests/fixtures/linkedin");

function load(path: string): Document {
  return new DOMParser().parseFromString(readFileSync(path, "utf8"), "text/html");
}

function html(body: string): Document {
  return new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${body}</body></html>`, "text/html");
}

function ok<T>(result: { ok: true; context: T } | { ok: false; reason: string }): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return result.context;
}

describe("profile-2 (real self-view, Ember + hashed, late 2024)", () => {
  const doc = load(resolve(SHARED, "profile-2.html"));
  const url = "https://www.linkedin.com/in/oussama-dadouch/";

  it("extracts name, headline, location and about", () => {
    const { profile } = ok(extractProfile(doc, url));
    expect(profile.name).toBe("Oussama Dadouch");
    expect(profile.headline).toMatch(/^IT Specialist/);
    expect(profile.location).toBe("Kenitra, Rabat-Salé-Kénitra, Morocco");
    expect(profile.about).toMatch(/^I am a skilled IT specialist with experience in customer success/);
    expect(profile.about).toMatch(/IT goals of your company\.$/);
    expect(profile.about).not.toMatch(/see more|Top skills/);
    // the screen-reader copy is not read twice
    expect(profile.about.match(/I am a skilled/g)).toHaveLength(1);
    // the excerpt has no Experience card
    expect(profile.experience).toEqual([]);
  });

  it("is recognised as the user's own profile from its edit buttons", () => {
    expect(ok(extractProfile(doc, url)).profile.own).toBe(true);
    expect(isOwnProfile(doc, url)).toBe(true);
  });

  it("anchors the panel on the top card", () => {
    expect(findProfileAnchor(doc)?.getAttribute("data-member-id")).toBe("978393645");
  });
});

describe("profile-3 (real Experience sections, Ember-classic 2021)", () => {
  const doc = load(resolve(SHARED, "profile-3.html"));
  const experience = extractExperience(doc);

  it("finds every position across the three saved sections", () => {
    // 2 single positions + a 3-role group + 1 single position
    expect(experience).toHaveLength(6);
  });

  it("reads title, company, dates and description of single positions", () => {
    expect(experience[0]).toMatchObject({
      title: "Software Developer @ DXS powered by agap2i",
      company: "agap2IT Portugal",
      dates: "Nov 2013 – Present",
      description: "Frontend and Backend developer:\nJavaScript, CSS, HTML5, Azure.",
    });
    expect(experience[1]).toMatchObject({
      title: "Analyst/Software Developer",
      company: "Gismédia",
      dates: "Dec 2009 – Nov 2013",
      description: "Frontend and Backend developer.\nWorked with JavaScript, CSS and HTML5.",
    });
  });

  it("gives one entry per role of a multi-role group, with the group's company", () => {
    const group = experience.filter((e) => e.company === "TXODDS Sport Betting Limited");
    expect(group.map((e) => e.title)).toEqual(["Technical Lead", "Software Developer", "Python Developer"]);
    expect(group.map((e) => e.dates)).toEqual(["Dec 2020 – Present", "Dec 2018 – Dec 2020", "Jun 2018 – Dec 2018"]);
    expect(group[0]?.description).toBe("");
    expect(group[1]?.description).toMatch(/^• maintenance and development of legacy real-time push feed in Java\/Scala\n• /);
    expect(group[1]?.description).toMatch(/knowledge transfer group calls$/);
    expect(group[1]?.description).not.toMatch(/see more|Title|Dates Employed/);
  });

  it("keeps the visually-hidden labels out of the text", () => {
    for (const e of experience) {
      expect(`${e.title} ${e.company} ${e.dates}`).not.toMatch(/Company Name|Title|Dates Employed|Employment Duration/);
    }
    expect(experience[5]).toMatchObject({ title: "Software Developer @ DXS powered by agap2i", description: "Frontend and Backend developer:\nJavaScript\nPython" });
  });

  it("has no top card: extractProfile says why, findProfileAnchor finds nothing", () => {
    const result = extractProfile(doc, "https://www.linkedin.com/in/someone/");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/name/i);
    expect(findProfileAnchor(doc)).toBeNull();
  });
});

describe("profile-small (hand-written, someone else's profile, 2024 markup)", () => {
  const doc = load(resolve(OWN, "profile-small.html"));
  const url = "https://www.linkedin.com/in/mira-castellanos-4a1b2c/";

  it("extracts every field", () => {
    const { profile } = ok(extractProfile(doc, url, "https://www.linkedin.com/in/jordan-vale/"));
    expect(profile).toEqual({
      name: "Mira Castellanos",
      headline: "Senior Product Designer at Northwind Labs | Design Systems & Accessibility",
      location: "Berlin, Germany",
      about:
        "Product designer with ten years of experience turning messy workflows into calm, accessible interfaces. " +
        "I lead design systems work, mentor junior designers and love a good usability test.",
      experience: [
        {
          title: "Senior Product Designer",
          company: "Northwind Labs",
          dates: "Mar 2022 - Present",
          description:
            "Lead designer for the scheduling product; built the shared design system used by six teams.\n" +
            "Cut onboarding drop-off by a third with a redesigned setup flow.",
        },
        {
          title: "Product Designer",
          company: "Fabrikam Mobility",
          dates: "Jan 2020 - Feb 2022",
          description: "Designed the rider app's trip planner and ran weekly usability sessions with commuters.",
        },
        { title: "Junior UX Designer", company: "Fabrikam Mobility", dates: "Feb 2018 - Dec 2019", description: "" },
        { title: "UX Intern", company: "Contoso Studio", dates: "Jul 2017 - Dec 2017", description: "" },
      ],
      own: false,
    });
  });

  it("is not the user's own profile, unless the URL says so", () => {
    expect(isOwnProfile(doc, url)).toBe(false);
    expect(isOwnProfile(doc, url, "https://www.linkedin.com/in/jordan-vale/")).toBe(false);
    expect(isOwnProfile(doc, url, "https://www.linkedin.com/in/Mira-Castellanos-4a1b2c?trk=nav")).toBe(true);
    expect(isOwnProfile(doc, "https://www.linkedin.com/in/me/")).toBe(true);
  });

  it("anchors the panel on the top card", () => {
    expect(findProfileAnchor(doc)?.getAttribute("data-member-id")).toBe("41870022");
  });
});

describe("edge cases", () => {
  it("drops pronouns and the connection degree from the name", () => {
    const doc = html(`<main><section data-member-id="1"><h1 class="text-heading-xlarge">Ana Ruiz (She/Her) · 3rd+</h1>
      <div class="text-body-medium break-words">Engineer</div></section></main>`);
    const { profile } = ok(extractProfile(doc, "https://www.linkedin.com/in/ana-ruiz/"));
    expect(profile.name).toBe("Ana Ruiz");
    expect(profile.headline).toBe("Engineer");
    expect(profile.own).toBe(false);
  });

  it("recognises a self-view from button labels alone", () => {
    const doc = html(`<main><section><h1>Kai Lund</h1><button type="button"><span>Open to</span></button></section></main>`);
    expect(isOwnProfile(doc, "https://www.linkedin.com/in/kai-lund/")).toBe(true);
    const other = html(`<main><section><h1>Kai Lund</h1><button type="button"><span>Open to work</span></button></section></main>`);
    expect(isOwnProfile(other, "https://www.linkedin.com/in/kai-lund/")).toBe(false);
  });

  it("falls back to the main element for the panel anchor, and to null", () => {
    expect(findProfileAnchor(html(`<main id="m"><p>loading</p></main>`))?.id).toBe("m");
    expect(findProfileAnchor(html(`<div>nothing</div>`))).toBeNull();
  });

  it("keeps at most 10 experience entries", () => {
    const item = (i: number) => `<li class="artdeco-list__item">
      <div class="t-bold"><span aria-hidden="true">Role ${i}</span></div>
      <span class="t-14 t-normal"><span aria-hidden="true">Company ${i}</span></span>
      <span class="t-14 t-normal t-black--light"><span aria-hidden="true">Jan ${2000 + i} - Dec ${2000 + i}</span></span></li>`;
    const doc = html(`<section><div id="experience"></div><ul>${Array.from({ length: 12 }, (_, i) => item(i)).join("")}</ul></section>`);
    const experience = extractExperience(doc);
    expect(experience).toHaveLength(10);
    expect(experience[9]).toEqual({ title: "Role 9", company: "Company 9", dates: "Jan 2009 - Dec 2009", description: "" });
  });
});
