/** The benchmark's memory reading (scripts/bench/api.mjs): resident and peak memory of a process, from /proc. */
import { describe, expect, it } from "vitest";
import { memoryMiB } from "../../scripts/bench/api.mjs";

describe("memoryMiB", () => {
  it("reads a live process's resident set and its peak, which is never below it", () => {
    const before = memoryMiB(process.pid)!;
    const held = Buffer.alloc(64 * 1024 * 1024, 1); // touched: 64 MiB more resident
    const after = memoryMiB(process.pid)!;
    expect(held.length).toBe(64 * 1024 * 1024);
    expect(after.rss).toBeGreaterThanOrEqual(before.rss + 50);
    expect(after.peak).toBeGreaterThanOrEqual(after.rss);
  });

  it("says nothing for a process that does not exist", () => {
    expect(memoryMiB(2 ** 22 + 1)).toBeNull();
  });
});
