/** One prompt module per task, versioned; buildPrompt picks the task's and assembles the chat. */
import type { AssistRequest, Task } from "../assist";
import type { ChatMessage } from "../metering";
import type { Persona } from "../persona";
import { chat } from "./chat";
import { buildMessages, type TaskPrompt } from "./common";
import { feedComment } from "./feed-comment";
import { jobsAdvice } from "./jobs-advice";
import { postDraft } from "./post-draft";
import { proofread } from "./proofread";
import { jobsCoverLetter } from "./jobs-cover-letter";
import { messagesReply } from "./messages-reply";
import { profileFeedback } from "./profile-feedback";
import { profileSummary } from "./profile-summary";

export const PROMPTS: Record<Task, TaskPrompt> = {
  "feed.comment": feedComment,
  "messages.reply": messagesReply,
  "profile.summary": profileSummary,
  "profile.feedback": profileFeedback,
  "jobs.cover_letter": jobsCoverLetter,
  "jobs.advice": jobsAdvice,
  chat,
  // the user's own writing (issue #33)
  proofread,
  "post.draft": postDraft,
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
    messages: buildMessages(task, req, req.task === "chat" ? history : [], persona),
    maxTokens: task.tokensFor ? Math.min(task.maxTokens, task.tokensFor(req)) : task.maxTokens,
    count: task.count,
  };
}

export { ABOUT_CLOSE, ABOUT_OPEN, FENCE_CLOSE, FENCE_OPEN, fence, fenceAbout } from "./common";
