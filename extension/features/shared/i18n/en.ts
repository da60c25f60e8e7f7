/**
 * The extension's words on LinkedIn, in English: the catalogue every other language's (./<lang>.ts) is typed
 * against, so a key missing there, or one that is not here, fails to compile. `{name}` marks what fill() puts in.
 */
import type { Task } from "../../../../src/core/tasks";

/** Each task's button (a new task without its label here, or in any language's catalogue, fails to compile). */
const TASKS: Record<Task, string> = {
  "feed.comment": "Suggest comment",
  "messages.reply": "Suggest reply",
  "profile.summary": "Summarize",
  "profile.feedback": "Improve my profile",
  "jobs.cover_letter": "Cover letter",
  "jobs.advice": "Advice",
  chat: "Refine",
  proofread: "Proofread",
  "post.draft": "Draft a post",
  "invite.note": "Suggest a note",
};

export const EN = {
  tasks: TASKS,
  /** the chips' labels: tones, goals, a note's reasons (their values go to the server as they are) */
  choices: {
    supportive: "supportive",
    insightful: "insightful",
    curious: "curious",
    congratulatory: "congratulatory",
    witty: "witty",
    "follow up": "follow up",
    "book a call": "book a call",
    "ask for a referral": "ask for a referral",
    "politely decline": "politely decline",
    "Just connect": "Just connect",
    Reconnect: "Reconnect",
    "We met at an event": "We met at an event",
    "Ask for advice": "Ask for advice",
    Hiring: "Hiring",
    "Job search": "Job search",
  } as Record<string, string>,
  /** the parts of a page LinkedIn may draw late, as the waiting line names them (the extractors' words) */
  parts: {
    "the job description": "the job description",
    "the profile": "the profile",
    "your profile's About and Experience sections": "your profile's About and Experience sections",
    "the conversation's messages": "the conversation's messages",
    "the post's text": "the post's text",
  } as Record<string, string>,
  tone: "Tone",
  goal: "Goal",
  whyConnect: "Why connect",
  close: "Close",
  upgrade: "Upgrade",
  locked: "{label} is part of {plan}: every LinkedIn page, no daily limit.",
  off: "Netlift's helpers are off: you chose not to send page content, so nothing was sent. To turn them on, click the Netlift icon in your browser's toolbar.",
  checkingPlan: "Checking your plan…",
  writing: "Writing suggestions…",
  revising: "Revising…",
  waitingFor: "Waiting for LinkedIn to load {part}…",
  readFailed:
    "Netlift could not read this page. Reload it and try again; if it happens again, tell us on your dashboard's feedback form.",
  stop: "Stop",
  stopped: "Stopped: what was written so far stays.",
  copied: "Copied.",
  copyFailed: "Copy failed: select the text and copy it.",
  suggestions: "Suggestions",
  insert: "Insert",
  copy: "Copy",
  plainer: "Plainer",
  plainerTitle: "Write it again without the underlined phrases",
  count: "{count}/{limit} characters",
  inserted: "Inserted: review it and send it yourself.",
  insertFailed: "Couldn't find LinkedIn's text box; use Copy instead.",
  followUpLabel: "Follow-up instruction",
  followUpPlaceholder: "Shorter, more formal, in Spanish…",
  whatWasSent: "What was sent",
  tokenLimit: "You've used today's tokens. They refresh {when}.",
  tomorrow: "tomorrow",
  atTime: "at {time}",
  planRequired: "This helper is part of Pro.",
  aiUnavailable: "The AI service didn't answer. Nothing was charged; try again in a moment.",
  unauthenticated: "Sign in to Netlift: click the extension icon.",
  emailNotVerified: "Verify your e-mail first: click the link we sent you.",
  tooManyAtOnce: "Too many requests at once. Wait a few seconds and try again.",
  tooManyNow: "Too many requests. You can try again now.",
  tooManyIn: "Too many requests. Try again in {seconds} s.",
  notConfigured: "The assistant isn't set up on this server yet.",
  somethingWrong: "Something went wrong. Try again.",
  noNotesLeft:
    "LinkedIn offers no note on this invitation: this month's personalized notes are used up. You can send it without a note, or add one next month.",
  emailFirst: "LinkedIn asks for this person's e-mail address first. Once it shows the note box, Netlift can suggest a note.",
  chooseFirst: "Choose “Add a note” in LinkedIn's invitation, then Netlift can suggest one.",
  noInvitation: "Open an invitation to connect first (Connect, then Add a note), then try again.",
};

/** A language's catalogue: every key of the English one, and no other. */
export type Messages = { readonly [K in keyof typeof EN]: (typeof EN)[K] };
