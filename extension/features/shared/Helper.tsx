/**
 * The in-page helper every page type uses: action buttons, then a panel with the suggestions, copy,
 * insert, the tells of machine-written text marked (removable, or a "Plainer" rewrite without them),
 * what was sent, a one-line follow-up ("shorter", "more formal", "in Spanish") and readable
 * errors. Free users on Pro pages get a locked panel with an upgrade link, and no request is made; a
 * user who has not agreed to the disclosure gets the disclosure, and one who declined is told the
 * helpers are off. The answer's states, the plan and consent checks, streaming, Stop and the cool-down
 * after a 429 are use-answer.ts's.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

import type { Task } from "../../../src/core/assist";
import type { PageType } from "../../../src/core/plans";
import { FOLLOW_UP } from "./feature";
import type { Extraction } from "../types";
import type { PlanSource } from "./plan-source";
import { AnswerPanel, AnswerSuggestions } from "./AnswerPanel";
import { useAnswer } from "./use-answer";
import { ui } from "./i18n";

export interface HelperAction {
  label: string;
  task: Task;
}

export interface HelperOption {
  /** "tone" or "goal" */
  kind: "tone" | "goal";
  label: string;
  choices: string[];
}

export interface HelperProps {
  name: string;
  page: PageType;
  planSource: PlanSource;
  actions: HelperAction[];
  getContext: () => Extraction<object>;
  option?: HelperOption;
  onInsert?: (text: string) => Promise<boolean>;
  upgradeUrl: string;
  /** lets the page's starter open this helper (keyboard shortcut) */
  registerOpen?: (open: () => void) => void;
  /** the most characters a suggestion may have (a connection note's), read when the panel shows: each shows its count */
  limit?: () => number;
}

const SPARKLE =
  "M12 2l2.2 6.3L20.5 10l-6.3 2.2L12 18.5l-2.2-6.3L3.5 10l6.3-1.7zM19 15l1 2.6 2.6 1-2.6 1L19 22l-1-2.4-2.6-1 2.6-1z";
const LOCK = "M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z";

export function Helper(props: HelperProps) {
  const [choice, setChoice] = useState(props.option?.choices[0] ?? "");
  const firstButton = useRef<HTMLButtonElement>(null);
  const answer = useAnswer({
    page: props.page,
    planSource: props.planSource,
    getContext: props.getContext,
    optionKind: props.option?.kind,
    firstTask: props.actions[0]!.task,
  });
  const { view, setNote, locked, cooling, close } = answer;
  const run = (task: Task, instruction = "", option = choice) => answer.run(task, instruction, option);

  useEffect(() => {
    props.registerOpen?.(() => {
      firstButton.current?.focus();
      void run(props.actions[0]!.task);
    });
  });

  async function insert(text: string) {
    if (!props.onInsert) return;
    const ok = await props.onInsert(text);
    setNote(ok ? ui().inserted : ui().insertFailed);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") close();
  }

  const open = view.kind !== "closed";
  return (
    <div onKeyDown={onKeyDown} data-helper={props.name}>
      <div className="nl-row">
        {props.actions.map((action, i) => (
          <button
            key={action.task}
            ref={i === 0 ? firstButton : undefined}
            type="button"
            className="nl-trigger"
            // aria-disabled, not disabled: a disabled button drops the keyboard focus to the page (run() ignores the click)
            aria-disabled={cooling || undefined}
            aria-expanded={open && answer.lastTask === action.task}
            onClick={() => void run(action.task)}
          >
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={locked ? LOCK : SPARKLE} />
            </svg>
            {action.label}
          </button>
        ))}
      </div>
      {open && (
        <AnswerPanel
          answer={answer}
          label={props.actions[0]!.label}
          upgradeUrl={props.upgradeUrl}
          onClose={close}
          above={
            props.option &&
            view.kind !== "locked" &&
            view.kind !== "consent" &&
            view.kind !== "off" && (
              <div className="nl-row" role="radiogroup" aria-label={props.option.label}>
                {props.option.choices.map((c) => (
                  <button
                    key={c}
                    type="button"
                    role="radio"
                    aria-checked={c === choice}
                    className="nl-chip"
                    onClick={() => {
                      setChoice(c);
                      // a new choice asks again, even while an answer is coming in: that answer stops, and the
                      // one shown is always for the choice checked (not while the plan or consent is checked)
                      if (view.kind === "done" || view.kind === "error" || view.kind === "streaming")
                        void run(answer.lastTask === FOLLOW_UP ? props.actions[0]!.task : answer.lastTask, "", c);
                    }}
                  >
                    {ui().choices[c] ?? c}
                  </button>
                ))}
              </div>
            )
          }
          followUp={{
            id: `nl-followup-${props.name}`,
            placeholder: ui().followUpPlaceholder,
            onSubmit: (instruction) => void run(FOLLOW_UP, instruction),
            afterError: true,
          }}
        >
          <AnswerSuggestions
            answer={answer}
            onInsert={props.onInsert ? (text) => void insert(text) : undefined}
            refine={(instruction) => void run(FOLLOW_UP, instruction)}
            limit={props.limit?.()}
          />
        </AnswerPanel>
      )}
    </div>
  );
}
