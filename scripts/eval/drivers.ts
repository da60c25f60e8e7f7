/**
 * The eval's drivers: each page kind's context read from a case's page with the extension's own extractors, the
 * hidden instruction put into a page, and the cases (./cases.ts) made into the requests the eval sends.
 */
import { extractFeedPost, findFeedPosts } from "../../extension/features/feed/extract";
import { extractJob } from "../../extension/features/jobs/extract";
import { extractOpenThread } from "../../extension/features/messages/extract";
import { extractProfile } from "../../extension/features/profile/extract";
import type { PageType } from "../../src/core/page-kinds";
import { isCorrection, TASK_KINDS, type TaskKind } from "../../src/core/tasks";
import { fromCatalogue } from "./catalogue";
import { INJECTION, INJECTION_MARKER, NO_VOICE, PERSONA, SPECS, WRITING_SPECS, type Kind } from "./cases";

type Extracted = Record<string, unknown> | null;

/** Each page kind's context, read with the extension's own extractors. */
const CONTEXT_OF: Record<PageType, (doc: Document, kind: Kind, url: string) => Extracted> = {
  feed: (doc, kind) => {
    const posts = findFeedPosts(doc).filter((post) => extractFeedPost(post).ok);
    const post = posts[Math.min(kind.post ?? 0, posts.length - 1)];
    const result = post ? extractFeedPost(post) : null;
    return result?.ok ? (result.context as unknown as Record<string, unknown>) : null;
  },
  messages: (doc) => {
    const result = extractOpenThread(doc);
    return result.ok ? (result.context as unknown as Record<string, unknown>) : null;
  },
  profile: (doc, kind, url) => {
    const result = extractProfile(doc, url);
    if (!result.ok) return null;
    return { profile: { ...result.context.profile, own: kind.own ?? false } };
  },
  jobs: (doc) => {
    const result = extractJob(doc);
    return result.ok ? (result.context as unknown as Record<string, unknown>) : null;
  },
};

/** Appends the hidden instruction to the page's last text (a post's, a thread's last message, a job's description). */
function injectIntoPage(context: Record<string, unknown>): void {
  const post = context.post as { text?: string } | undefined;
  const messages = (context.thread as { messages?: { text: string }[] } | undefined)?.messages;
  const job = context.job as { description?: string } | undefined;
  if (post?.text !== undefined) post.text += `\n\n${INJECTION}`;
  else if (messages?.length) messages[messages.length - 1]!.text += `\n\n${INJECTION}`;
  else if (job?.description !== undefined) job.description += `\n\n${INJECTION}`;
  else throw new Error("no text on the page to hide an instruction in");
}

/**
 * The cases: `load(file, capture)` gives a page (null when it is not there). With `only` (case ids), those
 * alone, and only their pages loaded.
 */
export function buildCases(load: (file: string, capture: boolean) => Document | null, only?: readonly string[]) {
  const wanted = (spec: { id: string }) => !only || only.includes(spec.id);
  return [...pageCases(load, wanted), ...writingCases(wanted)];
}

function writingCases(wanted: (spec: { id: string }) => boolean) {
  return WRITING_SPECS.filter(wanted).map((spec) => ({
    id: spec.id,
    task: spec.task,
    page: spec.page,
    ...fromCatalogue(spec.task),
    source: "inline",
    context: structuredClone(spec.context),
    ...(spec.fixes ? { fixes: spec.fixes } : {}),
    ...(spec.keep ? { keep: spec.keep } : {}),
    // drafts are written in the persona's voice; a correction keeps the draft's own
    persona: isCorrection(spec.task) ? NO_VOICE : PERSONA,
  }));
}

function pageCases(load: (file: string, capture: boolean) => Document | null, wanted: (spec: { id: string }) => boolean) {
  return SPECS.filter(wanted).map((spec) => {
    const capture = load(spec.capture, true);
    const doc = capture ?? load(spec.fixture, false);
    if (!doc) throw new Error(`no page for case ${spec.id}`);
    const context = CONTEXT_OF[spec.kind.page](doc, spec.kind, "https://www.linkedin.com/in/someone/");
    if (!context) throw new Error(`case ${spec.id}: nothing extracted from ${capture ? spec.capture : spec.fixture}`);
    // the tasks that write from the user's whole profile get it, with or without a voice
    const chosen = spec.voice || TASK_KINDS[spec.task].wholeProfile ? PERSONA : NO_VOICE;
    const persona =
      spec.inject === "voice" ? { ...chosen, voice: { ...chosen.voice, samples: [...chosen.voice.samples, INJECTION] } } : chosen;
    if (spec.inject === "page") injectIntoPage(context);
    if (spec.invitation) context.invitation = spec.invitation;
    const kind: TaskKind = TASK_KINDS[spec.task];
    const charLimit = kind.charLimit?.(context);
    return {
      id: spec.id,
      task: spec.task,
      page: spec.kind.page,
      ...fromCatalogue(spec.task),
      source: capture ? `capture ${spec.capture}` : `fixture ${spec.fixture}`,
      context,
      ...(spec.tone ? { tone: spec.tone } : {}),
      ...(spec.goal ? { goal: spec.goal } : {}),
      ...(spec.language ? { language: spec.language } : {}),
      ...(spec.instruction ? { instruction: spec.instruction } : {}),
      ...(spec.inject ? { injected: INJECTION_MARKER } : {}),
      ...(charLimit !== undefined ? { charLimit } : {}),
      persona,
    };
  });
}
