/**
 * LinkedIn messaging → ThreadContext, in layers (../shared/layers): the known selectors, then the
 * conversation's structure, then its visible text. The key facts are the last message and its sender.
 * The conversation is the full-page /messaging/ thread or a chat window (./locate). Pure functions over
 * the DOM (text is read from clones, never by changing the page).
 */
import { messagesFor } from "../shared/i18n";
import { queryFirst } from "../shared/dom";
import { extractLayered, MIN_PAGE_TEXT, type LayeredSpec } from "../shared/layers";
import { MAX_PAGE_TEXT, regionText } from "../shared/page-text";
import type { Extraction } from "../types";
import type { ThreadContext } from "./facts";
import { navNameBySelectors, readBySelectors } from "./by-selectors";
import { hasLastSender, NO_THREAD_FACTS, type ThreadFacts } from "./facts";
import { findOpenThread } from "./locate";
import { MESSAGES } from "./selectors";
import { headerByStructure, messageItems, navNameByStructure, readByStructure } from "./structure";

export { MAX_MESSAGES } from "./facts";
export type { ThreadContext } from "./facts";
export { findComposer, findOpenThread, findReplyAnchor, findThread, threadBeingDrawn } from "./locate";
// a conversation's parts, for the chat windows (../chat-windows), which are conversations too
export { MESSAGES } from "./selectors";
export { headerByStructure, messageItems } from "./structure";

/** What the helper waits for when a conversation is open but LinkedIn has not drawn its messages yet. */
export const WAITING_FOR_MESSAGES = "the conversation's messages";

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
    nothing: () =>
      hasMessageMarkup(thread)
        ? messagesFor(thread.ownerDocument).reasons.attachmentsOnly
        : messagesFor(thread.ownerDocument).reasons.noMessagesYet,
  };
}

/** Whether the conversation shows messages, with text or not: message bodies, or items of its message list. */
function hasMessageMarkup(thread: Element): boolean {
  return !!queryFirst(thread, MESSAGES.MESSAGE_BODY) || messageItems(thread).some((item) => item.querySelector("time"));
}

/**
 * Whether LinkedIn has drawn the conversation but not its messages yet: no message was read, and the
 * conversation shows a loader, or nothing beyond its title (no message markup, too little text to be one).
 */
function messagesPending(thread: Element, read: Extraction<ThreadContext>): boolean {
  if (read.ok && read.context.thread.messages.length) return false;
  if (queryFirst(thread, MESSAGES.LOADING)) return true;
  return !read.ok && !hasMessageMarkup(thread) && regionText(thread).length < MIN_PAGE_TEXT;
}

/**
 * Context for the conversation, or what to do. `me` is the signed-in user's name when the caller knows
 * it; otherwise the layers infer it (the markup's own-message marker, the navigation's photo).
 */
export function extractThread(thread: Element, me?: string): Extraction<ThreadContext> {
  const read = extractLayered(threadSpec(thread, me));
  if (!messagesPending(thread, read)) return read;
  return {
    ok: false,
    reason: messagesFor(thread.ownerDocument).reasons.conversationLoading,
    waitingFor: WAITING_FOR_MESSAGES,
  };
}

/**
 * Context for the conversation open on the page, or what to do: none open → "Open a conversation first: …";
 * its messages not drawn yet → what the helper waits for.
 */
export function extractOpenThread(doc: Document, me?: string): Extraction<ThreadContext> {
  const thread = findOpenThread(doc);
  return thread ? extractThread(thread, me) : { ok: false, reason: messagesFor(doc).reasons.noConversation };
}
