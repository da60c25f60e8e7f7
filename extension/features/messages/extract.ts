/**
 * LinkedIn messaging extractor: the open conversation (full-page /messaging/ thread or an overlay chat
 * window) as a ThreadContext, plus where its composer and our "Suggest reply" action live.
 * Pure DOM reads: no side effects, no chrome APIs. All selectors come from ./selectors.
 */

import { cleanText, queryAllFirst, queryFirst } from "../shared/dom";
import type { Extraction, ThreadContext } from "../types";
import {
  COMPOSER,
  COMPOSER_FORM,
  FULL_PAGE_THREAD,
  LINE_BREAK,
  ME_PHOTO,
  MESSAGE_BODY,
  MESSAGE_GROUP,
  MESSAGE_ITEM,
  MESSAGE_ITEM_OTHER,
  MESSAGE_TIME,
  OVERLAY_ACTIVE,
  OVERLAY_MINIMIZED,
  OVERLAY_THREAD,
  PARTICIPANT_NAME,
  REPLY_ANCHOR,
  SCREEN_READER_ONLY,
  SENDER_NAME,
} from "./selectors";

/** At most this many messages (the most recent ones) go into the context. */
export const MAX_MESSAGES = 30;

type ThreadMessage = ThreadContext["thread"]["messages"][number];

/** Node.DOCUMENT_POSITION_FOLLOWING, without relying on a global `Node`. */
const FOLLOWING = 4;

/**
 * Screen-reader headings LinkedIn puts before each message group ("Ana sent the following messages at
 * 10:02", in the UI language). They are visually hidden, but are dropped from text as well in case the
 * hiding class changes.
 */
const A11Y_GROUP_HEADING =
  /\b(sent the following messages?|ha enviado (?:el|los) siguientes? mensajes?|a envoyé (?:le|les) messages? suivants?|hat (?:die )?folgende Nachricht(?:en)? gesendet|enviou as? seguintes? mensage(?:m|ns))\b/i;

function matchesAny(el: Element, selectors: readonly string[]): boolean {
  return selectors.some((selector) => el.matches(selector));
}

/** The nearest ancestor-or-self matching the first selector that matches any. */
function closestAny(el: Element, selectors: readonly string[]): Element | null {
  for (const selector of selectors) {
    const found = el.closest(selector);
    if (found) return found;
  }
  return null;
}

function documentOf(root: ParentNode): Document | null {
  const node = root as Node;
  return node.nodeType === 9 ? (node as Document) : node.ownerDocument;
}

/** Visible text of an element: screen-reader-only duplicates removed, <br> kept as line breaks. */
function visibleText(el: Element): string {
  const clone = el.cloneNode(true) as Element;
  for (const hidden of clone.querySelectorAll(SCREEN_READER_ONLY.join(","))) hidden.remove();
  for (const br of clone.querySelectorAll(LINE_BREAK.join(","))) br.replaceWith("\n");
  const text = cleanText(clone.textContent);
  if (!A11Y_GROUP_HEADING.test(text)) return text;
  return cleanText(
    text
      .split("\n")
      .filter((line) => !A11Y_GROUP_HEADING.test(line))
      .join("\n"),
  );
}

/** Visible text of the first element (selectors in order) that has any. */
function visibleTextOf(root: ParentNode, selectors: readonly string[]): string {
  for (const selector of selectors) {
    for (const el of root.querySelectorAll(selector)) {
      const text = visibleText(el);
      if (text) return text;
    }
  }
  return "";
}

/** Visible text of the last element matching `selectors` inside `scope` that comes before `target`. */
function lastTextBefore(scope: Element, selectors: readonly string[], target: Element): string {
  const candidates = queryAllFirst(scope, selectors).filter(
    (el) => el !== target && !el.contains(target) && (el.compareDocumentPosition(target) & FOLLOWING) !== 0,
  );
  for (let i = candidates.length - 1; i >= 0; i--) {
    const text = visibleText(candidates[i]!);
    if (text) return text;
  }
  return "";
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

/** The open conversation: the full-page thread or the (last opened) overlay chat window; null when none. */
export function findThread(root: ParentNode): Element | null {
  const insideOverlay = (el: Element) => !!el.parentElement && !!closestAny(el.parentElement, OVERLAY_THREAD);

  const fullPage = queryAllFirst(root, FULL_PAGE_THREAD).filter((el) => !insideOverlay(el));
  if (fullPage.length) return fullPage[0]!;

  const overlays = queryAllFirst(root, OVERLAY_THREAD).filter((el) => !insideOverlay(el));
  if (!overlays.length) return null;
  const focused = documentOf(root)?.activeElement;
  const withFocus = focused ? overlays.filter((el) => el.contains(focused)) : [];
  const active = overlays.filter((el) => matchesAny(el, OVERLAY_ACTIVE));
  const open = overlays.filter((el) => !matchesAny(el, OVERLAY_MINIMIZED));
  for (const candidates of [withFocus, active, open, overlays]) {
    if (candidates.length) return candidates[candidates.length - 1]!;
  }
  return null;
}

interface RawMessage {
  sender: string;
  time: string;
  text: string;
  /** true: has the "--other" modifier; false: a message item without it; null: no message item found */
  other: boolean | null;
}

/** Messages in document order (oldest first), each with its group's sender and time. */
function readMessages(thread: Element): RawMessage[] {
  const messages: RawMessage[] = [];
  let previous: RawMessage | null = null;
  for (const body of queryAllFirst(thread, MESSAGE_BODY)) {
    const item = closestAny(body, MESSAGE_ITEM);
    const other = item ? matchesAny(item, MESSAGE_ITEM_OTHER) : null;

    // The group's name/time: in the message's own item (first of a group), or in a group wrapper.
    let sender = "";
    let time = "";
    let found = false;
    const scopes = [item, ...MESSAGE_GROUP.map((selector) => body.closest(selector))];
    for (const scope of scopes) {
      if (!scope || !thread.contains(scope)) continue;
      sender = lastTextBefore(scope, SENDER_NAME, body);
      time = lastTextBefore(scope, MESSAGE_TIME, body);
      if (sender || time) {
        found = true;
        break;
      }
    }

    // Later messages of a group carry no name/time: they inherit the group's, unless the side changed.
    const sameSide = !!previous && (other === null || previous.other === null || other === previous.other);
    if (!found) {
      sender = sameSide ? previous!.sender : "";
      time = previous?.time ?? "";
    } else {
      if (!sender && sameSide) sender = previous!.sender;
      if (!time) time = previous?.time ?? "";
    }

    const message: RawMessage = { sender, time, text: visibleText(body), other };
    messages.push(message);
    previous = message;
  }
  return messages.filter((m) => m.text);
}

/**
 * Context for the conversation, or why not. `me` is the signed-in user's name when known by the caller
 * (e.g. from the global nav), else the function infers it where possible (messages without the "--other"
 * modifier, or the nav "Me" photo alt text).
 */
export function extractThread(thread: Element, me?: string): Extraction<ThreadContext> {
  const raw = readMessages(thread);
  if (!raw.length) {
    return {
      ok: false,
      reason: queryAllFirst(thread, MESSAGE_BODY).length
        ? "the conversation's messages have no text (attachments only?)"
        : "no messages found in the conversation",
    };
  }

  // The "--other" modifier is trusted only if this markup uses it at all.
  const modifierUsed = raw.some((m) => m.other === true);
  const navName = () => {
    const doc = thread.ownerDocument;
    const photo = doc ? queryFirst(doc, ME_PHOTO) : null;
    return cleanText(photo?.getAttribute("alt"));
  };
  let meName =
    cleanText(me) ||
    (modifierUsed ? (raw.find((m) => m.other === false && m.sender)?.sender ?? "") : "") ||
    navName();

  const isMine = (m: RawMessage): boolean => {
    if (modifierUsed && m.other !== null) return !m.other;
    if (meName && m.sender) return m.sender === meName;
    return m.other === false;
  };
  const mine = raw.map(isMine);
  if (!meName) meName = raw.find((m, i) => mine[i] && m.sender)?.sender ?? "";

  const header = visibleTextOf(thread, PARTICIPANT_NAME);
  let participants = unique(raw.filter((_, i) => !mine[i]).map((m) => m.sender)).filter((n) => n !== meName);
  if (!participants.length && header && header !== meName) participants = [header];

  const messages: ThreadMessage[] = raw.map((m, i) => {
    let sender = m.sender;
    if (!sender) sender = mine[i] ? meName : participants.length === 1 ? participants[0]! : "";
    return { sender, time: m.time, text: m.text, me: mine[i]! };
  });

  return {
    ok: true,
    context: {
      thread: {
        participants,
        messages: messages.slice(-MAX_MESSAGES),
        me: meName,
      },
    },
  };
}

/** The element to search for the composer: the thread, or the nearest ancestor holding its form alone. */
function composerScope(thread: Element): Element {
  if (queryFirst(thread, COMPOSER)) return thread;
  const threadSelector = [...FULL_PAGE_THREAD, ...OVERLAY_THREAD].join(",");
  for (let el = thread.parentElement; el; el = el.parentElement) {
    const others = [...el.querySelectorAll(threadSelector)].filter(
      (t) => t !== thread && !t.contains(thread) && !thread.contains(t),
    );
    if (others.length) break; // another conversation lives here: its composer is not ours
    if (queryFirst(el, COMPOSER)) return el;
  }
  return thread;
}

/** The message composer (contenteditable) of that conversation, or null. */
export function findComposer(thread: Element): HTMLElement | null {
  return queryFirst<HTMLElement>(composerScope(thread), COMPOSER);
}

/** Where to put our "Suggest reply" action (near the composer's footer/toolbar), or null. */
export function findReplyAnchor(thread: Element): Element | null {
  const scope = composerScope(thread);
  const composer = queryFirst<HTMLElement>(scope, COMPOSER);
  if (!composer) return null;
  return queryFirst(scope, REPLY_ANCHOR) ?? closestAny(composer, COMPOSER_FORM) ?? composer.parentElement;
}
