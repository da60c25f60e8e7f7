/**
 * The tasks and editor kinds of the user's own writing (issue #33), as the extension sends them: the task
 * catalogue (src/core/tasks.ts) names `proofread` (any page; the request's page decides the plan rule) and
 * `post.draft` (Pro; page "feed").
 */
import type { EDITORS } from "../../../src/core/own-writing";
import type { PageType } from "../../../src/core/page-kinds";
import { TASK_KINDS, theTaskOn } from "../../../src/core/tasks";
import { FOLLOW_UP } from "../shared/feature";

/** The LinkedIn editors a draft comes from (the request's `context.editor`). */
export type EditorKind = (typeof EDITORS)[number];

/** The editor's task (a proofread), and the composer's (a post drafted from notes): the catalogue's surfaces. */
export const PROOFREAD = theTaskOn("editor");
export const POST_DRAFT = theTaskOn("composer");
/** A follow-up ("shorter", "more formal") on the last answer: the existing chat mechanism. */
export { FOLLOW_UP };

/** The composer's task is sent with its page in the catalogue (Pro only, as the feed). */
export const POST_DRAFT_PAGE: PageType = TASK_KINDS[POST_DRAFT].page;

/** The page a proofread is sent with where the page shown is none of the helpers' (a chat window over /mynetwork/). */
export const EDITOR_PAGE: Record<EditorKind, PageType> = {
  message: "messages",
  comment: "feed",
  post: "feed",
  application: "jobs",
};

/** The plan rule follows the page: the page's kind, else the editor's. */
export const proofreadPage = (pageType: PageType | null, kind: EditorKind): PageType => pageType ?? EDITOR_PAGE[kind];
