/**
 * Every answer is reviewed for the tells of machine-written text before the user sees it (./tells.ts):
 * what can go without changing the meaning goes, the rest is marked per suggestion, and a suggestion that
 * is mostly tells is named so that the pipeline asks the model once more. Pure: the hooks call it from
 * the one assist pipeline, for whole and streamed answers alike; the extension's panel marks the same
 * tells in the text it shows, with the settings the answer carries (`tellOptions`).
 */
import type { AssistRequest, Context } from "./assist";
import { writesWithDashes, type Persona } from "./persona";
import type { TellLanguage } from "./tell-words";
import { cleanTells, tellLanguages, tellShare, visibleLength, type Tell, type TellKind, type TellOptions } from "./tells";
import { fitToLimit } from "./invitation";
import { TASK_KINDS, type Task, type TaskKind } from "./tasks";

/** A tell of one suggestion, as the answer's JSON carries it (offsets into that suggestion's final text). */
export interface SuggestionTell extends Tell {
  index: number;
}

/**
 * How an answer's suggestions were reviewed, as the answer's JSON carries it (`tellOptions`): the panel
 * finds the same tells again in what it shows, after the user removed some, with these.
 */
export interface TellSettings {
  /** the phrase lists, chosen once for the whole answer */
  languages: TellLanguage[];
  /** a comment or a reply: emoji are removed, hashtags anywhere marked */
  comment: boolean;
  /** the user's voice uses em dashes: neither removed nor marked */
  keepDashes: boolean;
}

/** A suggestion whose visible characters are at least this much tells is asked for again, once. */
export const MOSTLY_TELLS = 0.5;

/** Tasks whose answers are a comment or a reply (the task's rule): emoji are removed there, hashtags anywhere marked. */
export const isCommentTask = (task: Task): boolean => TASK_KINDS[task].comment;

/** The settings of an answer's review: its language (asked for, else read from the answer), its task, the user's voice. */
export function tellSettings(
  req: Pick<AssistRequest, "task" | "language">,
  suggestions: readonly string[],
  persona?: Persona,
): TellSettings {
  return {
    languages: tellLanguages(suggestions.join(" "), req.language || undefined),
    comment: isCommentTask(req.task),
    keepDashes: writesWithDashes(persona),
  };
}

/**
 * What findTells takes for a suggestion of `task` written from `context`: the settings, and for a
 * comment the post it answers (a first sentence that repeats it is a tell).
 */
export function tellOptionsFor(task: Task, context: Context, settings: TellSettings): TellOptions {
  const kind: TaskKind = TASK_KINDS[task];
  const field = kind.repliesTo;
  const repliedTo = field ? (context as Record<string, { text?: unknown } | undefined>)[field] : undefined;
  const { languages, comment, keepDashes } = settings;
  return { languages, comment, keepDashes, source: typeof repliedTo?.text === "string" ? repliedTo.text : undefined };
}

export interface Reviewed {
  suggestions: string[];
  tells: SuggestionTell[];
  /** the kinds removed, per suggestion (for the eval's before/after report) */
  removed: TellKind[][];
  /** the suggestions that are mostly tells, by index */
  mostlyTells: number[];
  settings: TellSettings;
}

/**
 * Whether tells cover at least MOSTLY_TELLS of a text. Their lengths added up bound the share from
 * above: most answers are ruled out by that sum alone, without measuring each tell's visible characters.
 */
function mostlyTells(text: string, tells: readonly Tell[]): boolean {
  let bound = 0;
  for (let i = 0; i < tells.length; i++) bound += tells[i]!.end - tells[i]!.start;
  return bound >= MOSTLY_TELLS * visibleLength(text) && tellShare(text, tells) >= MOSTLY_TELLS;
}

export function reviewSuggestions(req: AssistRequest, suggestions: readonly string[], persona?: Persona): Reviewed {
  const settings = tellSettings(req, suggestions, persona);
  const options = tellOptionsFor(req.task, req.context, settings);
  const out: Reviewed = { suggestions: [], tells: [], removed: [], mostlyTells: [], settings };
  const kind: TaskKind = TASK_KINDS[req.task];
  const limit = kind.charLimit?.(req.context as Record<string, unknown>);
  suggestions.forEach((suggestion, index) => {
    const cleaned = cleanTells(suggestion, options);
    // within the task's limit (a connection note), cut at a sentence or a word; the tells past the cut go with it
    if (limit !== undefined && cleaned.text.length > limit) {
      cleaned.text = fitToLimit(cleaned.text, limit);
      cleaned.tells = cleaned.tells.filter((tell) => tell.end <= cleaned.text.length);
    }
    out.suggestions.push(cleaned.text);
    out.removed.push(cleaned.removed);
    // no object spread: the hooks' copy is built for ES2017, where it becomes a slow helper
    for (const { start, end, kind, reason } of cleaned.tells) out.tells.push({ index, start, end, kind, reason });
    if (mostlyTells(cleaned.text, cleaned.tells)) out.mostlyTells.push(index);
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
