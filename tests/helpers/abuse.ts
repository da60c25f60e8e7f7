/** What the abuse-*.test.ts files share: requests from chosen networks, settled mail, times and CPU. */
import { readFileSync } from "node:fs";
import { mailsTo } from "./mail";
import type { Stack } from "./stack";

/** A request as if from network `ip` (TRUST_PROXY: the last X-Forwarded-For entry is the client). */
export const from = (ip: string) => ({ "x-forwarded-for": ip });

let networks = 0;
/** A network no other test of the file has used: the limits per network start from zero. */
export const newNetwork = () => `203.0.113.${++networks}`;

/** Mail to `to` caught so far, after the server has had time to send whatever it was going to. */
export async function settledMailsTo(s: Stack, to: string) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return mailsTo(() => s.mail.messages, to);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The median time of `n` calls of each of `a` and `b`, called in turn (a, b, a, b…), so that both see the same
 * load: the suite runs beside the browser tests, and two batches one after the other measured the machine's load
 * as much as the route (a known address once "took" 2.2× an unknown one).
 */
export async function medianMsInTurn(n: number, a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < n; i++) {
    for (const [index, attempt] of [a, b].entries()) {
      const started = performance.now();
      await attempt();
      times[index]!.push(performance.now() - started);
    }
  }
  return [median(times[0]), median(times[1])];
}

/** CPU seconds (user + system) PocketBase has used so far, from /proc. */
export function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime: fields 14 and 15, in clock ticks
}
