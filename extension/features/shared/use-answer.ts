/**
 * The helper's answer: closed, locked, consent, off, loading, streaming, done or error. The plan is
 * checked before anything is sent (again past the cache before locking, so an upgrade made after the
 * page opened unlocks it), then the user's consent: before they agreed to the disclosure as it is now,
 * a click shows the disclosure and reads nothing of the page (agreeing then answers that click; declining
 * turns the helpers off). Words are added as they stream; every answer keeps the page facts it was
 * written from (`sent`, shown under it); Stop keeps what was written; the user may take tells out of a
 * finished answer (what Insert and Copy then take); after a 429 nothing is sent until the server's
 * Retry-After has passed. Helper.tsx renders it.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

import type { TellSettings } from "../../../src/core/answer-review";
import type { Context, Task } from "../../../src/core/assist";
import type { ConsentChange, ConsentRecord, ShownDisclosure } from "../../../src/core/disclosure";
import type { ApiErrorBody, ErrorCode } from "../../../src/core/errors";
import { fitContext } from "../../../src/core/fit-context";
import type { PageType, PlanId } from "../../../src/core/plans";
import { canUsePage } from "../../../src/core/plans";
import { removeTell } from "../../../src/core/tell-removal";
import type { Tell } from "../../../src/core/tells";
import { DEFAULT_RETRY_AFTER_SECONDS } from "../../lib/retry-after";
import type { Extraction } from "../types";
import { reportMiss, streamAssist } from "./background";
import { decideConsent, requestConsentStatus } from "./consent";
import { errorLine } from "./errors";
import type { PlanSource } from "./plan-source";
import type { AssistResult } from "../../lib/messages";
import { stillMissing, waitForExtraction } from "./wait-for-page";
import { aboutPart, pageLanguage, ui, wordingOf } from "./i18n";
import type { Language } from "./language";

export type AnswerView =
  | { kind: "closed" }
  | { kind: "locked" }
  /** the disclosure, before anything is sent: first use, or the server, its AI provider or the disclosure changed */
  | {
      kind: "consent";
      disclosure: ShownDisclosure;
      /** the page's language, which the disclosure is shown (and agreed to) in */
      language: Language;
      changes: ConsentChange[];
      previous: ConsentRecord | null;
      busy?: boolean;
    }
  /** the user declined: nothing is sent until they turn the helpers on in the popup */
  | { kind: "off" }
  | { kind: "loading"; label: string }
  /** words arriving: the last suggestion is still being written; `sent`: the page facts sent for it */
  | { kind: "streaming"; suggestions: string[]; task: Task; sent: Context }
  /**
   * `suggestions`: as shown (after the user removed tells); `delivered`: as the answer gave them;
   * `tellOptions`: how the server found their tells (none when the answer was stopped)
   */
  | {
      kind: "done";
      suggestions: string[];
      delivered: string[];
      tellOptions?: TellSettings;
      task: Task;
      sent: Context;
      stopped?: boolean;
    }
  | { kind: "error"; line: string; code?: ErrorCode };

/** A click the disclosure interrupted: answered once the user agrees. */
interface Pending {
  task: Task;
  instruction: string;
  choice: string;
}

export interface AnswerSource {
  page: PageType;
  planSource: PlanSource;
  getContext: () => Extraction<object>;
  /** the option's kind ("tone" or "goal"), sent with its choice */
  optionKind?: "tone" | "goal";
  firstTask: Task;
  /** the page whose changes a wait for late content watches (the page the helper is on by default) */
  doc?: Document;
  /** the whole answer, as it arrived (a proofread's reasons and checks ride beside its suggestion) */
  onDone?: (result: AssistResult) => void;
}

export function useAnswer(source: AnswerSource) {
  const [view, setView] = useState<AnswerView>({ kind: "closed" });
  const [note, setNote] = useState("");
  const lastTask = useRef<Task>(source.firstTask);
  /** the answer being streamed, to stop it (Stop, a new request, the panel closing) */
  const streaming = useRef<{ stop: () => void } | null>(null);
  /** a wait for LinkedIn to finish drawing the page, to stop it the same way */
  const waiting = useRef<AbortController | null>(null);
  /** the last click, answered after the user agrees to the disclosure it brought up */
  const pending = useRef<Pending | null>(null);
  const plan = useSyncExternalStore(source.planSource.subscribe, source.planSource.get);
  const lockedFor = (p: PlanId | null) => p === "free" && !canUsePage("free", source.page);
  /** when a 429's Retry-After ends; until then nothing is sent */
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const cooling = retryAt !== null;

  useEffect(() => {
    if (retryAt === null) return;
    const timer = setTimeout(
      () => {
        setRetryAt(null);
        const line = errorLine({ code: "rate_limited", message: "", retryAfter: 0 });
        setView((v) => (v.kind === "error" && v.code === "rate_limited" ? { ...v, line } : v));
      },
      Math.max(0, retryAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [retryAt]);

  /** The plan to decide by: asked for when not known yet, and again past the cache before locking. */
  async function currentPlan(): Promise<PlanId | null> {
    const known = source.planSource.get() ?? (await source.planSource.refresh());
    if (!lockedFor(known)) return known;
    setView({ kind: "loading", label: ui().checkingPlan });
    return source.planSource.refresh(true);
  }

  /**
   * The page's facts: at once, or, when LinkedIn is still drawing a part the helper needs, after waiting
   * for it (saying so meanwhile); null when the wait was stopped (the panel closed, another request).
   */
  async function readPage(): Promise<Extraction<object> | null> {
    const now = source.getContext();
    if (now.ok || !now.waitingFor) return now;
    waiting.current?.abort();
    const wait = new AbortController();
    waiting.current = wait;
    setView({ kind: "loading", label: aboutPart("waitingFor", now.waitingFor) });
    const later = await waitForExtraction(source.doc ?? document, source.getContext, { signal: wait.signal });
    if (wait.signal.aborted) return null;
    waiting.current = null;
    return later.ok || !later.waitingFor ? later : { ok: false, reason: stillMissing(later.waitingFor) };
  }

  /** Asks for `task` (with a follow-up `instruction`, and the option's `choice`), streaming the answer in. */
  async function run(task: Task, instruction: string, choice: string) {
    try {
      await ask(task, instruction, choice);
    } catch (err) {
      console.error("Netlift:", err);
      setView({ kind: "error", line: ui().readFailed });
    }
  }

  /**
   * Whether the user agreed to the disclosure as it is now; when not, shows it (or says the helpers
   * are off) and keeps the click to answer after an agreement. Nothing of the page has been read yet.
   */
  async function consented(click: Pending, fresh = false): Promise<boolean> {
    const status = await requestConsentStatus(fresh);
    if (!status.ok) {
      fail(status.error);
      return false;
    }
    const { state, disclosure, record } = status.data;
    if (state.kind === "agreed") return true;
    pending.current = click;
    setView(
      state.kind === "declined"
        ? { kind: "off" }
        : { kind: "consent", disclosure, language: pageLanguage(), changes: state.changes, previous: record },
    );
    return false;
  }

  /** The user's answer to the disclosure shown: agreeing answers the click that brought it up. */
  async function decide(decision: "agreed" | "declined") {
    if (view.kind !== "consent") return;
    setView({ ...view, busy: true });
    const reply = await decideConsent(decision, view.disclosure, wordingOf(view.language));
    const click = pending.current;
    if (!reply.ok) {
      // changed again while it was being read: show the new one
      if (reply.error.code === "consent_required" && click) return void (await consented(click, true));
      return setView({ kind: "error", line: errorLine(reply.error), code: reply.error.code });
    }
    if (decision === "declined") return setView({ kind: "off" });
    pending.current = null;
    if (click) await run(click.task, click.instruction, click.choice);
    else setView({ kind: "closed" });
  }

  async function ask(task: Task, instruction: string, choice: string) {
    setNote("");
    if (cooling) return;
    if (lockedFor(await currentPlan())) return setView({ kind: "locked" });
    stop(false);
    if (!(await consented({ task, instruction, choice }))) return;
    const extraction = await readPage();
    if (!extraction) return;
    if (!extraction.ok) {
      // the page type only: the operator learns of markup drift before users complain
      void reportMiss(source.page);
      return setView({ kind: "error", line: extraction.reason });
    }
    lastTask.current = task;
    setView({ kind: "loading", label: instruction ? ui().revising : ui().writing });
    // cut to what the server accepts here, not in the background: "What was sent" shows exactly this
    const sent = fitContext(extraction.context as Context);
    const body = {
      task,
      page: source.page,
      context: sent,
      // which layer found the facts: the server counts it (no content), so markup drift shows
      extraction: extraction.layer,
      ...(extraction.shadow ? { shadow: true } : {}),
      ...(source.optionKind && choice ? { [source.optionKind]: choice } : {}),
      ...(instruction ? { instruction } : {}),
    };
    const handle = streamAssist(body, (event) => {
      if (streaming.current !== handle) return; // an answer stopped or replaced meanwhile
      if (event.type === "done") source.onDone?.(event.data);
      if (event.type === "delta") {
        setView((v) => {
          const suggestions = v.kind === "streaming" ? [...v.suggestions] : [];
          suggestions[event.index] = (suggestions[event.index] ?? "") + event.text;
          return { kind: "streaming", suggestions, task, sent };
        });
        return;
      }
      streaming.current = null;
      if (event.type === "done") {
        const { suggestions, tellOptions } = event.data;
        setView({ kind: "done", suggestions, delivered: suggestions, tellOptions, task, sent });
      } else if (event.error.code === "consent_required") {
        // the disclosure changed since the user agreed: show the new one (or, should it read as agreed again, say why nothing came)
        const error = event.error;
        void consented({ task, instruction, choice }, true).then((agreed) => agreed && fail(error));
      } else fail(event.error);
    });
    streaming.current = handle;
  }

  function fail(error: ApiErrorBody) {
    const { code } = error;
    if (code === "rate_limited") setRetryAt(Date.now() + (error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000);
    // the server knows better than our copy of the plan (e.g. a subscription that just ended)
    if (code === "plan_required") void source.planSource.refresh(true);
    setView({ kind: "error", line: errorLine(error), code });
  }

  /** Ends the answer being streamed; `keep`: what was written stays, as a finished (stopped) answer. */
  function stop(keep = true) {
    waiting.current?.abort();
    waiting.current = null;
    const handle = streaming.current;
    if (!handle) return;
    streaming.current = null;
    handle.stop();
    if (keep) {
      setView((v) =>
        v.kind === "streaming"
          ? {
              kind: "done",
              suggestions: v.suggestions.filter(Boolean),
              delivered: v.suggestions.filter(Boolean),
              task: v.task,
              sent: v.sent,
              stopped: true,
            }
          : { kind: "closed" },
      );
      setNote(ui().stopped);
    }
  }

  useEffect(() => () => stop(false), []);

  /** Takes a tell out of a suggestion of the finished answer, by the server's clean-up rule for its kind. */
  function removeTellFrom(index: number, tell: Tell) {
    setView((v) => {
      if (v.kind !== "done" || v.suggestions[index] === undefined) return v;
      const suggestions = [...v.suggestions];
      suggestions[index] = removeTell(suggestions[index]!, tell);
      return { ...v, suggestions };
    });
  }

  /** Copies `text` for the user, and says whether it worked in the note. */
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setNote(ui().copied);
    } catch {
      setNote(ui().copyFailed);
    }
  }

  /** Closing the panel stops an answer still on its way. */
  function close() {
    stop(false);
    setView({ kind: "closed" });
  }

  return {
    view,
    note,
    setNote,
    /** the task of the last request (which button's panel is open) */
    lastTask: lastTask.current,
    locked: lockedFor(plan),
    cooling,
    /** an answer is on its way (Stop is offered) */
    inFlight: streaming.current !== null,
    run,
    stop: () => stop(),
    close,
    copy,
    removeTell: removeTellFrom,
    agree: () => void decide("agreed"),
    decline: () => void decide("declined"),
  };
}
