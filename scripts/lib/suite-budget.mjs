// @ts-check
/**
 * npm test's time against its budget (docs/testing.md): 300 s on a two-core machine, idle. Past the budget the
 * run says so; past half as much again, on a machine that was idle, it fails: a change that made the suite that much
 * slower (a browser launched per test, a stack per file) is found by the run that made it. Between the two, and
 * on a machine that something else kept busy, it only reports: the same code took 246–293 s on one idle day here
 * and 309–353 s on another, so a run's time is not a verdict on its own (issue #38).
 *
 * What the machine did is read from /proc: the suite's CPU is what npm test's processes and all they waited for
 * used (its own and its children's times in /proc/self/stat); the rest of the machine's busy time, and the time
 * the hypervisor took (steal), is someone else's.
 */
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** docs/testing.md: the suite's budget on a two-core machine, idle */
export const BUDGET_SECONDS = 300;
/** A run this much over the budget, on an idle machine, fails. */
export const FAIL_OVER = 1.5;
/** Above this share of the machine's time used by others (or stolen), the machine was not idle: no verdict. */
export const IDLE_SHARE = 0.1;

/**
 * @typedef {object} Machine
 * @property {number} busy  every core's busy time, in seconds (user, nice, system, irq, softirq)
 * @property {number} steal  time the hypervisor gave others, in seconds
 * @property {number} own  this process's and its reaped descendants' CPU, in seconds
 */

/** The machine's counters now (Linux; null elsewhere). */
export function readMachine() {
  try {
    const hz = 100; // USER_HZ: /proc counts in hundredths of a second on Linux
    const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
    // after the command's name (in parentheses, which may hold spaces): utime stime cutime cstime are fields 14–17
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat
      .slice(stat.lastIndexOf(")") + 2)
      .split(" ")
      .map(Number);
    const own = (fields[11] ?? 0) + (fields[12] ?? 0) + (fields[13] ?? 0) + (fields[14] ?? 0);
    return { busy: (user + nice + system + irq + softirq) / hz, steal: steal / hz, own: own / hz };
  } catch {
    return null;
  }
}

/**
 * The verdict on a run of `seconds`, from the machine's counters at its start and end.
 * @param {{ seconds: number, cores: number, start: Machine | null, end: Machine | null, budget?: number }} run
 * @returns {{ fail: boolean, within: boolean, line: string }}
 */
export function judge({ seconds, cores, start, end, budget = BUDGET_SECONDS }) {
  const limit = budget * FAIL_OVER;
  const over = seconds - budget;
  const own = start && end ? end.own - start.own : null;
  const others = start && end && own !== null ? end.busy - start.busy - own + (end.steal - start.steal) : null;
  const cpu =
    own !== null && others !== null
      ? `; the suite used ${own.toFixed(0)} core-seconds, other work and the hypervisor ${Math.max(0, others).toFixed(0)}`
      : "";
  const time = `${seconds.toFixed(1)} s, budget ${budget} s (docs/testing.md${cpu})`;
  if (over <= 0) return { fail: false, within: true, line: `within the budget: ${time}` };
  const idle = others !== null && cores >= 2 && others <= IDLE_SHARE * cores * seconds;
  if (!idle) {
    const why =
      others === null
        ? "the machine's load could not be read"
        : cores < 2
          ? `${cores} core: the budget is for two`
          : `the machine was not idle (other work had more than a tenth of its ${(cores * seconds).toFixed(0)} core-seconds)`;
    return { fail: false, within: false, line: `over the budget by ${over.toFixed(1)} s: ${time}; no verdict: ${why}` };
  }
  if (seconds > limit) {
    return {
      fail: true,
      within: false,
      line: `${time}: more than ${limit.toFixed(0)} s (${FAIL_OVER} × the budget) on an idle machine. Something made the suite much slower; docs/testing.md says what keeps it fast`,
    };
  }
  return {
    fail: false,
    within: false,
    line: `over the budget by ${over.toFixed(1)} s on an idle machine: ${time}; a change that breaks it says why in its commit`,
  };
}

/** The cores this machine has. */
export const machineCores = () => availableParallelism();
