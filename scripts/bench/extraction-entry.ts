/**
 * The extension's extractors, bundled for the benchmark (scripts/bench/extraction.mjs): each page type's
 * layers, to be timed one by one in Chromium on a real page.
 */
import { findChatWindows } from "../../extension/features/chat-windows/find";
import { feedPostSpec, findFeedPosts } from "../../extension/features/feed/extract";
import { jobSpec } from "../../extension/features/jobs/extract";
import { findThread, threadSpec } from "../../extension/features/messages/extract";
import { profileSpec } from "../../extension/features/profile/extract";
import { extractLayered, LAYERS, type LayeredSpec } from "../../extension/features/shared/layers";
import type { PageType } from "../../src/core/page-kinds";

type AnySpec = LayeredSpec<object, unknown>;
/** Every page kind, and the chat windows that float over them. */
type Subject = PageType | "chat-window";

/** Finds the page's subject (the posts, the thread) and returns its layers; the finding is timed too. */
const SPEC_OF: Record<Subject, (doc: Document) => AnySpec | null> = {
  profile: (doc) => profileSpec(doc, location.href) as unknown as AnySpec,
  jobs: (doc) => jobSpec(doc) as unknown as AnySpec,
  "chat-window": (doc) => {
    // the windows in the page and its open shadow roots (what each scan of the chat-window feature does), then the last one
    const win = findChatWindows(doc).at(-1);
    return win ? (threadSpec(win) as unknown as AnySpec) : null;
  },
  messages: (doc) => {
    const thread = findThread(doc);
    return thread ? (threadSpec(thread) as unknown as AnySpec) : null;
  },
  feed: (doc) => {
    const posts = findFeedPosts(doc);
    const post = posts.find((p) => extractLayered(feedPostSpec(p)).ok) ?? posts[0];
    return post ? (feedPostSpec(post) as unknown as AnySpec) : null;
  },
};

const specOf = (page: Subject) => SPEC_OF[page](document);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Times finding the subject and each layer (median of `runs`, one run a task) and counts long tasks. */
async function measure(page: Subject, runs: number) {
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
  observer.observe({ type: "longtask", buffered: false });
  const times: Record<string, number[]> = { find: [], selectors: [], structure: [], text: [], all: [] };
  let layer = "";
  for (let i = 0; i < runs; i++) {
    await tick();
    let start = performance.now();
    const spec = specOf(page);
    times.find!.push(performance.now() - start);
    if (!spec) throw new Error(`no ${page} subject on this page`);
    for (const name of LAYERS) {
      await tick();
      start = performance.now();
      spec.layers[name](spec.empty);
      times[name]!.push(performance.now() - start);
    }
    // the worst case of one helper click, in one task: find, then every layer
    await tick();
    start = performance.now();
    const whole = specOf(page)!;
    let facts = whole.empty;
    for (const name of LAYERS) facts = { ...facts, ...whole.layers[name](facts) };
    times.all!.push(performance.now() - start);
    const result = extractLayered(whole);
    layer = result.ok ? result.layer : "none";
  }
  await tick();
  observer.disconnect();
  const ms = Object.fromEntries(Object.entries(times).map(([name, xs]) => [name, Number(median(xs).toFixed(2))]));
  return { ms, layer, longTasks: longTasks.length, longestTaskMs: Math.round(Math.max(0, ...longTasks)) };
}

(window as unknown as { __netliftExtraction: unknown }).__netliftExtraction = { measure };
