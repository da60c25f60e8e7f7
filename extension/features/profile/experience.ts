/** Experience entries of a profile, from the 2022–2025 list markup and the 2021 classic section. */
import { closestAny, matchesAny, queryAllAny, queryAllFirst } from "../shared/dom";
import type { ProfileContext } from "./facts";
import { PROFILE } from "./selectors";
import { firstShown, shown } from "./shown-text";
import { everyLanguage } from "../shared/wording";
import { formsIn } from "../shared/language";
import { perPack } from "../shared/pack";
import { PROFILE_WORDS } from "./words";

type Experience = ProfileContext["profile"]["experience"][number];

const MAX_EXPERIENCE = 10;
/** A year in a date range ("2022", "2022年"). */
const YEAR = /(?<!\d)(19|20)\d{2}(?!\d)/;
/** A date range's open end ("Present", "heute", "至今"), in any language we know: these lines are read where a word of another language is no risk. */
const present = perPack(() => formsIn(everyLanguage(PROFILE_WORDS, "present")));
/** The " · " separating parts of a line ("Acme · Full-time", "Jan 2022 - Present · 2 yrs"). */
const DOT_SEPARATOR = /\s+[·•]\s+/;
/** "Skills" before a position's skills line ("Skills: …", "Kenntnisse:"), in any language we know. */
const skills = perPack(() => formsIn(everyLanguage(PROFILE_WORDS, "skills")));

/** A "Skills: …" line under a position (not its description). */
export const isSkillsLine = (line: string) => {
  const length = skills().startLength(line);
  return length >= 0 && /^\s*[:：]/.test(line.trim().slice(length));
};

// ---------------------------------------------------------------- Experience, 2022–2025

/** The visible lines belonging to `item` itself (not to lists nested in it, not its description). */
function ownLines(item: Element): string[] {
  return queryAllAny(item, PROFILE.VISIBLE_LINE)
    .filter((span) => closestAny(span, PROFILE.LIST_ITEM) === item)
    .filter((span) => !matchesAny(span, PROFILE.EXPERIENCE_DESCRIPTION))
    .map((span) => shown(span))
    .filter(Boolean);
}

/** A line holding a date range: a year, or an open end. */
export const isDateLine = (line: string) => YEAR.test(line) || present().says(line);
export const firstPart = (line: string) => line.split(DOT_SEPARATOR)[0]?.trim() ?? "";

/** Date range of an entry ("Jan 2022 - Present"), without the duration after " · ". */
function datesIn(lines: string[]): string {
  const line = lines.find(isDateLine);
  return line ? firstPart(line) : "";
}

/** Description of a position: its show-more block, else the first nested line that is not a skills list. */
function pvsDescription(scope: Element): string {
  const text = firstShown(scope, PROFILE.EXPERIENCE_DESCRIPTION);
  if (text) return text;
  for (const span of queryAllAny(scope, PROFILE.VISIBLE_LINE)) {
    if (closestAny(span, PROFILE.LIST_ITEM) === scope) continue;
    const line = shown(span);
    if (line && !isSkillsLine(line)) return line;
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
    const nested = queryAllAny(entry, PROFILE.LIST_ITEM).filter((li) => li !== entry && isRole(li));
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
  for (const anchor of queryAllFirst(root, PROFILE.EXPERIENCE_ANCHOR)) {
    const section = closestAny(anchor, PROFILE.CARD_SECTION) ?? anchor.parentElement;
    if (section) sections.add(section);
  }
  const out: Experience[] = [];
  for (const section of sections) {
    const items = queryAllFirst(section, PROFILE.EXPERIENCE_ENTRY);
    const entries = items.filter((li) => {
      const outer = li.parentElement ? closestAny(li.parentElement, PROFILE.LIST_ITEM) : null;
      return !outer || !section.contains(outer);
    });
    for (const entry of entries) out.push(...readPvsEntry(entry));
  }
  return out;
}

// ---------------------------------------------------------------- Experience, Ember-classic

function classicExperience(root: ParentNode): Experience[] {
  const out: Experience[] = [];
  for (const section of queryAllFirst(root, PROFILE.CLASSIC_EXPERIENCE_SECTION)) {
    for (const entry of queryAllFirst(section, PROFILE.CLASSIC_ENTRY)) {
      const roles = queryAllFirst(entry, PROFILE.CLASSIC_ROLE);
      if (roles.length) {
        const company = firstShown(entry, PROFILE.CLASSIC_GROUP_COMPANY);
        for (const role of roles) {
          out.push({
            title: firstShown(role, PROFILE.CLASSIC_TITLE),
            company,
            dates: firstShown(role, PROFILE.CLASSIC_DATES),
            description: firstShown(role, PROFILE.CLASSIC_DESCRIPTION),
          });
        }
      } else {
        out.push({
          title: firstShown(entry, PROFILE.CLASSIC_TITLE),
          company: firstShown(entry, PROFILE.CLASSIC_COMPANY, PROFILE.CLASSIC_COMPANY_NOISE),
          dates: firstShown(entry, PROFILE.CLASSIC_DATES),
          description: firstShown(entry, PROFILE.CLASSIC_DESCRIPTION),
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
