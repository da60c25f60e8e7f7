import { noteLimitOf } from "../invitation";
import type { TaskPrompt } from "./common";

export const inviteNote: TaskPrompt = {
  version: 1,
  maxTokens: 400,
  count: 3,
  instructions: (req) => {
    const limit = noteLimitOf(req.context as Record<string, unknown>);
    return `Suggest 3 personal notes I could add to my invitation to connect with the person whose profile is the page content.${req.goal && req.goal !== "Just connect" ? ` My reason: ${req.goal}.` : ""}
Each note must be at most ${limit} characters long, spaces included: LinkedIn refuses a longer one. Aim for ${Math.round(limit * 0.8)} characters or fewer.
Address them by first name, say why I want to connect in one concrete line tied to their profile (their current role, a project, a shared employer, school, place or field: compare with my own profile where I have one), and end with a light close. No request for a job or a favour in the first note unless my reason asks for it.
No greeting filler ("I hope you are well"), no flattery, no links.${req.tone ? ` Tone: ${req.tone}.` : ""}`;
  },
};
