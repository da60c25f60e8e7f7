// @ts-check
/**
 * Samples from `perf script -F ip,sym,dso` (with or without `-g` call chains), and where their time went: each
 * function's share of the samples it is the leaf of (self) and of the samples it is anywhere in (total).
 */

/**
 * @typedef {{ ip: string, sym: string, dso: string }} Frame the address (hex, as perf prints it: a kernel's does not fit a number), its symbol, its object
 * @param {string} text
 * @returns {Frame[][]} each sample's frames, the leaf first
 */
export function readPerfScript(text) {
  /** @returns {Frame | null} */
  const frame = (/** @type {string} */ line) => {
    const match = /^\s*([0-9a-f]+)\s+(.*?)\s*\(([^()]*)\)\s*$/.exec(line);
    return match ? { ip: match[1] ?? "", sym: match[2] ?? "", dso: match[3] ?? "" } : null;
  };
  const lines = text.split("\n");
  // with call chains a blank line ends each sample; without, each line is one
  if (!lines.some((line) => line.trim() === "")) return lines.map(frame).flatMap((f) => (f ? [[f]] : []));
  /** @type {Frame[][]} */
  const samples = [];
  /** @type {Frame[]} */
  let current = [];
  for (const line of lines) {
    const f = line.trim() === "" ? null : frame(line);
    if (f) current.push(f);
    else if (line.trim() === "" && current.length) {
      samples.push(current);
      current = [];
    }
  }
  if (current.length) samples.push(current);
  return samples;
}

/**
 * The `top` functions by self and by total share (ties by name).
 * @param {Frame[][]} samples
 * @param {(frame: Frame) => string} nameOf
 * @param {number} top
 */
export function profileTable(samples, nameOf, top) {
  /** @type {Map<string, number>} */
  const self = new Map();
  /** @type {Map<string, number>} */
  const total = new Map();
  for (const frames of samples) {
    const names = frames.map(nameOf);
    const leaf = names[0] ?? "";
    self.set(leaf, (self.get(leaf) ?? 0) + 1);
    for (const name of new Set(names)) total.set(name, (total.get(name) ?? 0) + 1);
  }
  const rows = (/** @type {Map<string, number>} */ counts) =>
    [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, top)
      .map(([name, n]) => ({ name, share: n / samples.length }));
  return { samples: samples.length, self: rows(self), total: rows(total) };
}
