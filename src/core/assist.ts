/** The assistant's request: validation with per-field limits (tasks and page kinds: ./tasks.ts, ./page-kinds.ts). */
import { apiError } from "./errors";
import { PAGES, isPageType, type PageType } from "./page-kinds";
import type { Validation } from "./signup";
import { TASK_KINDS, TASKS, isFollowUp, isTask, type Task, type TaskKind } from "./tasks";

export { TASKS, isTask, type Task } from "./tasks";

/** How the extension found what it sends (its extraction layers); counted per day, page and layer, no content kept. */
export const EXTRACTION_LAYERS = ["selectors", "structure", "text"] as const;
export type ExtractionLayer = (typeof EXTRACTION_LAYERS)[number];

export const ASSIST_LIMITS = {
  /** the whole JSON body */
  bodyBytes: 48 * 1024,
  /** the context, serialised */
  contextChars: 24_000,
  /** any one text inside the context */
  contextText: 12_000,
  contextDepth: 5,
  goal: 200,
  tone: 40,
  instruction: 500,
  language: 40,
} as const;

export type Context = { [key: string]: ContextValue };
export type ContextValue = string | number | boolean | null | Context | ContextValue[];

export interface AssistRequest {
  task: Task;
  page: PageType;
  context: Context;
  goal: string;
  tone: string;
  instruction: string;
  language: string;
  /** "" when the client did not say */
  extraction: ExtractionLayer | "";
  /** the facts came from inside a shadow root (a chat window, the post composer): counted beside the layer */
  shadow: boolean;
}

const invalid = (field: string, message: string): Validation<never> => ({
  ok: false,
  error: apiError("invalid_input", message, { field }),
});

/** A context problem: the path to the offending value, and what is wrong with it. */
interface ContextProblem {
  path: (string | number)[];
  kind: "deep" | "long";
}

/**
 * Finds the first text over the limit or structure too deep. The path is only built for a value
 * that fails, on the way back up: this runs on every assist request.
 */
function contextProblem(value: unknown, depth: number): ContextProblem | null {
  if (depth > ASSIST_LIMITS.contextDepth) return { path: [], kind: "deep" };
  if (typeof value === "string") return value.length > ASSIST_LIMITS.contextText ? { path: [], kind: "long" } : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = contextProblem(value[i], depth + 1);
      if (problem) {
        problem.path.unshift(i);
        return problem;
      }
    }
    return null;
  }
  if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    for (let i = 0; i < keys.length; i++) {
      const problem = contextProblem(object[keys[i]!], depth + 1);
      if (problem) {
        problem.path.unshift(keys[i]!);
        return problem;
      }
    }
  }
  return null;
}

/** "context.thread[2].text" */
function pathName(path: (string | number)[]): string {
  return path.reduce<string>((name, part) => (typeof part === "number" ? `${name}[${part}]` : `${name}.${part}`), "context");
}

function optionalText(
  raw: Record<string, unknown>,
  field: "goal" | "tone" | "instruction" | "language",
): string | Validation<never> {
  const value = raw[field];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") return invalid(field, `${field} must be text.`);
  if (value.trim().length > ASSIST_LIMITS[field]) {
    return invalid(field, `${field} is too long (at most ${ASSIST_LIMITS[field]} characters).`);
  }
  return value.trim();
}

const TEXT_FIELDS = ["goal", "tone", "instruction", "language"] as const;

export function validateAssist(body: unknown): Validation<AssistRequest> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return invalid("body", "The request body must be a JSON object.");
  }
  const raw = body as Record<string, unknown>;
  if (!isTask(raw.task)) return invalid("task", `task must be one of ${TASKS.join(", ")}.`);
  if (!isPageType(raw.page)) return invalid("page", `page must be one of ${PAGES.join(", ")}.`);
  const task = raw.task;
  const page = raw.page;
  const works: PageType | null = TASK_KINDS[task].page;
  if (works !== null && works !== page) return invalid("page", `The task ${task} works on the ${works} page, not ${page}.`);
  const context = raw.context;
  if (typeof context !== "object" || context === null || Array.isArray(context)) {
    return invalid("context", "context must be an object with what the page shows.");
  }
  // depth first: serialising a value costs as much as it is deep
  const problem = contextProblem(context, 0);
  if (problem) {
    const field = pathName(problem.path);
    return invalid(
      field,
      problem.kind === "deep"
        ? `${field} is nested too deeply.`
        : `${field} is too long (at most ${ASSIST_LIMITS.contextText} characters).`,
    );
  }
  if (JSON.stringify(context).length > ASSIST_LIMITS.contextChars) {
    return invalid("context", `context is too long (at most ${ASSIST_LIMITS.contextChars} characters).`);
  }
  const kind: TaskKind = TASK_KINDS[task];
  const own = kind.context?.(context as Record<string, unknown>) ?? null;
  if (own && !own.ok) return own;

  const texts: Record<string, string> = {};
  for (let i = 0; i < TEXT_FIELDS.length; i++) {
    const field = TEXT_FIELDS[i]!;
    const value = optionalText(raw, field);
    if (typeof value !== "string") return value;
    texts[field] = value;
  }
  if (isFollowUp(task) && !texts.instruction) return invalid("instruction", "Tell the assistant what to do (instruction).");
  const extraction = raw.extraction ?? "";
  if (extraction !== "" && !(EXTRACTION_LAYERS as readonly unknown[]).includes(extraction)) {
    return invalid("extraction", `extraction must be one of ${EXTRACTION_LAYERS.join(", ")}.`);
  }
  if (raw.shadow !== undefined && typeof raw.shadow !== "boolean") return invalid("shadow", "shadow must be true or false.");
  return {
    ok: true,
    value: {
      task,
      page,
      context: context as Context,
      goal: texts.goal ?? "",
      tone: texts.tone ?? "",
      instruction: texts.instruction ?? "",
      language: texts.language ?? "",
      extraction: extraction as ExtractionLayer | "",
      shadow: raw.shadow === true,
    },
  };
}
