/** One prompt module per task, versioned (each task's entry in ../tasks.ts names it); buildPrompt picks the task's and assembles the chat. */
import type { AssistRequest } from "../assist";
import type { ChatMessage } from "../metering";
import type { Persona } from "../persona";
import { TASK_KINDS, isFollowUp } from "../tasks";
import { buildMessages } from "./common";

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
  const task = TASK_KINDS[req.task].prompt;
  return {
    promptId: `${req.task}@v${task.version}`,
    messages: buildMessages(task, req, isFollowUp(req.task) ? history : [], persona),
    maxTokens: task.tokensFor ? Math.min(task.maxTokens, task.tokensFor(req)) : task.maxTokens,
    count: task.count,
  };
}

export { ABOUT_CLOSE, ABOUT_OPEN, FENCE_CLOSE, FENCE_OPEN, fence, fenceAbout } from "./common";
