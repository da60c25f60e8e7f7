/** One prompt module per task of ../tasks.ts, versioned; buildPrompt picks the task's and assembles the chat. */
import type { AssistRequest } from "../assist";
import type { ChatMessage } from "../metering";
import type { Persona } from "../persona";
import { isFollowUp, type Task } from "../tasks";
import { feedComment } from "./feed-comment";
import { messagesReply } from "./messages-reply";
import { profileSummary } from "./profile-summary";
import { profileFeedback } from "./profile-feedback";
import { jobsCoverLetter } from "./jobs-cover-letter";
import { jobsAdvice } from "./jobs-advice";
import { chat } from "./chat";
import { proofread } from "./proofread";
import { postDraft } from "./post-draft";
import { inviteNote } from "./invite-note";
import { buildMessages, type TaskPrompt } from "./common";

/** Each task's prompt: a task without one is a type error here. */
export const PROMPTS: { readonly [T in Task]: TaskPrompt } = {
  "feed.comment": feedComment,
  "messages.reply": messagesReply,
  "profile.summary": profileSummary,
  "profile.feedback": profileFeedback,
  "jobs.cover_letter": jobsCoverLetter,
  "jobs.advice": jobsAdvice,
  chat,
  proofread,
  "post.draft": postDraft,
  "invite.note": inviteNote,
};

export interface BuiltPrompt {
  promptId: string;
  messages: ChatMessage[];
  maxTokens: number;
  count: number;
}

/**
 * `history` is earlier exchanges (user instruction, assistant answer) that a follow-up refers to;
 * `persona` is who the user is (fenced as data, like the page).
 */
export function buildPrompt(req: AssistRequest, history: ChatMessage[] = [], persona?: Persona): BuiltPrompt {
  const task = PROMPTS[req.task];
  return {
    promptId: `${req.task}@v${task.version}`,
    messages: buildMessages(task, req, isFollowUp(req.task) ? history : [], persona),
    maxTokens: task.tokensFor ? Math.min(task.maxTokens, task.tokensFor(req)) : task.maxTokens,
    count: task.count,
  };
}

export { ABOUT_CLOSE, ABOUT_OPEN, FENCE_CLOSE, FENCE_OPEN, fence, fenceAbout } from "./common";
