// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import {
  describeCapture,
  loadCapture,
  loadOwn,
  parseHtml,
  SHAPE,
  squash,
  titleName,
  visibleLines,
} from "../../../tests/helpers/linkedin-captures";
import { extractExperience, extractProfile, findProfileAnchor, isOwnProfile } from "./extract";

function html(body: string): Document {
  return parseHtml(`<!DOCTYPE html><html><body>${body}</body></html>`);
}

/** A document holding only these elements, as a capture of those elements alone would be (no top card, no nav). */
function alone(elements: Iterable<Element>): Document {
  return html([...elements].map((el) => el.outerHTML).join("\n"));
}

function ok<T>(result: { ok: true; context: T } | { ok: false; reason: string }): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return result.context;
}

// ---------------------------------------------------------------- Ember + hashed, late 2024, self-view

describe("profile-self-hashed.html (own: the viewer's own profile, Ember + hashed, late 2024)", () => {
  const doc = loadOwn("profile-self-hashed.html");
  const url = "https://www.linkedin.com/in/selma-arvidsson/";

  it("extracts name, headline, location and about", () => {
    const { profile } = ok(extractProfile(doc, url));
    // not the nav's "Me" photo or the messaging overlay, which also carry the name; no pronouns
    expect(profile.name).toBe("Selma Arvidsson");
    expect(profile.headline).toMatch(/^Site Reliability Engineer at Brightwater Cloud/);
    expect(profile.headline).toBe("Site Reliability Engineer at Brightwater Cloud | Kubernetes, Linux & calm incident response");
    expect(profile.location).toBe("Gothenburg, Västra Götaland County, Sweden");
    expect(profile.about).toMatch(/^Site reliability engineer who likes quiet pagers/);
    expect(profile.about).toMatch(/on-call health and migrations nobody notices\.$/);
    expect(profile.about).not.toMatch(/see more|Top skills|Kubernetes • Linux/);
    // the screen-reader copy is not read twice
    expect(profile.about.match(/Site reliability engineer who/g)).toHaveLength(1);
    // the <br> paragraph breaks stay line breaks
    expect(profile.about).toMatch(/small-business customers\.\n+What I work on:/);
    expect(profile.about).toMatch(/write runbooks\.\n+Currently learning Rust/);
  });

  it("gives one entry per role of each multi-role group, with the group's company", () => {
    expect(ok(extractProfile(doc, url)).profile.experience).toEqual([
      {
        title: "Senior Site Reliability Engineer",
        company: "Brightwater Cloud",
        dates: "Mar 2023 - Present",
        description:
          "Own the Kubernetes platform behind the shared-hosting control plane (14 clusters in three regions).\n" +
          "Cut paging noise by 60% by rewriting alert rules around customer-facing SLOs.\n" +
          "Run the incident-commander rotation and its training.",
      },
      // a role with a "Skills:" line only has no description
      { title: "Site Reliability Engineer", company: "Brightwater Cloud", dates: "Sep 2019 - Feb 2023", description: "" },
      {
        title: "Technical Support Engineer",
        company: "Kestrel Data Works",
        dates: "Jun 2016 - Aug 2019",
        description: "Second-line support for the backup appliance range; wrote the internal knowledge base the team still uses.",
      },
      {
        title: "Night Operations Technician",
        company: "Tallowmere Hosting",
        dates: "Jan 2015 - May 2016",
        description: "Watched the data-centre floor and the ticket queue overnight; escalated outages to the on-call engineer.",
      },
      { title: "Support Intern", company: "Tallowmere Hosting", dates: "May 2014 - Dec 2014", description: "" },
    ]);
  });

  it("without its Experience card (as in the top card + About capture) has no experience, the rest unchanged", () => {
    const excerpt = loadOwn("profile-self-hashed.html");
    excerpt.getElementById("experience")?.closest("section")?.remove();
    const { profile } = ok(extractProfile(excerpt, url));
    expect(profile.experience).toEqual([]);
    expect(profile.name).toBe("Selma Arvidsson");
    expect(profile.about).toBe(ok(extractProfile(doc, url)).profile.about);
  });

  it("is recognised as the user's own profile from its edit buttons", () => {
    expect(ok(extractProfile(doc, url)).profile.own).toBe(true);
    expect(isOwnProfile(doc, url)).toBe(true);
    // the self-view controls win over a stored own-profile URL that does not match
    expect(isOwnProfile(doc, url, "https://www.linkedin.com/in/someone-else/")).toBe(true);
  });

  it("is recognised from the visible labels of the self-view buttons alone, and not from the page chrome", () => {
    const stripped = loadOwn("profile-self-hashed.html");
    const editControls = [
      'a[href*="/edit/"]',
      'a[href*="/add-edit/"]',
      'a[href*="entryPoint=selfview"]',
      '[id^="navigation-add-edit-deeplink"]',
      ".profile-photo-edit",
      ".profile-topcard-background-image-edit",
    ];
    stripped.querySelectorAll(editControls.join(", ")).forEach((el) => el.remove());
    stripped.querySelectorAll("[aria-label]").forEach((el) => el.removeAttribute("aria-label"));
    // "Open to", "Add profile section", "Enhance profile" by their text
    expect(isOwnProfile(stripped, url)).toBe(true);
    stripped.querySelector(".pv-top-card-v2-ctas")?.remove();
    // what is left (nav "Me" menu, "Open to work" card, "Verify now" gone, analytics, right rail) is no signal
    expect(isOwnProfile(stripped, url)).toBe(false);
  });

  it("anchors the panel on the top card", () => {
    expect(findProfileAnchor(doc)?.getAttribute("data-member-id")).toBe("52904417");
  });
});

describeCapture("profile-2.html", "real self-view, Ember + hashed, late 2024", () => {
  const doc = loadCapture("profile-2.html");
  // the page's own address, as the contact-info link under the name gives it
  const contactInfo = doc.querySelector('a[href$="/overlay/contact-info/"]')?.getAttribute("href") ?? "";
  const slug = /^\/in\/([^/]+)\/overlay\/contact-info\/$/.exec(contactInfo)?.[1];
  const url = `https://www.linkedin.com/in/${slug}/`;
  const card = doc.querySelector("[data-member-id]")!;

  it("extracts name, headline, location and about", () => {
    expect(url).toMatch(SHAPE.profileUrl);
    const { profile } = ok(extractProfile(doc, url));
    // as served, the known selectors find it (the structure layer is tested after a redesign)
    expect(extractProfile(doc, url)).toMatchObject({ ok: true, layer: "selectors" });
    // the name the page's <title> gives, not the headline or a button's
    expect(profile.name).toMatch(SHAPE.personName);
    expect(profile.name).toBe(titleName(doc));
    // under the name (a link) and its "Verify now" (a link too), the top card's own lines: headline, then location
    expect(profile.headline).not.toBe("");
    expect(visibleLines(card, "a, button").slice(0, 2)).toEqual([profile.headline, profile.location]);
    expect(profile.location).toMatch(SHAPE.place);
    // the About text is the card's screen-reader copy, read once (the visible copy is the same text)
    const aboutCard = doc.getElementById("about")!.closest("section")!;
    const copies = [...aboutCard.querySelectorAll(".visually-hidden")].map((el) => squash(el.textContent));
    const longest = copies.reduce((a, b) => (b.length > a.length ? b : a), "");
    expect(longest.length).toBeGreaterThan(200);
    expect(squash(profile.about)).toBe(longest);
    expect(profile.about).not.toMatch(/see more|Top skills/);
    expect(profile.about).not.toMatch(/^About/);
    // the screen-reader copy is not read twice
    expect(profile.about.split(profile.about.slice(0, 30))).toHaveLength(2);
    // the excerpt has no Experience card
    expect(profile.experience).toEqual([]);
  });

  it("is recognised as the user's own profile from its edit buttons", () => {
    expect(ok(extractProfile(doc, url)).profile.own).toBe(true);
    expect(isOwnProfile(doc, url)).toBe(true);
  });

  it("anchors the panel on the top card", () => {
    const anchor = findProfileAnchor(doc);
    expect(anchor).toBe(card);
    expect(anchor?.getAttribute("data-member-id")).toMatch(SHAPE.memberId);
    expect(anchor?.querySelector("h1")?.textContent).toContain(titleName(doc));
  });
});

// ---------------------------------------------------------------- Ember-classic, 2021

describe("profile-classic.html (own: someone else's profile, Ember-classic 2021)", () => {
  const doc = loadOwn("profile-classic.html");
  const url = "https://www.linkedin.com/in/teodor-brannigan-0b41a2/";
  const experience = extractExperience(doc);

  it("finds every position across the three Experience sections", () => {
    // 2 single positions + a 3-role group + 1 single position
    expect(experience).toHaveLength(6);
  });

  it("reads title, company, dates and description of single positions", () => {
    expect(experience[0]).toMatchObject({
      title: "Backend Engineer @ Larkspur Payments",
      company: "Quintal Consulting", // without its "Full-time" employment-type tag
      dates: "Feb 2019 – Present",
      description: "Settlement and reconciliation services for card payments:\nGo, PostgreSQL, Kafka, AWS.",
    });
    expect(experience[1]).toMatchObject({
      title: "Junior Web Developer",
      company: "Ribeira Digital",
      dates: "Sep 2016 – Jan 2019",
      description: "Internal tools for the accounting team.\nWorked with PHP, MySQL and jQuery.",
    });
  });

  it("gives one entry per role of a multi-role group, with the group's company", () => {
    const group = experience.filter((e) => e.company === "Almada Transit Systems");
    expect(group.map((e) => e.title)).toEqual(["Team Lead, Ticketing", "Software Developer", "PHP Developer"]);
    expect(group.map((e) => e.dates)).toEqual(["Mar 2015 – Aug 2016", "Feb 2014 – Mar 2015", "Nov 2012 – Jan 2014"]);
    expect(group[0]?.description).toBe("");
    expect(group[1]?.description).toMatch(/^• built the journey-planner API used by the ferry and tram apps\n• /);
    expect(group[1]?.description).toMatch(/brown-bag sessions on code review$/);
    expect(group[1]?.description).not.toMatch(/see more|…|Title|Dates Employed/);
    expect(group[2]?.description).toBe(
      "• kept the fare tables of the legacy back office up to date\n• scripted the weekly ridership reports",
    );
  });

  it("keeps the visually-hidden labels and the employment type out of the text", () => {
    for (const e of experience) {
      expect(`${e.title} ${e.company} ${e.dates}`).not.toMatch(
        /Company Name|Title|Dates Employed|Employment Duration|Full-time|Contract/,
      );
    }
    expect(experience[5]).toMatchObject({
      title: "Backend Engineer @ Larkspur Payments",
      description: "Settlement and reconciliation services:\nGo\nKafka",
    });
  });

  it("reads the classic top card and About section", () => {
    const { profile } = ok(extractProfile(doc, url));
    // without the pronouns and the "2nd" degree badge beside the name, and not the nav's "Me" photo
    expect(profile.name).toBe("Teodor Brannigan");
    expect(profile.headline).toBe("Backend Engineer @ Larkspur Payments | Go, PostgreSQL, event-driven systems");
    expect(profile.location).toBe("Porto, Porto District, Portugal");
    expect(profile.about).toBe(
      "Backend engineer who enjoys payment rails, tidy schemas and code reviews that teach something. " +
        "Eight years of shipping services in Go and PHP, mostly for fintech and logistics teams in Porto.",
    );
    expect(profile.experience).toEqual(experience);
  });

  it("is not the user's own profile, unless the URL says so", () => {
    expect(ok(extractProfile(doc, url)).profile.own).toBe(false);
    expect(isOwnProfile(doc, url)).toBe(false);
    expect(isOwnProfile(doc, url, "https://www.linkedin.com/in/priya-lindqvist/")).toBe(false);
    expect(isOwnProfile(doc, url, "https://www.linkedin.com/in/teodor-brannigan-0b41a2")).toBe(true);
  });

  it("anchors the panel on the classic top card", () => {
    const anchor = findProfileAnchor(doc);
    expect(anchor?.classList.contains("pv-top-card")).toBe(true);
    expect(anchor?.id).toBe("ember58");
  });

  it("its Experience sections alone (as in the capture) have no top card: only the text layer reads them, and there is no anchor", () => {
    const sections = alone(doc.querySelectorAll("section#experience-section"));
    expect(extractExperience(sections)).toEqual(experience);
    const result = extractProfile(sections, "https://www.linkedin.com/in/someone/");
    if (!result.ok) throw new Error(result.reason);
    expect(result.layer).toBe("text");
    expect(result.context.profile.name).toBe("");
    expect(result.context.profile.pageText).toContain(experience[0]!.title);
    expect(findProfileAnchor(sections)).toBeNull();
  });
});

/**
 * The positions of an Ember-classic Experience section as its screen-reader labels give them, one per
 * "Dates Employed" label: the value after it, the value after the nearest "Company Name" label around it,
 * the title heading of its list item, and the paragraph of that item with <br> line breaks, one line per
 * <br> and without the "…see more" toggle.
 */
function experienceAsLabelled(doc: Document): { title: string; company: string; dates: string; description: string }[] {
  const labels = (root: ParentNode, name: string) =>
    [...root.querySelectorAll(".visually-hidden")].filter((el) => squash(el.textContent) === name);
  const after = (label: Element | undefined) => squash(label?.nextElementSibling?.textContent);
  return labels(doc, "Dates Employed").map((dates) => {
    const item = dates.closest("li")!;
    let around: Element | null = dates.parentElement;
    while (around && labels(around, "Company Name").length === 0) around = around.parentElement;
    const heading = item.querySelector("h3")!.cloneNode(true) as Element;
    heading.querySelectorAll(".visually-hidden").forEach((el) => el.remove());
    const paragraph = [...item.querySelectorAll("p")].find((p) => p.querySelector("br"))?.cloneNode(true) as Element | undefined;
    paragraph?.querySelectorAll("button").forEach((el) => el.remove());
    const lines = (paragraph?.innerHTML ?? "")
      .split(/<br\s*\/?>/)
      .map((html) => squash(parseHtml(html).body.textContent).replace(/\s*…$/, ""))
      .filter(Boolean);
    return {
      title: squash(heading.textContent),
      company: after(labels(around!, "Company Name")[0]),
      dates: after(dates),
      description: lines.join("\n"),
    };
  });
}

describeCapture("profile-3.html", "real Experience sections, Ember-classic 2021", () => {
  const doc = loadCapture("profile-3.html");
  const experience = extractExperience(doc);
  const labelled = experienceAsLabelled(doc);

  it("finds every position across the three saved sections", () => {
    // 2 single positions + a 3-role group + 1 single position
    expect(labelled).toHaveLength(6);
    expect(experience).toHaveLength(6);
  });

  it("reads title, company, dates and description of every position, as the page's own labels give them", () => {
    for (const e of labelled) {
      expect(e.title).not.toBe("");
      expect(e.company).not.toBe("");
      expect(e.dates).toMatch(/^\w{3} \d{4} – (\w{3} \d{4}|Present)$/);
    }
    expect(experience).toEqual(labelled);
  });

  it("gives one entry per role of a multi-role group, with the group's company", () => {
    const group = experience.slice(2, 5);
    expect(new Set(group.map((e) => e.company)).size).toBe(1);
    expect(new Set(group.map((e) => e.title)).size).toBe(3);
    expect(group[0]?.company).not.toBe(experience[1]?.company);
    expect(group[0]?.description).toBe("");
    // one bullet a line, the last one without the "…see more" toggle
    const lines = group[1]!.description.split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) expect(line).toMatch(/^• \S/);
    expect(group[1]?.description).not.toMatch(/see more|…|Title|Dates Employed/);
  });

  it("keeps the visually-hidden labels out of the text", () => {
    for (const e of experience) {
      expect(`${e.title} ${e.company} ${e.dates}`).not.toMatch(/Company Name|Title|Dates Employed|Employment Duration/);
    }
    // the third section repeats the first position with a description of <br>-separated lines
    expect(experience[5]?.title).toBe(experience[0]?.title);
    expect(experience[5]?.description.split("\n")).toHaveLength(3);
  });

  it("has no top card: only the text layer reads it, and there is no anchor", () => {
    const result = extractProfile(doc, "https://www.linkedin.com/in/someone/");
    if (!result.ok) throw new Error(result.reason);
    expect(result.layer).toBe("text");
    expect(result.context.profile.pageText).toContain(labelled[2]!.title);
    expect(findProfileAnchor(doc)).toBeNull();
  });
});

// ---------------------------------------------------------------- 2024 markup, someone else's profile

describe("profile-small.html (own: someone else's profile, 2024 markup)", () => {
  const doc = loadOwn("profile-small.html");
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
    const other = html(
      `<main><section><h1>Kai Lund</h1><button type="button"><span>Open to work</span></button></section></main>`,
    );
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
    const doc = html(
      `<section><div id="experience"></div><ul>${Array.from({ length: 12 }, (_, i) => item(i)).join("")}</ul></section>`,
    );
    const experience = extractExperience(doc);
    expect(experience).toHaveLength(10);
    expect(experience[9]).toEqual({ title: "Role 9", company: "Company 9", dates: "Jan 2009 - Dec 2009", description: "" });
  });
});
