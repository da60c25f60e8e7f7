/**
 * What the messages helper reads from a conversation, and the steps every layer shares: a layer reads
 * raw messages (sender and time as the page shows them, the side when the markup says it), then
 * `resolveThread` works out who "me" is, who the participants are and who sent the unnamed messages.
 */
import { cleanText } from "../shared/dom";
import type { ThreadContext } from "../types";

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

/**
 * Screen-reader headings LinkedIn puts before each message group ("Ana Ruiz sent the following messages
 * at 10:02", in the UI language): the sender, the verb, then "at <time>".
 */
const HEADING_VERB =
  "sent the following messages?|ha enviado (?:el|los) siguientes? mensajes?|a envoyé (?:le|les) messages? suivants?|hat (?:die )?folgende Nachricht(?:en)? gesendet|enviou as? seguintes? mensage(?:m|ns)";
export const A11Y_GROUP_HEADING = new RegExp(`\\b(${HEADING_VERB})\\b`, "i");
const GROUP_HEADING = new RegExp(`^(.+?)\\s+(?:${HEADING_VERB})(?:\\s+(?:at|a las|à|um|às)\\s+(.+?))?\\.?$`, "i");

/** The sender and the time a screen-reader group heading names, or null when `text` is not one. */
export function parseGroupHeading(text: string): { sender: string; time: string } | null {
  const match = GROUP_HEADING.exec(cleanText(text));
  return match ? { sender: match[1]!.trim(), time: (match[2] ?? "").trim() } : null;
}

/**
 * Screen-reader phrases that are never a message, when their hiding class is gone: "View Ana’s profile",
 * "(opens in a new window)", "Download brief.pdf", "Seen by Ana at 8:31 AM", in the UI languages we know.
 */
export const SCREEN_READER_PHRASE = new RegExp(
  [
    "^\\(?(opens in a new (window|tab)|se abre en una (nueva ventana|ventana nueva|pestaña nueva)|s[’']ouvre dans une nouvelle (fenêtre|page)|öffnet (sich )?in einem neuen (fenster|tab)|abre em uma nova (janela|guia))\\)?$",
    "^(view .{1,60}[’']s? profile|view profile|ver el perfil de .{1,60}|voir le profil de .{1,60}|profil von .{1,60} anzeigen|ver o perfil de .{1,60})$",
    "^(download|descargar|télécharger|herunterladen|baixar) \\S.{0,120}\\.\\w{2,5}$",
    "^(seen by|visto por|vu par|gesehen von) .{1,80} (at|a las|à|um|às) .{1,20}$",
    "^(status is (online|offline|reachable|away|busy)|estado: .{1,30}|active now|activo ahora)$",
  ].join("|"),
  "i",
);

/** A time of day as LinkedIn shows a group's time: "9:41 AM", "16:20", "8 h 15", "4:05 p. m.". */
export const TIME_OF_DAY = /^\d{1,2}\s*[:.h]\s*\d{2}(\s*([ap]\.?\s?m\.?|uhr|h))?$/i;

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
