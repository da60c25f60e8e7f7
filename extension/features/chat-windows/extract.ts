/**
 * A chat window → ThreadContext: the messages feature's layered extraction (../messages/extract), run
 * on that window alone, so each window's helper reads its own conversation. Facts read inside a shadow
 * root say so (`shadow`), for the server's counters.
 */
import { messagesFor } from "../shared/i18n";
import { extractThread } from "../messages/extract";
import { inShadowRoot } from "../shared/dom";
import type { Extraction } from "../types";
import type { ThreadContext } from "../messages/extract";

/** the windows and their composers, for the editors (../editors), which proofread what is typed there */
export { findChatWindows, windowComposer } from "./find";

/** The conversation of one chat window, or what to do. `me`: the user's name, when the caller knows it. */
export function extractChatWindow(win: Element, me?: string): Extraction<ThreadContext> {
  if (!win.isConnected) return { ok: false, reason: messagesFor(win.ownerDocument).reasons.windowClosed };
  const result = extractThread(win, me);
  return result.ok && inShadowRoot(win) ? { ...result, shadow: true } : result;
}
