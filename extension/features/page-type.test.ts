// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { detectPageType } from "./page-type";

describe("detectPageType", () => {
  it.each([
    ["https://www.linkedin.com/feed/", "feed"],
    ["https://www.linkedin.com/feed/update/urn:li:activity:7101/", "feed"],
    // the home feed's 2026 address, and the family's other pages
    ["https://www.linkedin.com/feed/foryou/", "feed"],
    ["https://www.linkedin.com/feed", "feed"],
    ["https://www.linkedin.com/feedback/", null],
    ["https://www.linkedin.com/messaging/thread/2-YWJj/", "messages"],
    ["https://www.linkedin.com/messaging/", "messages"],
    ["https://www.linkedin.com/in/priya-raman-12ab/", "profile"],
    ["https://www.linkedin.com/in/me/", "profile"],
    ["https://www.linkedin.com/in/priya-raman-12ab/details/experience/", "profile"],
    ["https://www.linkedin.com/in/", null],
    ["https://www.linkedin.com/messaging/thread/2-YWJj/?overlay=1", "messages"],
    ["https://www.linkedin.com/jobs/view/3912345678/", "jobs"],
    ["https://www.linkedin.com/jobs/search/?currentJobId=3912345678&keywords=backend", "jobs"],
    ["https://www.linkedin.com/jobs/collections/recommended/?currentJobId=1", "jobs"],
    // LinkedIn's AI job search, where /jobs/search/ now redirects
    ["https://www.linkedin.com/jobs/search-results/?currentJobId=4190011223&keywords=designer", "jobs"],
    ["https://www.linkedin.com/jobs/search-results/", "jobs"],
    ["https://www.linkedin.com/jobs/collections/", "jobs"],
    ["https://www.linkedin.com/jobs/collections/top-applicant/?currentJobId=4190011223", "jobs"],
    ["https://www.linkedin.com/jobs/", "jobs"],
    ["https://www.linkedin.com/jobs/view/", null],
    ["https://www.linkedin.com/jobs/tracker/", null],
    // public job pages on country hosts (the content script also runs on *.linkedin.com/jobs/*)
    ["https://au.linkedin.com/jobs/view/senior-platform-engineer-build-tooling-at-tidewell-health-4209876543", "jobs"],
    ["https://uk.linkedin.com/jobs/view/backend-engineer-at-acme-4012345678?trk=public_jobs", "jobs"],
    ["https://linkedin.com/jobs/view/4012345678/", "jobs"],
    ["https://ca.linkedin.com/jobs/search?keywords=backend&location=Toronto", "jobs"],
    ["https://ca.linkedin.com/jobs/backend-jobs", null],
    ["https://notlinkedin.com/jobs/view/4012345678/", null],
    ["https://www.linkedin.com/company/northwind/", null],
    ["https://www.linkedin.com/notifications/", null],
    ["https://example.com/feed/", null],
    ["not a url", null],
  ])("%s → %s", (url, type) => {
    expect(detectPageType(url)).toBe(type);
  });

  it("follows the canonical link of a /preload/ page", () => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.linkedin.com/in/elena-petrova/">';
    expect(detectPageType("https://www.linkedin.com/preload/abc", document)).toBe("profile");
    document.head.innerHTML = "";
    expect(detectPageType("https://www.linkedin.com/preload/abc", document)).toBeNull();
  });
});
