/**
 * The tasks and editor kinds of the user's own writing (issue #33), as the extension sends them: the
 * server's catalogue names `proofread` (any page; the request's page decides the plan rule) and
 * `post.draft` (Pro; page "feed"). Until the server's catalogue and this branch land together, the
 * extension's `Task` type does not list them: the one conversion is here, nowhere else.
 */
import type { Task } from "../../../src/core/assist";
import type { PageType } from "../../../src/core/plans";

/** The LinkedIn editors a draft comes from (the request's `context.editor`). */
export type EditorKind = "message" | "comment" | "post" | "application";

type OwnWritingTask = "proofread" | "post.draft";
const task = (name: OwnWritingTask): Task => name as string as Task;

export const PROOFREAD: Task = task("proofread");
export const POST_DRAFT: Task = task("post.draft");
/** A follow-up ("shorter", "more formal") on the last answer: the existing chat mechanism. */
export const FOLLOW_UP: Task = "chat";

/** `post.draft` is sent with this page (Pro only, as the feed). */
export const POST_DRAFT_PAGE: PageType = "feed";

/** The page a proofread is sent with where the page shown is none of the helpers' (a chat window over /mynetwork/). */
export const EDITOR_PAGE: Record<EditorKind, PageType> = {
  message: "messages",
  comment: "feed",
  post: "feed",
  application: "jobs",
};

/** The plan rule follows the page: the page's kind, else the editor's. */
export const proofreadPage = (pageType: PageType | null, kind: EditorKind): PageType => pageType ?? EDITOR_PAGE[kind];
