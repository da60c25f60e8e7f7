/**
 * LinkedIn messaging → ThreadContext, in layers (../shared/layers): the known selectors, then the
 * conversation's structure, then its visible text. The key facts are the last message and its sender.
 * The conversation is the full-page /messaging/ thread or a chat window (./locate). Pure functions over
 * the DOM (text is read from clones, never by changing the page).
 */
import { queryFirst } from "../shared/dom";
import { extractLayered, type LayeredSpec } from "../shared/layers";
import { MAX_PAGE_TEXT, regionText } from "../shared/page-text";
import type { Extraction, ThreadContext } from "../types";
import { navNameBySelectors, readBySelectors } from "./by-selectors";
import { hasLastSender, NO_THREAD_FACTS, type ThreadFacts } from "./facts";
import { findThread } from "./locate";
import { MESSAGE_BODY } from "./selectors";
import { headerByStructure, navNameByStructure, readByStructure } from "./structure";

export { MAX_MESSAGES } from "./facts";
export { findComposer, findReplyAnchor, findThread } from "./locate";

/** What to do when no conversation is open. */
export const NO_CONVERSATION =
  "Open a conversation first: pick one in your messages (or open a chat window), then ask for a reply again.";

/** The end of a text, whole lines, at most `max` characters: a conversation's newest messages are its last lines. */
export function lastLines(text: string, max = MAX_PAGE_TEXT): string {
  if (text.length <= max) return text;
  const lines = text.split("\n");
  let out = "";
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (out.length + line.length + 1 > max) return out || line.slice(-max);
    out = out ? `${line}\n${out}` : line;
  }
  return out;
}

/** The conversation's layers (the benchmark times each one on its own). `me`: the user's name, when the caller knows it. */
export function threadSpec(thread: Element, me = ""): LayeredSpec<ThreadFacts, ThreadContext> {
  return {
    empty: NO_THREAD_FACTS,
    layers: {
      selectors: () => readBySelectors(thread, me),
      structure: (found) => readByStructure(thread, found, me),
      text: (found) => {
        const doc = thread.ownerDocument;
        const header = headerByStructure(thread);
        return {
          // the whole thread's text, then its end: the newest messages matter most
          pageText: lastLines(regionText(thread, Infinity)),
          me: me || found.me || navNameBySelectors(doc) || navNameByStructure(doc, thread),
          participants: header ? [header] : [],
        };
      },
    },
    complete: (facts) => hasLastSender(facts.messages),
    pageText: (facts) => facts.pageText,
    wrap: ({ pageText, participants, messages, me: myName }) => ({
      thread: {
        participants: participants.filter((name) => name !== myName),
        messages,
        me: myName,
        ...(pageText ? { pageText } : {}),
      },
    }),
    nothing: queryFirst(thread, MESSAGE_BODY)
      ? "The messages in this conversation have no text to reply to (attachments only?): write the first words yourself, or open another conversation."
      : "This conversation shows no messages yet: wait until it has loaded (or scroll up to load earlier ones), then try again.",
  };
}

/**
 * Context for the conversation, or what to do. `me` is the signed-in user's name when the caller knows
 * it; otherwise the layers infer it (the markup's own-message marker, the navigation's photo).
 */
export function extractThread(thread: Element, me?: string): Extraction<ThreadContext> {
  return extractLayered(threadSpec(thread, me));
}

/** Context for the conversation open on the page, or what to do (none open → "Open a conversation first: …"). */
export function extractOpenThread(doc: Document, me?: string): Extraction<ThreadContext> {
  const thread = findThread(doc);
  return thread ? extractThread(thread, me) : { ok: false, reason: NO_CONVERSATION };
}
