/** Layer (a) of the profile: the known selectors of each markup generation (./selectors). */
import { closestAny, firstText, queryAllAny, queryAllFirst, queryFirst } from "../shared/dom";
import type { ProfileFacts } from "./facts";
import { extractExperience } from "./experience";
import { PROFILE } from "./selectors";
import { firstShown, shown } from "./shown-text";
import { everyLanguage } from "../shared/wording";
import { escapeRegExp } from "../shared/language";
import { perPack } from "../shared/pack";
import { PROFILE_WORDS } from "./words";

/**
 * Pronouns appended to a name ("(She/Her)", "he/him/his", "(Sie/Ihr)"): any short words in brackets, or, bare,
 * one that starts as the pack's pronouns of any language start ("She" of "She/Her", "Ella", "Sie" of "Sie/Ihr").
 */
const trailingPronouns = perPack(() => {
  const first = everyLanguage(PROFILE_WORDS, "pronouns").map((form) => form.split("/")[0]!.trim().toLocaleLowerCase());
  const known = [...new Set(first)].filter((word) => /^\p{L}+$/u.test(word)).map(escapeRegExp);
  return new RegExp(
    `\\s*([([]\\s*\\p{L}{1,8}\\s*\\/\\s*\\p{L}{1,8}(\\s*\\/\\s*\\p{L}{1,8})?\\s*[)\\]]|(?<!\\p{L})(${known.join("|")})\\s*\\/\\s*\\p{L}+(\\s*\\/\\s*\\p{L}+)?)\\s*$`,
    "iu",
  );
});
/** A connection degree appended to a name after a dot ("· 2nd", "· 2.", "· 2e", "· 2次"), or a known one ("3rd+", "二度"). */
const trailingDegree = perPack(
  () =>
    new RegExp(
      `(\\s*[·•]\\s*\\d\\S{0,3}\\+?|\\s+(${everyLanguage(PROFILE_WORDS, "degree").map(escapeRegExp).join("|")}))\\s*$`,
      "iu",
    ),
);

/** A member's name without pronouns and degree badges, first line only. */
export function cleanName(raw: string): string {
  let name = raw.split("\n")[0] ?? "";
  name = name.replace(trailingDegree(), "");
  // pronouns always hold a "/": most names skip the pattern, whose first run costs ~20 ms (Unicode classes)
  if (name.includes("/")) name = name.replace(trailingPronouns(), "");
  name = name.replace(trailingDegree(), "");
  return name.trim();
}

export function topCard(doc: Document): Element | null {
  return queryFirst(doc, PROFILE.TOP_CARD);
}

/** The name heading the known selectors find, with its cleaned text. */
export function nameBySelectors(doc: Document): { name: string; el: Element | null } {
  for (const selector of PROFILE.NAME) {
    for (const el of doc.querySelectorAll(selector)) {
      const name = cleanName(shown(el));
      if (name) return { name, el };
    }
  }
  return { name: "", el: null };
}

function headline(doc: Document, name: string): string {
  const text = firstText(doc, PROFILE.HEADLINE);
  return text === name ? "" : text;
}

/** Location: the line that also holds "Contact info" (minus that link), else the location span. */
function location(doc: Document): string {
  const scope: ParentNode = topCard(doc) ?? doc;
  const contact = queryFirst(scope, PROFILE.CONTACT_INFO);
  const line = contact?.parentElement?.parentElement;
  if (line) {
    const text = shown(line, PROFILE.LOCATION_NOISE).replace(/^[\s·•|]+|[\s·•|]+$/g, "");
    if (text && !text.includes("\n") && text.length <= 120) return text;
  }
  return firstShown(scope, PROFILE.LOCATION) || (scope === doc ? "" : firstShown(doc, PROFILE.LOCATION));
}

/** Fallback for a card whose text block lost its classes: the longest visible line outside its lists. */
function longestLooseLine(card: Element): string {
  let best = "";
  for (const span of queryAllAny(card, PROFILE.VISIBLE_LINE)) {
    if (closestAny(span, PROFILE.LIST_ITEM)) continue;
    const text = shown(span);
    if (text.length > best.length) best = text;
  }
  return best.length > 20 ? best : "";
}

function about(doc: Document): string {
  for (const anchor of queryAllFirst(doc, PROFILE.ABOUT_ANCHOR)) {
    const card = closestAny(anchor, PROFILE.CARD_SECTION) ?? anchor.parentElement;
    if (!card) continue;
    const text = firstShown(card, PROFILE.ABOUT_TEXT) || longestLooseLine(card);
    if (text) return text;
  }
  return firstShown(doc, PROFILE.ABOUT_LEGACY);
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
