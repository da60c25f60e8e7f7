/**
 * What a proofread sends: the draft, the editor's kind, and what the draft answers (`replyingTo`), read by
 * the extractor of the feature that already reads it (the window's or the open conversation, the post,
 * the posting), in the same shapes those helpers send. A subject that cannot be read is left out: the
 * draft alone is still worth proofreading.
 */
import { extractChatWindow } from "../chat-windows/extract";
import { extractFeedPost } from "../feed/extract";
import { extractJob } from "../jobs/extract";
import { extractThread } from "../messages/extract";
import { inShadowRoot } from "../shared/dom";
import type { Extraction } from "../types";
import { editorText, holdsDraft } from "./draft";
import type { FoundEditor } from "./find";
import type { EditorKind } from "./tasks";
import { ui } from "../shared/i18n";
import { EN } from "../shared/i18n/en";

export interface ProofreadContext {
  draft: string;
  editor: EditorKind;
  replyingTo?: object;
}

/** Said when the editor was closed, or emptied, between the action showing and the click. */
/** Said when the draft is gone by the time Proofread is clicked (in English: the page's language is `ui().editors.noDraft`). */
export const NO_DRAFT = EN.editors.noDraft;

function aboutOf(subject: FoundEditor["subject"], doc: Document): Extraction<object> | null {
  if (!subject) return null;
  if (subject.kind === "page") return extractJob(doc);
  if (!subject.element.isConnected) return null;
  if (subject.kind === "window") return extractChatWindow(subject.element);
  if (subject.kind === "thread") return extractThread(subject.element);
  return extractFeedPost(subject.element);
}

/** The request's context for the editor's draft now, or why there is nothing to send. */
export function proofreadContext(editor: FoundEditor): Extraction<ProofreadContext> {
  const { element, kind } = editor;
  if (!element.isConnected || !holdsDraft(element)) return { ok: false, reason: ui().editors.noDraft };
  const about = aboutOf(editor.subject, element.ownerDocument);
  const context: ProofreadContext = {
    draft: editorText(element),
    editor: kind,
    ...(about?.ok ? { replyingTo: about.context } : {}),
  };
  const shadow = inShadowRoot(element) || (about?.ok && about.shadow);
  // the layer that found what the draft answers; the draft itself is read from the editor the user typed in
  return { ok: true, context, layer: about?.ok ? about.layer : "selectors", ...(shadow ? { shadow: true } : {}) };
}
