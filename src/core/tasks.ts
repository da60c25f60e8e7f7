/**
 * The catalogue of tasks: what the assistant can be asked to do, each with the page kind it works on,
 * its prompt, the most words a suggestion of it may have, whether it reads the whole saved profile, and
 * the extension's button for it. `Task`, the validation of a request, the prompts, the pipeline's profile
 * rule and the eval's length check are derived from it. A new task is one entry here and one prompt module.
 */
import type { Covered, Expect } from "./leftovers";
import type { PageType } from "./page-kinds";
import { chat } from "./prompts/chat";
import type { TaskPrompt } from "./prompts/common";
import { feedComment } from "./prompts/feed-comment";
import { jobsAdvice } from "./prompts/jobs-advice";
import { jobsCoverLetter } from "./prompts/jobs-cover-letter";
import { messagesReply } from "./prompts/messages-reply";
import { profileFeedback } from "./prompts/profile-feedback";
import { profileSummary } from "./prompts/profile-summary";

export interface TaskKind {
  /** the page kind it works on; null: a follow-up on whatever page the user is on (chat) */
  page: PageType | null;
  prompt: TaskPrompt;
  /** most words a suggestion may have (the eval's length check; the prompt asks for less) */
  maxWords: number;
  /** reads the saved profile whole (cover letters write from it), not capped like every other task */
  wholeProfile: boolean;
  /** its answers are a comment or a reply: emoji are removed, hashtags marked (./answer-review.ts) */
  comment: boolean;
  /** the extension's button that asks for it */
  label: string;
}

export const TASK_KINDS = {
  "feed.comment": { page: "feed", prompt: feedComment, maxWords: 80, wholeProfile: false, comment: true, label: "Suggest comment" },
  "messages.reply": { page: "messages", prompt: messagesReply, maxWords: 100, wholeProfile: false, comment: true, label: "Suggest reply" },
  "profile.summary": { page: "profile", prompt: profileSummary, maxWords: 260, wholeProfile: false, comment: false, label: "Summarize" },
  "profile.feedback": { page: "profile", prompt: profileFeedback, maxWords: 520, wholeProfile: false, comment: false, label: "Improve my profile" },
  "jobs.cover_letter": { page: "jobs", prompt: jobsCoverLetter, maxWords: 330, wholeProfile: true, comment: false, label: "Cover letter" },
  "jobs.advice": { page: "jobs", prompt: jobsAdvice, maxWords: 380, wholeProfile: true, comment: false, label: "Advice" },
  chat: { page: null, prompt: chat, maxWords: 330, wholeProfile: false, comment: false, label: "Refine" },
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
  return TASK_KINDS[task].page === null;
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
  if (kind.page !== null) return kind.wholeProfile;
  return tasksOf(page).some((other) => TASK_KINDS[other].wholeProfile);
}

/** Every page kind has a task that works on it: a new page kind without one fails to compile here. */
export type EveryPageKindHasATask = Expect<Covered<Exclude<PageType, NonNullable<(typeof TASK_KINDS)[Task]["page"]>>, "no task works on the page">>;
