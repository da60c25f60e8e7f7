/**
 * The words a job page shows where a word is the only signal, in the ten interface languages LinkedIn serves
 * most (../shared/language.ts chooses them by <html lang>). Data only, no logic: ./wording.ts matches them.
 * Facts come first from structure (componentkey, roles, headings, /company/ links, <time>); these words
 * only say what structure cannot: which heading opens the description, which line under the title is not
 * a place, which control applies. LinkedIn's own wording as best known; several forms where it uses
 * several (and where it changed them between releases). Compared ignoring case.
 *
 * The forms themselves are data: they live in the extraction pack (src/core/extraction-pack.json,
 * `pages.jobs.words`), which the server can update without a release (issue #29). Read them through
 * this table at the moment of a comparison, never copy them.
 */
import type { WordTable } from "../shared/language";
import { packWords } from "../shared/pack";

export type JobWord =
  /** the heading above the description */
  | "aboutJob"
  /** headings of the pane's other sections: never the posting's title (whole heading) */
  | "sections"
  /** the same, where the heading runs on ("See how you compare to 48 other applicants") */
  | "sectionStarts"
  /** the apply controls ("Easy Apply", "Apply on company website"): a label starting with one */
  | "easyApply"
  | "apply"
  | "save"
  /** parts of the line under the title that are not the place */
  | "promoted"
  | "activelyRecruiting"
  | "applicants"
  /** other notices on that line ("Responses managed off LinkedIn", "No longer accepting applications") */
  | "notices"
  /** "2 weeks ago", "vor 2 Wochen", "il y a 2 semaines", "2週間前": the word that makes a time relative */
  | "ago"
  | "posted"
  /** the toggle under a clamped text ("… more") */
  | "showMore"
  /** guest pages' title: "<Company> hiring <Title> in <Place>" */
  | "hiring"
  /** control labels: "Easy Apply to <Title> at <Company>": the words before the title, and the one before the company */
  | "controlPrefixes"
  | "at";

/** Every key above, once: the compiler holds the list to the type. */
const KEYS: Record<JobWord, true> = {
  aboutJob: true,
  sections: true,
  sectionStarts: true,
  easyApply: true,
  apply: true,
  save: true,
  promoted: true,
  activelyRecruiting: true,
  applicants: true,
  notices: true,
  ago: true,
  posted: true,
  showMore: true,
  hiring: true,
  controlPrefixes: true,
  at: true,
};

export const JOB_WORDS: WordTable<JobWord> = packWords("jobs", KEYS);
