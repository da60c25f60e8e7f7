/**
 * Puts text in place of the whole draft of the editor the user wrote it in, the way typing would, so
 * that LinkedIn's Send or Post button (enabled by its editor's input events, not by the text being
 * there) stays enabled. A rich editor goes through shared/insert.ts (select all, insertText: trusted
 * input events). A textarea is selected and given insertText too, which fires trusted `beforeinput`
 * and `input` events (and stays undoable); where the browser refuses, the native value setter (which a
 * framework's controlled field does not intercept) and an `input` event. Nothing is submitted.
 */
import { insertIntoEditor } from "../shared/insert";
import { editorText } from "./draft";
import { isTextField } from "./find";

function replaceFieldValue(field: HTMLTextAreaElement | HTMLInputElement, text: string): boolean {
  const doc = field.ownerDocument;
  field.focus();
  field.select();
  const inserted = typeof doc.execCommand === "function" && doc.execCommand("insertText", false, text);
  if (!inserted || field.value !== text) {
    const proto = Object.getPrototypeOf(field) as object;
    const setter = Object.getOwnPropertyDescriptor(proto, "value")?.set;
    if (setter) setter.call(field, text);
    else field.value = text;
    field.dispatchEvent(
      new InputEvent("input", { bubbles: true, composed: true, inputType: "insertReplacementText", data: text }),
    );
  }
  field.dispatchEvent(new Event("change", { bubbles: true }));
  return field.value === text;
}

/** Replaces the editor's draft with `text`; whether the editor now holds it. */
export function replaceDraft(editor: HTMLElement, text: string): boolean {
  if (!editor.isConnected) return false;
  if (isTextField(editor)) return replaceFieldValue(editor, text);
  return insertIntoEditor(editor, text) && editorText(editor).replace(/\s+/g, "") === text.replace(/\s+/g, "");
}
