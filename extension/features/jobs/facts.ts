/** What the jobs helper reads from a posting (the context's `job`), and the text layer's reading. */
import type { JobContext } from "../types";

export type JobFacts = Omit<JobContext["job"], "pageText">;

export type Facts = JobFacts & { pageText: string };

export const NO_JOB_FACTS: Facts = { title: "", company: "", location: "", description: "", pageText: "" };

/** Parts of a "Place · 2 weeks ago · 48 applicants" line that are not the place. */
export const NOT_A_PLACE =
  /\b(?:ago|applicants?|applied|apply|promoted|reposted|posted|hirer|actively|recruiting|responses?|managed off linkedin|people clicked|no longer accepting)\b/i;

/** The place from a "Place · 2 weeks ago · 48 applicants" line, skipping a leading company name; "" if none. */
export function placeIn(line: string, company: string): string {
  for (const part of line.split(/[·•\n]/)) {
    const place = part.replace(/\s+/g, " ").trim();
    if (!place || place === company || NOT_A_PLACE.test(place)) continue;
    if (/^\d/.test(place)) continue; // "48 applicants", "2 weeks ago" in other languages
    return place;
  }
  return "";
}
