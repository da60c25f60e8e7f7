/**
 * What says "a job posting" where a word is the only signal, in the page's interface language (./words.ts,
 * matched by ./wording.ts): the description's heading, the other sections' headings, the line under the
 * title, the apply and Save controls, the toggle under a clamped text.
 */
import { isJobWord, saysJobWord, startsWithJobWord } from "./wording";

/** Whether `text` is the description's heading ("About the job", "Info zum Job", "求人について"…). */
export function isAboutJob(doc: Document, text: string): boolean {
  return isJobWord(doc, text, "aboutJob");
}

/** Headings of the detail pane's other sections and of the page around it: never a posting's title. */
export function isSectionHeading(doc: Document, text: string): boolean {
  return isJobWord(doc, text, "sections") || startsWithJobWord(doc, text, "sectionStarts");
}

/** "2 weeks ago", "Posted 3 days ago", "vor 2 Wochen", "48 applicants": the line under a posting's title. */
export function isPostedLine(doc: Document, line: string): boolean {
  return saysJobWord(doc, line, "ago", "applicants", "posted");
}

/** Whether a control applies for the job: its label or text starts with "Easy Apply", "Apply"… (in the page's language). */
export function isApplyControl(doc: Document, control: Element): boolean {
  for (const text of [control.getAttribute("aria-label"), control.textContent]) {
    if (startsWithJobWord(doc, text, "easyApply") || startsWithJobWord(doc, text, "apply")) return true;
  }
  return false;
}

/** A posting's Save toggle ("Save", "Speichern", "保存", with aria-pressed). */
export function isSaveToggle(doc: Document, toggle: Element): boolean {
  if (!toggle.hasAttribute("aria-pressed")) return false;
  // its visible word and its screen-reader label sit side by side ("Speichern" + "Speichern <title> bei …")
  const texts = [
    toggle.getAttribute("aria-label"),
    toggle.textContent,
    ...[...toggle.children].map((child) => child.textContent),
  ];
  return texts.some((text) => startsWithJobWord(doc, text, "save"));
}

/** The toggle under a clamped text: "… more" in the page's language, or a collapsed control (aria-expanded="false"). */
export function isToggle(doc: Document, control: Element): boolean {
  if (control.getAttribute("aria-expanded") === "false") return true;
  return isJobWord(doc, control.getAttribute("aria-label"), "showMore") || isJobWord(doc, control.textContent, "showMore");
}
