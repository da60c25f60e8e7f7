/**
 * The chat windows open on a page: wherever LinkedIn draws them (the light DOM until 2025, the open
 * shadow root of `#interop-outlet` since mid-2026), by their known classes first, else by structure: a
 * dialog holding a message composer and the messages it answers. A window counts only while it shows
 * its conversation: a minimised one (its modifier, or its composer hidden) does not, nor does a dialog
 * with an editor but no messages (the post composer, a new message). Pure functions of the DOM.
 */
import { findComposer, headerByStructure, MESSAGES, messageItems } from "../messages/extract";
import { cleanText, deep, linkTarget, matchesAny, queryAllAny, queryAllFirst, queryFirst, type Roots } from "../shared/dom";
import { CHAT } from "./selectors";

/** Windows by their classes, then dialogs, the outermost of each (a picker's dialog inside a window is the window's). */
function candidates(roots: Roots): Element[] {
  const known = queryAllFirst(roots, MESSAGES.OVERLAY_THREAD);
  const all = [...new Set([...known, ...queryAllAny(roots, CHAT.CHAT_WINDOW)])];
  return all.filter((el) => !all.some((other) => other !== el && other.contains(el)));
}

/** Whether the element is drawn: not inside a `hidden` element, and (where the browser can tell) not display:none. */
function drawn(el: Element): boolean {
  if (el.closest("[hidden]")) return false;
  const check = (el as Element & { checkVisibility?: () => boolean }).checkVisibility;
  return typeof check === "function" ? check.call(el) : true;
}

/** The window's message composer, when it is its own and shown (a minimised window hides or drops it). */
export function windowComposer(win: Element): HTMLElement | null {
  // first a look inside the window alone: LinkedIn's pages hold many dialogs (menus, pickers), and the
  // messages feature's finder looks around a conversation for its form, which costs more
  if (!queryFirst(win, CHAT.CHAT_EDITABLE)) return null;
  const composer = findComposer(win);
  return composer && win.contains(composer) && drawn(composer) ? composer : null;
}

/** Whether the window shows messages beside its composer (by their known class, else as the structure layer reads them). */
function holdsMessages(win: Element, composer: Element): boolean {
  if (queryFirst(win, MESSAGES.MESSAGE_BODY)) return true;
  return messageItems(win).some((item) => !item.contains(composer) && cleanText(item.textContent) !== "");
}

/** Whether `win` is an open chat window showing a conversation the user can reply to. */
export function isOpenChatWindow(win: Element): boolean {
  if (matchesAny(win, MESSAGES.OVERLAY_MINIMIZED)) return false;
  const composer = windowComposer(win);
  if (!composer) return false;
  return matchesAny(win, MESSAGES.OVERLAY_THREAD) || holdsMessages(win, composer);
}

/** The open chat windows of the page, in the page and in its open shadow roots (`#interop-outlet` first). */
export function findChatWindows(doc: Document): Element[] {
  return candidates(deep(doc)).filter(isOpenChatWindow);
}

/**
 * Which conversation a window shows, to know it again when LinkedIn draws it anew: the first person
 * it links to (its title), else its title's text.
 */
export function windowKey(win: Element): string {
  for (const link of win.querySelectorAll("a[href]")) {
    const target = linkTarget(link.getAttribute("href"));
    if (target?.kind === "in") return `in:${target.id}`;
  }
  return `title:${headerByStructure(win)}`;
}
