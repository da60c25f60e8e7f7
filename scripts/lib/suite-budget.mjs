// @ts-check
/**
 * npm test's time against its budget (docs/testing.md): 300 s on a two-core machine, idle. Past the budget the
 * run says so; past half as much again, on a machine that was idle, it fails: a change that made the suite that
 * much slower (a browser launched per test, a stack per file) is found by the run that made it. Between the two,
 * and on a machine that something else kept busy, it only reports: the same code took 246–293 s on one idle
 * machine here and 309–353 s on another, so a run's time is not a verdict on its own (issue #38).
 *
 * What the machine did is read from /proc. The suite's CPU is that of npm test's processes: every process
 * descended from it, and every process in a session one of those started (Playwright starts each browser in a
 * session of its own, and Chromium's zygote, which starts its renderers, leaves the tree). The process table is
 * sampled each second (SuiteCpu). Other work is the other processes seen there and the time the hypervisor took
 * (steal). What neither accounts for (the kernel's work, mostly the suite's: its sockets and pipes; processes
 * shorter than a second; the suite's processes' last second) is reported, and does not make the machine busy.
 */
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** docs/testing.md: the suite's budget on a two-core machine, idle */
export const BUDGET_SECONDS = 300;
/** A run this much over the budget, on an idle machine, fails. */
export const FAIL_OVER = 1.5;
/** Above this share of the machine's time used by others (or stolen), the machine was not idle: no verdict. */
export const IDLE_SHARE = 0.1;
/** /proc counts in hundredths of a second (USER_HZ) */
const HZ = 100;

/**
 * @typedef {object} Machine
 * @property {number} busy  every core's busy time, in seconds (user, nice, system, irq, softirq)
 * @property {number} steal  time the hypervisor gave others, in seconds
 * @property {number} own  the suite's CPU (SuiteCpu), in seconds
 * @property {number} others  the CPU of the other processes seen (SuiteCpu), in seconds
 */

/** @typedef {{ pid: number, ppid: number, sid: number, cpu: number }} Proc  a process; `cpu`: its user and system seconds */

/** The machine's busy and stolen seconds now (Linux; null elsewhere). */
export function readCores() {
  try {
    const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
    return { busy: (user + nice + system + irq + softirq) / HZ, steal: steal / HZ };
  } catch {
    return null;
  }
}

/**
 * One line of /proc/<pid>/stat, read; null when it is not one.
 * @param {string} line
 * @returns {Proc | null}
 */
export function parseStat(line) {
  // after the command's name, in parentheses that may hold spaces and parentheses: the fields from the third on
  const close = line.lastIndexOf(")");
  if (close < 0) return null;
  const pid = Number(line.slice(0, line.indexOf(" ")));
  const fields = line.slice(close + 2).split(" ");
  const proc = {
    pid,
    ppid: Number(fields[1]),
    sid: Number(fields[3]),
    cpu: (Number(fields[11]) + Number(fields[12])) / HZ,
  };
  return Object.values(proc).every(Number.isFinite) ? proc : null;
}

/** Every process now, from /proc (none where there is no /proc). */
export function readProcesses() {
  /** @type {Proc[]} */
  const procs = [];
  /** @type {string[]} */
  let names;
  try {
    names = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return procs;
  }
  for (const name of names) {
    try {
      const proc = parseStat(readFileSync(`/proc/${name}/stat`, "utf8"));
      if (proc) procs.push(proc);
    } catch {
      // gone between the listing and the read
    }
  }
  return procs;
}

/**
 * The CPU of a process tree, from samples of the process table: the root, its descendants (each seen with its
 * parent at least once), and every process in a session one of them started. Between two samples, what each
 * process used goes to the suite or to the others (`cpu`, `others`); a process started since the last sample
 * counts from its start.
 */
export class SuiteCpu {
  /**
   * @param {number} root
   * @param {Proc[]} procs the table at the start
   */
  constructor(root, procs) {
    this.root = root;
    this.rootSession = procs.find((p) => p.pid === root)?.sid ?? -1;
    /** @type {Set<number>} the suite's processes, as of the last sample */
    this.ours = new Set();
    /** @type {Set<number>} the sessions the suite's processes started */
    this.sessions = new Set();
    /** the suite's CPU so far, in seconds */
    this.cpu = 0;
    /** the CPU the other processes used so far, in seconds */
    this.others = 0;
    /** @type {Map<number, number>} every process's CPU at the last sample */
    this.last = new Map(procs.map((p) => [p.pid, p.cpu]));
    this.sample(procs);
  }

  /** @param {Proc[]} procs the table now */
  sample(procs) {
    /** @param {Proc} p what `p` used since the last sample (all of it when its number is a new process's) */
    const used = (p) => {
      const last = this.last.get(p.pid);
      return p.cpu - (last !== undefined && last <= p.cpu ? last : 0);
    };
    /** @type {Map<number, Proc[]>} */
    const children = new Map();
    for (const p of procs) {
      const siblings = children.get(p.ppid);
      if (siblings) siblings.push(p);
      else children.set(p.ppid, [p]);
    }
    // the suite's processes still running as the same process (a number given to a new one has used less)
    const mine = procs.filter(
      (p) => p.pid === this.root || (this.ours.has(p.pid) && (this.last.get(p.pid) ?? Infinity) <= p.cpu),
    );
    const seen = new Set(mine.map((p) => p.pid));
    // the tree, then the sessions it started, until nothing is added
    for (let added = true; added;) {
      added = false;
      for (let i = 0; i < mine.length; i++) {
        const p = /** @type {Proc} */ (mine[i]);
        if (p.sid !== this.rootSession) this.sessions.add(p.sid);
        for (const child of children.get(p.pid) ?? []) {
          if (seen.has(child.pid)) continue;
          seen.add(child.pid);
          mine.push(child);
        }
      }
      for (const p of procs) {
        if (this.sessions.has(p.sid) && !seen.has(p.pid)) {
          seen.add(p.pid);
          mine.push(p);
          added = true;
        }
      }
    }
    for (const p of procs) {
      if (seen.has(p.pid)) this.cpu += used(p);
      else this.others += used(p);
    }
    this.ours = seen;
    this.last = new Map(procs.map((p) => [p.pid, p.cpu]));
  }
}

/**
 * Watches the machine and the suite (`root`: by default this process) from now, sampling the process table each
 * second (a few milliseconds each time); `end()` gives the counters at the start and now, for judge.
 */
export function watchMachine(root = process.pid) {
  const start = readCores();
  const suite = new SuiteCpu(root, readProcesses());
  const timer = setInterval(() => suite.sample(readProcesses()), 1000);
  timer.unref();
  return {
    /** @returns {{ start: Machine | null, end: Machine | null }} */
    end() {
      clearInterval(timer);
      suite.sample(readProcesses());
      const end = readCores();
      return start && end
        ? { start: { ...start, own: 0, others: 0 }, end: { ...end, own: suite.cpu, others: suite.others } }
        : { start: null, end: null };
    },
  };
}

/**
 * The verdict on a run of `seconds`, from the machine's counters at its start and end.
 * @param {{ seconds: number, cores: number, start: Machine | null, end: Machine | null, budget?: number }} run
 * @returns {{ fail: boolean, within: boolean, line: string }}
 */
export function judge({ seconds, cores, start, end, budget = BUDGET_SECONDS }) {
  const limit = budget * FAIL_OVER;
  const over = seconds - budget;
  // the suite's CPU; what kept the machine from being idle (the other processes seen, and the hypervisor); neither
  const load =
    start && end
      ? {
          own: end.own - start.own,
          others: end.others - start.others + (end.steal - start.steal),
          unseen: end.busy - start.busy - (end.own - start.own) - (end.others - start.others),
        }
      : null;
  const cpu = load
    ? `; the suite used ${load.own.toFixed(0)} core-seconds, other processes and the hypervisor ${load.others.toFixed(0)}, the kernel and processes shorter than a second ${Math.max(0, load.unseen).toFixed(0)}`
    : "";
  const time = `${seconds.toFixed(1)} s, budget ${budget} s (docs/testing.md${cpu})`;
  if (over <= 0) return { fail: false, within: true, line: `within the budget: ${time}` };
  const idle = load !== null && cores >= 2 && load.others <= IDLE_SHARE * cores * seconds;
  if (!idle) {
    const why =
      load === null
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
