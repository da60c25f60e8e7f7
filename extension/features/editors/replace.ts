/**
 * Puts text in place of the whole draft of the editor the user wrote it in, the way typing would, so
 * that LinkedIn's Send or Post button (enabled by its editor's input events, not by the text being
 * there) stays enabled: a rich editor and a textarea alike go through shared/insert.ts. Nothing is submitted.
 */
import { fillTextField, insertIntoEditor } from "../shared/insert";
import { editorText } from "./draft";
import { isTextField } from "./find";

/** Replaces the editor's draft with `text`; whether the editor now holds it. */
export function replaceDraft(editor: HTMLElement, text: string): boolean {
  if (!editor.isConnected) return false;
  if (isTextField(editor)) return fillTextField(editor, text);
  return insertIntoEditor(editor, text) && editorText(editor).replace(/\s+/g, "") === text.replace(/\s+/g, "");
}
