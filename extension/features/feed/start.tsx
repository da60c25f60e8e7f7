/** Feed: a "Suggest comment" action on each post; suggestions go into that post's comment box. */
import type { StartFeature } from "../shared/feature";
import { helperBase, watchPage } from "../shared/feature";
import { Helper } from "../shared/Helper";
import { insertIntoEditor, waitFor } from "../shared/insert";
import { HOST_ATTRIBUTE, mountHelper, type Mounted } from "../shared/mount";
import { extractFeedPost, findActionBar, findCommentButton, findCommentEditor, findFeedPosts } from "./extract";

export const TONES = ["supportive", "insightful", "curious", "congratulatory", "witty"];

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

  const scan = () => {
    for (const post of findFeedPosts(env.doc)) {
      if (mounted.has(post) || post.querySelector(`[${HOST_ATTRIBUTE}]`)) continue;
      const bar = findActionBar(post);
      const helper = (
        <Helper
          {...helperBase(env, "feed")}
          actions={[{ label: "Suggest comment", task: "feed.comment" }]}
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
  const offOpen = env.onOpen(() => {
    // the first post whose top is on screen
    const view = env.doc.defaultView;
    const height = view?.innerHeight ?? 800;
    for (const [post, open] of openers) {
      const top = post.getBoundingClientRect().top;
      if (top >= -50 && top < height) return open();
    }
    openers.values().next().value?.();
  });
  return () => {
    stopWatching();
    offOpen();
    for (const m of mounted.values()) m.unmount();
    mounted.clear();
  };
};
