// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { extractJob, findJobAnchor, jobKey, MAX_DESCRIPTION } from "./extract";

/** Real captures, read in place (never copied into the repository). */
const SHARED = resolve(__dirname, "../../../../shared/fixtures/linkedin");
/** Our own hand-written fixtures. */
const LOCAL = resolve(__dirname, "../../../tests/fixtures/linkedin");

function load(path: string): Document {
  return new DOMParser().parseFromString(readFileSync(path, "utf8"), "text/html");
}

function job(doc: Document) {
  const result = extractJob(doc);
  if (!result.ok) throw new Error(`expected a job, got: ${result.reason}`);
  return result.context.job;
}

describe("jobs-1: signed-in search with detail pane (Ember + hashed, late 2025)", () => {
  const doc = load(resolve(SHARED, "jobs-1.html"));

  it("reads the job in the detail pane, not the cards of the list", () => {
    const { title, company, location, description } = job(doc);
    expect(title).toBe("Back End Developer");
    expect(company).toBe("Turnit");
    expect(location).toBe("Tartu, Tartumaa, Estonia");
    expect(description.startsWith("Turnit is looking for a Back-End Developer who is passionate about building products")).toBe(true);
    expect(description).not.toContain("About the job");
    expect(description).toContain("\n\nTurnit is a traveltech company");
    // list items stay one per line
    expect(description).toContain("Upgrading, configuring and debugging existing systems\nDetermining operational feasibility");
    expect(description.endsWith("but you can definitely work remotely.")).toBe(true);
  });

  it("keys the job by currentJobId, else by the detail pane's data-job-id", () => {
    expect(jobKey(doc, "https://www.linkedin.com/jobs/search/?currentJobId=4357993609&geoId=102974008")).toBe("4357993609");
    expect(jobKey(doc, "https://www.linkedin.com/jobs/search/?keywords=junior%20software%20engineer")).toBe("4357993609");
    expect(jobKey(doc, "")).toBe("4357993609");
    // another job opened in the same page: the URL param changes first
    expect(jobKey(doc, "https://www.linkedin.com/jobs/search/?currentJobId=4368032147")).toBe("4368032147");
  });

  it("anchors on the top card of the detail pane", () => {
    expect(findJobAnchor(doc)?.classList.contains("job-details-jobs-unified-top-card__container--two-pane")).toBe(true);
  });

  it("falls back to the detail pane's aria-label when the title element is gone", () => {
    const copy = load(resolve(SHARED, "jobs-1.html"));
    copy.querySelector(".job-details-jobs-unified-top-card__job-title")?.remove();
    copy.querySelector(".job-details-jobs-unified-top-card__title-container")?.remove();
    expect(job(copy).title).toBe("Back End Developer");
  });
});

describe("jobs-2: public job page, signed out (guest pages, 2026)", () => {
  const doc = load(resolve(SHARED, "jobs-2.html"));

  it("reads title, company, location and description", () => {
    const { title, company, location, description } = job(doc);
    expect(title).toBe("Senior Software Engineer - Developer Experience");
    expect(company).toBe("Heidi");
    expect(location).toBe("Melbourne, Victoria, Australia");
    expect(description.startsWith("Who We Are\n\nHealthcare needs a better rhythm: one that keeps care continuous")).toBe(true);
    expect(description).not.toMatch(/show (more|less)/i);
    expect(description.endsWith("committed to promoting a culture of opportunity for all.")).toBe(true);
  });

  it("keys the job by the /jobs/view/<slug>-<id> URL or the canonical link", () => {
    const url = "https://au.linkedin.com/jobs/view/senior-software-engineer-developer-experience-at-heidi-4411867124";
    expect(jobKey(doc, url)).toBe("4411867124");
    expect(jobKey(doc, "")).toBe("4411867124");
  });

  it("anchors on the guest top card", () => {
    expect(findJobAnchor(doc)?.classList.contains("top-card-layout")).toBe(true);
  });
});

describe("jobs-small: hand-written /jobs/view/ page", () => {
  const path = resolve(LOCAL, "jobs-small.html");
  const doc = load(path);

  it("reads every field", () => {
    expect(extractJob(doc)).toEqual({
      ok: true,
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
    const long = load(path);
    const body = long.querySelector("#job-details .mt4")!;
    body.innerHTML = Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i} about widgets and robots.</p>`).join("");
    const { description } = job(long);
    expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(description.length).toBeGreaterThan(MAX_DESCRIPTION - 100);
    expect(description.startsWith("Paragraph 0 about widgets and robots.\n\nParagraph 1")).toBe(true);
  });
});

describe("pages without a job", () => {
  it("says why on a page with no job", () => {
    const doc = new DOMParser().parseFromString(
      "<html><body><main><h1>Welcome to your feed</h1><p>Nothing to apply for.</p></main></body></html>",
      "text/html",
    );
    const result = extractJob(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/no job/i);
    expect(findJobAnchor(doc)).toBeNull();
    expect(jobKey(doc, "https://www.linkedin.com/feed/")).toBe("");
  });

  it("says why on a real profile page", () => {
    const doc = load(resolve(SHARED, "profile-2.html"));
    expect(extractJob(doc).ok).toBe(false);
    expect(findJobAnchor(doc)).toBeNull();
  });
});
