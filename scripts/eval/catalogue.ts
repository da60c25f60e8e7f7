/**
 * What the eval's checks read of a case's task, from the task catalogue (src/core/tasks.ts), never from its
 * name: its word limit, whether it corrects the user's own text, follows up an answer, or drafts from notes.
 */
import { TASK_KINDS, type Task } from "../../src/core/tasks";

export function fromCatalogue(task: Task) {
  const kind = TASK_KINDS[task];
  return { maxWords: kind.maxWords, correction: kind.correction, followUp: kind.followUp, surface: kind.surface };
}
