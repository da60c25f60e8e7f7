/**
 * Layer (b) of the profile: what survives a redesign. The page title names the member ("Ana Ruiz |
 * LinkedIn") and the name is a heading of the main region; the headline and the location are the lines
 * under it (the location is the one beside the contact-info link); About and Experience are the sections
 * headed so. No class names, no ids.
 */
import { blockText, blockTextSkipping, cleanText, headings, jsonLd, mainRegion, metaContent, titleParts } from "../shared/dom";
import { cleanName } from "./by-selectors";
import { isDateLine, firstPart, isSkillsLine } from "./experience";
import type { ProfileFacts } from "./facts";
import { profileWords as W } from "./wording";

type Experience = ProfileFacts["experience"][number];

/** Pronouns as LinkedIn shows them beside a name ("She/Her", "(he/him/his)", "Sie/Ihr"): short words around slashes. */
const PRONOUNS = /^\(?\s*\p{L}{1,8}\s*\/\s*\p{L}{1,8}(\s*\/\s*\p{L}{1,8})?\s*\)?$/u;
/** A connection degree by its shape, in any language: a digit and a mark or two ("2nd", "2.", "2e", "2º", "3rd+", "2次"). */
const DEGREE_SHAPE = /^\d\S{0,3}\+?$/u;
/** What separates the badges on a name's line. */
const BADGE_SEPARATOR = /\s*[·•|]\s*/;

/** A line of badges only (pronouns, the connection degree, "Verified"), as LinkedIn puts beside or under a name. */
function isBadgeLine(doc: Document, line: string): boolean {
  return line
    .split(BADGE_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => PRONOUNS.test(part) || DEGREE_SHAPE.test(part) || W.is(doc, part, "degree", "badges", "pronouns"));
}

/** Lines under a name that are not the headline: notices, actions, counts ("1,204 followers", "500+ Kontakte"). */
function notHeadline(doc: Document, line: string): boolean {
  if (
    W.is(
      doc,
      line,
      "contactInfo",
      "openToWork",
      "hiring",
      "message",
      "connect",
      "follow",
      "pending",
      "more",
      "selfControls",
      "seeMore",
    )
  )
    return true;
  return line.length <= 60 && /\d/.test(line) && W.says(doc, line, "followers", "connections");
}

/** The line under a position's dates that names its place ("Rotterdam, Netherlands", "Remote", "Lisbon Area · Hybrid"). */
function isPlaceLine(doc: Document, line: string): boolean {
  if (line.length > 80 || /[.!?。！？]$/.test(line)) return false;
  return /^[^.!?]{2,60},[^.!?]+$/.test(line) || W.says(doc, line, "workplace");
}

/** A heading's text names one of the profile's cards (never the member's name). */
function isCardHeading(doc: Document, text: string): boolean {
  return W.starts(doc, text, "about", "activity", "experience", "sections");
}

/** Left out when reading the top card and the entries: controls and media. */
const CONTROLS = "button, [role=button], select, input, textarea, svg, img, figure, video, script, style, template, code";
const isControl = (el: Element) => el.matches(CONTROLS);

/**
 * Lines of an element as read on screen, controls left out, and the classic markup's screen-reader labels
 * ("Dates Employed", "Beschäftigungszeitraum") too, on a line of their own or before the value they name.
 */
function lines(el: Element): string[] {
  const labels = W.forms(el.ownerDocument, "screenReaderLabels");
  // read in place, not from a copy: copying each entry of a long profile was most of this layer's time (#41)
  return blockTextSkipping(el, isControl)
    .split("\n")
    .map((line) => {
      const clean = cleanText(line);
      const label = labels.startLength(clean);
      return label > 0 ? clean.slice(label).trim() : clean;
    })
    .filter(Boolean);
}

/** A duration alone on its line ("2 yrs 5 mos", "2 J. 5 Mon.", "2年5ヶ月"): numbers, each with a short unit. */
const DURATION = /^(\d+\s*[^\d\s]{1,7}\.?\s*){1,2}$/u;

/** A company line without its employment type, however it is set off ("Acme · Full-time", "Acme Vollzeit"). */
function companyOf(doc: Document, line: string): string {
  const company = firstPart(line);
  const types = W.forms(doc, "employmentTypes");
  for (let at = types.find(company); at; at = types.find(company, at.index + 1)) {
    if (at.index > 0 && at.index + at.length === company.length) return company.slice(0, at.index).trim();
  }
  return company;
}

/** The element's own visible text, if short enough to be a name or a title. */
function shortText(el: Element): string {
  const text = cleanText(el.textContent);
  return text.length <= 120 ? text : "";
}

/** The name as the page title (or, on public pages, og:title / JSON-LD) gives it. */
function titledName(doc: Document): string {
  const parts = titleParts(doc);
  const fromTitle = parts.length === 1 ? parts[0]!.split(/\s+[-–]\s+/)[0]! : "";
  if (fromTitle) return cleanName(fromTitle);
  const og = metaContent(doc, ["og:title"]).split(/\s+[-–|]\s+/)[0] ?? "";
  if (og) return cleanName(og);
  const person = jsonLd(doc).find((item) => item["@type"] === "Person");
  return typeof person?.name === "string" ? cleanName(person.name) : "";
}

/** The element showing the member's name: the heading the title names, else the main region's first name-like heading. */
export function nameByStructure(doc: Document): { name: string; el: Element | null } {
  const main = mainRegion(doc);
  if (!main) return { name: "", el: null };
  const inMain = headings(main).filter((h) => !h.closest("nav, aside, header, footer, [role=navigation]"));
  const titled = titledName(doc);
  if (titled) {
    const candidates = [...inMain, ...main.querySelectorAll("a[href*='/in/'] *, p, span")];
    const el = candidates.find((c) => cleanName(shortText(c)) === titled);
    if (el) return { name: titled, el };
    // shown, but in no element we recognise: the name is still known (the title is not stale)
    if (main.textContent?.includes(titled)) return { name: titled, el: null };
  }
  // no title to confirm it: an h1, else the top card's heading (before any card's, outside any list)
  const h1 = inMain.find((h) => h.tagName === "H1" && cleanName(shortText(h)));
  const first = inMain[0];
  const heading =
    h1 ?? (first && cleanName(shortText(first)) && !isCardHeading(doc, shortText(first)) && !first.closest("li") ? first : null);
  return heading ? { name: cleanName(shortText(heading)), el: heading } : { name: "", el: null };
}

/** The top card: the nearest section around the name, else the nearest ancestor with a few lines of text. */
export function topCardAround(nameEl: Element): Element {
  const section = nameEl.closest("section");
  if (section) return section;
  let card: Element = nameEl;
  for (let level = 0; level < 6 && card.parentElement && card.parentElement.tagName !== "MAIN"; level++) {
    card = card.parentElement;
    if (lines(card).length >= 4) break;
  }
  return card;
}

/** Location and headline from the top card's lines under the name. */
function headlineAndLocation(card: Element, name: string): { headline: string; location: string } {
  const doc = card.ownerDocument;
  const all = lines(card);
  const start = all.findIndex((line) => cleanName(line) === name);
  const after = start >= 0 ? all.slice(start + 1) : all;
  const contact = card.querySelector('a[href*="/overlay/contact-info/"]');
  const contactText = cleanText(contact?.textContent);
  let location = "";
  if (contactText) {
    const at = after.findIndex((line) => line.includes(contactText));
    if (at >= 0) {
      location = after[at]!.replace(contactText, "").replace(/^[\s·•|]+|[\s·•|]+$/g, "");
      if (!location && at > 0) location = after[at - 1]!.replace(/^[\s·•|]+|[\s·•|]+$/g, "");
    }
  }
  // a headline is plain text: never a whole link ("Verify now", a company or school button)
  const links = new Set([...card.querySelectorAll("a")].map((a) => cleanText(blockText(a))).filter(Boolean));
  const headline =
    after.find(
      (line) =>
        line !== location &&
        !links.has(line) &&
        !line.includes(contactText || "\u0000") &&
        !isBadgeLine(doc, line) &&
        !notHeadline(doc, line) &&
        cleanName(line) !== name,
    ) ?? "";
  return { headline, location };
}

/** The section a heading opens: its <section>, else the nearest ancestor holding more than the heading. */
function sectionOf(heading: Element, main: Element, text: string): Element {
  let section: Element = heading.closest("section") ?? heading;
  while (section === heading || (cleanText(section.textContent).length <= text.length + 20 && section.parentElement)) {
    if (!section.parentElement || section.parentElement === main) break;
    section = section.parentElement;
  }
  return section;
}

interface Headed {
  section: Element;
  heading: string;
}

/** The main region's cards as their headings open them, in document order (the top card's name heading left out). */
function headedSections(main: Element, nameEl: Element | null): Headed[] {
  const out: Headed[] = [];
  for (const heading of headings(main)) {
    if (nameEl && (heading === nameEl || heading.contains(nameEl) || nameEl.contains(heading))) continue;
    const text = blockText(heading);
    if (!text || text.length > 80) continue;
    const section = sectionOf(heading, main, text);
    if (nameEl && section.contains(nameEl)) continue;
    if (!out.some((known) => known.section === section)) out.push({ section, heading: text });
  }
  return out;
}

/** The card headed by one of the page language's forms of `key` ("About", "Info", "概要"). */
function sectionNamed(sections: Headed[], key: "about" | "experience"): Headed | null {
  return sections.find((s) => W.is(s.section.ownerDocument, s.heading, key)) ?? null;
}

/** The entries of a list: its items that are not nested in another item of the same section. */
function outermostItems(section: Element): Element[] {
  return [...section.querySelectorAll("li")].filter(
    (li) => !li.parentElement?.closest("li") || !section.contains(li.parentElement.closest("li")),
  );
}

const COMPANY_LINK = 'a[href*="/company/"]';

/**
 * Experience by its shape, where no heading says it in a language we know: the first card whose entries
 * link to companies (/company/, not /school/) and show date ranges.
 */
function experienceByShape(sections: Headed[]): Headed | null {
  return (
    sections.find(({ section }) => {
      const items = outermostItems(section);
      return items.length > 0 && items.some((item) => item.querySelector(COMPANY_LINK) && lines(item).slice(1).some(isDateLine));
    }) ?? null
  );
}

/**
 * About by its shape, where no heading says it in a language we know: the first card that is prose, a
 * heading over a text of some length, with no list and no links to people or companies (Activity, Featured,
 * Experience and the asides all have them).
 */
function aboutByShape(sections: Headed[]): Headed | null {
  return (
    sections.find(({ section, heading }) => {
      if (section.querySelector("li, [role=listitem], a[href*='/in/'], a[href*='/company/'], a[href*='/school/']")) return false;
      const body = lines(section).filter((line) => line !== heading);
      return body.join(" ").length >= 80;
    }) ?? null
  );
}

function aboutText(found: Headed | null): string {
  if (!found) return "";
  const doc = found.section.ownerDocument;
  const body = lines(found.section).filter((line) => line !== found.heading && !W.is(doc, line, "seeMore"));
  // the card's own sub-cards ("Top skills", "Kenntnisse") are not what the member wrote about themselves
  const end = body.findIndex((line, i) => i > 0 && W.is(doc, line, "sections"));
  return (end > 0 ? body.slice(0, end) : body).join("\n").slice(0, 2600);
}

function entryFrom(doc: Document, itemLines: string[], company = ""): Experience {
  const dateAt = itemLines.findIndex((line, i) => i > 0 && isDateLine(line));
  const second = itemLines[1] ?? "";
  let rest = dateAt >= 0 ? itemLines.slice(dateAt + 1) : itemLines.slice(2);
  // under the dates, where the markup puts them on lines of their own: the duration, then the place
  if (rest[0] && DURATION.test(rest[0])) rest = rest.slice(1);
  const description = (rest[0] && isPlaceLine(doc, rest[0]) ? rest.slice(1) : rest)
    .filter((line) => !isSkillsLine(line) && !W.is(doc, line, "seeMore"))
    .join("\n");
  return {
    title: itemLines[0] ?? "",
    company: company || (second && !isDateLine(second) ? companyOf(doc, second) : ""),
    dates: dateAt >= 0 ? firstPart(itemLines[dateAt]!) : "",
    description: description.slice(0, 600),
  };
}

function experienceList(found: Headed | null): Experience[] {
  if (!found) return [];
  const doc = found.section.ownerDocument;
  const out: Experience[] = [];
  for (const item of outermostItems(found.section)) {
    const roles = [...item.querySelectorAll("li")].filter((li) => lines(li).slice(1).some(isDateLine));
    const itemLines = lines(item);
    if (roles.length && !itemLines.slice(1, 3).some(isDateLine)) {
      const company = firstPart(itemLines[0] ?? "");
      for (const role of roles) out.push(entryFrom(doc, lines(role), company));
    } else out.push(entryFrom(doc, itemLines));
  }
  return out.filter((e) => e.title).slice(0, 10);
}

export function readByStructure(doc: Document): Partial<ProfileFacts> {
  const main = mainRegion(doc);
  const { name, el } = nameByStructure(doc);
  const facts: Partial<ProfileFacts> = { name };
  if (el) Object.assign(facts, headlineAndLocation(topCardAround(el), name));
  if (main) {
    const sections = headedSections(main, el);
    const experience = sectionNamed(sections, "experience") ?? experienceByShape(sections);
    const about = sectionNamed(sections, "about") ?? aboutByShape(sections.filter((s) => s !== experience));
    facts.about = aboutText(about);
    facts.experience = experienceList(experience);
  }
  return facts;
}
