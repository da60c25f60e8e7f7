/**
 * Layer (b) of the profile: what survives a redesign. The page title names the member ("Ana Ruiz |
 * LinkedIn") and the name is a heading of the main region; the headline and the location are the lines
 * under it (the location is the one beside the contact-info link); About and Experience are the sections
 * headed so. No class names, no ids.
 */
import { blockText, cleanText, headings, jsonLd, mainRegion, metaContent, titleParts } from "../shared/dom";
import { cleanName } from "./by-selectors";
import { isDateLine, firstPart, SKILLS_LINE } from "./experience";
import type { ProfileFacts } from "./facts";

type Experience = ProfileFacts["experience"][number];

/** Section headings, in the UI languages we know. */
const ABOUT_HEADING = /^(about|acerca de|info|infos|à propos|sobre|over)$/i;
const EXPERIENCE_HEADING = /^(experience|experiencia|berufserfahrung|expérience|experiência|ervaring)$/i;
/** Headings of the profile's cards: never the member's name. */
const CARD_HEADING =
  /^(about|activity|analytics|experience|education|skills|licenses|projects|languages|interests|recommendations|featured|resources|services|volunteering|people you may know|people also viewed|more profiles for you|suggested for you|honors|courses|publications|causes|organizations|contact info|top skills)/i;

/** Badges that sit beside a name, on its line or the next: pronouns, the connection degree, marks. */
const BADGE = new RegExp(
  [
    "\\(?\\s*\\b(she|he|they|ze|xe|ella|él|sie|er|il|elle|ele)\\s*/\\s*\\p{L}+(\\s*/\\s*\\p{L}+)?\\s*\\)?",
    "\\b(1st|2nd|3rd\\+?)(\\s+degree connection)?",
    "\\b(verified|premium|degree connection)\\b",
    "[·•|]",
  ].join("|"),
  "giu",
);

/** Lines under a name that are not the headline: badges only, counts, actions. */
const NOT_HEADLINE = new RegExp(
  [
    "^(view profile|contact info|open to work|hiring|message|connect|follow|more|pending|resources|open to|add section|add profile section|enhance profile|enhance with ai|verify now)$",
    "\\b\\d[\\d,.]*\\+?\\s*(followers?|connections?)\\b",
  ].join("|"),
  "iu",
);

const isBadgeLine = (line: string) => line.replace(BADGE, "").trim() === "";

/** The line under a position's dates that names its place ("Rotterdam, Netherlands", "Remote", "Lisbon Area · Hybrid"). */
const PLACE_LINE = /^[^.!?]{2,60}(,[^.!?]+|\b(remote|hybrid|on-site|area|region)\b.*)$/i;

/** Screen-reader labels of the classic markup, on lines of their own once their hiding class is gone. */
const SCREEN_READER_LABEL = /^(company name|dates employed|employment duration|location|title|total duration)$/i;

/** Removed before reading the top card: controls and media. */
const CONTROLS = "button, [role=button], select, input, textarea, svg, img, figure, video, script, style, template, code";

/** Lines of an element as read on screen, controls left out. */
function lines(el: Element): string[] {
  return blockText(el, CONTROLS)
    .split("\n")
    .map((line) => cleanText(line))
    .filter((line) => line && !SCREEN_READER_LABEL.test(line));
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
    h1 ?? (first && cleanName(shortText(first)) && !CARD_HEADING.test(shortText(first)) && !first.closest("li") ? first : null);
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
        !isBadgeLine(line) &&
        !NOT_HEADLINE.test(line) &&
        cleanName(line) !== name,
    ) ?? "";
  return { headline, location };
}

/** The section (or the nearest ancestor holding more than the heading) headed by text matching `pattern`. */
function sectionHeaded(main: Element, pattern: RegExp): { section: Element; heading: string } | null {
  for (const heading of headings(main)) {
    const text = blockText(heading);
    if (!pattern.test(text)) continue;
    let section: Element = heading.closest("section") ?? heading;
    while (section === heading || (cleanText(section.textContent).length <= text.length + 20 && section.parentElement)) {
      if (!section.parentElement || section.parentElement === main) break;
      section = section.parentElement;
    }
    return { section, heading: text };
  }
  return null;
}

function aboutText(main: Element): string {
  const found = sectionHeaded(main, ABOUT_HEADING);
  if (!found) return "";
  const body = lines(found.section).filter((line) => line !== found.heading && !/^(…|\.\.\.)?\s*(see |show )?more$/i.test(line));
  return body.join("\n").slice(0, 2600);
}

/** The entries of a list: its items that are not nested in another item of the same section. */
function outermostItems(section: Element): Element[] {
  return [...section.querySelectorAll("li")].filter((li) => !li.parentElement?.closest("li") || !section.contains(li.parentElement.closest("li")));
}

function entryFrom(itemLines: string[], company = ""): Experience {
  const dateAt = itemLines.findIndex((line, i) => i > 0 && isDateLine(line));
  const second = itemLines[1] ?? "";
  const rest = dateAt >= 0 ? itemLines.slice(dateAt + 1) : itemLines.slice(2);
  const description = (rest[0] && PLACE_LINE.test(rest[0]) ? rest.slice(1) : rest)
    .filter((line) => !SKILLS_LINE.test(line))
    .join("\n");
  return {
    title: itemLines[0] ?? "",
    company: company || (second && !isDateLine(second) ? firstPart(second) : ""),
    dates: dateAt >= 0 ? firstPart(itemLines[dateAt]!) : "",
    description: description.slice(0, 600),
  };
}

function experienceList(main: Element): Experience[] {
  const found = sectionHeaded(main, EXPERIENCE_HEADING);
  if (!found) return [];
  const out: Experience[] = [];
  for (const item of outermostItems(found.section)) {
    const roles = [...item.querySelectorAll("li")].filter((li) => lines(li).slice(1).some(isDateLine));
    const itemLines = lines(item);
    if (roles.length && !itemLines.slice(1, 3).some(isDateLine)) {
      const company = firstPart(itemLines[0] ?? "");
      for (const role of roles) out.push(entryFrom(lines(role), company));
    } else out.push(entryFrom(itemLines));
  }
  return out.filter((e) => e.title).slice(0, 10);
}

export function readByStructure(doc: Document): Partial<ProfileFacts> {
  const main = mainRegion(doc);
  const { name, el } = nameByStructure(doc);
  const facts: Partial<ProfileFacts> = { name };
  if (el) Object.assign(facts, headlineAndLocation(topCardAround(el), name));
  if (main) {
    facts.about = aboutText(main);
    facts.experience = experienceList(main);
  }
  return facts;
}
