/**
 * Puts text into one of LinkedIn's contenteditable editors (comment box, message composer) the way
 * typing would: focus, select what is there, then insertText, which fires the beforeinput/input
 * events LinkedIn's editor listens to. Nothing is submitted: the user sends it.
 */
export function insertIntoEditor(editor: HTMLElement, text: string): boolean {
  const doc = editor.ownerDocument;
  const win = doc.defaultView;
  editor.focus();
  const selection = win?.getSelection();
  if (selection) {
    const range = doc.createRange();
    range.selectNodeContents(editor);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  // execCommand is deprecated but still the one way to produce trusted, undoable input in an editor
  const inserted = typeof doc.execCommand === "function" && doc.execCommand("insertText", false, text);
  if (!inserted || !(editor.textContent ?? "").includes(text.slice(0, 20))) {
    const paragraph = doc.createElement("p");
    paragraph.textContent = text;
    editor.replaceChildren(paragraph);
    editor.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: text }));
  }
  editor.dispatchEvent(new Event("change", { bubbles: true }));
  return (editor.textContent ?? "").includes(text.slice(0, 20));
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
