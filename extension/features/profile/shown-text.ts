/** Visible text as the profile's known markup shows it: screen-reader copies, buttons and "…see more" left out. */
import { firstVisible, visibleText } from "../shared/dom";
import { PROFILE } from "./selectors";

export function shown(el: Element | null | undefined, noise: readonly string[] = []): string {
  return visibleText(el, [...PROFILE.HIDDEN_TEXT, ...noise]);
}

export function firstShown(root: ParentNode, selectors: readonly string[], noise: readonly string[] = []): string {
  return firstVisible(root, selectors, [...PROFILE.HIDDEN_TEXT, ...noise]);
}
