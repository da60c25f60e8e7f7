/**
 * What the messages helper reads from a conversation, and the steps every layer shares: a layer reads
 * raw messages (sender and time as the page shows them, the side when the markup says it), then
 * `resolveThread` works out who "me" is, who the participants are and who sent the unnamed messages.
 */
import { cleanText } from "../shared/dom";
import { escapeRegExp, formsIn } from "../shared/language";
import { anyLanguage, messageWords } from "./wording";

/** What the messages' helper (and a chat window's) sends of a conversation (the assist request's `context`). */
export interface ThreadContext {
  thread: {
    participants: string[];
    /** oldest first; `me` marks the signed-in user's own messages */
    messages: { sender: string; time: string; text: string; me: boolean }[];
    /** the signed-in user's name when the page shows it, else "" */
    me: string;
    /** the text layer's reading of the region (visible text, chrome removed) when no layer found every key fact */
    pageText?: string;
  };
}

/** At most this many messages (the most recent ones) go into the context. */
export const MAX_MESSAGES = 30;

export type ThreadMessage = ThreadContext["thread"]["messages"][number];

/** The thread's facts, before they are wrapped (pageText "" when the text layer did not run). */
export interface ThreadFacts {
  participants: string[];
  messages: ThreadMessage[];
  me: string;
  pageText: string;
}

export const NO_THREAD_FACTS: ThreadFacts = { participants: [], messages: [], me: "", pageText: "" };

/** One message as a layer read it, before "me" and the participants are known. */
export interface RawMessage {
  sender: string;
  time: string;
  text: string;
  /** true: marked as someone else's; false: marked as the user's own; null: the markup does not say */
  other: boolean | null;
}

/** The marks of a time of day in any language we know ("AM", "p. m.", "Uhr", "午前", "下午"). */
const DAY_PERIOD = `(?:[ap]\\.?\\s?m\\.?|h|${anyLanguage("dayPeriods").map(escapeRegExp).join("|")})`;
/** A time of day as it shows inside a text: "9:41 AM", "16:20", "8 h 15", "4:05 p. m.", "午前9:41". */
const TIME_SOURCE = `(?:${DAY_PERIOD}\\s*)?\\d{1,2}\\s*[:.h]\\s*\\d{2}(?:\\s*${DAY_PERIOD}(?![A-Za-z\\u00C0-\\u024F\\u0900-\\u097F]))?`;

/** A time of day as LinkedIn shows a group's time, the whole text: "9:41 AM", "16:20", "8 h 15", "4:05 p. m.", "午後6:05". */
export const TIME_OF_DAY = new RegExp(`^${TIME_SOURCE}$`, "i");
const TIME_IN_TEXT = new RegExp(TIME_SOURCE, "i");

/**
 * Screen-reader headings LinkedIn puts before each message group ("Ana Ruiz sent the following messages at
 * 9:41 AM", "Ana Ruiz hat die folgenden Nachrichten um 09:41 gesendet", "Anaさんが9:41に次のメッセージを送信しました"),
 * in any language we know.
 */
const GROUP_HEADING = formsIn(anyLanguage("sentMessages"));

/** Whether `text` holds a group's screen-reader heading. */
export const isGroupHeading = (text: string) => GROUP_HEADING.says(text);

/**
 * The sender and the time a screen-reader group heading names, or null when `text` is not one. The sender is
 * what comes before the words that follow a name there ("sent", "ha enviado", "hat", "さんが"); the time is
 * the time of day it holds, wherever the language puts it.
 */
export function parseGroupHeading(text: string, doc?: Document | null): { sender: string; time: string } | null {
  const clean = cleanText(text).replace(/\s+/g, " ").replace(/\.$/, "");
  if (!isGroupHeading(clean)) return null;
  const after = messageWords.forms(doc, "afterSender");
  for (let found = after.find(clean); found; found = after.find(clean, found.index + 1)) {
    const sender = clean.slice(0, found.index).trim();
    if (sender) return { sender, time: TIME_IN_TEXT.exec(clean.slice(found.index))?.[0]?.trim() ?? "" };
  }
  return null;
}

/**
 * Screen-reader notes that are never a message, when their hiding class is gone: "View Ana’s profile",
 * "(opens in a new window)", "Download brief.pdf", "Seen by Ana at 8:31 AM", "Status is online", in any
 * language we know.
 */
const NOTES = formsIn(anyLanguage("viewProfile", "opensNewWindow", "download", "seenBy", "status"));
export const isScreenReaderNote = (text: string) => NOTES.is(text);

/** Day headings between groups ("Today", "gestern", "月曜日"): never a name. */
const DAYS = formsIn(anyLanguage("days"));
export const isDayHeading = (text: string) => DAYS.is(text);

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

/** Whether the facts hold the key ones: a last message with its sender. */
export function hasLastSender(messages: readonly ThreadMessage[]): boolean {
  const last = messages[messages.length - 1];
  return !!last && last.text !== "" && last.sender !== "";
}

export interface ResolveHints {
  /** the signed-in user's name from the caller, else "" */
  me: string;
  /** the user's name as the page shows it (the navigation's photo), asked only when needed */
  navName: () => string;
  /** the conversation's title (the other participant), asked only when needed */
  header: () => string;
}

/**
 * Who "me" is (the caller's name, else the author of the messages the markup marks as the user's own,
 * else the navigation's photo), the participants (everyone else; the title when only my messages are
 * loaded), and the senders of unnamed messages (mine, or the only other participant's).
 */
export function resolveThread(raw: readonly RawMessage[], hints: ResolveHints): Omit<ThreadFacts, "pageText"> {
  // a side marker is trusted only if this markup uses it at all
  const sideKnown = raw.some((m) => m.other === true);
  let me =
    cleanText(hints.me) || (sideKnown ? (raw.find((m) => m.other === false && m.sender)?.sender ?? "") : "") || hints.navName();

  const isMine = (m: RawMessage): boolean => {
    if (sideKnown && m.other !== null) return !m.other;
    if (me && m.sender) return m.sender === me;
    return m.other === false;
  };
  const mine = raw.map(isMine);
  if (!me) me = raw.find((m, i) => mine[i] && m.sender)?.sender ?? "";

  let participants = unique(raw.filter((_, i) => !mine[i]).map((m) => m.sender)).filter((name) => name !== me);
  if (!participants.length) {
    const header = hints.header();
    if (header && header !== me) participants = [header];
  }

  const messages = raw.map((m, i): ThreadMessage => {
    let sender = m.sender;
    if (!sender) sender = mine[i] ? me : participants.length === 1 ? participants[0]! : "";
    return { sender, time: m.time, text: m.text, me: mine[i]! };
  });
  return { participants, messages: messages.slice(-MAX_MESSAGES), me };
}

/** What a reading layer gives the others: everything when it found the key facts, else nothing (a later layer may do better). */
export function layerResult(read: Omit<ThreadFacts, "pageText">): Partial<ThreadFacts> {
  return hasLastSender(read.messages) ? read : {};
}
