/**
 * The editors the user writes in, wherever the extension reaches them (pure functions of the DOM): each
 * open chat window's composer (in `#interop-outlet`'s shadow root since 2026), the open conversation's
 * composer on /messaging/, the comment boxes open under feed posts, the post composer, and the prose
 * fields of a job application. Each comes with its kind and the element whose facts it answers (the
 * window, the conversation, the post); the finders of the features that already know these editors
 * are reused, so that a composer is recognised the same way for a reply and for a proofread.
 */
import { findChatWindows, windowComposer } from "../chat-windows/extract";
import { findCommentEditor, findFeedPosts } from "../feed/extract";
import { findComposer, findOpenThread } from "../messages/extract";
import { deep, queryAllAny } from "../shared/dom";
import { OWN_HOST } from "../shared/selectors";
import { EDITORS } from "./selectors";
import type { EditorKind } from "./tasks";

export interface FoundEditor {
  element: HTMLElement;
  kind: EditorKind;
  /**
   * what the draft answers: a chat window or the open conversation (message), the post (comment), the
   * page (application, its posting); none for a new post
   */
  subject: { kind: "window" | "thread" | "post"; element: Element } | { kind: "page" } | null;
}

/** Job pages (and their application flows) live under /jobs/; the conversations' page under /messaging/. */
const JOBS_PATH = /^\/jobs(\/|$)/;
const MESSAGING_PATH = /^\/messaging(\/|$)/;

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "";
  }
}

/** Prose fields of the page's job application forms (Easy Apply's modal; on a job page, any form's textarea). */
function applicationFields(doc: Document, url: string): HTMLElement[] {
  const roots = deep(doc);
  const inForms = queryAllAny(roots, EDITORS.APPLICATION_FORM).flatMap((form) => queryAllAny(form, EDITORS.PROSE_FIELD));
  const onJobPage = JOBS_PATH.test(pathOf(url)) ? queryAllAny(roots, ["form textarea"]) : [];
  return [...inForms, ...onJobPage] as HTMLElement[];
}

/** Every editor the user can write in now, each once, chat windows first; `url`: the page's address. */
export function findEditors(doc: Document, url = doc.location?.href ?? ""): FoundEditor[] {
  const found: FoundEditor[] = [];
  const add = (element: HTMLElement | null, kind: EditorKind, subject: FoundEditor["subject"]) => {
    if (
      !element ||
      element.closest(OWN_HOST) ||
      found.some((f) => f.element === element || f.element.contains(element) || element.contains(f.element))
    )
      return;
    found.push({ element, kind, subject });
  };
  for (const win of findChatWindows(doc)) add(windowComposer(win), "message", { kind: "window", element: win });
  // the conversation's own page only: elsewhere a comment box would read as a composer to the messages finders
  const thread = MESSAGING_PATH.test(pathOf(url)) ? findOpenThread(doc, url) : null;
  if (thread) add(findComposer(thread), "message", { kind: "thread", element: thread });
  for (const post of findFeedPosts(doc)) add(findCommentEditor(post), "comment", { kind: "post", element: post });
  for (const editor of queryAllAny(deep(doc), EDITORS.POST_EDITOR)) add(editor as HTMLElement, "post", null);
  for (const field of applicationFields(doc, url)) add(field, "application", { kind: "page" });
  return found;
}

/** Whether the element is one the user types prose in (a textarea, an input, or a contenteditable). */
export function isTextField(el: Element): el is HTMLTextAreaElement | HTMLInputElement {
  return el.tagName === "TEXTAREA" || el.tagName === "INPUT";
}
