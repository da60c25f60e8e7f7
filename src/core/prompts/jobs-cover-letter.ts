import type { TaskPrompt } from "./common";

export const jobsCoverLetter: TaskPrompt = {
  version: 4,
  maxTokens: 900,
  count: 1,
  instructions: () =>
    `Write a cover letter for this job posting, from me. Use my LinkedIn profile (in the data about me) for facts about me; if it is missing, write a strong template and mark the places I must fill with [brackets].
Three to four short paragraphs, under 300 words: why this role at this company (cite something specific from the posting), two or three matching experiences with concrete results, and a confident, simple close.
Never invent employers, degrees or numbers that are not in my profile.`,
};
