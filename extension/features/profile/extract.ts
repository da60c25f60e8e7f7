/**
 * LinkedIn profile page → ProfileContext. Pure functions over the DOM (no chrome APIs, no side effects:
 * text is read from clones, never by changing the page). Every selector comes from ./selectors.
 */
import { cleanText, queryAllFirst, queryFirst, textOf, type Extraction, type ProfileContext } from "../types";
import {
  ABOUT_ANCHOR_SELECTORS,
  ABOUT_LEGACY_SELECTORS,
  ABOUT_TEXT_SELECTORS,
  CARD_SECTION_SELECTORS,
  CLASSIC_COMPANY_NOISE_SELECTORS,
  CLASSIC_COMPANY_SELECTORS,
  CLASSIC_DATES_SELECTORS,
  CLASSIC_DESCRIPTION_SELECTORS,
  CLASSIC_ENTRY_SELECTORS,
  CLASSIC_EXPERIENCE_SECTION_SELECTORS,
  CLASSIC_GROUP_COMPANY_SELECTORS,
  CLASSIC_ROLE_SELECTORS,
  CLASSIC_TITLE_SELECTORS,
  CONTACT_INFO_SELECTORS,
  EXPERIENCE_ANCHOR_SELECTORS,
  EXPERIENCE_DESCRIPTION_SELECTORS,
  EXPERIENCE_ENTRY_SELECTORS,
  HEADLINE_SELECTORS,
  HIDDEN_TEXT_SELECTORS,
  LINE_BREAK_SELECTORS,
  LIST_ITEM_SELECTORS,
  LOCATION_NOISE_SELECTORS,
  LOCATION_SELECTORS,
  MAIN_SELECTORS,
  NAME_SELECTORS,
  SELF_VIEW_BUTTON_SELECTORS,
  SELF_VIEW_LABELS,
  SELF_VIEW_SELECTORS,
  TOP_CARD_SELECTORS,
  VISIBLE_LINE_SELECTORS,
} from "./selectors";

type Profile = ProfileContext["profile"];
type Experience = Profile["experience"][number];

const MAX_EXPERIENCE = 10;
/** Node.DOCUMENT_POSITION_FOLLOWING, spelled out so the module does not need a global `Node`. */
const FOLLOWING = 4;

/** A line holding a date range: a year, or "Present" in the UI languages we know. */
const DATE_LINE = /\b(19|20)\d{2}\b|\b(present|heute|presente|actualidad|atual|heden)\b|aujourd/i;
/** The " · " separating parts of a line ("Acme · Full-time", "Jan 2022 - Present · 2 yrs"). */
const DOT_SEPARATOR = /\s+[·•]\s+/;
/** Pronouns appended to a name ("(She/Her)", "he/him/his"). */
const TRAILING_PRONOUNS =
  /\s*[([]?\s*\b(she|he|they|ze|xe|ella|él|sie|er|il|elle|ele)\s*\/\s*[\p{L}]+(\s*\/\s*[\p{L}]+)?\s*[)\]]?\s*$/iu;
/** Connection degree appended to a name ("· 2nd", "3rd+"). */
const TRAILING_DEGREE = /\s*[·•]?\s*\b(1st|2nd|3rd\+?)\s*$/i;
/** A "Skills: …" line under a position (not its description). */
const SKILLS_LINE = /^(skills|kenntnisse|compétences|aptitudes)\s*:/i;

// ---------------------------------------------------------------- DOM helpers

/** Whether `el` matches any of the selectors. */
function matchesAny(el: Element, selectors: readonly string[]): boolean {
  return selectors.some((selector) => el.matches(selector));
}

/** The nearest ancestor-or-self matching any of the selectors. */
function closestAny(el: Element, selectors: readonly string[]): Element | null {
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (matchesAny(node, selectors)) return node;
  }
  return null;
}

/** Every element under `root` matching any of the selectors, in document order, without duplicates. */
function queryAllAny(root: ParentNode, selectors: readonly string[]): Element[] {
  const found = new Set<Element>();
  for (const selector of selectors) root.querySelectorAll(selector).forEach((el) => found.add(el));
  return [...found].sort((a, b) => (a.compareDocumentPosition(b) & FOLLOWING ? -1 : 1));
}

/** Visible text of an element: screen-reader copies, buttons and "…see more" dropped, <br> kept as newlines. */
function visibleText(el: Element | null | undefined, noise: readonly string[] = []): string {
  if (!el) return "";
  const clone = el.cloneNode(true) as Element;
  for (const selector of [...HIDDEN_TEXT_SELECTORS, ...noise]) {
    clone.querySelectorAll(selector).forEach((node) => node.remove());
  }
  for (const selector of LINE_BREAK_SELECTORS) {
    clone.querySelectorAll(selector).forEach((node) => node.replaceWith("\n"));
  }
  return cleanText(clone.textContent);
}

/** Visible text of the first element (selectors tried in order) that has some. */
function firstVisible(root: ParentNode, selectors: readonly string[], noise: readonly string[] = []): string {
  for (const selector of selectors) {
    for (const el of root.querySelectorAll(selector)) {
      const text = visibleText(el, noise);
      if (text) return text;
    }
  }
  return "";
}

// ---------------------------------------------------------------- top card

function topCard(doc: Document): Element | null {
  return queryFirst(doc, TOP_CARD_SELECTORS);
}

function cleanName(raw: string): string {
  let name = raw.split("\n")[0] ?? "";
  name = name.replace(TRAILING_DEGREE, "").replace(TRAILING_PRONOUNS, "").replace(TRAILING_DEGREE, "");
  return name.trim();
}

function extractName(doc: Document): string {
  for (const selector of NAME_SELECTORS) {
    for (const el of doc.querySelectorAll(selector)) {
      const name = cleanName(visibleText(el));
      if (name) return name;
    }
  }
  return "";
}

function extractHeadline(doc: Document, name: string): string {
  const headline = textOf(doc, HEADLINE_SELECTORS);
  return headline === name ? "" : headline;
}

/** Location: the line that also holds "Contact info" (minus that link), else the location span. */
function extractLocation(doc: Document): string {
  const scope: ParentNode = topCard(doc) ?? doc;
  const contact = queryFirst(scope, CONTACT_INFO_SELECTORS);
  const line = contact?.parentElement?.parentElement;
  if (line) {
    const text = visibleText(line, LOCATION_NOISE_SELECTORS).replace(/^[\s·•|]+|[\s·•|]+$/g, "");
    if (text && !text.includes("\n") && text.length <= 120) return text;
  }
  return firstVisible(scope, LOCATION_SELECTORS) || (scope === doc ? "" : firstVisible(doc, LOCATION_SELECTORS));
}

function extractAbout(doc: Document): string {
  for (const anchor of queryAllFirst(doc, ABOUT_ANCHOR_SELECTORS)) {
    const card = closestAny(anchor, CARD_SECTION_SELECTORS) ?? anchor.parentElement;
    if (!card) continue;
    const text = firstVisible(card, ABOUT_TEXT_SELECTORS) || longestLooseLine(card);
    if (text) return text;
  }
  return firstVisible(doc, ABOUT_LEGACY_SELECTORS);
}

/** Fallback for a card whose text block lost its classes: the longest visible line outside its lists. */
function longestLooseLine(card: Element): string {
  let best = "";
  for (const span of queryAllAny(card, VISIBLE_LINE_SELECTORS)) {
    if (closestAny(span, LIST_ITEM_SELECTORS)) continue;
    const text = visibleText(span);
    if (text.length > best.length) best = text;
  }
  return best.length > 20 ? best : "";
}

// ---------------------------------------------------------------- Experience, 2022–2025

/** The visible lines belonging to `item` itself (not to lists nested in it, not its description). */
function ownLines(item: Element): string[] {
  return queryAllAny(item, VISIBLE_LINE_SELECTORS)
    .filter((span) => closestAny(span, LIST_ITEM_SELECTORS) === item)
    .filter((span) => !matchesAny(span, EXPERIENCE_DESCRIPTION_SELECTORS))
    .map((span) => visibleText(span))
    .filter(Boolean);
}

const isDateLine = (line: string) => DATE_LINE.test(line);
const firstPart = (line: string) => line.split(DOT_SEPARATOR)[0]?.trim() ?? "";

/** Date range of an entry ("Jan 2022 - Present"), without the duration after " · ". */
function datesIn(lines: string[]): string {
  const line = lines.find(isDateLine);
  return line ? firstPart(line) : "";
}

/** Description of a position: its show-more block, else the first nested line that is not a skills list. */
function pvsDescription(scope: Element): string {
  const text = firstVisible(scope, EXPERIENCE_DESCRIPTION_SELECTORS);
  if (text) return text;
  for (const span of queryAllAny(scope, VISIBLE_LINE_SELECTORS)) {
    if (closestAny(span, LIST_ITEM_SELECTORS) === scope) continue;
    const line = visibleText(span);
    if (line && !SKILLS_LINE.test(line)) return line;
  }
  return "";
}

/** A role inside a multi-role group: a nested item with a title and a date line of its own. */
function isRole(item: Element): boolean {
  const lines = ownLines(item);
  return lines.length >= 2 && lines.slice(1).some(isDateLine);
}

function readPvsEntry(entry: Element): Experience[] {
  const lines = ownLines(entry);
  if (!lines.length) return [];
  const headerHasDates = lines.slice(1).some(isDateLine);
  if (!headerHasDates) {
    // Multi-role group: the header names the company ("Acme", "Full-time · 4 yrs", location), roles below.
    const nested = queryAllAny(entry, LIST_ITEM_SELECTORS).filter((li) => li !== entry && isRole(li));
    const roles = nested.filter((li) => !nested.some((other) => other !== li && other.contains(li)));
    if (roles.length) {
      const company = firstPart(lines[0] ?? "");
      return roles.map((role) => {
        const roleLines = ownLines(role);
        return {
          title: roleLines[0] ?? "",
          company,
          dates: datesIn(roleLines.slice(1)),
          description: pvsDescription(role),
        };
      });
    }
  }
  const second = lines[1] ?? "";
  return [
    {
      title: lines[0] ?? "",
      company: second && !isDateLine(second) ? firstPart(second) : "",
      dates: datesIn(lines.slice(1)),
      description: pvsDescription(entry),
    },
  ];
}

function pvsExperience(root: ParentNode): Experience[] {
  const sections = new Set<Element>();
  for (const anchor of queryAllFirst(root, EXPERIENCE_ANCHOR_SELECTORS)) {
    const section = closestAny(anchor, CARD_SECTION_SELECTORS) ?? anchor.parentElement;
    if (section) sections.add(section);
  }
  const out: Experience[] = [];
  for (const section of sections) {
    const items = queryAllFirst(section, EXPERIENCE_ENTRY_SELECTORS);
    const entries = items.filter((li) => {
      const outer = li.parentElement ? closestAny(li.parentElement, LIST_ITEM_SELECTORS) : null;
      return !outer || !section.contains(outer);
    });
    for (const entry of entries) out.push(...readPvsEntry(entry));
  }
  return out;
}

// ---------------------------------------------------------------- Experience, Ember-classic

function classicExperience(root: ParentNode): Experience[] {
  const out: Experience[] = [];
  for (const section of queryAllFirst(root, CLASSIC_EXPERIENCE_SECTION_SELECTORS)) {
    for (const entry of queryAllFirst(section, CLASSIC_ENTRY_SELECTORS)) {
      const roles = queryAllFirst(entry, CLASSIC_ROLE_SELECTORS);
      if (roles.length) {
        const company = firstVisible(entry, CLASSIC_GROUP_COMPANY_SELECTORS);
        for (const role of roles) {
          out.push({
            title: firstVisible(role, CLASSIC_TITLE_SELECTORS),
            company,
            dates: firstVisible(role, CLASSIC_DATES_SELECTORS),
            description: firstVisible(role, CLASSIC_DESCRIPTION_SELECTORS),
          });
        }
      } else {
        out.push({
          title: firstVisible(entry, CLASSIC_TITLE_SELECTORS),
          company: firstVisible(entry, CLASSIC_COMPANY_SELECTORS, CLASSIC_COMPANY_NOISE_SELECTORS),
          dates: firstVisible(entry, CLASSIC_DATES_SELECTORS),
          description: firstVisible(entry, CLASSIC_DESCRIPTION_SELECTORS),
        });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------- exports

/** Experience entries (title, company, dates, description) from any supported generation, at most 10; multi-role groups give one entry per role with the group's company. */
export function extractExperience(root: ParentNode): ProfileContext["profile"]["experience"] {
  let entries = pvsExperience(root);
  if (!entries.some((e) => e.title)) entries = classicExperience(root);
  return entries.filter((e) => e.title || e.company).slice(0, MAX_EXPERIENCE);
}

/** The lower-cased profile slug of a /in/<slug>/ URL, or "". */
function profileSlug(url: string | undefined): string {
  if (!url) return "";
  try {
    const match = /^\/in\/([^/?#]+)/i.exec(new URL(url, "https://www.linkedin.com").pathname);
    return match?.[1] ? decodeURIComponent(match[1]).toLowerCase() : "";
  } catch {
    return "";
  }
}

/** Whether the page is the signed-in user's own profile (self-view signals: edit buttons like "Edit intro", "Add profile section", "Open to", "Enhance profile", a /in/me/ URL, or `url` matching `ownProfileUrl`). */
export function isOwnProfile(doc: Document, url: string, ownProfileUrl?: string): boolean {
  const slug = profileSlug(url);
  if (slug === "me") return true;
  if (slug && slug === profileSlug(ownProfileUrl)) return true;
  if (queryFirst(doc, SELF_VIEW_SELECTORS)) return true;
  const labels = new Set(SELF_VIEW_LABELS.map((label) => label.toLowerCase()));
  return queryAllAny(doc, SELF_VIEW_BUTTON_SELECTORS).some(
    (button) =>
      labels.has(visibleText(button).toLowerCase()) ||
      labels.has(cleanText(button.getAttribute("aria-label")).toLowerCase()),
  );
}

/** Context for the profile page, or why not (no name found → ok:false). */
export function extractProfile(doc: Document, url: string, ownProfileUrl?: string): Extraction<ProfileContext> {
  const name = extractName(doc);
  if (!name) {
    return { ok: false, reason: "No profile name found: this is not a profile page, or its top card has not loaded yet." };
  }
  return {
    ok: true,
    context: {
      profile: {
        name,
        headline: extractHeadline(doc, name),
        location: extractLocation(doc),
        about: extractAbout(doc),
        experience: extractExperience(doc),
        own: isOwnProfile(doc, url, ownProfileUrl),
      },
    },
  };
}

/** Where to put our "Summarize"/"Improve my profile" panel: the top card section (or the main element), or null. */
export function findProfileAnchor(doc: Document): Element | null {
  const card = topCard(doc);
  if (card) return card;
  const heading = queryFirst(doc, NAME_SELECTORS);
  const section = heading ? closestAny(heading, CARD_SECTION_SELECTORS) : null;
  return section ?? queryFirst(doc, MAIN_SELECTORS);
}
