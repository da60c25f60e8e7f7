import type { TaskPrompt } from "./common";

export const profileFeedback: TaskPrompt = {
  version: 4,
  maxTokens: 750,
  count: 1,
  instructions: () =>
    `This is my own LinkedIn profile. Give me concrete, prioritised feedback to make it stronger for recruiters and peers.
List 5 to 7 improvements, most impactful first, as lines starting with "1.", "2.", and so on. For each: what to change, why, and a rewritten example using my real details (headline, about, experience).
Do not invent achievements: where a number or result would help, say what kind of detail to add.`,
};
