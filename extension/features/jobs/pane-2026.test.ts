// @vitest-environment jsdom
/**
 * The 2026 job pages (issue #28): the AI job search at /jobs/search-results/ (cards with no /jobs/view/ links),
 * the collections pane whose sticky header repeats the title, Easy Apply and Save above the top card, and a
 * description LinkedIn draws seconds after the rest of the posting.
 */
import { EN } from "../shared/i18n/en";
import { afterEach, describe, expect, it, vi } from "vitest";

import { loadBuilt, loadOwn } from "../../../tests/helpers/linkedin-captures";
import { redesign, REDESIGN_SEEDS } from "../../../tests/helpers/redesign";
import { PAGE_WAIT_MS, stillMissing, waitForExtraction } from "../shared/wait-for-page";
import { extractJob, findJobAnchor, findJobRegion, JOB_DESCRIPTION, jobKey } from "./extract";

function job(doc: Document) {
  const result = extractJob(doc);
  if (!result.ok) throw new Error(`expected a job, got: ${result.reason}`);
  return { layer: result.layer, ...result.context.job };
}

/** Where a click on the helper would be taken or hidden. */
const UNSAFE = 'a, button, [role="button"], [role="link"], [inert], [aria-hidden="true"]';
const AI = "jobs-ai-search.html";
const COLLECTIONS = "jobs-collections-sdui.html";
const STICKY = '[componentkey^="JobDetailsStickyHeader_"]';
const TOP_CARD = '[componentkey^="com.linkedin.sdui.jobs.details.topcard"]';

describe("jobs-ai-search.html (2026 AI job search: /jobs/search-results/)", () => {
  it("reads the posting the detail pane shows, in the structure layer", () => {
    const found = job(loadOwn(AI));
    expect(found.layer).toBe("structure");
    expect(found.title).toBe("Senior Backend Engineer, Timetables");
    expect(found.company).toBe("Tallowmere Rail");
    expect(found.location).toBe("Kestrel Bay, Harbourshire, Avalonia");
    expect(found.description).toBe(
      "Tallowmere Rail runs the night trains of the Harbourshire coast. We are looking for a Senior Backend Engineer to own the timetable service: the API every station board, ticket machine and phone asks when the next train leaves.\n\n" +
        "What you will do\n\n" +
        "Rebuild the timetable API in Kotlin on PostgreSQL\nCut the nightly import of operator data from three hours to twenty minutes\nBe on call one week in six, with a day off after\n\n" +
        "What we hope you bring\n\n" +
        "Six or more years of backend work\nCalm under a delayed departure board\n\n" +
        "Hybrid from Kestrel Bay, two days a week; the rest from wherever your trains run.",
    );
  });

  it("never reads the cards (the list's, the similar jobs'), the hiring team or the upsell as the posting", () => {
    for (const text of Object.values(job(loadOwn(AI)))) {
      expect(text).not.toMatch(
        /Copperline|Larkspur|Brindle|Fernhill|Payments|Platform Engineer|Isolde|Premium|About the company|… more|followers/,
      );
    }
  });

  it("keys the job by currentJobId, else by the pane's componentkey, else by the selected card's, never by a link", () => {
    const doc = loadOwn(AI);
    expect(jobKey(doc, "https://www.linkedin.com/jobs/search-results/?currentJobId=4195502345&keywords=backend")).toBe(
      "4195502345",
    );
    expect(jobKey(doc, "https://www.linkedin.com/jobs/search-results/?keywords=backend")).toBe("4195501234");
    // the pane names no job: the selected card does
    for (const el of doc.querySelectorAll('[componentkey="SearchResultsDetailPane"] [componentkey]'))
      el.removeAttribute("componentkey");
    expect(jobKey(doc, "")).toBe("4195501234");
    doc.querySelector('[aria-current="true"]')!.setAttribute("aria-current", "false");
    // the apply link (/jobs/view/4195501234/apply/) names the job, but on a page with a list no link is read
    expect(jobKey(doc, "")).toBe("");
  });

  it("anchors on the pane's top card, outside every clickable card", () => {
    const anchor = findJobAnchor(loadOwn(AI))!;
    expect(anchor.matches(TOP_CARD)).toBe(true);
    expect(anchor.closest(UNSAFE)).toBeNull();
  });

  it("the list alone is no posting: with no pane open, nothing is sent and the helper says what to do", () => {
    const doc = loadOwn(AI);
    doc.querySelector('[componentkey="SearchResultsDetailPane"]')!.remove();
    expect(extractJob(doc)).toEqual({ ok: false, reason: EN.reasons.noJob });
    expect(findJobAnchor(doc)).toBeNull();
  });

  for (const seed of REDESIGN_SEEDS) {
    it(`after a redesign (seed ${seed}): the same facts and key, and a safe anchor`, () => {
      const before = job(loadOwn(AI));
      const doc = redesign(loadOwn(AI), seed);
      expect(job(doc)).toEqual(before);
      expect(jobKey(doc, "")).toBe("4195501234");
      expect(findJobAnchor(doc)?.closest(UNSAFE)).toBeNull();
    });
  }
});

describe("jobs-collections-sdui.html (2026 collections pane: the title twice, a sticky header above the top card)", () => {
  it("reads the posting once, from the top card: title, company, place and description", () => {
    const found = job(loadOwn(COLLECTIONS));
    expect(found.layer).toBe("structure");
    expect(found.title).toBe("Product Designer, Wayfinding");
    expect(found.company).toBe("Quillfeather Maps");
    expect(found.location).toBe("Port Aster, Greywater, Avalonia");
    expect(found.description.startsWith("Quillfeather Maps is looking for a Product Designer to make our wayfinding app")).toBe(
      true,
    );
    expect(found.description.endsWith("Salary 68,000–79,000 crowns a year.")).toBe(true);
    expect(found.description).not.toMatch(/Product Designer, Wayfinding\n|Easy Apply|How you match|4 of 6 skills/);
    expect(jobKey(loadOwn(COLLECTIONS), "")).toBe("4190011223");
  });

  it("mounts the helper in the top card, never in the sticky header that clips what it opens (the silent click)", () => {
    const doc = loadOwn(COLLECTIONS);
    const anchor = findJobAnchor(doc)!;
    expect(anchor.matches(TOP_CARD)).toBe(true);
    expect(anchor.closest(STICKY)).toBeNull();
    expect(anchor.closest(UNSAFE)).toBeNull();
  });

  it("with the title shown only in the sticky header, the helper still goes outside it", () => {
    const doc = loadOwn(COLLECTIONS);
    doc.querySelector(`${TOP_CARD} h1`)!.remove();
    expect(job(doc).title).toBe("Product Designer, Wayfinding");
    const anchor = findJobAnchor(doc)!;
    expect(anchor.closest(STICKY)).toBeNull();
    expect(anchor.contains(doc.querySelector(TOP_CARD))).toBe(true);
  });

  it("where the sticky header is hidden until the pane scrolls (aria-hidden, inert), the same posting and place", () => {
    const doc = loadOwn(COLLECTIONS);
    const header = doc.querySelector(STICKY)!;
    header.setAttribute("aria-hidden", "true");
    header.setAttribute("inert", "");
    expect(job(doc)).toEqual(job(loadOwn(COLLECTIONS)));
    expect(findJobAnchor(doc)!.matches(TOP_CARD)).toBe(true);
  });

  it("where the sticky copy comes after the top card (the Ember layout), the top card's title still wins", () => {
    const doc = loadOwn(COLLECTIONS);
    const header = doc.querySelector(STICKY)!;
    doc.querySelector(TOP_CARD)!.after(header);
    expect(job(doc).location).toBe("Port Aster, Greywater, Avalonia");
    expect(findJobAnchor(doc)!.closest(STICKY)).toBeNull();
  });

  for (const seed of REDESIGN_SEEDS) {
    it(`after a redesign (seed ${seed}): the same facts, and the helper outside the sticky header`, () => {
      const doc = redesign(loadOwn(COLLECTIONS), seed);
      expect(job(doc)).toEqual(job(loadOwn(COLLECTIONS)));
      const anchor = findJobAnchor(doc)!;
      expect(anchor.closest(STICKY)).toBeNull();
      expect(anchor.closest(UNSAFE)).toBeNull();
      expect(findJobRegion(doc)?.getAttribute("componentkey")).toBe("JobDetails_4190011223");
    });
  }
});

// ---------------------------------------------------------------- a description drawn late

/** Where each page's description stands (the block LinkedIn draws late). */
const LATE: [file: string, description: string][] = [
  [COLLECTIONS, '[componentkey*="jobs.details.aboutthejob"]'],
  [AI, '[componentkey*="jobs.details.aboutthejob"]'],
  ["jobs-search-sdui.html", '[componentkey*="jobs.details.aboutthejob"]'],
  ["jobs-search-hashed.html", ".jobs-description"],
  ["jobs-small.html", ".jobs-description"],
];

/** The page without its description, and a function that puts it back where it was. */
function withoutDescription(file: string, selector: string) {
  const doc = loadOwn(file);
  const block = doc.querySelector(selector)!;
  const parent = block.parentElement!;
  const next = block.nextSibling;
  block.remove();
  return { doc, arrive: () => parent.insertBefore(block, next) };
}

describe("jobs-ai-search-alerts.html (March 2026: the results column's headings above the pane, the title a link)", () => {
  const ALERTS = "jobs-ai-search-alerts.html";
  const HARBOURLINE = {
    title: "Senior Product Manager",
    company: "Harbourline Logistics",
    location: "Rotterdam, South Holland, Netherlands",
  };

  it("sends the job the pane shows, titled by the pane's link to it, never by a heading of the results list", () => {
    const found = job(loadOwn(ALERTS));
    expect(found).toMatchObject({ layer: "structure", ...HARBOURLINE });
    expect(found.description).toMatch(/^Harbourline Logistics moves a fifth of the containers/);
    expect(found.description).toContain("Own the dispatch planner from discovery to rollout");
  });

  it("after the next redesign too", () => {
    for (const seed of REDESIGN_SEEDS) expect(job(redesign(loadOwn(ALERTS), seed)), `seed ${seed}`).toMatchObject(HARBOURLINE);
  });

  it("where the pane links another job as well, no link is the title, and no heading of the list is: the text layer reads the page, cards left out", () => {
    const doc = loadOwn(ALERTS);
    const other = doc.createElement("a");
    other.href = "https://www.linkedin.com/jobs/view/4301199999/";
    other.textContent = "Product Owner, Customs Platform";
    doc.querySelector('a[href*="/company/harbourline-logistics/"]')!.after(other);
    const result = extractJob(doc);
    expect(result.ok && result.layer).toBe("text");
    expect(result.ok && result.context.job.title).toBe("");
    const pageText = result.ok ? (result.context.job.pageText ?? "") : "";
    expect(pageText).toContain("Harbourline Logistics moves a fifth of the containers");
    // the cards of the list are left out of the page's text (they link to the search with their job selected)
    expect(pageText).not.toMatch(/Quayside Automation|Tidemark Cargo/);
  });
});

describe("LinkedIn's September 2026 build, in the DOM its script builds (a link in a link, a list in a paragraph)", () => {
  const HARBOURLINE = {
    title: "Senior Product Manager",
    company: "Harbourline Logistics",
    location: "Rotterdam, South Holland, Netherlands",
    description:
      "Harbourline Logistics moves a fifth of the containers that land in Rotterdam onto barges and trains. We are looking for a Senior Product Manager to own the planning tool our dispatchers use every hour of the day.\n\n" +
      "Own the dispatch planner from discovery to rollout\nWork with two engineering squads and the terminal operators\n\n" +
      "Hybrid from Rotterdam, three days a week.",
  };
  const PAGES = {
    "the job's own page (/jobs/view/): no h1, no JSON-LD, the tab title 'Title | Company | LinkedIn', the title a <p>":
      "jobs-view-2026-09.html",
    "the AI search's pane: the list's headings above it, the tab title naming no job, the title a <p> in the job's link":
      "jobs-ai-search-2026-09.html",
  };

  for (const [what, file] of Object.entries(PAGES)) {
    it(`${what}: title, company, place and description from the structure`, () => {
      const doc = loadBuilt(file);
      // the markup the parser cannot make is there: the script built it
      expect(doc.querySelector('a[href*="/company/"] a[href*="/company/"]')).not.toBeNull();
      expect(doc.querySelector("p ul")).not.toBeNull();
      expect(job(doc)).toEqual({ layer: "structure", ...HARBOURLINE });
    });

    it(`${what}: after the next redesign too (no data-testid left for the known selectors)`, () => {
      for (const seed of REDESIGN_SEEDS) {
        const doc = redesign(loadBuilt(file), seed);
        expect(doc.querySelector("[data-testid]")).toBeNull();
        expect(job(doc), `seed ${seed}`).toEqual({ layer: "structure", ...HARBOURLINE });
      }
    });
  }

  it("keys the pane's job by its description's componentkey (JobDetails_AboutTheJob_<id>), and anchors outside its links", () => {
    const doc = loadBuilt("jobs-ai-search-2026-09.html");
    expect(jobKey(doc, "https://www.linkedin.com/jobs/search-results/?keywords=product%20manager")).toBe("4301122334");
    const anchor = findJobAnchor(doc)!;
    expect(anchor.textContent).toContain("Senior Product Manager");
    expect(anchor.closest(UNSAFE)).toBeNull();
  });
});

describe("a description LinkedIn draws after the rest of the posting", () => {
  afterEach(() => vi.useRealTimers());

  for (const [file, selector] of LATE) {
    it(`${file}: waits for it (nothing to send yet), and reads all of it once it arrives`, async () => {
      const full = job(loadOwn(file));
      const { doc, arrive } = withoutDescription(file, selector);
      const early = extractJob(doc);
      expect(early).toMatchObject({ ok: false, waitingFor: JOB_DESCRIPTION });
      // the helper is there meanwhile: a posting is shown, only its description is on its way
      expect(findJobAnchor(doc)).not.toBeNull();

      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const reading = waitForExtraction(doc, () => extractJob(doc));
      setTimeout(arrive, 2500);
      await vi.advanceTimersByTimeAsync(2500 + 50);
      const late = await reading;
      expect(late.ok).toBe(true);
      if (!late.ok) return;
      expect(late.context.job.description).toBe(full.description);
      expect(late.context.job.title).toBe(full.title);
    });
  }

  it("says what is missing, and sends nothing, when it never arrives within the wait", async () => {
    const { doc } = withoutDescription(COLLECTIONS, LATE[0]![1]);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const reading = waitForExtraction(doc, () => extractJob(doc));
    await vi.advanceTimersByTimeAsync(PAGE_WAIT_MS + 50);
    const last = await reading;
    expect(last).toMatchObject({ ok: false, waitingFor: JOB_DESCRIPTION });
    expect(stillMissing(JOB_DESCRIPTION)).toBe(
      "LinkedIn did not load the job description within 8 seconds, so nothing was sent. Scroll it into view or reload the page, then try again.",
    );
  });
});
