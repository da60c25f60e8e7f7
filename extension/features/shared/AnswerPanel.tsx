/**
 * The one answer panel every helper opens (the page helpers, Proofread, Draft a post): its frame (the brand,
 * Close, Escape), the states of an answer shown the same way everywhere (use-answer.ts decides them: the Pro
 * lock with its upgrade link, the disclosure before anything is sent, helpers turned off, waiting, a readable
 * error), then what was sent, Stop while it is written, the last note (copied, inserted…) and the follow-up.
 * A helper says only what differs: what it asks above the answer (options, notes), the answer itself
 * (suggestions, a correction's diff), and its follow-up's wording.
 */
import { useState, type FormEvent, type ReactNode } from "react";

import { PLANS } from "../../../src/core/plans";
import { Disclosure } from "./Disclosure";
import { FOLLOW_UP } from "./feature";
import { plainerFollowUp } from "./plainer";
import { Suggestions, WhatWasSent } from "./Suggestions";
import { markOptions } from "./tell-marks";
import type { useAnswer } from "./use-answer";
import { fill, ui } from "./i18n";

export type Answer = ReturnType<typeof useAnswer>;

/** A follow-up on the answer ("shorter, more formal"): its input's id and hint, and when it is offered besides once done. */
export interface FollowUp {
  id: string;
  placeholder: string;
  onSubmit: (instruction: string) => void;
  /** offered after an error too (a helper of a page: ask again differently) */
  afterError?: boolean;
}

export function AnswerPanel(props: {
  answer: Answer;
  /** the helper's name in the panel's label and in the Pro lock ("Suggest comment is part of Pro") */
  label: string;
  upgradeUrl: string;
  onClose: () => void;
  /** what the helper asks above the answer (options, the notes of a post) */
  above?: ReactNode;
  /** the answer itself: shown while it is written and once done */
  children?: ReactNode;
  followUp?: FollowUp;
}) {
  const { answer } = props;
  const { view } = answer;
  return (
    <PanelFrame label={props.label} onClose={props.onClose}>
      {props.above}
      <AnswerStates answer={answer} label={props.label} upgradeUrl={props.upgradeUrl} />
      {(view.kind === "streaming" || view.kind === "done") && props.children}
      {(view.kind === "streaming" || view.kind === "done") && <WhatWasSent sent={view.sent} />}
      {(view.kind === "loading" || view.kind === "streaming") && answer.inFlight && (
        <div className="nl-row">
          <button type="button" className="nl-secondary" onClick={answer.stop}>
            {ui().stop}
          </button>
        </div>
      )}
      {answer.note && (
        <p className="nl-status" role="status">
          {answer.note}
        </p>
      )}
      {props.followUp && (view.kind === "done" || (props.followUp.afterError && view.kind === "error")) && (
        <FollowUpForm followUp={props.followUp} cooling={answer.cooling} />
      )}
    </PanelFrame>
  );
}

/**
 * An answer's suggestions, as they are written and once done: Copy, Insert where the helper has somewhere to
 * put them, the marks of machine-written phrases, and "plainer" on one (a follow-up through `refine`).
 */
export function AnswerSuggestions(props: {
  answer: Answer;
  onInsert?: (text: string) => void;
  refine: (instruction: string) => void;
  /** the most characters a suggestion may have: each shows its count against it */
  limit?: number;
}) {
  const { answer } = props;
  const { view } = answer;
  if (view.kind !== "streaming" && view.kind !== "done") return null;
  return (
    <Suggestions
      suggestions={view.suggestions}
      // while streaming, every suggestion but the last is complete (the model has moved on)
      complete={view.kind === "done" ? view.suggestions.length : view.suggestions.length - 1}
      streaming={view.kind === "streaming"}
      tellOptions={markOptions(view.task, view.sent, view.suggestions, view.kind === "done" ? view.tellOptions : undefined)}
      onCopy={(text) => void answer.copy(text)}
      onInsert={props.onInsert}
      onRemoveTell={answer.removeTell}
      onPlainer={view.kind === "done" ? (index) => props.refine(plainerFollowUp(view, index)) : undefined}
      limit={props.limit}
    />
  );
}

function FollowUpForm(props: { followUp: FollowUp; cooling: boolean }) {
  const [instruction, setInstruction] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!instruction.trim()) return;
    props.followUp.onSubmit(instruction.trim());
    setInstruction("");
  }
  return (
    <form className="nl-followup" onSubmit={submit}>
      <label className="nl-hidden" htmlFor={props.followUp.id}>
        {ui().followUpLabel}
      </label>
      <input
        id={props.followUp.id}
        value={instruction}
        onChange={(e) => setInstruction(e.target.value)}
        placeholder={props.followUp.placeholder}
        maxLength={500}
      />
      <button type="submit" className="nl-secondary" aria-disabled={props.cooling || undefined}>
        {ui().tasks[FOLLOW_UP]}
      </button>
    </form>
  );
}

/** The states of an answer every panel shows the same way. */
function AnswerStates(props: { answer: Answer; label: string; upgradeUrl: string }) {
  const { view } = props.answer;
  const upgrade = (
    <a href={props.upgradeUrl} target="_blank" rel="noreferrer">
      {ui().upgrade}
    </a>
  );
  return (
    <>
      {view.kind === "locked" && (
        <p className="nl-lock" role="status">
          {fill(ui().locked, { label: props.label, plan: PLANS.pro.name })} {upgrade}
        </p>
      )}
      {view.kind === "consent" && (
        <Disclosure
          disclosure={view.disclosure}
          language={view.language}
          changes={view.changes}
          previous={view.previous}
          busy={view.busy}
          onAgree={props.answer.agree}
          onDecline={props.answer.decline}
        />
      )}
      {view.kind === "off" && (
        <p className="nl-lock" role="status" data-testid="netlift-off">
          {ui().off}
        </p>
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
            {view.code === "plan_required" && <> {upgrade}</>}
          </p>
        )}
      </div>
    </>
  );
}

/** The panel's frame: the brand, a close button, and Escape to close. */
function PanelFrame(props: { label: string; onClose: () => void; children: ReactNode }) {
  return (
    <section
      className="nl-panel"
      aria-label={`Netlift: ${props.label}`}
      onKeyDown={(event) => event.key === "Escape" && props.onClose()}
    >
      <div className="nl-head">
        <span className="nl-brand">Netlift</span>
        <button type="button" className="nl-close" aria-label={ui().close} onClick={props.onClose}>
          ×
        </button>
      </div>
      {props.children}
    </section>
  );
}
