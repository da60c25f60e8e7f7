/**
 * "Draft a post" in the post composer (Pro): the user writes notes or bullet points, or picks one of their
 * own posts to follow up (the posts they saved as their voice's samples, from their recent activity, read
 * from their account when the panel opens), up to three drafts in their voice stream in, "Insert" puts one into the composer (nothing is posted or scheduled), and a
 * one-line follow-up ("shorter", "more formal") revises them through the chat follow-up. The plan,
 * consent, streaming and errors are use-answer.ts's; the drafts are shown as every helper's suggestions.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { ErrorCode } from "../../../src/core/errors";
import type { PostDraftContext } from "../../../src/core/own-writing";

import { requestOwnPosts } from "../shared/background";
import { errorLine } from "../shared/errors";
import { AnswerPanel, AnswerSuggestions } from "../shared/AnswerPanel";
import type { PlanSource } from "../shared/plan-source";
import { useAnswer } from "../shared/use-answer";
import type { Extraction } from "../types";
import { FOLLOW_UP, POST_DRAFT, POST_DRAFT_PAGE } from "./tasks";
import { fill, ui } from "../shared/i18n";
import { EN } from "../shared/i18n/en";

export interface PostDraftActionProps {
  planSource: PlanSource;
  upgradeUrl: string;
  /** puts a draft into the composer, in place of what it holds; whether it took */
  insert: (text: string) => boolean;
}

/** Said when "Write drafts" is clicked with no notes (in English: the page's language is `ui().editors.noNotes`). */
export const NO_NOTES = EN.editors.noNotes;
const NOTES_MAX = 4000;
/** Where the user's recent posts are, to save them as their voice's samples (features/activity/). */
export const ACTIVITY_URL = "https://www.linkedin.com/in/me/recent-activity/all/";
/** A post is shown in the picker by its first characters, about this many. */
const PREVIEW_CHARS = 90;

/** A post's first ~90 characters on one line, cut at a word, with an ellipsis when it goes on. */
export function postPreview(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= PREVIEW_CHARS) return line;
  const cut = line.slice(0, PREVIEW_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/** The user's own posts to follow up: being read, read (maybe none saved), or not. */
type OwnPosts = { kind: "loading" } | { kind: "loaded"; posts: string[] } | { kind: "failed"; line: string; code: ErrorCode };

export function PostDraftAction(props: PostDraftActionProps) {
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState("");
  const [ownPosts, setOwnPosts] = useState<OwnPosts>({ kind: "loading" });
  /** the post picked to follow up (its text), or none */
  const [picked, setPicked] = useState<string | null>(null);
  /** the load of the user's posts whose answer is awaited (an older one's answer is dropped) */
  const loading = useRef(0);
  /** read again once after the user agreed to the disclosure (see below) */
  const retried = useRef(false);
  const sent = useRef<PostDraftContext>({ notes: "" });
  const answer = useAnswer({
    page: POST_DRAFT_PAGE,
    planSource: props.planSource,
    firstTask: POST_DRAFT,
    getContext: (): Extraction<PostDraftContext> => ({ ok: true, context: sent.current, layer: "selectors" }),
  });
  const { view, setNote } = answer;
  const locked = answer.locked || view.kind === "locked";
  const posts = ownPosts.kind === "loaded" ? ownPosts.posts : [];
  const pickedPost = picked !== null && posts.includes(picked) ? picked : null;

  const loadPosts = useCallback(async () => {
    const id = ++loading.current;
    setOwnPosts({ kind: "loading" });
    const reply = await requestOwnPosts();
    if (id !== loading.current) return;
    setOwnPosts(
      reply.ok
        ? { kind: "loaded", posts: reply.data.posts }
        : { kind: "failed", line: errorLine(reply.error), code: reply.error.code },
    );
  }, []);

  // read each time the panel opens (posts saved meanwhile show); a later read's answer replaces an earlier one's
  useEffect(() => {
    if (!open || locked) return;
    retried.current = false;
    void loadPosts();
  }, [open, locked, loadPosts]);

  // refused before the user agreed to the disclosure: read again, once, when they have (an answer is coming)
  useEffect(() => {
    if (ownPosts.kind !== "failed" || ownPosts.code !== "consent_required" || retried.current) return;
    if (view.kind !== "streaming" && view.kind !== "done") return;
    retried.current = true;
    void loadPosts();
  }, [ownPosts, view.kind, loadPosts]);

  function write(event: FormEvent) {
    event.preventDefault();
    if (!notes.trim() && !pickedPost) return setNote(ui().editors.noNotes);
    sent.current = { notes: notes.trim(), ...(pickedPost ? { followUp: { text: pickedPost } } : {}) };
    void answer.run(POST_DRAFT, "", "");
  }

  function refine(instruction: string) {
    void answer.run(FOLLOW_UP, instruction, "");
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

  return (
    <div data-helper="post-draft">
      <button type="button" className="nl-trigger" aria-expanded={open} onClick={toggle}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 4h16v2H4zm0 5h16v2H4zm0 5h10v2H4zm0 5h10v2H4zm13-2 4-4v4z" />
        </svg>
        {ui().tasks[POST_DRAFT]}
      </button>
      {open && (
        <AnswerPanel
          answer={locked ? { ...answer, view: { kind: "locked" } } : answer}
          label={ui().tasks[POST_DRAFT]}
          upgradeUrl={props.upgradeUrl}
          onClose={close}
          above={
            locked ? null : (
              <form onSubmit={write}>
                <label className="nl-label" htmlFor="nl-post-notes">
                  {ui().editors.notesLabel}
                </label>
                <textarea
                  id="nl-post-notes"
                  className="nl-notes"
                  value={notes}
                  maxLength={NOTES_MAX}
                  onChange={(e) => setNotes(e.target.value)}
                  placeholder={pickedPost ? ui().editors.notesSince : ui().editors.notesPlaceholder}
                />
                <fieldset className="nl-pick" data-testid="netlift-own-posts">
                  <legend className="nl-label">{ui().editors.followUpMine}</legend>
                  {ownPosts.kind === "loading" && (
                    <p className="nl-status" role="status">
                      {ui().editors.loadingPosts}
                    </p>
                  )}
                  {ownPosts.kind === "failed" && (
                    <p className="nl-status" role="status">
                      {ownPosts.code === "consent_required"
                        ? ui().editors.postsAfterConsent
                        : fill(ui().editors.postsFailed, { line: ownPosts.line })}
                    </p>
                  )}
                  {ownPosts.kind === "loaded" && !posts.length && (
                    <p className="nl-status">
                      {ui().editors.noPostsYet.split("{link}")[0]}
                      <a href={ACTIVITY_URL} target="_blank" rel="noreferrer">
                        {ui().editors.openActivity}
                      </a>
                      {ui().editors.noPostsYet.split("{link}")[1]}
                    </p>
                  )}
                  {posts.length > 0 && (
                    <>
                      <label className="nl-choice">
                        <input type="radio" name="nl-post-pick" checked={pickedPost === null} onChange={() => setPicked(null)} />
                        {ui().editors.none}
                      </label>
                      {posts.map((text, i) => (
                        <label key={i} className="nl-choice" title={text}>
                          <input
                            type="radio"
                            name="nl-post-pick"
                            checked={pickedPost === text}
                            onChange={() => setPicked(text)}
                          />
                          {postPreview(text)}
                        </label>
                      ))}
                    </>
                  )}
                </fieldset>
                <button type="submit" className="nl-primary" aria-disabled={answer.cooling || undefined}>
                  {ui().editors.writeDrafts}
                </button>
              </form>
            )
          }
          followUp={{ id: "nl-post-followup", placeholder: ui().editors.postFollowUpPlaceholder, onSubmit: refine }}
        >
          <AnswerSuggestions
            answer={answer}
            onInsert={(text) => setNote(props.insert(text) ? ui().editors.insertedPost : ui().editors.insertPostFailed)}
            refine={refine}
          />
        </AnswerPanel>
      )}
    </div>
  );
}
