/**
 * LinkedIn often draws a page in parts: a job's header and Apply button first, its description seconds
 * later; a thread before its messages. A helper asked for its facts before they are there waits for them,
 * watching the page change (never polling blindly) for a bounded time, then answers or says what is missing.
 */
import type { Extraction } from "../types";
import { shadowRoots } from "./roots";
import { aboutPart } from "./i18n";

/** How long a helper waits for LinkedIn to finish drawing what it needs. */
export const PAGE_WAIT_MS = 8000;

/**
 * Reads `extract` until it succeeds, or no longer waits for anything, or `timeoutMs` has passed: again on
 * each change of the document (and of the shadow roots LinkedIn draws into), at most once a frame.
 * Resolves with the last reading; a stopped wait (`signal`) resolves with the reading at that moment.
 */
export function waitForExtraction<T>(
  doc: Document,
  extract: () => Extraction<T>,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Extraction<T>> {
  const first = extract();
  if (first.ok || !first.waitingFor) return Promise.resolve(first);
  const win = doc.defaultView;
  return new Promise((resolve) => {
    let last: Extraction<T> = first;
    let scheduled = false;
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", finish);
      resolve(last);
    };
    const read = () => {
      scheduled = false;
      last = extract();
      if (last.ok || !last.waitingFor) finish();
    };
    const observer = new (win?.MutationObserver ?? MutationObserver)(() => {
      if (scheduled) return;
      scheduled = true;
      // a burst of changes (LinkedIn rendering a card) is read once, when it has settled for this frame
      (win?.requestAnimationFrame ?? ((f: () => void) => setTimeout(f, 16)))(read);
    });
    // and the open shadow roots LinkedIn draws parts of its page in (chat windows, the post composer)
    for (const root of [doc, ...shadowRoots(doc)])
      observer.observe(root, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => {
      last = extract();
      finish();
    }, options.timeoutMs ?? PAGE_WAIT_MS);
    options.signal?.addEventListener("abort", finish);
  });
}

/** What the helper says when LinkedIn did not load what it waited for: in the page's language, where it names the part. */
export function stillMissing(waitingFor: string, seconds = PAGE_WAIT_MS / 1000): string {
  return aboutPart("notLoaded", waitingFor, { seconds });
}
