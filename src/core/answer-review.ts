/**
 * Every answer is reviewed for the tells of machine-written text before the user sees it (./tells.ts):
 * what can go without changing the meaning goes, the rest is marked per suggestion, and a suggestion that
 * is mostly tells is named so that the pipeline asks the model once more. Pure: the hooks call it from
 * the one assist pipeline, for whole and streamed answers alike.
 */
import type { AssistRequest } from "./assist";
import type { Persona } from "./persona";
import { TASK_KINDS } from "./tasks";
import { cleanTells, tellLanguages, tellShare, type Tell, type TellKind } from "./tells";

/** A tell of one suggestion, as the answer's JSON carries it (offsets into that suggestion's final text). */
export interface SuggestionTell extends Tell {
  index: number;
}

/** A suggestion whose visible characters are at least this much tells is asked for again, once. */
export const MOSTLY_TELLS = 0.5;

/** The user writes with em dashes (in their voice's description or samples): theirs to keep. */
function usesDashes(persona: Persona | undefined): boolean {
  if (!persona) return false;
  return [persona.voice.description, ...persona.voice.samples].some((text) => /\u2014|\s\u2013\s/.test(text));
}

/** The post a comment answers: a first sentence that repeats it is a tell. */
function postText(req: AssistRequest): string | undefined {
  const post = (req.context as { post?: { text?: unknown } }).post;
  return typeof post?.text === "string" ? post.text : undefined;
}

export interface Reviewed {
  suggestions: string[];
  tells: SuggestionTell[];
  /** the kinds removed, per suggestion (for the eval's before/after report) */
  removed: TellKind[][];
  /** the suggestions that are mostly tells, by index */
  mostlyTells: number[];
}

export function reviewSuggestions(req: AssistRequest, suggestions: readonly string[], persona?: Persona): Reviewed {
  const options = {
    // the phrase lists are chosen once for the whole answer
    languages: tellLanguages(suggestions.join(" "), req.language || undefined),
    // a comment or a reply (the task's rule): emoji are removed there, hashtags anywhere marked
    comment: TASK_KINDS[req.task].comment,
    keepDashes: usesDashes(persona),
    source: req.task === "feed.comment" ? postText(req) : undefined,
  };
  const out: Reviewed = { suggestions: [], tells: [], removed: [], mostlyTells: [] };
  suggestions.forEach((suggestion, index) => {
    const cleaned = cleanTells(suggestion, options);
    out.suggestions.push(cleaned.text);
    out.removed.push(cleaned.removed);
    for (const tell of cleaned.tells) out.tells.push({ index, ...tell });
    if (tellShare(cleaned.text, cleaned.tells) >= MOSTLY_TELLS) out.mostlyTells.push(index);
  });
  return out;
}

/**
 * The request that asks once more for the suggestions that were mostly tells: the same conversation,
 * then what it wrote and what to avoid, named. The model answers with as many suggestions as asked.
 */
export function retryInstruction(reviewed: Reviewed): string {
  const kinds = [...new Set(reviewed.tells.filter((t) => reviewed.mostlyTells.includes(t.index)).map((t) => t.reason))];
  const drafts = reviewed.mostlyTells.map((i) => `- ${reviewed.suggestions[i]}`).join("\n");
  return `These drafts read as machine-written:\n${drafts}\nWrite ${reviewed.mostlyTells.length === 1 ? "it" : "them"} again, saying something specific about the page, without: ${kinds.join(" ")} Answer in the same JSON format, with ${reviewed.mostlyTells.length} suggestion${reviewed.mostlyTells.length === 1 ? "" : "s"}.`;
}
