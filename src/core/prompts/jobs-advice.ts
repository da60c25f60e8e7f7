import type { TaskPrompt } from "./common";

export const jobsAdvice: TaskPrompt = {
  version: 4,
  maxTokens: 750,
  count: 1,
  instructions: () =>
    `Advise me on this job posting, using my LinkedIn profile (in the data about me) when present.
Use four short sections with these headings on their own lines: "Fit", "Gaps", "Questions to ask", "Next steps".
Be honest and specific to the posting's requirements; 2 to 4 bullet points ("- ") per section.`,
};
