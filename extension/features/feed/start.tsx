/** Feed: a "Suggest comment" action on each post; suggestions go into that post's comment box. */
import type { FeatureEnv, StartFeature } from "../shared/feature";
import { tasksOn } from "../../../src/core/tasks";
import { helperBase, taskAction, watchPage } from "../shared/feature";
import { Helper } from "../shared/Helper";
import { ui } from "../shared/i18n";
import { insertIntoEditor, waitFor } from "../shared/insert";
import { HOST_ATTRIBUTE, mountHelper, type Mounted } from "../shared/mount";
import { startPageHelper } from "../shared/page-helper";
import type { Extraction } from "../types";
import type { FeedPostContext } from "./facts";
import { extractFeedPost, findActionBar, findCommentButton, findCommentEditor, findFeedPosts, postAround } from "./extract";

export const TONES = ["supportive", "insightful", "curious", "congratulatory", "witty"];

/** Why the shortcut opened nothing. */
const NO_POSTS = "No post to comment on here yet: scroll the feed until a post shows, then try again.";
/** The floating helper found no post in the middle of the screen. */
const NO_POST_IN_VIEW =
  "No post in the middle of the screen: scroll until the post you want to comment on is there, then try again.";

/** The post in the middle of the viewport (what the floating helper works on when no post has its own helper). */
function postInView(doc: Document): Element | null {
  const view = doc.defaultView;
  const at = doc.elementFromPoint?.((view?.innerWidth ?? 1000) / 2, (view?.innerHeight ?? 800) / 2);
  return at ? postAround(at) : null;
}

/** Post scans run at most this often while LinkedIn streams posts in (the first scan is immediate). */
const SCAN_MS = 25;

async function insertComment(post: Element, text: string): Promise<boolean> {
  let editor = findCommentEditor(post);
  if (!editor) {
    findCommentButton(post)?.click();
    editor = await waitFor(() => findCommentEditor(post));
  }
  return editor ? insertIntoEditor(editor, text) : false;
}

/** A post's helper: suggestions for the post `getContext` reads, inserted by `onInsert`. */
function helperFor(
  env: FeatureEnv,
  getContext: () => Extraction<FeedPostContext>,
  onInsert: (text: string) => Promise<boolean>,
  registerOpen: (open: () => void) => void,
) {
  return (
    <Helper
      {...helperBase(env, "feed")}
      actions={tasksOn("post").map(taskAction)}
      option={{ kind: "tone", label: ui().tone, choices: TONES }}
      getContext={getContext}
      onInsert={onInsert}
      registerOpen={registerOpen}
    />
  );
}

/** Why the floating helper is not shown: every post has its own. */
const POSTS_HAVE_HELPERS = "Each post has its own Netlift button.";

export const startFeed: StartFeature = (env) => {
  const mounted = new Map<Element, Mounted>();
  const openers = new Map<Element, () => void>();
  let postsFound = 0;
  // where no post can be found (a redesign nothing here recognises): one floating helper (../shared/page-helper.ts),
  // for the post in the middle of the screen
  const floating = startPageHelper(env, {
    name: "feed",
    key: () => "",
    findMount: () => null,
    unavailable: () => (postsFound ? POSTS_HAVE_HELPERS : null),
    render: (registerOpen) => {
      let target: Element | null = null;
      const getContext = (): Extraction<FeedPostContext> => {
        target = postInView(env.doc);
        return target ? extractFeedPost(target) : { ok: false, reason: NO_POST_IN_VIEW };
      };
      const onInsert = (text: string) => (target ? insertComment(target, text) : Promise.resolve(false));
      return helperFor(env, getContext, onInsert, registerOpen);
    },
  });

  const scan = () => {
    const posts = findFeedPosts(env.doc);
    postsFound = posts.length;
    floating.scan();
    for (const post of posts) {
      if (mounted.has(post) || post.querySelector(`[${HOST_ATTRIBUTE}]`)) continue;
      const bar = findActionBar(post);
      const helper = helperFor(
        env,
        () => extractFeedPost(post),
        (text) => insertComment(post, text),
        (open) => openers.set(post, open),
      );
      mounted.set(post, mountHelper(bar ?? post, bar ? "after" : "append", "feed", helper));
    }
    for (const [post, m] of mounted) {
      if (post.isConnected) continue;
      m.unmount();
      mounted.delete(post);
      openers.delete(post);
    }
  };

  const stopWatching = watchPage(env.doc, scan, SCAN_MS);
  // the shortcut and the popup: open the helper of the first post on screen, or say what to do when there is none
  const offOpen = env.onOpen(() => {
    scan();
    const view = env.doc.defaultView;
    const height = view?.innerHeight ?? 800;
    for (const [post, open] of openers) {
      const top = post.getBoundingClientRect().top;
      if (top >= -50 && top < height) {
        open();
        return { opened: true };
      }
    }
    const first = openers.values().next().value;
    if (first) first();
    else if (mounted.size) setTimeout(() => openers.values().next().value?.(), 0); // helpers register when they first render
    else if (!postInView(env.doc)) return { opened: false, reason: NO_POSTS };
    else return floating.open(); // no post has a helper: the floating one works on the post in view
    return { opened: true };
  });
  return () => {
    stopWatching();
    offOpen();
    floating.stop();
    for (const m of mounted.values()) m.unmount();
    mounted.clear();
  };
};
