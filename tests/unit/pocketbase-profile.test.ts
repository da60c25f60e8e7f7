/**
 * scripts/pocketbase-profile.mjs: PocketBase's functions named from its binary's .gopclntab (the release binary has
 * no symbol table), and the samples of `perf script` read and counted.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { goFunctions } from "../../scripts/lib/go-functions.mjs";
import { profileTable, readPerfScript } from "../../scripts/lib/perf-samples.mjs";
import { pocketbaseBinary } from "../../scripts/lib/pocketbase.mjs";

describe("the functions of PocketBase's binary", () => {
  const functions = goFunctions(readFileSync(pocketbaseBinary()));

  it("names the function an address is in, from its first byte to its last", () => {
    expect(functions.count).toBeGreaterThan(10_000);
    for (const name of [
      "runtime.main",
      "github.com/dop251/goja.(*vm).run",
      "github.com/pocketbase/pocketbase/plugins/jsvm.(*vmsPool).run",
    ]) {
      const entry = functions.entryOf(name);
      expect(entry, name).not.toBeNull();
      expect(functions.nameAt(entry!)).toBe(name);
      expect(functions.nameAt(entry! + 1)).toBe(name);
      expect(functions.nameAt(entry! - 1)).not.toBe(name);
    }
    expect(functions.nameAt(0)).toBeNull();
  });

  it("turns an offset in the file (what perf prints for it) into the address it is loaded at", () => {
    const entry = functions.entryOf("runtime.main")!;
    // the binary's code is loaded at 0x400000 from the start of the file
    expect(functions.addressFromFileOffset(entry - 0x400000)).toBe(entry);
    expect(functions.addressFromFileOffset(Number.MAX_SAFE_INTEGER)).toBeNull();
  });

  it("says why a file is not one it can read", () => {
    expect(() => goFunctions(Buffer.from("#!/bin/sh\n"))).toThrow("not a 64-bit little-endian ELF file");
    expect(() => goFunctions(readFileSync(process.execPath))).toThrow("no .gopclntab section: not a Go binary");
  });
});

describe("perf script's samples", () => {
  const CHAINS = [
    "\t    ffffffff813a2413 finish_task_switch.isra.0 ([kernel.kallsyms])",
    "\t              708e [unknown] (/opt/pb/pocketbase)",
    "\t             37ed2 [unknown] (/opt/pb/pocketbase)",
    "",
    "\t             11dd1 [unknown] (/opt/pb/pocketbase)",
    "\t             37ed2 [unknown] (/opt/pb/pocketbase)",
    "",
  ].join("\n");

  it("reads call chains, the leaf first, and counts each function once a sample", () => {
    const samples = readPerfScript(CHAINS);
    expect(samples.map((s) => s.map((f) => f.ip))).toEqual([
      ["ffffffff813a2413", "708e", "37ed2"],
      ["11dd1", "37ed2"],
    ]);
    expect(samples[0]![0]).toMatchObject({ sym: "finish_task_switch.isra.0", dso: "[kernel.kallsyms]" });
    const names: Record<string, string> = { "708e": "a", "37ed2": "main", "11dd1": "a" };
    const table = profileTable(samples, (f) => names[f.ip] ?? f.sym, 10);
    expect(table.samples).toBe(2);
    expect(table.self).toEqual([
      { name: "a", share: 0.5 },
      { name: "finish_task_switch.isra.0", share: 0.5 },
    ]);
    expect(table.total).toEqual([
      { name: "a", share: 1 },
      { name: "main", share: 1 },
      { name: "finish_task_switch.isra.0", share: 0.5 },
    ]);
  });

  it("reads samples without call chains, one a line", () => {
    const samples = readPerfScript(
      " ffffffff813a2413 finish_task_switch.isra.0 ([kernel.kallsyms])\n           40a3c4 [unknown] (/opt/pb/pocketbase)",
    );
    expect(samples).toHaveLength(2);
    expect(samples[1]).toEqual([{ ip: "40a3c4", sym: "[unknown]", dso: "/opt/pb/pocketbase" }]);
  });
});
