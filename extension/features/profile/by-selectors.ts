/** Layer (a) of the profile: the known selectors of each markup generation (./selectors). */
import { closestAny, queryAllAny, queryAllFirst, queryFirst, textOf } from "../shared/dom";
import type { ProfileFacts } from "./facts";
import { extractExperience } from "./experience";
import {
  ABOUT_ANCHOR_SELECTORS,
  ABOUT_LEGACY_SELECTORS,
  ABOUT_TEXT_SELECTORS,
  CARD_SECTION_SELECTORS,
  CONTACT_INFO_SELECTORS,
  HEADLINE_SELECTORS,
  LIST_ITEM_SELECTORS,
  LOCATION_NOISE_SELECTORS,
  LOCATION_SELECTORS,
  NAME_SELECTORS,
  TOP_CARD_SELECTORS,
  VISIBLE_LINE_SELECTORS,
} from "./selectors";
import { firstShown, shown } from "./visible";
import { escapeRegExp, everyLanguage } from "./wording";
import { PROFILE_WORDS } from "./words";

/** Pronouns appended to a name ("(She/Her)", "he/him/his", "(Sie/Ihr)"): known pronouns, or any short words in brackets. */
const TRAILING_PRONOUNS =
  /\s*([([]\s*\p{L}{1,8}\s*\/\s*\p{L}{1,8}(\s*\/\s*\p{L}{1,8})?\s*[)\]]|(?<!\p{L})(she|he|they|ze|xe|ella|él|sie|er|il|elle|iel|ele|ela|lui|lei|hij|zij|hen)\s*\/\s*\p{L}+(\s*\/\s*\p{L}+)?)\s*$/iu;
/** A connection degree appended to a name after a dot ("· 2nd", "· 2.", "· 2e", "· 2次"), or a known one ("3rd+", "二度"). */
const TRAILING_DEGREE = new RegExp(
  `(\\s*[·•]\\s*\\d\\S{0,3}\\+?|\\s+(${everyLanguage(PROFILE_WORDS, "degree").map(escapeRegExp).join("|")}))\\s*$`,
  "iu",
);

/** A member's name without pronouns and degree badges, first line only. */
export function cleanName(raw: string): string {
  let name = raw.split("\n")[0] ?? "";
  name = name.replace(TRAILING_DEGREE, "");
  // pronouns always hold a "/": most names skip the pattern, whose first run costs ~20 ms (Unicode classes)
  if (name.includes("/")) name = name.replace(TRAILING_PRONOUNS, "");
  name = name.replace(TRAILING_DEGREE, "");
  return name.trim();
}

export function topCard(doc: Document): Element | null {
  return queryFirst(doc, TOP_CARD_SELECTORS);
}

/** The name heading the known selectors find, with its cleaned text. */
export function nameBySelectors(doc: Document): { name: string; el: Element | null } {
  for (const selector of NAME_SELECTORS) {
    for (const el of doc.querySelectorAll(selector)) {
      const name = cleanName(shown(el));
      if (name) return { name, el };
    }
  }
  return { name: "", el: null };
}

function headline(doc: Document, name: string): string {
  const text = textOf(doc, HEADLINE_SELECTORS);
  return text === name ? "" : text;
}

/** Location: the line that also holds "Contact info" (minus that link), else the location span. */
function location(doc: Document): string {
  const scope: ParentNode = topCard(doc) ?? doc;
  const contact = queryFirst(scope, CONTACT_INFO_SELECTORS);
  const line = contact?.parentElement?.parentElement;
  if (line) {
    const text = shown(line, LOCATION_NOISE_SELECTORS).replace(/^[\s·•|]+|[\s·•|]+$/g, "");
    if (text && !text.includes("\n") && text.length <= 120) return text;
  }
  return firstShown(scope, LOCATION_SELECTORS) || (scope === doc ? "" : firstShown(doc, LOCATION_SELECTORS));
}

/** Fallback for a card whose text block lost its classes: the longest visible line outside its lists. */
function longestLooseLine(card: Element): string {
  let best = "";
  for (const span of queryAllAny(card, VISIBLE_LINE_SELECTORS)) {
    if (closestAny(span, LIST_ITEM_SELECTORS)) continue;
    const text = shown(span);
    if (text.length > best.length) best = text;
  }
  return best.length > 20 ? best : "";
}

function about(doc: Document): string {
  for (const anchor of queryAllFirst(doc, ABOUT_ANCHOR_SELECTORS)) {
    const card = closestAny(anchor, CARD_SECTION_SELECTORS) ?? anchor.parentElement;
    if (!card) continue;
    const text = firstShown(card, ABOUT_TEXT_SELECTORS) || longestLooseLine(card);
    if (text) return text;
  }
  return firstShown(doc, ABOUT_LEGACY_SELECTORS);
}

export function readBySelectors(doc: Document): Partial<ProfileFacts> {
  const { name } = nameBySelectors(doc);
  return {
    name,
    headline: name ? headline(doc, name) : "",
    location: location(doc),
    about: about(doc),
    experience: extractExperience(doc),
  };
}
