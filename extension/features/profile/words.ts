/**
 * The words a profile shows where a word is the only signal, in the ten interface languages LinkedIn serves
 * most (../shared/language.ts chooses them by <html lang>). Data only, no logic: ./wording.ts matches them.
 * Facts come first from structure (the <title>, the top card's lines, the contact-info link, headings,
 * /company/ links, date lines); these words only say what structure cannot: which heading opens About or
 * Experience, which line under the name is a badge or a control, which controls only the owner sees.
 * LinkedIn's own wording as best known; several forms where it uses several. Compared ignoring case.
 * `{name}` in a form stands for a member's name.
 *
 * The forms themselves are data: they live in the extraction pack (src/core/extraction-pack.json,
 * `pages.profile.words`), which the server can update without a release (issue #29). Read them through
 * this table at the moment of a comparison, never copy them.
 */
import type { WordTable } from "../shared/language";
import { packWords } from "../shared/pack";

export type ProfileWord =
  /** section headings */
  | "about"
  | "experience"
  | "activity"
  /** the headings of the profile's other cards and asides (never the member's name) */
  | "sections"
  /** controls on someone else's profile, whole labels */
  | "message"
  | "connect"
  | "follow"
  | "pending"
  | "more"
  /** the same controls' long labels ("Invite {name} to connect") */
  | "otherControls"
  /** badges and notices beside or under the name */
  | "openToWork"
  | "hiring"
  | "badges"
  /** pronouns as LinkedIn shows them beside a name, where they have no slash ("彼女", "Ella") */
  | "pronouns"
  /** the connection degree ("2nd", "2.", "2e", "2º", "2次"), and its screen-reader form */
  | "degree"
  | "contactInfo"
  /** "1,204 followers", "500+ connections": the words after the count */
  | "followers"
  | "connections"
  /** the toggle under a clamped text */
  | "seeMore"
  /** controls only the owner sees: whole labels, and label starts ("Add new experience") */
  | "selfControls"
  | "selfControlStarts"
  /** a date range's open end ("Mar 2022 - Present") */
  | "present"
  /** "Skills: …" under a position */
  | "skills"
  /** a position's employment type ("Full-time", "Vollzeit"), which a company line may end with */
  | "employmentTypes"
  /** a position's place line: "Remote", "Lisbon · Hybrid" */
  | "workplace"
  /** the classic markup's screen-reader labels, on lines of their own once their hiding class is gone */
  | "screenReaderLabels";

/** Every key above, once: the compiler holds the list to the type. */
const KEYS: Record<ProfileWord, true> = {
  about: true,
  experience: true,
  activity: true,
  sections: true,
  message: true,
  connect: true,
  follow: true,
  pending: true,
  more: true,
  otherControls: true,
  openToWork: true,
  hiring: true,
  badges: true,
  pronouns: true,
  degree: true,
  contactInfo: true,
  followers: true,
  connections: true,
  seeMore: true,
  selfControls: true,
  selfControlStarts: true,
  present: true,
  skills: true,
  employmentTypes: true,
  workplace: true,
  screenReaderLabels: true,
};

export const PROFILE_WORDS: WordTable<ProfileWord> = packWords("profile", KEYS);
