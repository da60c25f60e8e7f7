/**
 * Layer (b) of messages: what survives a redesign. The conversation's messages are the items of its
 * list with the most timed items (or, without lists, the children of the element holding its <time>s).
 * An item showing a time of day starts a group: its sender is the name beside that time (else a profile
 * link's text, the avatar's alt text, the screen-reader heading "Ana sent the following messages at
 * 9:41"). Items without a time continue the open group, so an attachment that opens a group still
 * names it. An item's text is its paragraphs (else its text) without the group's name and time,
 * controls, images and screen-reader phrases; an item whose only text is a non-profile link is an
 * attachment, without text. No class names, no ids, no data-* attributes.
 */
import { blockTextSkipping, cleanText, headings, linkTarget } from "../shared/dom";
import {
  isDayHeading,
  layerResult,
  MAX_MESSAGES,
  parseGroupHeading,
  resolveThread,
  isScreenReaderNote,
  TIME_OF_DAY,
  type RawMessage,
  type ThreadFacts,
} from "./facts";
import { messageWords as M } from "./wording";

const LIST = 'ul, ol, [role="list"]';
const LIST_ITEM = 'li, [role="listitem"]';
/** Never part of the conversation's messages: its title bar, its composer, toolbars. */
const OUTSIDE_MESSAGES = 'header, form, footer, [contenteditable="true"], [role="textbox"], [role="toolbar"]';
const CONTROLS =
  'button, [role="button"], select, input, textarea, img, svg, video, picture, figure, canvas, iframe, script, style, template, noscript, code';
/** A name is short and on one line. */
const MAX_NAME = 80;
/** Screen-reader phrases and group headings are never longer than this. */
const MAX_PHRASE = 160;
/** A <time> showing a time of day, maybe after a date ("Mar 3, 9:41 AM"); a date alone is a day heading. */
const ENDS_WITH_TIME = new RegExp(`(^|\\s)${TIME_OF_DAY.source.slice(1)}`, "iu");

const isControl = (el: Element) => el.matches(CONTROLS);
const profileLink = (a: Element) => linkTarget(a.getAttribute("href"))?.kind === "in";

function nameLike(text: string): boolean {
  return (
    !!text &&
    text.length <= MAX_NAME &&
    !text.includes("\n") &&
    !isScreenReaderNote(text) &&
    !TIME_OF_DAY.test(text) &&
    !isDayHeading(text)
  );
}

/** Whether `el` is in the thread's title bar, composer or toolbars (the thread itself may be any element). */
function insideChrome(el: Element, thread: Element): boolean {
  const chrome = el.closest(OUTSIDE_MESSAGES);
  return !!chrome && chrome !== thread && thread.contains(chrome);
}

/** The outermost lists of the thread outside its title bar and composer, as their items. */
function lists(thread: Element): Element[][] {
  const found: Element[][] = [];
  for (const list of thread.querySelectorAll(LIST)) {
    const outer = list.parentElement?.closest(LIST);
    if ((outer && thread.contains(outer)) || insideChrome(list, thread)) continue;
    const items = [...list.children].filter((child) => child.matches(LIST_ITEM) || list.getAttribute("role") === "list");
    if (items.length) found.push(items);
  }
  return found;
}

/** The nearest element holding every <time> of the thread (outside its title bar and composer). */
function timesHolder(thread: Element): Element | null {
  const times = [...thread.querySelectorAll("time")].filter((t) => !insideChrome(t, thread));
  if (!times.length) return null;
  let holder = times.length > 1 ? times[0]!.parentElement : (times[0]!.parentElement?.parentElement ?? null);
  while (holder && holder !== thread && !times.every((t) => holder!.contains(t))) holder = holder.parentElement;
  return holder;
}

/** The thread's message items, oldest first: the list with the most timed items, else the children of the times' holder. */
export function messageItems(thread: Element): Element[] {
  let best: Element[] = [];
  let bestScore = -1;
  for (const items of lists(thread)) {
    const score = items.filter((item) => item.querySelector("time")).length * 1000 + items.length;
    if (score > bestScore) [best, bestScore] = [items, score];
  }
  if (best.length) return best;
  const holder = timesHolder(thread);
  return holder ? [...holder.children] : [];
}

/** The group's time in an item: a <time> (else a short text of its own) showing a time of day. */
function groupTime(item: Element): Element | null {
  for (const time of item.querySelectorAll("time")) if (ENDS_WITH_TIME.test(cleanText(time.textContent))) return time;
  for (const el of item.querySelectorAll("span, div")) {
    if (el.childElementCount === 0 && TIME_OF_DAY.test(cleanText(el.textContent))) return el;
  }
  return null;
}

/** The group's meta line: the element beside the time holding the sender's name (and nothing else), and the name. */
function metaBeside(time: Element, item: Element): { meta: Element; sender: string } | null {
  for (
    let meta = time.parentElement, level = 0;
    meta && meta !== item && item.contains(meta) && level < 3;
    meta = meta.parentElement, level++
  ) {
    const rest = blockTextSkipping(meta, (el) => el === time || isControl(el));
    if (!rest) continue;
    return nameLike(rest) ? { meta, sender: rest } : null;
  }
  return null;
}

/** A screen-reader heading of the item ("Ana sent the following messages at 9:41"). */
function heading(item: Element): { sender: string; time: string } | null {
  for (const el of item.querySelectorAll("span, div, h2, h3, h4")) {
    const text = el.childElementCount === 0 ? (el.textContent ?? "") : "";
    const parsed = text.length <= MAX_PHRASE ? parseGroupHeading(text, item.ownerDocument) : null;
    if (parsed) return parsed;
  }
  return null;
}

/** The sender an item names elsewhere than beside its time: a profile link's text, an avatar's alt text, a heading. */
function namedSender(item: Element): string {
  for (const a of item.querySelectorAll("a[href]")) {
    if (!profileLink(a) || a.closest("p")) continue;
    const text = blockTextSkipping(a, isControl);
    if (nameLike(text)) return text;
  }
  for (const img of item.querySelectorAll("a[href] img[alt]")) {
    const alt = cleanText(img.getAttribute("alt"));
    if (profileLink(img.closest("a")!) && nameLike(alt)) return alt;
  }
  return heading(item)?.sender ?? "";
}

interface GroupStart {
  /** "" when the item shows a time but no name: the time changes, the sender goes on */
  sender: string;
  time: string;
  meta: Element | null;
}

/** The group an item starts, or null for an item that continues the group before it. */
function groupStart(item: Element): GroupStart | null {
  const time = groupTime(item);
  if (time) {
    const beside = metaBeside(time, item);
    return { sender: beside?.sender || namedSender(item), time: cleanText(time.textContent), meta: beside?.meta ?? null };
  }
  const named = heading(item);
  return named ? { ...named, meta: null } : null;
}

/** A screen-reader phrase or heading of its own (never a paragraph, never a message's text). */
function phrase(el: Element): boolean {
  if (el.tagName === "P") return false;
  const text = el.textContent ?? "";
  if (!text.trim() || text.length > MAX_PHRASE * 2 || el.querySelector("p")) return false;
  const clean = cleanText(text);
  return clean.length <= MAX_PHRASE && (isScreenReaderNote(clean) || !!parseGroupHeading(clean, el.ownerDocument));
}

/** The message text of an item: its paragraphs, else its text, without the meta line and what is never the message. */
function messageText(item: Element, meta: Element | null): string {
  const skip = (el: Element) =>
    el === meta ||
    el.tagName === "TIME" ||
    isControl(el) ||
    (el.tagName === "A" && profileLink(el) && !el.closest("p")) ||
    phrase(el);
  const skipped = (el: Element) => {
    for (let node: Element | null = el; node && node !== item; node = node.parentElement) if (skip(node)) return true;
    return false;
  };
  const paragraphs = [...item.querySelectorAll("p")].filter((p) => !p.parentElement?.closest("p") && !skipped(p));
  if (paragraphs.length) return cleanText(paragraphs.map((p) => blockTextSkipping(p, skip)).join("\n"));
  const text = blockTextSkipping(item, skip);
  const links = [...item.querySelectorAll("a")].filter((a) => !skipped(a)).map((a) => blockTextSkipping(a, skip));
  // all of it one or more links (a file, a shared post): an attachment, not text
  return text && cleanText(links.join("\n")) === text ? "" : text;
}

/** Items read back from the end at most: a conversation whose newest ones name no sender is not one the structure reads. */
const MAX_ITEMS_READ = 4 * MAX_MESSAGES;

/**
 * Messages oldest first, each with its group's sender and time; at most about `limit` of the newest
 * (read from the end, back to the start of the oldest one's group), so a long conversation costs no more.
 */
export function rawByStructure(thread: Element, limit = MAX_MESSAGES): RawMessage[] {
  const items = messageItems(thread);
  const newestFirst: RawMessage[] = [];
  let needSender: RawMessage[] = [];
  let needTime: RawMessage[] = [];
  for (let i = items.length - 1; i >= Math.max(0, items.length - MAX_ITEMS_READ); i--) {
    const start = groupStart(items[i]!);
    const text = messageText(items[i]!, start?.meta ?? null);
    if (text) {
      const message: RawMessage = { sender: "", time: "", text, other: null };
      newestFirst.push(message);
      needSender.push(message);
      needTime.push(message);
    }
    if (!start) continue;
    for (const m of needTime) m.time = start.time;
    needTime = [];
    if (!start.sender) continue;
    for (const m of needSender) m.sender = start.sender;
    needSender = [];
    if (newestFirst.length >= limit) break;
  }
  // before the first group (a profile card, a loader): not messages
  const groupless = new Set(needSender);
  return newestFirst.filter((m) => !groupless.has(m)).reverse();
}

/** The user's name from the navigation's photo: the one beside "Me", else the only one there. */
export function navNameByStructure(doc: Document | null, thread: Element): string {
  if (!doc) return "";
  const photos = [...doc.querySelectorAll('nav img[alt], [role="navigation"] img[alt]')].filter(
    (img) => !thread.contains(img) && cleanText(img.getAttribute("alt")),
  );
  const labelled = photos.find((img) => {
    const control = img.closest('a, button, [role="button"]');
    return !!control && M.is(doc, blockTextSkipping(control, isControl), "me");
  });
  const photo = labelled ?? (photos.length === 1 ? photos[0] : undefined);
  return cleanText(photo?.getAttribute("alt"));
}

/** The conversation's title: the first short heading outside its messages. */
export function headerByStructure(thread: Element): string {
  for (const h of headings(thread)) {
    if (h.closest(LIST_ITEM)) continue;
    const text = blockTextSkipping(h, isControl);
    if (nameLike(text)) return text;
  }
  return "";
}

/**
 * The user, in a one-to-one conversation whose title names the other participant: the other sender.
 * (Group conversations are titled otherwise, and then nothing is inferred.)
 */
function meBesideTitle(raw: readonly RawMessage[], title: string): string {
  const senders = [...new Set(raw.map((m) => m.sender).filter(Boolean))];
  return senders.length === 2 && senders.includes(title) ? senders.find((s) => s !== title)! : "";
}

export function readByStructure(thread: Element, found: ThreadFacts, me = ""): Partial<ThreadFacts> {
  const raw = rawByStructure(thread);
  const read = resolveThread(raw, {
    me: me || found.me,
    navName: () => navNameByStructure(thread.ownerDocument, thread) || meBesideTitle(raw, headerByStructure(thread)),
    header: () => headerByStructure(thread),
  });
  return layerResult(read);
}
