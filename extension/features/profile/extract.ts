/**
 * LinkedIn profile page → ProfileContext. Pure functions over the DOM (no chrome APIs, no side effects:
 * text is read from clones, never by changing the page). Every selector comes from ./selectors.
 */
import { cleanText, closestAny, queryAllFirst, queryFirst, textOf, type Extraction, type ProfileContext } from "../types";
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
  MAIN_SELECTORS,
  NAME_SELECTORS,
  SELF_VIEW_BUTTON_SELECTORS,
  SELF_VIEW_LABELS,
  SELF_VIEW_SELECTORS,
  TOP_CARD_SELECTORS,
  VISIBLE_LINE_SELECTORS,
} from "./selectors";
import { firstVisible, queryAllAny, visibleText } from "./dom";
import { extractExperience } from "./experience";

export { extractExperience };


/** Pronouns appended to a name ("(She/Her)", "he/him/his"). */
const TRAILING_PRONOUNS =
  /\s*[([]?\s*\b(she|he|they|ze|xe|ella|él|sie|er|il|elle|ele)\s*\/\s*[\p{L}]+(\s*\/\s*[\p{L}]+)?\s*[)\]]?\s*$/iu;
/** Connection degree appended to a name ("· 2nd", "3rd+"). */
const TRAILING_DEGREE = /\s*[·•]?\s*\b(1st|2nd|3rd\+?)\s*$/i;

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
