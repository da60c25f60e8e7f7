/**
 * The catalogue of tasks: what the assistant can be asked to do, each with the page kind it works on,
 * the most words a suggestion of it may have, whether it reads the whole saved profile, and the
 * extension's button for it. `Task`, the validation of a request, the pipeline's profile rule and the
 * eval's length check are derived from it. A new task is one entry here and one prompt module, which
 * ./prompts/index.ts names (the compiler asks for it there). The prompts stay out of this module so that
 * the extension, which reads the labels, does not carry them.
 */
import type { Covered, Expect } from "./leftovers";
import type { PageType } from "./page-kinds";
import { noteLimitOf, validateInvitationContext } from "./invitation";
import { validatePostDraftContext, validateProofreadContext } from "./own-writing";
import type { Validation } from "./signup";

/**
 * Where the extension shows a task's button: on a feed post, a conversation (the messages page and chat
 * windows), someone's profile or the user's own, a job posting, an answer (to refine it), any editor the user
 * writes in, the post composer, or LinkedIn's invitation to connect (its note). A surface's buttons are `tasksOn(surface)`: a new task on an existing
 * surface needs no code to get its button.
 */
export type Surface =
  | "post"
  | "conversation"
  | "profile"
  | "own-profile"
  | "job"
  | "answer"
  | "editor"
  | "composer"
  | "invitation";

export interface TaskKind {
  /** the page kind it works on; null: whatever page the user is on (the request's page decides the plan rule) */
  page: PageType | null;
  /** where its button is */
  surface: Surface;
  /** a follow-up on the last exchange of the page (chat): it needs an instruction, and reads that exchange */
  followUp: boolean;
  /** most words a suggestion may have (the eval's length check; the prompt asks for less) */
  maxWords: number;
  /** reads the saved profile whole (cover letters write from it), not capped like every other task */
  wholeProfile: boolean;
  /** its answers are a comment or a reply: emoji are removed, hashtags marked (./answer-review.ts) */
  comment: boolean;
  /** the context field whose `text` its answer replies to: a first sentence that repeats it is a tell (./answer-review.ts) */
  repliesTo?: string;
  /** its answer is the user's own text corrected, reviewed as a correction (./proofread-review.ts), not as suggestions */
  correction: boolean;
  /** the extension's button that asks for it */
  label: string;
  /** what its context must hold beyond every task's limits (the user's own writing: ./own-writing.ts) */
  context?: (context: Record<string, unknown>) => Validation<true>;
  /** the most characters a suggestion may have, as its context says (a connection note: ./invitation.ts); longer ones are cut */
  charLimit?: (context: Record<string, unknown>) => number;
}

export const TASK_KINDS = {
  "feed.comment": {
    page: "feed",
    surface: "post",
    repliesTo: "post",
    correction: false,
    followUp: false,
    maxWords: 80,
    wholeProfile: false,
    comment: true,
    label: "Suggest comment",
  },
  "messages.reply": {
    page: "messages",
    surface: "conversation",
    correction: false,
    followUp: false,
    maxWords: 100,
    wholeProfile: false,
    comment: true,
    label: "Suggest reply",
  },
  "profile.summary": {
    page: "profile",
    surface: "profile",
    correction: false,
    followUp: false,
    maxWords: 260,
    wholeProfile: false,
    comment: false,
    label: "Summarize",
  },
  "profile.feedback": {
    page: "profile",
    surface: "own-profile",
    correction: false,
    followUp: false,
    maxWords: 520,
    wholeProfile: false,
    comment: false,
    label: "Improve my profile",
  },
  "jobs.cover_letter": {
    page: "jobs",
    surface: "job",
    correction: false,
    followUp: false,
    maxWords: 330,
    wholeProfile: true,
    comment: false,
    label: "Cover letter",
  },
  "jobs.advice": {
    page: "jobs",
    surface: "job",
    correction: false,
    followUp: false,
    maxWords: 380,
    wholeProfile: true,
    comment: false,
    label: "Advice",
  },
  chat: {
    page: null,
    surface: "answer",
    correction: false,
    followUp: true,
    maxWords: 330,
    wholeProfile: false,
    comment: false,
    label: "Refine",
  },
  // the user's own writing (issue #33): a draft corrected wherever they write, and posts drafted from notes
  proofread: {
    page: null,
    surface: "editor",
    correction: true,
    followUp: false,
    maxWords: 2_500,
    wholeProfile: false,
    comment: false,
    label: "Proofread",
    context: validateProofreadContext,
  },
  "post.draft": {
    page: "feed",
    surface: "composer",
    correction: false,
    followUp: false,
    maxWords: 400,
    wholeProfile: false,
    comment: false,
    label: "Draft a post",
    context: validatePostDraftContext,
  },
  // a note to someone the user invites to connect (issue #40), within LinkedIn's limit
  "invite.note": {
    page: "profile",
    surface: "invitation",
    correction: false,
    followUp: false,
    maxWords: 60,
    wholeProfile: false,
    comment: true,
    label: "Suggest a note",
    context: validateInvitationContext,
    charLimit: noteLimitOf,
  },
} as const satisfies Record<string, TaskKind>;

export type Task = keyof typeof TASK_KINDS;

/** The tasks, in the catalogue's order. */
export const TASKS = Object.keys(TASK_KINDS) as Task[];

/** A task that works on one page kind (every task but the follow-up). */
export type PageTask = { [T in Task]: (typeof TASK_KINDS)[T]["page"] extends null ? never : T }[Task];

export function isTask(value: unknown): value is Task {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(TASK_KINDS, value);
}

/** A follow-up (chat): works on whatever page the user is on, from an instruction and the last exchange there. */
export function isFollowUp(task: Task): boolean {
  return TASK_KINDS[task].followUp;
}

/** The tasks whose buttons a surface shows, in the catalogue's order. */
export function tasksOn<S extends Surface>(surface: S): TasksOn<S>[] {
  return TASKS.filter((task): task is TasksOn<S> => TASK_KINDS[task].surface === surface);
}

/** The tasks of a surface, as a type. */
export type TasksOn<S extends Surface> = { [T in Task]: (typeof TASK_KINDS)[T]["surface"] extends S ? T : never }[Task];

/** The one task of a surface that has one (the follow-up on an answer, the proofread of an editor, the composer's draft). */
export function theTaskOn<S extends Surface>(surface: S): TasksOn<S> {
  const [task, ...more] = tasksOn(surface);
  if (!task || more.length) throw new Error(`the ${surface} surface has ${more.length + (task ? 1 : 0)} tasks, not one`);
  return task;
}

/** Whether a task's answer is the user's own text corrected (reviewed as a correction, not as suggestions). */
export function isCorrection(task: Task): boolean {
  return TASK_KINDS[task].correction;
}

/** The tasks that work on a page kind. */
export function tasksOf(page: PageType): Task[] {
  return TASKS.filter((task) => TASK_KINDS[task].page === page);
}

/**
 * Whether a request reads the user's saved profile whole: its task's rule; a follow-up reads what the
 * tasks of its page read (a cover letter refined still writes from the whole profile).
 */
export function readsWholeProfile(task: Task, page: PageType): boolean {
  const kind: TaskKind = TASK_KINDS[task];
  if (!kind.followUp) return kind.wholeProfile;
  return tasksOf(page).some((other) => TASK_KINDS[other].wholeProfile);
}

/** Every page kind has a task that works on it: a new page kind without one fails to compile here. */
export type EveryPageKindHasATask = Expect<
  Covered<Exclude<PageType, NonNullable<(typeof TASK_KINDS)[Task]["page"]>>, "no task works on the page">
>;
