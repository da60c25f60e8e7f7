/**
 * Layer (a) of messages: the known selectors (./selectors) for the conversation, its messages, its
 * composer and the user's name in the navigation.
 */
import { cleanText, closestAny, matchesAny, queryAllAny, queryAllFirst, queryFirst, visibleText } from "../shared/dom";
import { isGroupHeading, layerResult, resolveThread, type RawMessage, type ThreadFacts } from "./facts";
import { MESSAGES } from "./selectors";

export function documentOf(root: ParentNode): Document | null {
  const node = root as Node;
  return node.nodeType === 9 ? (node as Document) : node.ownerDocument;
}

/** Visible text: screen-reader copies removed, <br> kept, the "X sent the following messages" headings dropped. */
export function shown(el: Element): string {
  const text = visibleText(el, MESSAGES.SCREEN_READER_ONLY);
  if (!isGroupHeading(text)) return text;
  return cleanText(
    text
      .split("\n")
      .filter((line) => !isGroupHeading(line))
      .join("\n"),
  );
}

function firstShown(root: ParentNode, selectors: readonly string[]): string {
  for (const selector of selectors) {
    for (const el of root.querySelectorAll(selector)) {
      const text = shown(el);
      if (text) return text;
    }
  }
  return "";
}

/** Picks among open chat windows: the one with focus, the active one, the last open one, never a minimised one if another is open. */
export function pickWindow(
  windows: Element[],
  doc: Document | null,
  active: (el: Element) => boolean,
  minimised: (el: Element) => boolean,
): Element | null {
  const focused = doc?.activeElement;
  const withFocus = focused && focused !== doc?.body ? windows.filter((el) => el.contains(focused)) : [];
  const open = windows.filter((el) => !minimised(el));
  for (const candidates of [withFocus, windows.filter(active), open, windows]) {
    if (candidates.length) return candidates[candidates.length - 1]!;
  }
  return null;
}

/** The open conversation by its known classes: the full-page thread, else the chat window in use. */
export function threadBySelectors(root: ParentNode): Element | null {
  const insideOverlay = (el: Element) => !!el.parentElement && !!closestAny(el.parentElement, MESSAGES.OVERLAY_THREAD);
  const fullPage = queryAllFirst(root, MESSAGES.FULL_PAGE_THREAD).filter((el) => !insideOverlay(el));
  if (fullPage.length) return fullPage[0]!;
  const overlays = queryAllFirst(root, MESSAGES.OVERLAY_THREAD).filter((el) => !insideOverlay(el));
  return pickWindow(
    overlays,
    documentOf(root),
    (el) => matchesAny(el, MESSAGES.OVERLAY_ACTIVE),
    (el) => matchesAny(el, MESSAGES.OVERLAY_MINIMIZED),
  );
}

interface Group {
  sender: string;
  time: string;
  other: boolean | null;
  /** the message item (or group wrapper) whose meta line started the group */
  scope: Element;
}

function sideOf(el: Element): boolean | null {
  const item = closestAny(el, MESSAGES.MESSAGE_ITEM);
  return item ? matchesAny(item, MESSAGES.MESSAGE_ITEM_OTHER) : null;
}

const sameSide = (a: boolean | null, b: boolean | null) => a === null || b === null || a === b;

/**
 * Messages oldest first. The page names the sender and time once per group, in the meta line of the
 * group's first item, which need not have text (an attachment): names, times and bodies are read in
 * document order, and each body takes the group open at that point; a body on the other side than
 * the group (by the "--other" modifier) keeps its time but not the group's sender.
 */
export function rawBySelectors(thread: Element): RawMessage[] {
  const messages: RawMessage[] = [];
  let group: Group | null = null;
  for (const el of queryAllAny(thread, [...MESSAGES.SENDER_NAME, ...MESSAGES.MESSAGE_TIME, ...MESSAGES.MESSAGE_BODY])) {
    const other = sideOf(el);
    const text = shown(el);
    if (matchesAny(el, MESSAGES.MESSAGE_BODY)) {
      const inGroup = !!group && (group.scope.contains(el) || sameSide(group.other, other));
      messages.push({ sender: inGroup ? group!.sender : "", time: group?.time ?? "", text, other });
      continue;
    }
    if (!text) continue;
    const isName = matchesAny(el, MESSAGES.SENDER_NAME);
    const scope = closestAny(el, MESSAGES.MESSAGE_ITEM) ?? closestAny(el, MESSAGES.MESSAGE_GROUP) ?? el.parentElement ?? el;
    if (!group || group.scope !== scope) {
      // a meta line of its own starts a group; one with a time alone keeps the sender on the same side
      const sender: string = group && sameSide(group.other, other) ? group.sender : "";
      group = { sender, time: "", other, scope };
    }
    if (isName) group.sender = text;
    else group.time = text;
  }
  return messages.filter((m) => m.text);
}

/** The user's name as the navigation's "Me" photo gives it, or "". */
export function navNameBySelectors(doc: Document | null): string {
  const photo = doc ? queryFirst(doc, MESSAGES.ME_PHOTO) : null;
  return cleanText(photo?.getAttribute("alt"));
}

export function readBySelectors(thread: Element, me = ""): Partial<ThreadFacts> {
  const read = resolveThread(rawBySelectors(thread), {
    me,
    navName: () => navNameBySelectors(thread.ownerDocument),
    header: () => firstShown(thread, MESSAGES.PARTICIPANT_NAME),
  });
  return layerResult(read);
}

/** The element to search for the composer: the thread, or the nearest ancestor holding its form alone. */
function composerScope(thread: Element): Element {
  if (queryFirst(thread, MESSAGES.COMPOSER)) return thread;
  const threadSelector = [...MESSAGES.FULL_PAGE_THREAD, ...MESSAGES.OVERLAY_THREAD].join(",");
  for (let el = thread.parentElement; el; el = el.parentElement) {
    const others = [...el.querySelectorAll(threadSelector)].filter(
      (t) => t !== thread && !t.contains(thread) && !thread.contains(t),
    );
    if (others.length) break; // another conversation lives here: its composer is not ours
    if (queryFirst(el, MESSAGES.COMPOSER)) return el;
  }
  return thread;
}

export function composerBySelectors(thread: Element): HTMLElement | null {
  return queryFirst<HTMLElement>(composerScope(thread), MESSAGES.COMPOSER);
}

/** The composer's footer/toolbar, else its form, by their known classes; null when the selectors know neither. */
export function replyAnchorBySelectors(thread: Element): Element | null {
  const scope = composerScope(thread);
  const composer = queryFirst<HTMLElement>(scope, MESSAGES.COMPOSER);
  if (!composer) return null;
  return queryFirst(scope, MESSAGES.REPLY_ANCHOR) ?? closestAny(composer, MESSAGES.COMPOSER_FORM);
}
