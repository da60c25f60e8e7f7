/**
 * The draft an editor holds, as the user sees it: a field's value, or a rich editor's paragraphs, one
 * line each (Quill and LinkedIn's composers keep one <p> per line; an empty one is `<p><br></p>`). Pure.
 */
import { isDraft } from "../../../src/core/proofread";
import { isTextField } from "./find";

const BLOCK = new Set(["P", "DIV", "LI", "H1", "H2", "H3", "BLOCKQUOTE", "PRE"]);

export function editorText(editor: Element): string {
  if (isTextField(editor)) return editor.value.trim();
  const blocks = [...editor.children].filter((child) => BLOCK.has(child.tagName));
  if (!blocks.length) return (editor.textContent ?? "").trim();
  return blocks
    .map((block) => block.textContent ?? "")
    .join("\n")
    .trim();
}

/** Whether the editor holds enough of a draft to proofread (src/core/proofread's MIN_DRAFT_WORDS). */
export const holdsDraft = (editor: Element): boolean => isDraft(editorText(editor));
