import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { BUDGET_SECONDS, FAIL_OVER, judge, parseStat, SuiteCpu, watchMachine } from "../../scripts/lib/suite-budget.mjs";

/**
 * Counters for a run in which the suite used `own` core-seconds, the other processes seen `others`, the hypervisor
 * `steal`, and the kernel and processes too short to be sampled `unseen`.
 */
const machine = (own: number, others: number, steal = 0, unseen = 0) => ({
  start: { busy: 1000, steal: 10, own: 0, others: 0 },
  end: { busy: 1000 + own + others + unseen, steal: 10 + steal, own, others },
});

describe("npm test's time against its budget", () => {
  it("within the budget: passes, and says so", () => {
    const verdict = judge({ seconds: 256.1, cores: 2, ...machine(450, 4, 1, 58) });
    expect(verdict).toMatchObject({ fail: false, within: true });
    expect(verdict.line).toBe(
      "within the budget: 256.1 s, budget 300 s (docs/testing.md; the suite used 450 core-seconds, other processes and the hypervisor 5, the kernel and processes shorter than a second 58)",
    );
  });

  it("a little over on an idle machine: reported, not failed (a run's time moves with the machine)", () => {
    const verdict = judge({ seconds: 320, cores: 2, ...machine(600, 10) });
    expect(verdict).toMatchObject({ fail: false, within: false });
    expect(verdict.line).toMatch(/^over the budget by 20\.0 s on an idle machine: 320\.0 s, .*says why in its commit$/);
  });

  it("far over on an idle machine: fails, naming the limit", () => {
    const seconds = BUDGET_SECONDS * FAIL_OVER + 1;
    // what the kernel did for the suite, and its short processes, do not make the machine busy
    const verdict = judge({ seconds, cores: 2, ...machine(700, 20, 5, 120) });
    expect(verdict.fail).toBe(true);
    expect(verdict.line).toContain("more than 450 s (1.5 × the budget) on an idle machine");
  });

  it("far over on a machine others kept busy, or stolen by the hypervisor: no verdict, and why", () => {
    const busy = judge({ seconds: 500, cores: 2, ...machine(500, 400) });
    expect(busy).toMatchObject({ fail: false, within: false });
    expect(busy.line).toContain("other processes and the hypervisor 400,");
    expect(busy.line).toContain(
      "no verdict: the machine was not idle (other work had more than a tenth of its 1000 core-seconds)",
    );
    expect(judge({ seconds: 500, cores: 2, ...machine(500, 0, 150) }).fail).toBe(false);
    // just under a tenth of the machine is still idle
    expect(judge({ seconds: 500, cores: 2, ...machine(500, 99) }).fail).toBe(true);
  });

  it("no verdict on one core, or without the machine's counters", () => {
    expect(judge({ seconds: 900, cores: 1, ...machine(800, 0) }).line).toContain("1 core: the budget is for two");
    expect(judge({ seconds: 900, cores: 2, start: null, end: null })).toMatchObject({ fail: false, within: false });
    expect(judge({ seconds: 900, cores: 2, start: null, end: null }).line).toContain("could not be read");
  });
});

describe("the suite's CPU, from the process table", () => {
  it("reads a line of /proc/<pid>/stat, whatever the command's name holds", () => {
    const line = "4242 (Web Content) (x)) S 4200 4242 4100 0 -1 4194560 1 0 0 0 250 75 3 4 20 0 1 0 100 0 0";
    expect(parseStat(line)).toEqual({ pid: 4242, ppid: 4200, sid: 4100, cpu: 3.25 });
    expect(parseStat("garbage")).toBeNull();
  });

  it("counts the tree, the sessions it starts and their orphans, not a neighbour in the same session", () => {
    const table = (cpu: Record<number, number>) =>
      [
        { pid: 1, ppid: 0, sid: 0 },
        { pid: 50, ppid: 1, sid: 50 }, // the shell
        { pid: 100, ppid: 50, sid: 50 }, // npm test
        { pid: 101, ppid: 100, sid: 50 }, // a step
        { pid: 200, ppid: 101, sid: 200 }, // a browser, in a session of its own
        { pid: 300, ppid: 1, sid: 200 }, // its zygote, left the tree
        { pid: 301, ppid: 300, sid: 200 }, // a renderer
        { pid: 500, ppid: 50, sid: 50 }, // `yes`, started by the same shell
        { pid: 600, ppid: 1, sid: 600 }, // a service running before
      ]
        .filter((p) => p.pid in cpu)
        .map((p) => ({ ...p, cpu: cpu[p.pid]! }));
    // at the start: the shell, npm test, the service, the neighbour
    const suite = new SuiteCpu(100, table({ 1: 9, 50: 1, 100: 0.5, 500: 2, 600: 40 }));
    suite.sample(table({ 1: 9, 50: 1, 100: 1, 101: 3, 200: 1, 300: 0.5, 301: 4, 500: 30, 600: 45 }));
    expect(suite.cpu).toBeCloseTo(0.5 + 3 + 1 + 0.5 + 4);
    // the neighbour and the service are the others' (the init process and the shell did nothing)
    expect(suite.others).toBeCloseTo(28 + 5);
    // the step and the renderer end; their CPU up to the last sample stays counted; the rest go on
    suite.sample(table({ 1: 9, 50: 1, 100: 1.5, 200: 2, 300: 0.5, 500: 60, 600: 50 }));
    expect(suite.cpu).toBeCloseTo(1 + 3 + 2 + 0.5 + 4);
    expect(suite.others).toBeCloseTo(28 + 5 + 30 + 5);
    // a pid given to a new process of someone else's is not the step's
    suite.sample(
      table({ 1: 9, 50: 1, 100: 1.5, 200: 2, 300: 0.5, 500: 60, 600: 50 }).concat({ pid: 101, ppid: 1, sid: 700, cpu: 0.1 }),
    );
    expect(suite.cpu).toBeCloseTo(1 + 3 + 2 + 0.5 + 4);
    expect(suite.others).toBeCloseTo(28 + 5 + 30 + 5 + 0.1);
    // the browser's number given to someone else's process between two samples: that one is not the suite's either
    suite.sample(table({ 1: 9, 50: 1, 100: 1.5, 300: 0.5, 500: 60, 600: 50 }).concat({ pid: 200, ppid: 1, sid: 800, cpu: 0.2 }));
    expect(suite.cpu).toBeCloseTo(1 + 3 + 2 + 0.5 + 4);
    expect(suite.others).toBeCloseTo(28 + 5 + 30 + 5 + 0.1 + 0.2);
  });

  it("on this machine: a child in a session of its own, and its CPU, are the suite's", async () => {
    const watch = watchMachine();
    // uses 0.4 s of CPU (its own count, however busy the machine), says so, then waits to be stopped
    const child = spawn(
      process.execPath,
      ["-e", "while (process.cpuUsage().user < 400_000); console.log('done'); setInterval(() => {}, 1000);"],
      { detached: true, stdio: ["ignore", "pipe", "ignore"] },
    );
    try {
      await once(child.stdout!, "data");
      const { start, end } = watch.end();
      expect(start).not.toBeNull();
      // the kernel counts in hundredths of a second
      expect(end!.own - start!.own).toBeGreaterThanOrEqual(0.39);
      expect(end!.busy - start!.busy).toBeGreaterThanOrEqual(end!.own - start!.own - 0.05);
    } finally {
      child.kill();
    }
  });
});
