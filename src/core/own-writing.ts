/**
 * The tasks that work on the user's own writing (issue #33): `proofread` (the draft they typed in a
 * LinkedIn editor, with what it answers) and `post.draft` (their notes, or one of their posts to follow
 * up). What each task's context must hold, checked once at the edge (validateAssist); the context limits
 * of every task apply too.
 */
import { apiError } from "./errors";
import { MIN_DRAFT_WORDS, wordCount } from "./proofread";
import type { Validation } from "./signup";

/** The LinkedIn editors a draft comes from. */
export const EDITORS = ["message", "comment", "post", "application"] as const;
export type Editor = (typeof EDITORS)[number];

export interface ProofreadContext {
  draft: string;
  /** where the draft is being written (none said: a LinkedIn text box) */
  editor?: Editor;
  /** the post, thread or posting the draft answers (the shapes the other tasks send) */
  replyingTo?: Record<string, unknown>;
}

export interface PostDraftContext {
  notes: string;
  /** one of the user's own recent posts, to follow up */
  followUp?: { text: string };
}

const invalid = (field: string, message: string): Validation<never> => ({
  ok: false,
  error: apiError("invalid_input", message, { field }),
});
const ok: Validation<true> = { ok: true, value: true };
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function validateProofreadContext(context: Record<string, unknown>): Validation<true> {
  const draft = context.draft;
  if (typeof draft !== "string" || !draft.trim())
    return invalid("context.draft", "There is no draft to proofread: write it first (context.draft).");
  if (wordCount(draft) < MIN_DRAFT_WORDS) {
    return invalid(
      "context.draft",
      `The draft is too short to proofread: write at least ${MIN_DRAFT_WORDS} words (context.draft).`,
    );
  }
  if (context.editor !== undefined && !(EDITORS as readonly unknown[]).includes(context.editor)) {
    return invalid("context.editor", `context.editor must be one of ${EDITORS.join(", ")}.`);
  }
  if (context.replyingTo !== undefined && context.replyingTo !== null && !isObject(context.replyingTo)) {
    return invalid("context.replyingTo", "context.replyingTo must be an object: the post, thread or posting the draft answers.");
  }
  return ok;
}

export function validatePostDraftContext(context: Record<string, unknown>): Validation<true> {
  const { notes, followUp } = context;
  if (notes !== undefined && typeof notes !== "string")
    return invalid("context.notes", "context.notes must be text: your notes for the post.");
  if (followUp !== undefined && followUp !== null && !(isObject(followUp) && typeof followUp.text === "string")) {
    return invalid("context.followUp", "context.followUp must be one of your posts: { text }.");
  }
  const hasNotes = typeof notes === "string" && notes.trim() !== "";
  const hasPost = isObject(followUp) && typeof followUp.text === "string" && followUp.text.trim() !== "";
  if (!hasNotes && !hasPost) {
    return invalid(
      "context.notes",
      "Write a few notes for the post (context.notes), or pick one of your posts to follow up (context.followUp).",
    );
  }
  return ok;
}

/** The draft of a proofread request ("" for any other). */
export const draftOf = (context: Record<string, unknown>): string => (typeof context.draft === "string" ? context.draft : "");
