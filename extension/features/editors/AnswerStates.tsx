/**
 * The states of an answer every panel shows the same way (use-answer.ts decides them): the Pro lock with
 * its upgrade link, the disclosure before anything is sent, helpers turned off, waiting, and a readable
 * error. The panels of this folder render them with this; their own part is what an answer shows.
 */
import type { ReactNode } from "react";

import { PLANS } from "../../../src/core/plans";
import { Disclosure } from "../shared/Disclosure";
import type { useAnswer } from "../shared/use-answer";

export type Answer = ReturnType<typeof useAnswer>;

export function AnswerStates(props: { answer: Answer; label: string; upgradeUrl: string }) {
  const { view } = props.answer;
  const upgrade = (
    <a href={props.upgradeUrl} target="_blank" rel="noreferrer">
      Upgrade
    </a>
  );
  return (
    <>
      {view.kind === "locked" && (
        <p className="nl-lock" role="status">
          {props.label} is part of {PLANS.pro.name}: every LinkedIn page, no daily limit. {upgrade}
        </p>
      )}
      {view.kind === "consent" && (
        <Disclosure
          disclosure={view.disclosure}
          changes={view.changes}
          previous={view.previous}
          busy={view.busy}
          onAgree={props.answer.agree}
          onDecline={props.answer.decline}
        />
      )}
      {view.kind === "off" && (
        <p className="nl-lock" role="status" data-testid="netlift-off">
          Netlift's helpers are off: you chose not to send page content, so nothing was sent. To turn them on, click the Netlift
          icon in your browser's toolbar.
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
export function PanelFrame(props: { label: string; onClose: () => void; children: ReactNode }) {
  return (
    <section
      className="nl-panel"
      aria-label={`Netlift: ${props.label}`}
      onKeyDown={(event) => event.key === "Escape" && props.onClose()}
    >
      <div className="nl-head">
        <span className="nl-brand">Netlift</span>
        <button type="button" className="nl-close" aria-label="Close" onClick={props.onClose}>
          ×
        </button>
      </div>
      {props.children}
    </section>
  );
}
