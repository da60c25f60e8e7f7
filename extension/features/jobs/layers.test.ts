// @vitest-environment jsdom
/** The jobs layers: which one finds the posting on each markup, the text layer, pages without a posting, the anchor rule. */
import { EN } from "../shared/i18n/en";
import { describe, expect, it } from "vitest";

import { loadOwn, parseHtml } from "../../../tests/helpers/linkedin-captures";
import { extractJob, findJobAnchor, findJobRegion, jobKey } from "./extract";

function layered(doc: Document) {
  const result = extractJob(doc);
  if (!result.ok) throw new Error(`expected a job, got: ${result.reason}`);
  return { layer: result.layer, job: result.context.job };
}

/** Where a click on the helper would be taken or hidden. */
const UNSAFE = 'a, button, [role="button"], [role="link"], [inert], [aria-hidden="true"]';

const SDUI = "jobs-search-sdui.html";
const TOP_CARD = '[componentkey^="com.linkedin.sdui.jobs.details.topcard"]';

describe("jobs-search-sdui.html (2026 server-driven search page: hashed classes only)", () => {
  it("reads the posting in the detail pane in the structure layer", () => {
    const { layer, job } = layered(loadOwn(SDUI));
    expect(layer).toBe("structure");
    expect(job.title).toBe("Senior Data Engineer");
    expect(job.company).toBe("Larkspur Grid");
    expect(job.location).toBe("Halden Cove, Northmarch, Avalonia");
    expect(job.pageText).toBeUndefined();
    expect(job.description).toBe(
      "Larkspur Grid is hiring a Senior Data Engineer to build the pipelines that balance a regional power grid. You will turn smart-meter readings from 600,000 homes into forecasts our operators trust.\n\n" +
        "Larkspur Grid runs battery parks and wind farms along the Northmarch coast. Our data team is six people and owns everything from ingestion to the dashboards the control room watches.\n\n" +
        "What you will do\n\n" +
        "Design streaming pipelines in Python and Kafka\nModel meter and weather data in our warehouse\nMake the nightly forecast job twice as fast\nMentor two data engineers\n\n" +
        "What we hope you bring\n\n" +
        "Five or more years of data engineering\nStrong SQL and one of Python or Scala\nCuriosity about how electricity moves\n\n" +
        "What we offer\nSalary: 140,000–165,000 crowns a year\nHybrid work from our Halden Cove office, two days a week.\n\n" +
        "Larkspur Grid is an equal opportunity employer.",
    );
  });

  it("reads the description where “About the job” stands among the pane's own children (no section of its own)", () => {
    const doc = loadOwn(SDUI);
    const expected = layered(loadOwn(SDUI)).job.description;
    const section = [...doc.querySelectorAll("h2")].find((h) => h.textContent === "About the job")!.parentElement!;
    section.replaceWith(...section.children);
    const { layer, job } = layered(doc);
    expect(layer).toBe("structure");
    expect(job.description).toBe(expected);
    expect(findJobRegion(doc)?.getAttribute("aria-label")).toBe("Senior Data Engineer");
  });

  it("never reads the cards of the list, the hiring team, the upsell or the company section as the posting", () => {
    const { job } = layered(loadOwn(SDUI));
    for (const text of Object.values(job)) {
      expect(text).not.toMatch(
        /Brindle Freight|Copperline|Moorfield|Tern Robotics|Analytics Engineer|Ottilie|Premium|About the (job|company)|… more|followers/,
      );
    }
  });

  it("takes the title from the pane, not from a document title that still names the previous job", () => {
    const doc = loadOwn(SDUI);
    doc.title = "(3) Analytics Engineer | Brindle Freight | LinkedIn";
    const { layer, job } = layered(doc);
    expect(layer).toBe("structure");
    expect(job).toMatchObject({
      title: "Senior Data Engineer",
      company: "Larkspur Grid",
      location: "Halden Cove, Northmarch, Avalonia",
    });
  });

  it("reads the posting with no hint at all: the title above “About the job”, the company from its /company/ link", () => {
    const doc = loadOwn(SDUI);
    doc.title = "LinkedIn";
    for (const el of doc.querySelectorAll("[aria-label]"))
      if (/ at Larkspur Grid$/.test(el.getAttribute("aria-label")!)) el.removeAttribute("aria-label");
    for (const el of doc.querySelectorAll("button span")) if (/^Save .* at /.test(el.textContent!)) el.remove();
    const expected = { title: "Senior Data Engineer", company: "Larkspur Grid", location: "Halden Cove, Northmarch, Avalonia" };
    expect(layered(doc)).toMatchObject({ layer: "structure", job: expected });
    // nor the detail container's label: the top heading above the description
    doc.querySelector('[role="region"]')!.removeAttribute("aria-label");
    expect(layered(doc)).toMatchObject({ layer: "structure", job: expected });
  });

  it("never takes the list's heading for the title: the pane's link to its job names it, else the text layer reads it, cards left out", () => {
    const doc = loadOwn(SDUI);
    doc.title = "LinkedIn";
    for (const el of doc.querySelectorAll("[aria-label]"))
      if (/ at Larkspur Grid$/.test(el.getAttribute("aria-label")!)) el.removeAttribute("aria-label");
    doc.querySelector('[role="region"]')!.removeAttribute("aria-label");
    const h1 = doc.querySelector("h1")!;
    const p = doc.createElement("p");
    p.textContent = h1.textContent;
    h1.replaceWith(p);
    // the pane's own link to its job still names it (issue #40): the title, from the structure
    expect(layered(doc)).toMatchObject({ layer: "structure", job: { title: "Senior Data Engineer" } });
    // without it, nothing does
    const link = doc.querySelector('[componentkey^="JobDetailsTitleLink_"]')!;
    link.replaceWith(...link.childNodes);
    const { layer, job } = layered(doc);
    expect(layer).toBe("text");
    expect(job.title).toBe("");
    expect(job.pageText).toContain("Senior Data Engineer\nHalden Cove, Northmarch, Avalonia · 2 weeks ago · 48 applicants");
    expect(job.pageText).toContain("Larkspur Grid is hiring a Senior Data Engineer");
    expect(job.pageText).not.toMatch(/Brindle Freight|Copperline|Moorfield|Tern Robotics/);
  });

  it("finds the region: the labelled detail container, not the list of cards", () => {
    const region = findJobRegion(loadOwn(SDUI));
    expect(region?.getAttribute("aria-label")).toBe("Senior Data Engineer");
    expect(region?.querySelector('[role="list"]')).toBeNull();
    expect(region?.querySelector("h1")?.textContent).toBe("Senior Data Engineer");
  });

  it("keys the job by currentJobId, else by the pane's componentkey, else by the selected card's; never by a /jobs/view/ link", () => {
    const doc = loadOwn(SDUI);
    expect(jobKey(doc, "https://www.linkedin.com/jobs/search-results/?currentJobId=4187600212&keywords=data")).toBe("4187600212");
    expect(jobKey(doc, "https://www.linkedin.com/jobs/search-results/?keywords=data")).toBe("4187654321");
    // the pane names no job: the selected card (aria-current on its clickable part) does
    for (const el of doc.querySelectorAll('[role="region"] [componentkey], [role="region"][componentkey]'))
      el.removeAttribute("componentkey");
    expect(jobKey(doc, "")).toBe("4187654321");
    // no card selected: the title's /jobs/view/ link, and the cards' links, are not read on a page with a list
    doc.querySelector('[aria-current="true"]')!.removeAttribute("aria-current");
    expect(doc.querySelector('[role="region"] a[href*="/jobs/view/4187654321/"]')).not.toBeNull();
    expect(jobKey(doc, "")).toBe("");
  });
});

describe("the anchor is never inside a container that takes or hides the click", () => {
  it("SDUI: the block around the title sits in the title's link; the anchor is the top card around it", () => {
    const doc = loadOwn(SDUI);
    const anchor = findJobAnchor(doc)!;
    // the natural candidate (the block of title, place line and chips) is the link itself
    expect(doc.querySelector("h1")!.closest("a")?.getAttribute("href")).toContain("/jobs/view/4187654321/");
    expect(anchor.closest(UNSAFE)).toBeNull();
    expect(anchor.matches(TOP_CARD)).toBe(true);
    expect(anchor.querySelector("h1")?.textContent).toBe("Senior Data Engineer");
  });

  for (const wrapper of [
    'div role="button" tabindex="0"',
    'div role="link"',
    "div inert",
    'div aria-hidden="true"',
    'a href="/jobs/view/4187654321/"',
  ]) {
    it(`climbs out of <${wrapper}> around the top card`, () => {
      const doc = loadOwn(SDUI);
      const card = doc.querySelector(TOP_CARD)!;
      const outer = doc.createElement("div");
      outer.innerHTML = `<${wrapper}></${wrapper.split(" ")[0]}>`;
      const shell = outer.firstElementChild!;
      card.replaceWith(shell);
      shell.append(card);
      const anchor = findJobAnchor(doc)!;
      expect(anchor.closest(UNSAFE)).toBeNull();
      expect(anchor).toBe(shell.parentElement);
    });
  }

  it("climbs out of a link around the known top card too (selectors layer)", () => {
    const doc = loadOwn("jobs-small.html");
    const card = findJobAnchor(doc)!;
    const link = doc.createElement("a");
    link.href = "/jobs/view/3901234567/";
    card.replaceWith(link);
    link.append(card);
    const anchor = findJobAnchor(doc)!;
    expect(anchor.closest(UNSAFE)).toBeNull();
    expect(anchor).toBe(link.parentElement);
  });

  it("stays on the posting while a dialog shuts the whole page (aria-hidden/inert around <main>)", () => {
    const doc = loadOwn(SDUI);
    const app = doc.querySelector("main")!.parentElement!;
    app.setAttribute("aria-hidden", "true");
    app.setAttribute("inert", "");
    expect(findJobAnchor(doc)?.matches(TOP_CARD)).toBe(true);
  });
});

describe("layers", () => {
  it("the known selectors win on the known markup; structure on the server-driven page", () => {
    expect(layered(loadOwn("jobs-search-hashed.html")).layer).toBe("selectors");
    expect(layered(loadOwn("jobs-guest.html")).layer).toBe("selectors");
    expect(layered(loadOwn("jobs-small.html")).layer).toBe("selectors");
    expect(layered(loadOwn(SDUI)).layer).toBe("structure");
  });

  it("the text layer reads a posting whose structure says nothing (no title, no headings)", () => {
    const doc = parseHtml(`<!DOCTYPE html><html><head><title>LinkedIn</title></head><body>
      <header><nav><a href="/feed/">Home</a><a href="/jobs/">Jobs</a><span>3 new notifications</span></nav></header>
      <main><div><div role="list"><div role="listitem"><a href="/jobs/view/4100000001/">Harbour Pilot</a><span>Quayside Ferries</span></div></div>
      <div><div><span>Backend Engineer</span></div><div><span>Fernhill Transit Labs</span></div>
      <div>Oakmere · 2 weeks ago · 48 applicants</div><button>Apply</button><button>Save</button>
      <div><span>About the job</span><div>We build the routing engine behind city ferry timetables.</div><span>… more</span></div></div></div></main></body></html>`);
    const { layer, job } = layered(doc);
    expect(layer).toBe("text");
    expect(job).toMatchObject({ title: "", company: "" });
    expect(job.pageText).toBe(
      "Backend Engineer\nFernhill Transit Labs\nOakmere · 2 weeks ago · 48 applicants\nAbout the job\nWe build the routing engine behind city ferry timetables.",
    );
  });

  it("sends nothing where no posting is shown, and says what to do", () => {
    for (const doc of [
      parseHtml("<main><div></div></main>"),
      parseHtml("<html><body><main><h1>Welcome to your feed</h1><p>Nothing to apply for.</p></main></body></html>"),
      loadOwn("profile-sdui.html"),
      loadOwn("feed-sdui.html"),
    ]) {
      expect(extractJob(doc)).toEqual({ ok: false, reason: EN.reasons.noJob });
      expect(findJobAnchor(doc)).toBeNull();
      expect(findJobRegion(doc)).toBeNull();
    }
    expect(EN.reasons.noJob).toMatch(/^Open a job posting first: /);
  });

  it("never reads a search page's cards as the posting when no detail pane is shown", () => {
    const sdui = loadOwn(SDUI); // the document title still names the job last shown
    sdui.querySelector('[componentkey="SearchResultsDetailPane"]')!.remove();
    const hashed = loadOwn("jobs-search-hashed.html");
    hashed.querySelector(".scaffold-layout__detail")!.remove();
    for (const doc of [sdui, hashed]) {
      expect(extractJob(doc)).toEqual({ ok: false, reason: EN.reasons.noJob });
      expect(findJobAnchor(doc)).toBeNull();
    }
  });
});
