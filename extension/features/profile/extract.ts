/**
 * LinkedIn profile page → ProfileContext, in layers (../shared/layers): the known selectors, then the
 * page's structure, then the main column's visible text. The key facts are the name and the headline.
 * Pure functions over the DOM (text is read from clones, never by changing the page).
 *
 * Waiting: a page that shows nothing of the profile yet is waited for (the helper says so, and reads again
 * as LinkedIn draws it). Once the top card is there, a summary of someone else's profile answers at once:
 * the name and the headline are its key facts, and LinkedIn draws the cards below as the page scrolls, so
 * they may never come. "Improve my profile" is different: feedback without the About and Experience the
 * user wrote would be wrong ("add an About section"). So on the user's own profile, while LinkedIn still
 * shows a card loading and neither About nor Experience is there, the helper waits for them; a profile that
 * has neither, with nothing loading, is answered as it is.
 */
import { messagesFor } from "../shared/i18n";
import { mainRegion, queryFirst } from "../shared/dom";
import { extractLayered, type LayeredSpec } from "../shared/layers";
import { regionText } from "../shared/page-text";
import type { Extraction } from "../types";
import type { ProfileContext } from "./facts";
import { nameBySelectors, readBySelectors, topCard } from "./by-selectors";
import { NO_PROFILE_FACTS, type ProfileFacts } from "./facts";
import { isOwnProfile } from "./own";
import { PROFILE } from "./selectors";
import { nameByStructure, readByStructure, topCardAround } from "./structure";
import { profileWords as W } from "./wording";

export { extractExperience } from "./experience";
export { isOwnProfile };

type Facts = ProfileFacts & { pageText: string };

/** What the helper waits for when LinkedIn has drawn nothing of the profile yet. */
export const WAITING_FOR_PROFILE = "the profile";
/** What "Improve my profile" waits for while LinkedIn is still loading the cards below the top card. */
export const WAITING_FOR_SECTIONS = "your profile's About and Experience sections";

/** The main column's text, without the controls' words LinkedIn leaves as links ("Message", "Nachricht", "… mehr"). */
function mainText(doc: Document): string {
  const main = mainRegion(doc);
  if (!main) return "";
  return regionText(main)
    .split("\n")
    .filter((line) => !W.is(doc, line, "message", "connect", "follow", "pending", "more", "seeMore", "contactInfo"))
    .join("\n");
}

/** The profile's layers (the benchmark times each one on its own). */
export function profileSpec(doc: Document, url: string, ownProfileUrl?: string): LayeredSpec<Facts, ProfileContext> {
  return {
    empty: { ...NO_PROFILE_FACTS, pageText: "" },
    layers: {
      selectors: () => readBySelectors(doc),
      structure: () => readByStructure(doc),
      text: () => ({ pageText: mainText(doc) }),
    },
    complete: (f) => f.name !== "" && f.headline !== "",
    pageText: (f) => f.pageText,
    wrap: ({ pageText, ...facts }) => ({
      profile: {
        ...facts,
        own: isOwnProfile(doc, url, ownProfileUrl, facts.name),
        ...(pageText ? { pageText } : {}),
      },
    }),
    nothing: () => messagesFor(doc).reasons.profileEmpty,
  };
}

/** Whether LinkedIn shows a part of the profile still loading. */
function stillLoading(doc: Document): boolean {
  return !!queryFirst(mainRegion(doc) ?? doc, PROFILE.LOADING);
}

/**
 * Context for the profile page, or what to do: nothing readable yet, or the user's own profile with its
 * About and Experience still loading → ok:false with what the helper waits for.
 */
export function extractProfile(doc: Document, url: string, ownProfileUrl?: string): Extraction<ProfileContext> {
  const result = extractLayered(profileSpec(doc, url, ownProfileUrl));
  if (!result.ok) return { ...result, waitingFor: WAITING_FOR_PROFILE };
  const { profile } = result.context;
  if (profile.own && !profile.about && !profile.experience.length && stillLoading(doc)) {
    return {
      ok: false,
      reason: messagesFor(doc).reasons.ownProfileLoading,
      waitingFor: WAITING_FOR_SECTIONS,
    };
  }
  return result;
}

/**
 * Whether the page is the user's own profile, known as soon as the top card is there (the helper offers
 * "Improve my profile" while the cards below are still loading, and waits for them when asked).
 */
export function isOwnProfilePage(doc: Document, url: string, ownProfileUrl?: string): boolean {
  const name = nameBySelectors(doc).name || nameByStructure(doc).name;
  return isOwnProfile(doc, url, ownProfileUrl, name);
}

/** Where to put our "Summarize"/"Improve my profile" panel: the top card, else the section around the name, else the main region. */
export function findProfileAnchor(doc: Document): Element | null {
  const card = topCard(doc);
  if (card) return card;
  const { el } = nameBySelectors(doc).el ? nameBySelectors(doc) : nameByStructure(doc);
  return el ? topCardAround(el) : doc.querySelector('[role="main"], main');
}
