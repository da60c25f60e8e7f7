import type { TaskPrompt } from "./common";

export const chat: TaskPrompt = {
  version: 4,
  maxTokens: 900,
  count: 1,
  instructions: (req) =>
    `Follow my instruction about your previous answer (above) or, if there is none, about this ${req.page} page.
My instruction: "${req.instruction.replace(/"/g, "'")}"
Apply it to the whole previous answer and return the revised text as one suggestion (if the previous answer had several options, revise the first one unless I say otherwise).`,
};
