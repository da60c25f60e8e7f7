/**
 * The follow-up a suggestion's "Plainer" button sends: rewrite that suggestion without its tells, each
 * named (the phrase and what is wrong with it), so the model knows what to leave out. A follow-up like
 * any other (task "chat" on the previous answer), so it is metered like one. Pure.
 */
import type { TellSettings } from "../../../src/core/answer-review";
import { ASSIST_LIMITS, type Context, type Task } from "../../../src/core/assist";
import { TELL_NAMES, type Tell } from "../../../src/core/tells";
import { markOptions, marksIn } from "./tell-marks";

/** A phrase quoted in the instruction is cut at this length. */
const QUOTE = 60;

const quote = (text: string) => {
  const flat = text.trim().replace(/\s+/g, " ");
  return `"${flat.length > QUOTE ? `${flat.slice(0, QUOTE - 1)}…` : flat}"`;
};

/**
 * The instruction for suggestion `index` of `count`: `text` is as the model wrote it (the previous
 * answer it rewrites), `tells` the tells in it, and in what the user sees now. Each phrase is named
 * once; as many as fit in an instruction's 500 characters.
 */
export function plainerInstruction(
  index: number,
  count: number,
  text: string,
  tells: readonly { phrase: string; tell: Pick<Tell, "kind"> }[],
): string {
  const which =
    count > 1
      ? `suggestion ${index + 1} of your previous answer (it begins ${quote(text.split(/\s+/).slice(0, 6).join(" "))})`
      : "your previous answer";
  const head = `Rewrite ${which} plainer, as I would write it: keep what it says, and leave out`;
  const named: string[] = [];
  const seen = new Set<string>();
  let length = head.length + 1;
  for (const { phrase, tell } of tells) {
    const key = phrase.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    const item = `${quote(phrase)} (${TELL_NAMES[tell.kind]})`;
    if (length + item.length + 2 > ASSIST_LIMITS.instruction) break;
    seen.add(key);
    named.push(item);
    length += item.length + 2;
  }
  return `${head} ${named.join(", ")}.`;
}

/** A finished answer as the panel holds it (use-answer.ts's done view). */
export interface ShownAnswer {
  task: Task;
  sent: Context;
  /** as the answer gave them, and as shown now (after the user removed tells) */
  delivered: string[];
  suggestions: string[];
  tellOptions?: TellSettings;
}

/** The Plainer follow-up for suggestion `index`: the tells it had as written, and those it has as shown. */
export function plainerFollowUp(answer: ShownAnswer, index: number): string {
  const options = markOptions(answer.task, answer.sent, answer.delivered, answer.tellOptions);
  const named = (text: string) => marksIn(text, options).map((tell) => ({ phrase: text.slice(tell.start, tell.end), tell }));
  const delivered = answer.delivered[index] ?? "";
  return plainerInstruction(index, answer.suggestions.length, delivered, [
    ...named(delivered),
    ...named(answer.suggestions[index] ?? ""),
  ]);
}
