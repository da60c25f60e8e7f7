// @ts-check
/** A small closed-loop load generator: N connections, each sending its next request when the last answers. */

/**
 * @param {{ url: string, init: () => RequestInit, connections: number, durationMs: number, maxRequests?: number }} o
 */
export async function runLoad(o) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + o.durationMs;
  const max = o.maxRequests ?? 100_000;
  async function worker() {
    while (performance.now() < deadline && latencies.length + errors < max) {
      const t0 = performance.now();
      try {
        const res = await fetch(o.url, o.init());
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - t0);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: o.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / seconds),
    p50: Number(pct(50).toFixed(1)),
    p99: Number(pct(99).toFixed(1)),
  };
}
