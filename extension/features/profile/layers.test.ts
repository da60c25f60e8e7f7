// @vitest-environment jsdom
/** The profile's layers: which one finds the facts on each markup, and the own-profile signals. */
import { describe, expect, it } from "vitest";

import { loadOwn, parseHtml } from "../../../tests/helpers/linkedin-captures";
import { extractProfile, findProfileAnchor, isOwnProfile } from "./extract";

function layered(doc: Document, url = "https://www.linkedin.com/in/someone/", ownProfileUrl?: string) {
  const result = extractProfile(doc, url, ownProfileUrl);
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return { layer: result.layer, profile: result.context.profile };
}

describe("profile-sdui-self.html (2026 server-driven markup, the viewer's own profile)", () => {
  const url = "https://www.linkedin.com/in/nadia-okafor-4b2a19/";

  it("finds the name (an h2, no h1) and the headline in the structure layer", () => {
    const { layer, profile } = layered(loadOwn("profile-sdui-self.html"), url);
    expect(layer).toBe("structure");
    expect(profile).toMatchObject({
      name: "Nadia Okafor",
      headline: "Head of Partnerships at Brightwater Analytics | Building data partnerships across EMEA",
      location: "Rotterdam, South Holland, Netherlands",
      own: true,
    });
    expect(profile.about).toBe(
      "I connect data teams with the partners who need them.\nOver nine years I have built partner programmes at two analytics start-ups, from the first signed contract to a network of 140 resellers.",
    );
    expect(profile.experience).toEqual([
      {
        title: "Head of Partnerships",
        company: "Brightwater Analytics",
        dates: "Mar 2022 - Present",
        description: "Grew partner-sourced revenue from 8% to 31%.\nBuilt the reseller programme in DACH and the Nordics.",
      },
      { title: "Partner Manager", company: "Kestrel Data", dates: "Jan 2018 - Feb 2022", description: "" },
    ]);
    expect(profile.pageText).toBeUndefined();
  });

  it("is the user's own from each signal alone: edit links, self-view controls, isSelfProfile, the nav's photo", () => {
    const without = (...selectors: string[]) => {
      const doc = loadOwn("profile-sdui-self.html");
      for (const selector of selectors) doc.querySelectorAll(selector).forEach((el) => el.remove());
      return doc;
    };
    const EDIT = "a[href*='/edit/']";
    const CONTROLS = "main button";
    const FLAG = "code";
    const NAV = "header";
    expect(isOwnProfile(without(CONTROLS, FLAG, NAV), url)).toBe(true); // edit links
    expect(isOwnProfile(without(EDIT, FLAG, NAV), url)).toBe(true); // "Open to", "Add section"
    expect(isOwnProfile(without(EDIT, CONTROLS, NAV), url)).toBe(true); // "isSelfProfile":true
    expect(isOwnProfile(without(EDIT, CONTROLS, FLAG), url, undefined, "Nadia Okafor")).toBe(true); // the nav's "Me" photo
    expect(isOwnProfile(without(EDIT, CONTROLS, FLAG, NAV), url, undefined, "Nadia Okafor")).toBe(false);
    // the profile URL remembered from an earlier visit
    expect(isOwnProfile(without(EDIT, CONTROLS, FLAG, NAV), url, "https://www.linkedin.com/in/Nadia-Okafor-4b2a19")).toBe(true);
  });

  it("anchors the panel on the section around the name", () => {
    const anchor = findProfileAnchor(loadOwn("profile-sdui-self.html"));
    expect(anchor?.tagName).toBe("SECTION");
    expect(anchor?.querySelector("h2")?.textContent).toBe("Nadia Okafor");
  });
});

describe("profile-sdui.html (2026 server-driven markup, someone else's profile)", () => {
  it("reads the member, and is not the user's own although the nav names the user", () => {
    const { layer, profile } = layered(loadOwn("profile-sdui.html"), "https://www.linkedin.com/in/tomas-lindqvist-88c1/");
    expect(layer).toBe("structure");
    expect(profile).toMatchObject({
      name: "Tomás Lindqvist",
      headline: "Staff Site Reliability Engineer at Northgate Cloud",
      location: "Gothenburg, Västra Götaland County, Sweden",
      own: false,
    });
    expect(profile.experience.map((e) => e.company)).toEqual(["Northgate Cloud", "Fjord Payments"]);
  });

  it("is not taken for the user's own when the user's name is the member's (a namesake offering Connect)", () => {
    const doc = loadOwn("profile-sdui.html");
    doc.querySelector("header img[alt]")!.setAttribute("alt", "Tomás Lindqvist");
    expect(isOwnProfile(doc, "https://www.linkedin.com/in/tomas-lindqvist-88c1/", undefined, "Tomás Lindqvist")).toBe(false);
  });
});

describe("layers", () => {
  it("the known selectors win where they still match", () => {
    expect(layered(loadOwn("profile-small.html")).layer).toBe("selectors");
    expect(layered(loadOwn("profile-classic.html")).layer).toBe("selectors");
  });

  it("the text layer reads a profile whose structure says nothing (no title, no headings)", () => {
    const doc = parseHtml(`<!DOCTYPE html><html><head><title>LinkedIn</title></head><body>
      <header><nav><a href="/feed/">Home</a><span>3 new notifications</span></nav></header>
      <main><div><div><span>Rafael Quinteros</span></div><div>Founder at Tallgrass Robotics</div>
      <div>Lima, Peru</div><button>Connect</button><button>Message</button>
      <div><span>About</span><div>Building robots for small farms since 2019.</div><button>…see more</button></div></div></main></body></html>`);
    const { layer, profile } = layered(doc);
    expect(layer).toBe("text");
    expect(profile.name).toBe("");
    expect(profile.pageText).toBe(
      "Rafael Quinteros\nFounder at Tallgrass Robotics\nLima, Peru\nAbout\nBuilding robots for small farms since 2019.",
    );
  });

  it("sends nothing when no layer finds anything, and says what to do", () => {
    const result = extractProfile(parseHtml("<main><div></div></main>"), "https://www.linkedin.com/in/x/");
    // nothing of the profile yet: the helper waits for it (and then says what is missing)
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/wait until it has loaded/), waitingFor: "the profile" });
  });

  it("keeps the page text within what the API accepts", () => {
    const long = Array.from({ length: 800 }, (_, i) => `<p>Line ${i} of a very long profile text block.</p>`).join("");
    const { profile } = layered(parseHtml(`<main>${long}</main>`));
    expect(profile.pageText!.length).toBeLessThanOrEqual(8000);
    expect(profile.pageText!.length).toBeGreaterThan(7000);
  });
});

describe("profile-bare.html (a layout nobody has saved: no main, no headings, no known classes)", () => {
  it("has no mount point (the helper floats), and the text layer still reads the member", () => {
    const doc = loadOwn("profile-bare.html");
    expect(findProfileAnchor(doc)).toBeNull();
    const { layer, profile } = layered(doc, "https://www.linkedin.com/in/rafael-quinteros/");
    expect(layer).toBe("text");
    expect(profile.name).toBe("Rafael Quinteros"); // the page title names the member
    expect(profile.pageText).toBe(
      [
        "Rafael Quinteros",
        "Founder at Tallgrass Robotics | Robots for small farms",
        "Lima, Peru",
        "About",
        "I started Tallgrass to build weeding robots a family farm can afford. Before that I led field robotics at an agricultural co-operative for six years.",
      ].join("\n"),
    );
  });
});
