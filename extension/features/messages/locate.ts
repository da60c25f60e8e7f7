/**
 * Where the conversation is on the page, and its composer: the known selectors first, then structure
 * (a message composer — contenteditable or role=textbox — and the nearest element around it that also
 * holds the messages; a chat window is the dialog holding them). The full-page conversation wins over
 * chat windows; among windows, the one with focus, else the active one, else the last open one.
 */
import { cleanText, headings } from "../shared/dom";
import { MIN_PAGE_TEXT } from "../shared/layers";
import { regionText } from "../shared/page-text";
import { composerBySelectors, documentOf, pickWindow, replyAnchorBySelectors, threadBySelectors } from "./by-selectors";
import { messageItems } from "./structure";
import { messageWords as M } from "./wording";

/** Editors, most specific first (a composer is an editable textbox; a textarea where it is not). */
const EDITORS = [
  '[contenteditable="true"][role="textbox"]',
  '[contenteditable="true"], [contenteditable=""], [contenteditable="plaintext-only"]',
  '[role="textbox"]',
  "textarea",
];
const WINDOW = '[role="dialog"], dialog';

function labelOf(editor: Element): string {
  return cleanText(
    editor.getAttribute("aria-label") ||
      editor.getAttribute("aria-placeholder") ||
      editor.getAttribute("placeholder") ||
      editor.getAttribute("data-placeholder"),
  );
}

/**
 * The message composers under `root`, most specific kind first, outside our own helpers: never an editor
 * labelled for a comment, a post or a search (in the page's language); one labelled "Write a message…" first.
 */
function editors(root: ParentNode): HTMLElement[] {
  const doc = documentOf(root);
  const found: HTMLElement[] = [];
  for (const selector of EDITORS) {
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      if (found.some((f) => f === el || f.contains(el) || el.contains(f))) continue;
      const label = labelOf(el);
      if (el.closest("[data-netlift]") || (!M.is(doc, label, "writeMessage") && M.says(doc, label, "notComposer"))) continue;
      found.push(el);
    }
  }
  const labelled = found.filter((el) => M.is(doc, labelOf(el), "writeMessage"));
  return [...labelled, ...found.filter((el) => !labelled.includes(el))];
}

/** Whether `el` holds message items (beside the composer) that the structure layer can read. */
function holdsMessages(el: Element, composer: Element): boolean {
  return messageItems(el).some((item) => !item.contains(composer) && cleanText(item.textContent));
}

/**
 * The conversation around a composer: its chat window, else the nearest ancestor that also holds
 * messages; failing that (messages the structure cannot read), the window or the nearest region below
 * the main one whose text (as the text layer reads it) is worth sending. Null: a composer without a
 * conversation (a new message, a search).
 */
export function threadAround(composer: Element): Element | null {
  const chatWindow = composer.closest(WINDOW);
  // from around the composer's form: a list inside the form (attachment previews) is not the messages
  const form = composer.closest("form");
  const start = form && (!chatWindow || chatWindow.contains(form)) ? form.parentElement : composer.parentElement;
  const isMain = (el: Element) => el.matches("main, [role='main'], body");
  for (let el = start; el; el = el.parentElement) {
    if (holdsMessages(el, composer)) return chatWindow ?? el;
    if (el === chatWindow || isMain(el)) break;
  }
  if (chatWindow) return regionText(chatWindow).length >= MIN_PAGE_TEXT ? chatWindow : null;
  for (let el = start; el && !isMain(el); el = el.parentElement) {
    if (regionText(el).length >= MIN_PAGE_TEXT) return el;
  }
  return null;
}

/** The open conversation by structure, or null. */
export function threadByStructure(root: ParentNode): Element | null {
  const threads: Element[] = [];
  for (const editor of editors(root)) {
    const thread = threadAround(editor);
    if (thread && !threads.includes(thread)) threads.push(thread);
  }
  const fullPage = threads.find((thread) => !thread.closest(WINDOW));
  if (fullPage) return fullPage;
  // no class says which window is active or minimised (a minimised one shows no composer anyway)
  return pickWindow(
    threads,
    documentOf(root),
    () => false,
    () => false,
  );
}

/** The open conversation (full page, else the chat window in use); null when none is open. */
export function findThread(root: ParentNode): Element | null {
  return threadBySelectors(root) ?? threadByStructure(root);
}

/** A conversation's own address: /messaging/thread/<id>/. */
const THREAD_PATH = /^\/messaging\/thread\/[^/]+/;

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "";
  }
}

/**
 * The conversation a /messaging/thread/… page is still drawing, before any message is there (so that
 * nothing above recognises it): the region around the page's message composer (outside any chat window)
 * that also holds the conversation's title. Null on other pages (the inbox), and without a composer.
 */
export function threadBeingDrawn(doc: Document, url = doc.location?.href ?? ""): Element | null {
  if (!THREAD_PATH.test(pathOf(url))) return null;
  const composer = editors(doc).find((el) => !el.closest(WINDOW));
  if (!composer) return null;
  const form = composer.closest("form") ?? composerBox(composer);
  for (let el = form.parentElement; el && !el.matches("main, [role='main'], body"); el = el.parentElement) {
    if (headings(el).some((h) => !form.contains(h))) return el;
  }
  return form.parentElement;
}

/** The conversation open on the page: as findThread finds it, else the one a conversation's page is still drawing. */
export function findOpenThread(doc: Document, url?: string): Element | null {
  return findThread(doc) ?? threadBeingDrawn(doc, url);
}

/** The message composer of that conversation, or null. */
export function findComposer(thread: Element): HTMLElement | null {
  return composerBySelectors(thread) ?? editors(thread)[0] ?? null;
}

/**
 * Where to put our "Suggest reply" action: the composer's footer or toolbar (known classes, else the
 * footer, toolbar or send-button row of the composer's form), else the form, else the composer's parent.
 */
export function findReplyAnchor(thread: Element): Element | null {
  const known = replyAnchorBySelectors(thread);
  if (known) return known;
  const composer = findComposer(thread);
  if (!composer) return null;
  const form = composer.closest("form") ?? composerBox(composer);
  const footer = form.querySelector('footer, [role="toolbar"]');
  if (footer && !footer.contains(composer)) return footer;
  const buttons = [...form.querySelectorAll("button")];
  const send =
    form.querySelector('button[type="submit"]') ??
    buttons.find((b) => M.is(documentOf(form), cleanText(b.getAttribute("aria-label")) || cleanText(b.textContent), "send")) ??
    buttons.pop();
  if (send) {
    let row: Element = send;
    while (row.parentElement && row.parentElement !== form) row = row.parentElement;
    if (row !== send && !row.contains(composer)) return row;
  }
  return form !== composer ? form : composer.parentElement;
}

/** Without a form: the nearest ancestor of the composer (a few levels up) that also holds a button, its send row. */
function composerBox(composer: Element): Element {
  let el = composer.parentElement;
  for (let level = 0; el && level < 4; el = el.parentElement, level++) if (el.querySelector("button")) return el;
  return composer.parentElement ?? composer;
}
