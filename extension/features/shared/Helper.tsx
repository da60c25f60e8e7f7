/**
 * The in-page helper every page type uses: action buttons, then a panel with the suggestions, copy,
 * insert, a one-line follow-up ("shorter", "more formal", "in Spanish") and readable errors. Free
 * users on Pro pages get a locked panel with an upgrade link, and no request is made; the plan is
 * checked again first, so an upgrade made after the page opened unlocks it. After a 429 the actions
 * stay disabled until the server's Retry-After has passed.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from "react";

import type { Context, Task } from "../../../src/core/assist";
import type { ErrorCode } from "../../../src/core/errors";
import type { PageType, PlanId } from "../../../src/core/plans";
import { canUsePage, PLANS } from "../../../src/core/plans";
import { DEFAULT_RETRY_AFTER_SECONDS } from "../../lib/retry-after";
import type { Extraction } from "../types";
import type { ApiErrorBody } from "../../../src/core/errors";
import { streamAssist } from "./api";
import { errorLine } from "./errors";
import type { PlanSource } from "./plan-source";
import { Suggestions } from "./Suggestions";

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
}

const SPARKLE = "M12 2l2.2 6.3L20.5 10l-6.3 2.2L12 18.5l-2.2-6.3L3.5 10l6.3-1.7zM19 15l1 2.6 2.6 1-2.6 1L19 22l-1-2.4-2.6-1 2.6-1z";
const LOCK = "M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z";

type View =
  | { kind: "closed" }
  | { kind: "locked" }
  | { kind: "loading"; label: string }
  /** words arriving: the last suggestion is still being written */
  | { kind: "streaming"; suggestions: string[]; task: Task }
  | { kind: "done"; suggestions: string[]; task: Task; stopped?: boolean }
  | { kind: "error"; line: string; code?: ErrorCode };

export function Helper(props: HelperProps) {
  const [view, setView] = useState<View>({ kind: "closed" });
  const [choice, setChoice] = useState(props.option?.choices[0] ?? "");
  const [followUp, setFollowUp] = useState("");
  const [note, setNote] = useState("");
  const lastTask = useRef<Task>(props.actions[0]!.task);
  const firstButton = useRef<HTMLButtonElement>(null);
  /** the answer being streamed, to stop it (Stop, a new request, the panel closing) */
  const streaming = useRef<{ stop: () => void } | null>(null);
  const plan = useSyncExternalStore(props.planSource.subscribe, props.planSource.get);
  const lockedFor = (p: PlanId | null) => p === "free" && !canUsePage("free", props.page);
  const locked = lockedFor(plan);
  /** when a 429's Retry-After ends; until then nothing is sent */
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const cooling = retryAt !== null;

  useEffect(() => {
    if (retryAt === null) return;
    const timer = setTimeout(() => {
      setRetryAt(null);
      const line = errorLine({ code: "rate_limited", message: "", retryAfter: 0 });
      setView((v) => (v.kind === "error" && v.code === "rate_limited" ? { ...v, line } : v));
    }, Math.max(0, retryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [retryAt]);

  useEffect(() => {
    props.registerOpen?.(() => {
      firstButton.current?.focus();
      void run(props.actions[0]!.task);
    });
  });

  /** The plan to decide by: asked for when not known yet, and again past the cache before locking. */
  async function currentPlan(): Promise<PlanId | null> {
    const known = props.planSource.get() ?? (await props.planSource.refresh());
    if (!lockedFor(known)) return known;
    setView({ kind: "loading", label: "Checking your plan…" });
    return props.planSource.refresh(true);
  }

  async function run(task: Task, instruction = "", option = choice) {
    setNote("");
    if (cooling) return;
    if (lockedFor(await currentPlan())) return setView({ kind: "locked" });
    const extraction = props.getContext();
    if (!extraction.ok) return setView({ kind: "error", line: extraction.reason });
    lastTask.current = task;
    stop(false);
    setView({ kind: "loading", label: instruction ? "Revising…" : "Writing suggestions…" });
    const body = {
      task,
      page: props.page,
      context: extraction.context as Context,
      // which layer found the facts: the server counts it (no content), so markup drift shows
      extraction: extraction.layer,
      ...(props.option && option ? { [props.option.kind]: option } : {}),
      ...(instruction ? { instruction } : {}),
    };
    const handle = streamAssist(body, (event) => {
      if (streaming.current !== handle) return; // an answer stopped or replaced meanwhile
      if (event.type === "delta") {
        setView((v) => {
          const suggestions = v.kind === "streaming" ? [...v.suggestions] : [];
          suggestions[event.index] = (suggestions[event.index] ?? "") + event.text;
          return { kind: "streaming", suggestions, task };
        });
        return;
      }
      streaming.current = null;
      if (event.type === "done") setView({ kind: "done", suggestions: event.data.suggestions, task });
      else fail(event.error);
    });
    streaming.current = handle;
  }

  function fail(error: ApiErrorBody) {
    const { code } = error;
    if (code === "rate_limited") setRetryAt(Date.now() + (error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000);
    // the server knows better than our copy of the plan (e.g. a subscription that just ended)
    if (code === "plan_required") void props.planSource.refresh(true);
    setView({ kind: "error", line: errorLine(error), code });
  }

  /** Ends the answer being streamed; `keep`: what was written stays, as a finished (stopped) answer. */
  function stop(keep = true) {
    const handle = streaming.current;
    if (!handle) return;
    streaming.current = null;
    handle.stop();
    if (keep) {
      setView((v) => (v.kind === "streaming" ? { kind: "done", suggestions: v.suggestions.filter(Boolean), task: v.task, stopped: true } : { kind: "closed" }));
      setNote("Stopped: what was written so far stays.");
    }
  }

  useEffect(() => () => stop(false), []);

  /** Closing the panel stops an answer still on its way. */
  function close() {
    stop(false);
    setView({ kind: "closed" });
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setNote("Copied.");
    } catch {
      setNote("Copy failed: select the text and copy it.");
    }
  }

  async function insert(text: string) {
    if (!props.onInsert) return;
    const ok = await props.onInsert(text);
    setNote(ok ? "Inserted: review it and send it yourself." : "Couldn't find LinkedIn's text box; use Copy instead.");
  }

  function submitFollowUp(event: FormEvent) {
    event.preventDefault();
    if (!followUp.trim()) return;
    void run("chat", followUp.trim());
    setFollowUp("");
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
            aria-expanded={open && lastTask.current === action.task}
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
        <section className="nl-panel" aria-label={`Netlift: ${props.actions[0]!.label}`}>
          <div className="nl-head">
            <span className="nl-brand">Netlift</span>
            <button type="button" className="nl-close" aria-label="Close" onClick={close}>
              ×
            </button>
          </div>
          {view.kind === "locked" && (
            <p className="nl-lock" role="status">
              {props.actions[0]!.label} is part of {PLANS.pro.name}: every LinkedIn page, no daily limit.{" "}
              <a href={props.upgradeUrl} target="_blank" rel="noreferrer">
                Upgrade
              </a>
            </p>
          )}
          {props.option && view.kind !== "locked" && (
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
                    if (view.kind === "done" || view.kind === "error") void run(lastTask.current === "chat" ? props.actions[0]!.task : lastTask.current, "", c);
                  }}
                >
                  {c}
                </button>
              ))}
            </div>
          )}
          <div aria-live="polite">
            {view.kind === "loading" && (
              <p className="nl-status" role="status">
                <span className="nl-spinner" aria-hidden="true" />
                {view.label}
              </p>
            )}
            {view.kind === "error" && (
              <p className="nl-error" role="alert">
                {view.line}
                {view.code === "plan_required" && (
                  <>
                    {" "}
                    <a href={props.upgradeUrl} target="_blank" rel="noreferrer">
                      Upgrade
                    </a>
                  </>
                )}
              </p>
            )}
          </div>
          {(view.kind === "streaming" || view.kind === "done") && (
            <Suggestions
              suggestions={view.suggestions}
              // while streaming, every suggestion but the last is complete (the model has moved on)
              complete={view.kind === "done" ? view.suggestions.length : view.suggestions.length - 1}
              streaming={view.kind === "streaming"}
              onCopy={(text) => void copy(text)}
              onInsert={props.onInsert ? (text) => void insert(text) : undefined}
            />
          )}
          {(view.kind === "loading" || view.kind === "streaming") && streaming.current && (
            <div className="nl-row">
              <button type="button" className="nl-secondary" onClick={() => stop()}>
                Stop
              </button>
            </div>
          )}
          {note && <p className="nl-status">{note}</p>}
          {(view.kind === "done" || view.kind === "error") && (
            <form className="nl-followup" onSubmit={submitFollowUp}>
              <label className="nl-hidden" htmlFor={`nl-followup-${props.name}`}>
                Follow-up instruction
              </label>
              <input
                id={`nl-followup-${props.name}`}
                value={followUp}
                onChange={(e) => setFollowUp(e.target.value)}
                placeholder="Shorter, more formal, in Spanish…"
                maxLength={500}
              />
              <button type="submit" className="nl-secondary" aria-disabled={cooling || undefined}>
                Refine
              </button>
            </form>
          )}
        </section>
      )}
    </div>
  );
}
