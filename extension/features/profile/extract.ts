/**
 * LinkedIn profile page → ProfileContext, in layers (../shared/layers): the known selectors, then the
 * page's structure, then the main column's visible text. The key facts are the name and the headline.
 * Pure functions over the DOM (text is read from clones, never by changing the page).
 */
import { mainRegion } from "../shared/dom";
import { extractLayered, type LayeredSpec } from "../shared/layers";
import { regionText } from "../shared/page-text";
import type { Extraction, ProfileContext } from "../types";
import { nameBySelectors, readBySelectors, topCard } from "./by-selectors";
import { NO_PROFILE_FACTS, type ProfileFacts } from "./facts";
import { isOwnProfile } from "./own";
import { nameByStructure, readByStructure, topCardAround } from "./structure";

export { extractExperience } from "./experience";
export { isOwnProfile };

type Facts = ProfileFacts & { pageText: string };

/** The profile's layers (the benchmark times each one on its own). */
export function profileSpec(doc: Document, url: string, ownProfileUrl?: string): LayeredSpec<Facts, ProfileContext> {
  return {
    empty: { ...NO_PROFILE_FACTS, pageText: "" },
    layers: {
      selectors: () => readBySelectors(doc),
      structure: () => readByStructure(doc),
      text: () => {
        const main = mainRegion(doc);
        return { pageText: main ? regionText(main) : "" };
      },
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
    nothing: "Nothing to read on this profile yet: wait until it has loaded, then try again.",
  };
}

/** Context for the profile page, or what to do (nothing readable yet → ok:false). */
export function extractProfile(doc: Document, url: string, ownProfileUrl?: string): Extraction<ProfileContext> {
  return extractLayered(profileSpec(doc, url, ownProfileUrl));
}

/** Where to put our "Summarize"/"Improve my profile" panel: the top card, else the section around the name, else the main region. */
export function findProfileAnchor(doc: Document): Element | null {
  const card = topCard(doc);
  if (card) return card;
  const { el } = nameBySelectors(doc).el ? nameBySelectors(doc) : nameByStructure(doc);
  return el ? topCardAround(el) : doc.querySelector('[role="main"], main');
}
