/**
 * "Draft a post" in the post composer (Pro): the user writes notes or bullet points, up to three drafts
 * in their voice stream in, "Insert" puts one into the composer (nothing is posted or scheduled), and a
 * one-line follow-up ("shorter", "more formal") revises them through the chat follow-up. The plan,
 * consent, streaming and errors are use-answer.ts's; the drafts are shown as every helper's suggestions.
 */
import { useRef, useState, type FormEvent } from "react";
import { TASK_KINDS } from "../../../src/core/tasks";

import { plainerFollowUp } from "../shared/plainer";
import { Suggestions, WhatWasSent } from "../shared/Suggestions";
import { markOptions } from "../shared/tell-marks";
import type { PlanSource } from "../shared/plan-source";
import { useAnswer } from "../shared/use-answer";
import type { Extraction } from "../types";
import { AnswerStates, PanelFrame } from "./AnswerStates";
import { FOLLOW_UP, POST_DRAFT, POST_DRAFT_PAGE } from "./tasks";

export interface PostDraftActionProps {
  planSource: PlanSource;
  upgradeUrl: string;
  /** puts a draft into the composer, in place of what it holds; whether it took */
  insert: (text: string) => boolean;
}

const LABEL = "Draft a post";
/** Said when "Write drafts" is clicked with no notes. */
export const NO_NOTES = "Write a few notes or bullet points first: what the post is about, and what you want to say.";
const NOTES_MAX = 4000;

export function PostDraftAction(props: PostDraftActionProps) {
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState("");
  const [followUp, setFollowUp] = useState("");
  const sentNotes = useRef("");
  const answer = useAnswer({
    page: POST_DRAFT_PAGE,
    planSource: props.planSource,
    firstTask: POST_DRAFT,
    getContext: (): Extraction<{ notes: string }> => ({ ok: true, context: { notes: sentNotes.current }, layer: "selectors" }),
  });
  const { view, note, setNote } = answer;

  function write(event: FormEvent) {
    event.preventDefault();
    if (!notes.trim()) return setNote(NO_NOTES);
    sentNotes.current = notes.trim();
    void answer.run(POST_DRAFT, "", "");
  }

  function refine(event: FormEvent) {
    event.preventDefault();
    if (!followUp.trim()) return;
    void answer.run(FOLLOW_UP, followUp.trim(), "");
    setFollowUp("");
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setNote("Copied.");
    } catch {
      setNote("Copy failed: select the text and copy it.");
    }
  }

  function close() {
    answer.close();
    setOpen(false);
  }

  function toggle() {
    if (open) return close();
    setOpen(true);
    // the lock shows at once, with no request; an upgrade made since the page opened lifts it
    if (answer.locked) void props.planSource.refresh(true);
  }

  const locked = answer.locked || view.kind === "locked";
  return (
    <div data-helper="post-draft">
      <button type="button" className="nl-trigger" aria-expanded={open} onClick={toggle}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 4h16v2H4zm0 5h16v2H4zm0 5h10v2H4zm0 5h10v2H4zm13-2 4-4v4z" />
        </svg>
        {LABEL}
      </button>
      {open && (
        <PanelFrame label={LABEL} onClose={close}>
          {locked ? (
            <AnswerStates answer={{ ...answer, view: { kind: "locked" } }} label={LABEL} upgradeUrl={props.upgradeUrl} />
          ) : (
            <form onSubmit={write}>
              <label className="nl-label" htmlFor="nl-post-notes">
                Your notes or bullet points
              </label>
              <textarea
                id="nl-post-notes"
                className="nl-notes"
                value={notes}
                maxLength={NOTES_MAX}
                onChange={(e) => setNotes(e.target.value)}
                placeholder={"- what happened\n- what you learned\n- what you'd ask your network"}
              />
              <button type="submit" className="nl-primary" aria-disabled={answer.cooling || undefined}>
                Write drafts
              </button>
            </form>
          )}
          {!locked && <AnswerStates answer={answer} label={LABEL} upgradeUrl={props.upgradeUrl} />}
          {(view.kind === "streaming" || view.kind === "done") && (
            <Suggestions
              suggestions={view.suggestions}
              complete={view.kind === "done" ? view.suggestions.length : view.suggestions.length - 1}
              streaming={view.kind === "streaming"}
              tellOptions={markOptions(
                view.task,
                view.sent,
                view.suggestions,
                view.kind === "done" ? view.tellOptions : undefined,
              )}
              onCopy={(text) => void copy(text)}
              onInsert={(text) =>
                setNote(
                  props.insert(text)
                    ? "Inserted: review it and post it yourself."
                    : "Couldn't find the post's text box; use Copy instead.",
                )
              }
              onRemoveTell={answer.removeTell}
              onPlainer={
                view.kind === "done" ? (index) => void answer.run(FOLLOW_UP, plainerFollowUp(view, index), "") : undefined
              }
            />
          )}
          {(view.kind === "streaming" || view.kind === "done") && <WhatWasSent sent={view.sent} />}
          {(view.kind === "loading" || view.kind === "streaming") && answer.inFlight && (
            <div className="nl-row">
              <button type="button" className="nl-secondary" onClick={answer.stop}>
                Stop
              </button>
            </div>
          )}
          {note && (
            <p className="nl-status" role="status">
              {note}
            </p>
          )}
          {view.kind === "done" && (
            <form className="nl-followup" onSubmit={refine}>
              <label className="nl-hidden" htmlFor="nl-post-followup">
                Follow-up instruction
              </label>
              <input
                id="nl-post-followup"
                value={followUp}
                onChange={(e) => setFollowUp(e.target.value)}
                placeholder="Shorter, more formal…"
                maxLength={500}
              />
              <button type="submit" className="nl-secondary" aria-disabled={answer.cooling || undefined}>
                {TASK_KINDS.chat.label}
              </button>
            </form>
          )}
        </PanelFrame>
      )}
    </div>
  );
}
