import { describe, expect, it } from "vitest";
import { runFigures, summarise, wireFigures } from "../../scripts/bench/site.mjs";
import { summariseTransfers, type Transfer } from "../../scripts/lib/wire-bytes.mjs";

/** A Lighthouse result with these category scores (0–1), TBT, LCP and CLS, and optional audits. */
function lhr(
  scores: Record<string, number>,
  tbt: number,
  lcp: number,
  cls = 0,
  audits: Record<string, object> = {},
  refs: string[] = [],
) {
  return {
    categories: Object.fromEntries(
      Object.entries(scores).map(([id, score]) => [id, { score, auditRefs: refs.map((ref) => ({ id: ref, weight: 1 })) }]),
    ),
    audits: {
      "total-blocking-time": { numericValue: tbt },
      "largest-contentful-paint": { numericValue: lcp },
      "first-contentful-paint": { numericValue: 800 },
      "cumulative-layout-shift": { numericValue: cls },
      ...audits,
    },
  };
}
const all = (score: number) => ({ performance: score, accessibility: 1, "best-practices": 1, seo: 1 });

describe("Lighthouse figures of npm run bench (scripts/bench/site.mjs)", () => {
  it("reads scores, TBT, LCP and CLS, and names the audits that cost points or could not run", () => {
    const figures = runFigures(
      lhr(
        all(0.93),
        212.4,
        2501.6,
        0.0312,
        {
          "unsized-images": { score: 0.5, scoreDisplayMode: "binary" },
          "errors-in-console": { score: null, scoreDisplayMode: "error", errorMessage: "boom\nstack" },
        },
        ["unsized-images", "errors-in-console"],
      ),
    );
    expect(figures.scores).toEqual({ performance: 93, accessibility: 100, "best-practices": 100, seo: 100 });
    expect([figures.tbtMs, figures.lcpMs, figures.cls]).toEqual([212, 2502, 0.031]);
    expect(figures.failing).toContain("unsized-images (50)");
    expect(figures.errors).toContain("errors-in-console: boom");
  });

  it("says how fast Lighthouse rated the machine, and which tasks blocked the main thread, longest first", () => {
    const figures = runFigures({
      ...lhr(all(0.9), 400, 1200, 0, {
        "long-tasks": {
          details: {
            items: [
              { url: "http://127.0.0.1:8090/", duration: 120.4 },
              { url: "", duration: 588.7 },
              { url: "http://127.0.0.1:8090/_astro/a.css", duration: 52 },
              { url: "http://127.0.0.1:8090/", duration: 97 },
            ],
          },
        },
      }),
      environment: { benchmarkIndex: 1166.6 },
    });
    expect(figures.benchmarkIndex).toBe(1167);
    expect(figures.longTasks).toEqual([
      { ms: 589, source: "unattributable" },
      { ms: 120, source: "http://127.0.0.1:8090/" },
      { ms: 97, source: "http://127.0.0.1:8090/" },
    ]);
    expect(runFigures(lhr(all(1), 0, 1000)).longTasks).toEqual([]);
  });

  it("reports the median and the worst run of each figure, and whether every run met the targets", () => {
    const runs = [lhr(all(1), 0, 1200), lhr(all(0.99), 40, 1300, 0.01), lhr(all(1), 10, 1100)].map(runFigures);
    const { summary, targetsMet } = summarise(runs);
    expect(summary.performance).toEqual({ median: 100, worst: 99 });
    expect(summary.tbtMs).toEqual({ median: 10, worst: 40 });
    expect(summary.lcpMs).toEqual({ median: 1200, worst: 1300 });
    expect(summary.cls).toEqual({ median: 0, worst: 0.01 });
    expect(targetsMet).toBe(false);
    expect(summarise([lhr(all(1), 0, 1200), lhr(all(1), 99, 1200)].map(runFigures)).targetsMet).toBe(true);
    expect(summarise([lhr(all(1), 0, 1200), lhr(all(1), 100, 1200)].map(runFigures)).targetsMet).toBe(false);
  });
});

describe("the landing page's bytes on the wire (scripts/lib/wire-bytes.mjs, scripts/bench/site.mjs)", () => {
  const t = (url: string, type: string, bytes: number, extra: Partial<Transfer> = {}): Transfer => ({
    url,
    type,
    status: 200,
    bytes,
    fromCache: false,
    encoding: "br",
    ...extra,
  });

  it("adds up what reached the network per kind, and names text sent without compression", () => {
    const s = summariseTransfers([
      t("/", "Document", 4000),
      t("/_astro/a.js", "Script", 10_000),
      t("/_astro/b.css", "Stylesheet", 2000, { encoding: "" }),
      t("/_astro/feed.webm", "Media", 300_000, { encoding: "" }),
      t("/_astro/c.js", "Script", 9000, { fromCache: true }),
      t("/", "Document", 400, { status: 304, encoding: "" }),
    ]);
    expect(s.bytes).toEqual({ html: 4400, js: 10_000, css: 2000, other: 300_000 });
    expect([s.code, s.all, s.requests, s.fromCache]).toEqual([16_400, 316_400, 5, 1]);
    // media are compressed already, and a 304 has no body: neither counts as uncompressed text
    expect(s.uncompressedText).toEqual(["/_astro/b.css"]);
  });

  it("holds the figures to the targets: 70 KB of code scrolled through, a repeat visit that only revalidates the page", () => {
    const first = summariseTransfers([t("/", "Document", 5000), t("/_astro/a.js", "Script", 30_000)]);
    const scrolled = summariseTransfers([
      t("/", "Document", 5000),
      t("/_astro/a.js", "Script", 30_000),
      t("/_astro/b.js", "Script", 34_000),
    ]);
    const repeat = summariseTransfers([
      t("/", "Document", 1400, { status: 304, encoding: "" }),
      t("/_astro/a.js", "Script", 30_000, { fromCache: true }),
    ]);
    const good = wireFigures({ firstView: first, scrolledThrough: scrolled, repeat });
    expect(good.withinTargets).toEqual({ scrolledCode: true, repeatOnlyDocument: true, compressed: true });
    expect(good.scrolledThrough.code).toBe(69_000);
    expect(good.repeat.fromCache).toBe(1);

    const heavier = summariseTransfers([...scrolled.transfers, t("/_astro/c.css", "Stylesheet", 1001)]);
    const refetched = summariseTransfers([...repeat.transfers, t("/_astro/feed.webm", "Media", 1000)]);
    const bad = wireFigures({ firstView: first, scrolledThrough: heavier, repeat: refetched });
    expect(bad.withinTargets).toEqual({ scrolledCode: false, repeatOnlyDocument: false, compressed: true });
  });
});
