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
  if (!inserted || !landed(editor, text)) {
    // one paragraph per line, as the editor itself makes them when the user types Enter
    editor.replaceChildren(...text.split("\n").map((line) => Object.assign(doc.createElement("p"), { textContent: line })));
    editor.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: text }));
  }
  editor.dispatchEvent(new Event("change", { bubbles: true }));
  return landed(editor, text);
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
