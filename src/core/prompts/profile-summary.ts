import type { TaskPrompt } from "./common";

export const profileSummary: TaskPrompt = {
  version: 4,
  maxTokens: 550,
  count: 1,
  instructions: () =>
    `Summarise this person's LinkedIn profile for me in 3 to 4 sentences: who they are, what they work on now, and what stands out in their path.
Then add "Talking points:" followed by 3 short bullet points (lines starting with "- ") I could use to start a genuine conversation with them, each tied to something specific in the profile.`,
};
