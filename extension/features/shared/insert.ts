/**
 * Puts text into one of LinkedIn's contenteditable editors (comment box, message composer) the way
 * typing would: focus, select what is there, then insertText, which fires the trusted input events
 * LinkedIn's editor listens to (its Send button is enabled by them, not by the text being there). The
 * editor may be in a shadow root (a chat window in `#interop-outlet`): see selectContents. Nothing is
 * submitted: the user sends it.
 */
import { shadowRootOf } from "./roots";

export function insertIntoEditor(editor: HTMLElement, text: string): boolean {
  const doc = editor.ownerDocument;
  editor.focus();
  selectContents(editor);
  // execCommand is deprecated but still the one way to produce trusted, undoable input in an editor
  const inserted = typeof doc.execCommand === "function" && doc.execCommand("insertText", false, text);
  if (!inserted || !landed(editor, text)) {
    // one paragraph per line, as the editor itself makes them when the user types Enter (an editor that
    // keeps its own model may ignore this untrusted input: the user then types a key to wake it up)
    editor.replaceChildren(...text.split("\n").map((line) => Object.assign(doc.createElement("p"), { textContent: line })));
    editor.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: text }));
  }
  editor.dispatchEvent(new Event("change", { bubbles: true }));
  return landed(editor, text);
}

/**
 * Selects the editor's content, so that the insertion replaces it. The document's selection takes a
 * range inside a shadow root in Chromium, but reads back retargeted to the host; where the browser
 * did not select inside the editor (as the shadow root's own selection says), "selectAll" in the
 * focused editor selects its content alone.
 */
function selectContents(editor: HTMLElement): void {
  const doc = editor.ownerDocument;
  const selection = doc.defaultView?.getSelection();
  if (!selection) return;
  const range = doc.createRange();
  range.selectNodeContents(editor);
  selection.removeAllRanges();
  selection.addRange(range);
  const focused = (editor.getRootNode() as Document | ShadowRoot).activeElement === editor;
  if (focused && !selectedInside(editor, selection) && typeof doc.execCommand === "function") doc.execCommand("selectAll");
}

/** Whether the selection starts inside the editor, read where the browser keeps it (a shadow root's own, in Chromium). */
function selectedInside(editor: HTMLElement, documentSelection: Selection): boolean {
  const root = shadowRootOf(editor) as (ShadowRoot & { getSelection?: () => Selection | null }) | null;
  const selection = root?.getSelection?.() ?? documentSelection;
  const anchor = selection.rangeCount ? selection.getRangeAt(0).startContainer : null;
  // the document's selection of a shadow root's content may read back as the host: trust what was set
  if (root && !root.getSelection && anchor === root.host) return true;
  return !!anchor && (anchor === editor || editor.contains(anchor));
}

/**
 * Whether the text is in the editor. Whitespace is ignored: Chrome's insertText turns each line break
 * into a new paragraph, so the editor's textContent never has the "\n" of a multi-line reply.
 */
function landed(editor: HTMLElement, text: string): boolean {
  const squash = (value: string) => value.replace(/\s+/g, "");
  return squash(editor.textContent ?? "").includes(squash(text).slice(0, 40));
}

/** Waits (polling, bounded) for something to appear, e.g. the comment box after clicking "Comment". */
export async function waitFor<T>(find: () => T | null, timeoutMs = 2000, everyMs = 50): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Puts `text` in place of a textarea's or an input's value the way typing would: selected, then insertText, which
 * fires trusted `beforeinput` and `input` events (and stays undoable), so LinkedIn's counter and its Send button
 * follow; where the browser refuses, the native value setter (which a framework's controlled field does not
 * intercept) and an `input` event. Whether the field now holds the text. Nothing is submitted.
 */
export function fillTextField(field: HTMLTextAreaElement | HTMLInputElement, text: string): boolean {
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
