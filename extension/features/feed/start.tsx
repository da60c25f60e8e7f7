/** Feed: a "Suggest comment" action on each post; suggestions go into that post's comment box. */
import type { StartFeature } from "../shared/feature";
import { helperBase, taskAction, watchPage } from "../shared/feature";
import { Helper } from "../shared/Helper";
import { insertIntoEditor, waitFor } from "../shared/insert";
import { HOST_ATTRIBUTE, mountFloating, mountHelper, type Mounted } from "../shared/mount";
import { FLOATING_GRACE_MS } from "../shared/page-helper";
import type { Extraction, FeedPostContext } from "../types";
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

export const startFeed: StartFeature = (env) => {
  const mounted = new Map<Element, Mounted>();
  const openers = new Map<Element, () => void>();
  // where no post can be found (a redesign nothing here recognises): one floating helper, for the post in view
  let floating: { mounted: Mounted; open: (() => void) | null } | null = null;
  let noPostsSince: number | null = null;
  let graceTimer: ReturnType<typeof setTimeout> | null = null;

  const mountFloatingHelper = () => {
    let target: Element | null = null;
    const entry: NonNullable<typeof floating> = { open: null, mounted: null as unknown as Mounted };
    const getContext = (): Extraction<FeedPostContext> => {
      target = postInView(env.doc);
      return target ? extractFeedPost(target) : { ok: false, reason: NO_POST_IN_VIEW };
    };
    entry.mounted = mountFloating(
      env.doc,
      "feed",
      <Helper
        {...helperBase(env, "feed")}
        actions={[taskAction("feed.comment")]}
        option={{ kind: "tone", label: "Tone", choices: TONES }}
        getContext={getContext}
        onInsert={(text) => (target ? insertComment(target, text) : Promise.resolve(false))}
        registerOpen={(open) => (entry.open = open)}
      />,
    );
    floating = entry;
  };

  const dropFloating = () => {
    floating?.mounted.unmount();
    floating = null;
  };

  const scan = () => {
    const posts = findFeedPosts(env.doc);
    if (posts.length) {
      noPostsSince = null;
      dropFloating();
    } else if (!floating) {
      noPostsSince ??= Date.now();
      if (Date.now() - noPostsSince >= FLOATING_GRACE_MS) mountFloatingHelper();
      else if (!graceTimer) {
        graceTimer = setTimeout(() => {
          graceTimer = null;
          scan();
        }, FLOATING_GRACE_MS + 10);
      }
    }
    for (const post of posts) {
      if (mounted.has(post) || post.querySelector(`[${HOST_ATTRIBUTE}]`)) continue;
      const bar = findActionBar(post);
      const helper = (
        <Helper
          {...helperBase(env, "feed")}
          actions={[taskAction("feed.comment")]}
          option={{ kind: "tone", label: "Tone", choices: TONES }}
          getContext={() => extractFeedPost(post)}
          onInsert={(text) => insertComment(post, text)}
          registerOpen={(open) => openers.set(post, open)}
        />
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
    else if (mounted.size)
      setTimeout(() => openers.values().next().value?.(), 0); // helpers register when they first render
    else {
      // no post has a helper: the floating one works on the post in view, if there is one
      if (!postInView(env.doc)) return { opened: false, reason: NO_POSTS };
      if (!floating) mountFloatingHelper();
      const entry = floating!;
      if (entry.open) entry.open();
      else setTimeout(() => entry.open?.(), 0);
    }
    return { opened: true };
  });
  return () => {
    stopWatching();
    offOpen();
    if (graceTimer) clearTimeout(graceTimer);
    dropFloating();
    for (const m of mounted.values()) m.unmount();
    mounted.clear();
  };
};
