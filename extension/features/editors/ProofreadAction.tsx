/**
 * "Proofread" beside an editor that holds a draft: sends the draft with what it answers, shows the
 * correction as a diff with a reason per change (and a warning when it went beyond a proofread), and
 * "Replace my draft" puts the correction into that same editor (the user sends it). The plan, consent,
 * streaming and errors are use-answer.ts's, as for every helper.
 */
import { useRef, useState } from "react";

import type { PageType } from "../../../src/core/plans";
import type { ProofreadChecks, ProofreadChange } from "../../lib/messages";
import { AnswerPanel } from "../shared/AnswerPanel";
import type { PlanSource } from "../shared/plan-source";
import { useAnswer } from "../shared/use-answer";
import type { Extraction } from "../types";
import { proofreadContext, type ProofreadContext } from "./context";
import type { FoundEditor } from "./find";
import { ProofreadDiff } from "./ProofreadDiff";
import { reviewProofread } from "./review";
import { PROOFREAD } from "./tasks";
import { ui } from "../shared/i18n";

export interface ProofreadActionProps {
  /** the editor as found now (LinkedIn may have drawn it anew since the action showed) */
  getEditor: () => FoundEditor | null;
  /** the page the request is sent with (the plan rule follows it) */
  page: PageType;
  planSource: PlanSource;
  upgradeUrl: string;
  /** replaces the draft of that editor; whether it took */
  replace: (text: string) => boolean;
  /** whether the editor holds a draft now (the action shows only then; an open panel stays) */
  hasDraft: boolean;
}

export function ProofreadAction(props: ProofreadActionProps) {
  const [explained, setExplained] = useState<{ reasons: ProofreadChange[]; checks?: ProofreadChecks }>({ reasons: [] });
  /** the draft the answer corrects, as it was sent */
  const draft = useRef("");
  const answer = useAnswer({
    page: props.page,
    planSource: props.planSource,
    firstTask: PROOFREAD,
    getContext: (): Extraction<ProofreadContext> => {
      const editor = props.getEditor();
      const found = editor ? proofreadContext(editor) : { ok: false as const, reason: ui().editors.noDraft };
      if (found.ok) draft.current = found.context.draft;
      return found;
    },
    onDone: (result) => setExplained({ reasons: result.changes ?? [], ...(result.checks ? { checks: result.checks } : {}) }),
  });
  const { view, setNote } = answer;
  const open = view.kind !== "closed";
  if (!props.hasDraft && !open) return null;

  function ask() {
    setExplained({ reasons: [] });
    void answer.run(PROOFREAD, "", "");
  }

  function replace(text: string) {
    setNote(props.replace(text) ? ui().editors.replaced : ui().editors.replaceFailed);
  }

  const corrected = view.kind === "streaming" || view.kind === "done" ? (view.suggestions[0] ?? "") : "";
  const unchanged = view.kind === "done" && corrected.trim() === draft.current.trim();
  return (
    <div data-helper="proofread">
      <button type="button" className="nl-trigger" aria-disabled={answer.cooling || undefined} aria-expanded={open} onClick={ask}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3 17.2V21h3.8L17.9 9.9l-3.8-3.8zM20.7 7c.4-.4.4-1 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.8 3.8z"
          />
        </svg>
        {ui().tasks[PROOFREAD]}
      </button>
      {open && (
        <AnswerPanel answer={answer} label={ui().tasks[PROOFREAD]} upgradeUrl={props.upgradeUrl} onClose={answer.close}>
          {view.kind === "streaming" && (
            <p className="nl-diff" aria-busy="true">
              {corrected}
              <span className="nl-cursor" aria-hidden="true" />
            </p>
          )}
          {view.kind === "done" && unchanged && (
            <p className="nl-status" role="status">
              {ui().editors.nothingToFix}
            </p>
          )}
          {view.kind === "done" && !unchanged && corrected && (
            <>
              <ProofreadDiff review={reviewProofread(draft.current, corrected, explained.reasons, explained.checks)} />
              <div className="nl-row">
                <button type="button" className="nl-primary" onClick={() => replace(corrected)}>
                  {ui().editors.replaceDraft}
                </button>
                <button type="button" className="nl-secondary" onClick={() => void answer.copy(corrected)}>
                  {ui().copy}
                </button>
              </div>
            </>
          )}
        </AnswerPanel>
      )}
    </div>
  );
}
