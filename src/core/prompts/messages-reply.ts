import type { TaskPrompt } from "./common";

export const messagesReply: TaskPrompt = {
  version: 4,
  maxTokens: 550,
  count: 3,
  instructions: (req) =>
    `Suggest 3 replies I could send next in this LinkedIn conversation.${req.goal ? ` My goal: ${req.goal}.` : ""}
Read the whole thread: answer what the other person last said, keep continuity with what was already agreed, and move one clear step toward my goal (for example propose two concrete time slots to book a call, or ask for the referral directly and make it easy to say yes).
Messages marked as mine ("me": true or my name) were written by me. Keep each reply under 90 words, in the thread's register (formal or casual).${req.tone ? ` Tone: ${req.tone}.` : ""}`,
};
