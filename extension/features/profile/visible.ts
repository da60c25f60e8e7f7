/** Visible text as the profile's known markup shows it: screen-reader copies, buttons and "…see more" left out. */
import { firstVisible, visibleText } from "../shared/dom";
import { HIDDEN_TEXT_SELECTORS } from "./selectors";

export function shown(el: Element | null | undefined, noise: readonly string[] = []): string {
  return visibleText(el, [...HIDDEN_TEXT_SELECTORS, ...noise]);
}

export function firstShown(root: ParentNode, selectors: readonly string[], noise: readonly string[] = []): string {
  return firstVisible(root, selectors, [...HIDDEN_TEXT_SELECTORS, ...noise]);
}
