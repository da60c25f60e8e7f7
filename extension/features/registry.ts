/**
 * Every surface the extension attaches to, one line each (refined-github's `features.add` is the model): the
 * page kinds' features, of which the controller starts the one of the page kind shown, and the cross-page
 * surfaces, each started wherever its `where` says. A page kind of the catalogue (src/core/page-kinds.ts) with
 * no feature here fails to compile; one registered twice fails at load. Adding a cross-page surface is its
 * folder (an `index.ts` exporting `crossPageSurface({ name, where, start })`) and one line in SURFACES.
 */
import type { PageType } from "../../src/core/page-kinds";
import type { Covered, Expect } from "../../src/core/leftovers";

import { activitySurface } from "./activity";
import { chatWindowsSurface } from "./chat-windows";
import { editorsSurface } from "./editors";
import { invitationsSurface } from "./invitations";
import { feedFeature } from "./feed";
import { jobsFeature } from "./jobs";
import { messagesFeature } from "./messages";
import { profileFeature } from "./profile";
import type { CrossPageSurface, PageFeature } from "./shared/feature";

const FEATURES = [feedFeature, messagesFeature, profileFeature, jobsFeature] as const;

/** Every page kind has its feature. */
export type EveryPageKindHasAFeature = Expect<
  Covered<Exclude<PageType, (typeof FEATURES)[number]["page"]>, "no feature registered for the page">
>;

function byPage(features: readonly PageFeature[]): Record<PageType, PageFeature> {
  const registry = {} as Record<PageType, PageFeature>;
  for (const feature of features) {
    if (registry[feature.page]) throw new Error(`two features registered for the ${feature.page} page`);
    registry[feature.page] = feature;
  }
  return registry;
}

export const PAGE_FEATURES = byPage(FEATURES);

/** The surfaces that can appear on any page, in the order the shortcut asks them (a chat window typed in first). */
export const SURFACES: readonly CrossPageSurface[] = [chatWindowsSurface, invitationsSurface, editorsSurface, activitySurface];
