// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import {
  compact,
  describeCapture,
  loadCapture,
  loadOwn,
  parseHtml,
  SHAPE,
  squash,
} from "../../../tests/helpers/linkedin-captures";
import { extractJob, findJobAnchor, jobKey, MAX_DESCRIPTION } from "./extract";

function job(doc: Document) {
  const result = extractJob(doc);
  if (!result.ok) throw new Error(`expected a job, got: ${result.reason}`);
  return result.context.job;
}

function removeAll(doc: Document, selector: string): void {
  for (const el of doc.querySelectorAll(selector)) el.remove();
}

// ---------------------------------------------------------------- signed-in search with detail pane (Ember + hashed)

describe("jobs-search-hashed.html (own: signed-in search with detail pane, Ember + hashed, late 2025)", () => {
  const doc = loadOwn("jobs-search-hashed.html");

  it("reads the job in the detail pane, not the cards of the list", () => {
    const { title, company, location, description } = job(doc);
    expect(title).toBe("Backend Engineer");
    expect(company).toBe("Fernhill Transit Labs");
    expect(location).toBe("Oakmere, Riverland, Avalonia");
    expect(description.startsWith("Fernhill Transit Labs is hiring a Backend Engineer to help us build the routing engine")).toBe(
      true,
    );
    expect(description).not.toContain("About the job");
    expect(description).toContain("\n\nFernhill Transit Labs makes scheduling software");
    // list items stay one per line
    expect(description).toContain(
      "Making the timetable solver faster on large networks\nReviewing code and pairing with other engineers",
    );
    expect(description.endsWith("but you can also work remotely.")).toBe(true);
  });

  it("reads the whole description: <p><span><p> blocks, lists, <br> lines; no toggles, cards or nav", () => {
    expect(job(doc).description).toBe(
      "Fernhill Transit Labs is hiring a Backend Engineer to help us build the routing engine behind city ferry and tram timetables. You will work on services that millions of commuters rely on every week!\n\n" +
        "Fernhill Transit Labs makes scheduling software for public transport operators in twelve countries. Our platform plans routes, prices tickets and tells riders when the next boat leaves.\n\n" +
        "What you will work on\n\n" +
        "Designing and building HTTP APIs in Go and PostgreSQL\n" +
        "Making the timetable solver faster on large networks\n" +
        "Reviewing code and pairing with other engineers\n" +
        "Writing tests for Fernhill Route that cover edge cases, load and failure recovery\n" +
        "Taking part in a calm on-call rotation (one week in eight)\n\n" +
        "What we hope you bring\n\n" +
        "Three or more years of backend development\n" +
        "Comfort with SQL, Docker and message queues\n" +
        "Clear written English\n\n" +
        "What we offer\n\n" +
        // one <br> inside a paragraph is one line break
        "Salary: 5,200–6,400 crowns a month\nStart: as soon as you like\n\n" +
        "A yearly learning budget, a bicycle allowance and flexible hours.\n\n" +
        "We have a harbour-side office in Oakmere, but you can also work remotely.",
    );
    const { title, company, location, description } = job(doc);
    for (const text of [title, company, location, description]) {
      expect(text).not.toMatch(/Ledger Services|Pellucid Money|Tern Robotics|EMEA|see more|show more|About the company/i);
      expect(text).not.toMatch(/notifications|My Network|Promoted|48 applicants|Easy Apply/);
    }
  });

  it("keys the job by currentJobId, else by the detail pane's data-job-id", () => {
    expect(
      jobKey(doc, "https://www.linkedin.com/jobs/search/?currentJobId=4101234567&geoId=100000042&keywords=backend%20engineer"),
    ).toBe("4101234567");
    expect(jobKey(doc, "https://www.linkedin.com/jobs/search/?keywords=backend%20engineer&location=Avalonia")).toBe("4101234567");
    expect(jobKey(doc, "")).toBe("4101234567");
    // another job opened in the same page: the URL param changes first
    expect(jobKey(doc, "https://www.linkedin.com/jobs/search/?currentJobId=4101240222")).toBe("4101240222");
  });

  it("keys by the pane's data-job-id (apply button) when no card is selected", () => {
    const copy = loadOwn("jobs-search-hashed.html");
    for (const el of copy.querySelectorAll('[aria-current="page"]')) el.removeAttribute("aria-current");
    for (const el of copy.querySelectorAll(".jobs-search-results-list__list-item--active"))
      el.classList.remove("jobs-search-results-list__list-item--active");
    removeAll(copy, ".job-details-jobs-unified-top-card__job-title a");
    expect(jobKey(copy, "https://www.linkedin.com/jobs/search/?keywords=backend%20engineer")).toBe("4101234567");
  });

  it("keys by the selected card (aria-current) when the pane names no job", () => {
    const copy = loadOwn("jobs-search-hashed.html");
    for (const el of copy.querySelectorAll("[data-job-details-events-trigger] [data-job-id]")) el.removeAttribute("data-job-id");
    removeAll(copy, ".job-details-jobs-unified-top-card__job-title a");
    expect(jobKey(copy, "https://www.linkedin.com/jobs/search/?keywords=backend%20engineer")).toBe("4101234567");
  });

  it("keys by the top card's title link when no data-job-id is left; never by another card", () => {
    const copy = loadOwn("jobs-search-hashed.html");
    const url = "https://www.linkedin.com/jobs/search/?keywords=backend%20engineer";
    for (const el of copy.querySelectorAll("[data-job-id]")) el.removeAttribute("data-job-id");
    // the h1's /jobs/view/ link; the canonical (/jobs/search/) names no job
    expect(jobKey(copy, url)).toBe("4101234567");
    removeAll(copy, ".job-details-jobs-unified-top-card__job-title a");
    // the cards' /jobs/view/ links and data-occludable-job-id are other jobs
    expect(jobKey(copy, url)).toBe("");
  });

  it("anchors on the top card of the detail pane", () => {
    expect(findJobAnchor(doc)?.classList.contains("job-details-jobs-unified-top-card__container--two-pane")).toBe(true);
  });

  it("falls back to the detail pane's aria-label when the title element is gone", () => {
    const copy = loadOwn("jobs-search-hashed.html");
    copy.querySelector(".job-details-jobs-unified-top-card__job-title")?.remove();
    copy.querySelector(".job-details-jobs-unified-top-card__title-container")?.remove();
    expect(job(copy).title).toBe("Backend Engineer");
  });
});

/** The description a page shows: its text, the heading above it and any toggle left out. */
function shownDescription(box: Element): Element {
  const copy = box.cloneNode(true) as Element;
  copy.querySelectorAll("h2, button").forEach((el) => el.remove());
  return copy;
}

/** A description read from `box`: the same text, list items one a line, paragraphs apart, and none of the page around it. */
function expectDescriptionOf(description: string, box: Element): void {
  const shown = shownDescription(box);
  // the same words in the same order (textContent has no space where a <br> is: compare without whitespace)
  expect(compact(description)).toBe(compact(shown.textContent));
  const lines = description.split("\n");
  for (const li of shown.querySelectorAll("li")) expect(lines).toContain(squash(li.textContent));
  expect(description).toContain("\n\n");
  expect(description).not.toContain("About the job");
  expect(description).not.toMatch(/show (more|less)/i);
}

describeCapture("jobs-1.html", "signed-in search with detail pane (Ember + hashed, late 2025)", () => {
  const doc = loadCapture("jobs-1.html");
  // the job open in the detail pane is the list's current card: its title, company and place, read from the card
  const card = doc.querySelector('[data-job-id][aria-current="page"]')!;
  const cardJob = {
    id: card.getAttribute("data-job-id") ?? "",
    title: card.querySelector("a[aria-label]")?.getAttribute("aria-label") ?? "",
    company: squash(card.querySelector(".artdeco-entity-lockup__subtitle")?.textContent),
    place: squash(card.querySelector(".artdeco-entity-lockup__caption li")?.textContent),
  };
  const otherId =
    [...doc.querySelectorAll("[data-occludable-job-id]")]
      .map((li) => li.getAttribute("data-occludable-job-id"))
      .find((id) => id !== cardJob.id) ?? "";

  it("reads the job in the detail pane, not the cards of the list", () => {
    const { title, company, location, description } = job(doc);
    // as served, the known selectors find it (the structure layer is tested after a redesign)
    expect(extractJob(doc)).toMatchObject({ ok: true, layer: "selectors" });
    expect(title).not.toBe("");
    expect(title).toBe(cardJob.title);
    expect(company).not.toBe("");
    expect(company).toBe(cardJob.company);
    // the apply button names both
    expect(doc.querySelector(`button[data-job-id="${cardJob.id}"]`)?.getAttribute("aria-label")).toBe(
      `Easy Apply to ${title} at ${company}`,
    );
    // the card adds the workplace type: "<place> (On-site)"
    expect(location).toMatch(SHAPE.place);
    expect(cardJob.place.startsWith(`${location} (`)).toBe(true);
    expect(cardJob.place).toMatch(/ \([\w-]+\)$/);
    expectDescriptionOf(description, doc.getElementById("job-details")!);
    expect(description.length).toBeGreaterThan(1000);
  });

  it("keys the job by currentJobId, else by the detail pane's data-job-id", () => {
    expect(cardJob.id).toMatch(SHAPE.jobId);
    expect(jobKey(doc, `https://www.linkedin.com/jobs/search/?currentJobId=${cardJob.id}&geoId=100`)).toBe(cardJob.id);
    expect(jobKey(doc, "https://www.linkedin.com/jobs/search/?keywords=junior%20software%20engineer")).toBe(cardJob.id);
    expect(jobKey(doc, "")).toBe(cardJob.id);
    // another job opened in the same page: the URL param changes first
    expect(otherId).toMatch(SHAPE.jobId);
    expect(jobKey(doc, `https://www.linkedin.com/jobs/search/?currentJobId=${otherId}`)).toBe(otherId);
  });

  it("anchors on the top card of the detail pane", () => {
    expect(findJobAnchor(doc)?.classList.contains("job-details-jobs-unified-top-card__container--two-pane")).toBe(true);
  });

  it("falls back to the detail pane's aria-label when the title element is gone", () => {
    const copy = loadCapture("jobs-1.html");
    copy.querySelector(".job-details-jobs-unified-top-card__job-title")?.remove();
    copy.querySelector(".job-details-jobs-unified-top-card__title-container")?.remove();
    expect(job(copy).title).toBe(cardJob.title);
  });
});

// ---------------------------------------------------------------- public job page, signed out (guest pages)

describe("jobs-guest.html (own: public job page, signed out, guest pages 2026)", () => {
  const doc = loadOwn("jobs-guest.html");

  it("reads title, company, location and description", () => {
    const { title, company, location, description } = job(doc);
    expect(title).toBe("Senior Platform Engineer - Build Tooling");
    expect(company).toBe("Tidewell Health");
    expect(location).toBe("Port Aster, Greywater, Avalonia");
    expect(
      description.startsWith("Who We Are\n\nTidewell Health builds scheduling and note-taking tools for community clinics"),
    ).toBe(true);
    expect(description).not.toMatch(/show (more|less)/i);
    expect(description.endsWith("so that the tools we build serve every kind of clinic.")).toBe(true);
  });

  it("reads the whole description: <br><br> paragraphs, <strong> headings, lists; not the criteria or other jobs", () => {
    expect(job(doc).description).toBe(
      "Who We Are\n\n" +
        "Tidewell Health builds scheduling and note-taking tools for community clinics, so nurses spend their time with patients instead of forms. Our apps run in more than 900 clinics across Avalonia and its islands.\n\n" +
        "We are a team of nurses, engineers and designers who work from our Port Aster studio and from home.\n\n" +
        "Last year we shipped a new offline mode that lets rural clinics keep working when the connection drops, and we are now growing the platform team that keeps all of this fast and safe to change.\n\n" +
        "What You’ll Do\n\n" +
        "Own the build system: keep our shared build libraries, CI pipelines and container images fast and reliable.\n" +
        "Write developer tools: command-line helpers, editor integrations and local environments that shorten the edit-build-test loop.\n" +
        "Automate releases: make deployments routine with canary rollouts, automatic rollbacks and clear release notes.\n" +
        "Support the product teams: pair with them on build problems and write short guides for the paved road.\n\n" +
        "What We’re Looking For\n\n" +
        "5+ years building developer tooling or platform services\n" +
        "Experience with CI/CD systems and monorepos\n" +
        "Comfort with infrastructure as code (Terraform or similar)\n" +
        "A habit of measuring before optimising\n\n" +
        "How we work\n\n" +
        "Care First\n\n" +
        "We test every change as if a clinic depended on it, because one does.\n\n" +
        "Say It Plainly\n\n" +
        "Short documents, honest reviews and no heroics.\n\n" +
        "Why join us\n\n" +
        "Hybrid work with two office days a week in Port Aster.\n" +
        "A learning budget of 800 crowns a year.\n" +
        "Shares in the company for every employee.\n\n" +
        "Tidewell Health is an equal opportunity employer and welcomes applicants from every background, with any combination of experience, so that the tools we build serve every kind of clinic.",
    );
    const { title, company, location, description } = job(doc);
    for (const text of [title, company, location, description]) {
      expect(text).not.toMatch(
        /Seniority level|Join to apply|Harbourline Bank|DevOps Engineer|People also viewed|Over 200 applicants|2 days ago/,
      );
    }
  });

  it("keys the job by the /jobs/view/<slug>-<id> URL or the canonical link", () => {
    const url = "https://ie.linkedin.com/jobs/view/senior-platform-engineer-build-tooling-at-tidewell-health-4209876543";
    expect(jobKey(doc, url)).toBe("4209876543");
    expect(jobKey(doc, "")).toBe("4209876543");
  });

  it("keys by og:url without the canonical link; never by a similar job", () => {
    const copy = loadOwn("jobs-guest.html");
    removeAll(copy, 'link[rel="canonical"]');
    expect(jobKey(copy, "")).toBe("4209876543");
    removeAll(copy, 'meta[property="og:url"]');
    expect(["", "4209876543"]).toContain(jobKey(copy, ""));
  });

  it("anchors on the guest top card", () => {
    expect(findJobAnchor(doc)?.classList.contains("top-card-layout")).toBe(true);
  });
});

describeCapture("jobs-2.html", "public job page, signed out (guest pages, 2026)", () => {
  const doc = loadCapture("jobs-2.html");
  const meta = (property: string) => doc.querySelector(`meta[property="${property}"]`)?.getAttribute("content") ?? "";

  it("reads title, company, location and description", () => {
    const { title, company, location, description } = job(doc);
    expect(extractJob(doc)).toMatchObject({ ok: true, layer: "selectors" });
    for (const text of [title, company, location]) expect(text).not.toBe("");
    // the page's og:title says all three: "<company> hiring <title> in <location> | LinkedIn"
    expect(`${company} hiring ${title} in ${location} | LinkedIn`).toBe(meta("og:title"));
    expect(location).toMatch(SHAPE.place);
    expectDescriptionOf(description, doc.querySelector(".show-more-less-html__markup")!);
    // og:description opens with the description's first words: "Posted <time>. <words>…See this and similar jobs on LinkedIn."
    const opening = /^Posted [^.]+\.\s*(.+?)…/.exec(meta("og:description"))?.[1] ?? "";
    expect(opening.length).toBeGreaterThan(40);
    expect(compact(description).startsWith(compact(opening))).toBe(true);
  });

  it("keys the job by the /jobs/view/<slug>-<id> URL or the canonical link", () => {
    const url = doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
    const id = /-(\d+)$/.exec(url)?.[1] ?? "";
    expect(id).toMatch(SHAPE.jobId);
    expect(meta("og:url")).toBe(url);
    expect(jobKey(doc, url)).toBe(id);
    expect(jobKey(doc, "")).toBe(id);
  });

  it("anchors on the guest top card", () => {
    expect(findJobAnchor(doc)?.classList.contains("top-card-layout")).toBe(true);
  });
});

// ---------------------------------------------------------------- signed-in /jobs/view/ page

describe("jobs-small.html (own: signed-in /jobs/view/ page)", () => {
  const doc = loadOwn("jobs-small.html");

  it("reads every field", () => {
    expect(extractJob(doc)).toEqual({
      ok: true,
      layer: "selectors",
      context: {
        job: {
          title: "Senior Widget Engineer",
          company: "Acme Robotics",
          location: "Lisbon, Lisbon, Portugal",
          description:
            "Acme Robotics builds friendly warehouse robots. We are hiring a Senior Widget Engineer to lead our widget platform.\n\n" +
            "What you will do\n\n" +
            "Design widgets that ship every week\nMentor two junior engineers\n\n" +
            "What we offer\nHybrid work from our Lisbon office and a yearly learning budget.",
        },
      },
    });
  });

  it("keys the job by /jobs/view/<id>, else by data-job-id in the job (not the similar jobs)", () => {
    expect(jobKey(doc, "https://www.linkedin.com/jobs/view/3901234567/?trk=x")).toBe("3901234567");
    expect(jobKey(doc, "")).toBe("3901234567");
    expect(jobKey(doc, "not a url")).toBe("3901234567");
  });

  it("anchors on the top card", () => {
    expect(findJobAnchor(doc)?.querySelector("h1")?.textContent).toBe("Senior Widget Engineer");
  });

  it(`caps the description at ${MAX_DESCRIPTION} characters`, () => {
    const long = loadOwn("jobs-small.html");
    const body = long.querySelector("#job-details .mt4")!;
    body.innerHTML = Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i} about widgets and robots.</p>`).join("");
    const { description } = job(long);
    expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(description.length).toBeGreaterThan(MAX_DESCRIPTION - 100);
    expect(description.startsWith("Paragraph 0 about widgets and robots.\n\nParagraph 1")).toBe(true);
  });
});

// ---------------------------------------------------------------- pages without a job

describe("pages without a job", () => {
  it("says why on a page with no job", () => {
    const doc = parseHtml("<html><body><main><h1>Welcome to your feed</h1><p>Nothing to apply for.</p></main></body></html>");
    const result = extractJob(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/no job/i);
    expect(findJobAnchor(doc)).toBeNull();
    expect(jobKey(doc, "https://www.linkedin.com/feed/")).toBe("");
  });

  it("says why on a profile page (profile-small.html, own)", () => {
    const doc = loadOwn("profile-small.html");
    const result = extractJob(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/no job/i);
    expect(findJobAnchor(doc)).toBeNull();
    expect(jobKey(doc, "https://www.linkedin.com/in/someone-else/")).toBe("");
  });
});

describeCapture("profile-2.html", "pages without a job: a real profile page", () => {
  it("says why on a real profile page", () => {
    const doc = loadCapture("profile-2.html");
    expect(extractJob(doc).ok).toBe(false);
    expect(findJobAnchor(doc)).toBeNull();
  });
});
