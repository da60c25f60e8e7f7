// @ts-check
/**
 * Where PocketBase's CPU goes, by function: reads a `perf` recording of the server and names PocketBase's own
 * frames from the binary's `.gopclntab` (its release binary has no symbol table, so `perf report` names none).
 *
 *   perf record -g -F 4999 -o perf.data -p <pocketbase pid>   (then the load to look at, then Ctrl-C)
 *   node scripts/pocketbase-profile.mjs perf.data [--top=40]
 *
 * Kernel frames keep perf's names. On a virtual machine, read system calls with care: samples land where the
 * kernel enables interrupts again (`finish_task_switch`, `_raw_spin_unlock_irqrestore`). docs/capacity.md
 * (Streaming) has a reading of a stream's profile.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { goFunctions } from "./lib/go-functions.mjs";
import { profileTable, readPerfScript } from "./lib/perf-samples.mjs";
import { pocketbaseBinary } from "./lib/pocketbase.mjs";

const data = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "perf.data";
const top = Number(process.argv.find((a) => a.startsWith("--top="))?.slice(6) ?? 40);
const binary = pocketbaseBinary();
const script = spawnSync("perf", ["script", "-F", "ip,sym,dso", "-i", data], { encoding: "utf8", maxBuffer: 1 << 30 });
if (script.status !== 0) {
  console.error(script.error ? `perf is not there (${script.error.message}): sudo apt-get install -y linux-perf` : script.stderr);
  process.exit(1);
}
const functions = goFunctions(readFileSync(binary));
const table = profileTable(
  readPerfScript(script.stdout),
  (frame) => {
    if (!frame.dso.endsWith("/pocketbase") && frame.dso !== binary)
      return frame.sym === "[unknown]" ? `[${frame.dso}]` : frame.sym;
    const address = functions.addressFromFileOffset(parseInt(frame.ip, 16));
    return (address !== null && functions.nameAt(address)) || `[pocketbase 0x${frame.ip}]`;
  },
  top,
);
const print = (/** @type {{ name: string, share: number }[]} */ rows) =>
  rows.forEach((r) => console.log(`${(100 * r.share).toFixed(1).padStart(6)} %  ${r.name}`));
console.log(`${table.samples} samples in ${data}\n\nSelf (the function the sample was in):`);
print(table.self);
console.log("\nTotal (the function anywhere in the sample's call chain):");
print(table.total);
