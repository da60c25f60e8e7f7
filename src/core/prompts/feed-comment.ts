import type { TaskPrompt } from "./common";

export const feedComment: TaskPrompt = {
  version: 4,
  maxTokens: 450,
  count: 3,
  instructions: (req) =>
    `Suggest 3 different comments I could post under this LinkedIn post${req.tone ? `, in a ${req.tone} tone` : ""}.
Each comment: 1 to 3 sentences, adds something (a specific observation, a question, a relevant experience), and mentions a concrete detail of the post.
Vary the angle between the three. Address the author by first name at most once.`,
};
