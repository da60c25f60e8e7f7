/** What the jobs helper reads from a posting (the context's `job`), and the text layer's reading. */
import { saysJobWord } from "./wording";

/** What the jobs' helpers send of a posting (the assist request's `context`). */
export interface JobContext {
  job: {
    title: string;
    company: string;
    location: string;
    description: string;
    /** the text layer's reading of the region (visible text, chrome removed) when no layer found every key fact */
    pageText?: string;
  };
}

export type JobFacts = Omit<JobContext["job"], "pageText">;

export type Facts = JobFacts & { pageText: string };

export const NO_JOB_FACTS: Facts = { title: "", company: "", location: "", description: "", pageText: "" };

/** Whether a part of a "Place · 2 weeks ago · 48 applicants" line is not the place (in the page's language). */
function notAPlace(doc: Document, part: string): boolean {
  return saysJobWord(doc, part, "ago", "applicants", "posted", "promoted", "activelyRecruiting", "notices", "easyApply", "apply");
}

/** The place from a "Place · 2 weeks ago · 48 applicants" line, skipping a leading company name; "" if none. */
export function placeIn(doc: Document, line: string, company: string): string {
  for (const part of line.split(/[·•\n]/)) {
    const place = part.replace(/\s+/g, " ").trim();
    if (!place || place === company || notAPlace(doc, place)) continue;
    if (/^\d/.test(place)) continue; // "48 applicants", "3日前": a count or a time, in any language
    return place;
  }
  return "";
}
