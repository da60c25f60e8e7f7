/** What a running process has cost so far, from /proc (Linux): its CPU time and its memory. */
import { readFileSync } from "node:fs";

/** CPU time (user + system) the process has used since it started, in ms (the kernel counts 10 ms ticks). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime: fields 14 and 15
}

/** The process's resident memory now and at its peak since it started (VmRSS, VmHWM), in MiB. */
export function memoryMiB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kib("VmRSS") / 1024), peak: Math.round(kib("VmHWM") / 1024) };
}
