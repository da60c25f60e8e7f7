/**
 * Watches the page and the open shadow roots LinkedIn draws parts of it in (./roots: chat windows live
 * in `#interop-outlet`'s), calling `scan` at most once per `throttleMs`. A MutationObserver on the
 * document does not see inside shadow roots, so each root found is observed too; a root can be
 * attached without any change to the page around it, so a cheap check (known hosts, then a bounded
 * look) runs every second for new ones. Class and `hidden` changes count: LinkedIn minimises a window
 * by toggling them.
 */
import { shadowRoots } from "./roots";

/** How often to look for a shadow root attached without a change the observer saw. */
export const NEW_ROOT_CHECK_MS = 1000;

const WATCH: MutationObserverInit = { childList: true, subtree: true, attributes: true, attributeFilter: ["class", "hidden"] };

/** Starts watching (and scans once now); returns the function that stops it. */
export function watchPageAndShadowRoots(doc: Document, scan: () => void, throttleMs: number): () => void {
  const watched = new WeakSet<Node>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = 0;

  const watchNewRoots = (): boolean => {
    let added = false;
    for (const root of shadowRoots(doc)) {
      if (watched.has(root)) continue;
      watched.add(root);
      observer.observe(root, WATCH);
      added = true;
    }
    return added;
  };
  const run = () => {
    timer = null;
    last = Date.now();
    watchNewRoots();
    scan();
  };
  const schedule = () => {
    if (!timer) timer = setTimeout(run, Math.max(0, last + throttleMs - Date.now()));
  };

  const observer = new MutationObserver(schedule);
  observer.observe(doc.body, WATCH);
  run();
  const check = setInterval(() => {
    if (watchNewRoots()) schedule();
  }, NEW_ROOT_CHECK_MS);
  return () => {
    observer.disconnect();
    clearInterval(check);
    if (timer) clearTimeout(timer);
  };
}
