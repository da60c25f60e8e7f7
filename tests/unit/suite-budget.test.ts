import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { BUDGET_SECONDS, FAIL_OVER, judge, readMachine } from "../../scripts/lib/suite-budget.mjs";

/** Counters for a run of `seconds` on `cores` cores in which the suite used `own` core-seconds and others `others`. */
const machine = (own: number, others: number, steal = 0) => ({
  start: { busy: 1000, steal: 10, own: 5 },
  end: { busy: 1000 + own + others, steal: 10 + steal, own: 5 + own },
});

describe("npm test's time against its budget", () => {
  it("within the budget: passes, and says so", () => {
    const verdict = judge({ seconds: 256.1, cores: 2, ...machine(450, 5) });
    expect(verdict).toMatchObject({ fail: false, within: true });
    expect(verdict.line).toBe(
      "within the budget: 256.1 s, budget 300 s (docs/testing.md; the suite used 450 core-seconds, other work and the hypervisor 5)",
    );
  });

  it("a little over on an idle machine: reported, not failed (a run's time moves with the machine)", () => {
    const verdict = judge({ seconds: 320, cores: 2, ...machine(600, 10) });
    expect(verdict).toMatchObject({ fail: false, within: false });
    expect(verdict.line).toMatch(/^over the budget by 20\.0 s on an idle machine: 320\.0 s, .*says why in its commit$/);
  });

  it("far over on an idle machine: fails, naming the limit", () => {
    const seconds = BUDGET_SECONDS * FAIL_OVER + 1;
    const verdict = judge({ seconds, cores: 2, ...machine(700, 20, 5) });
    expect(verdict.fail).toBe(true);
    expect(verdict.line).toContain("more than 450 s (1.5 × the budget) on an idle machine");
  });

  it("far over on a machine others kept busy, or stolen by the hypervisor: no verdict, and why", () => {
    const busy = judge({ seconds: 500, cores: 2, ...machine(500, 400) });
    expect(busy).toMatchObject({ fail: false, within: false });
    expect(busy.line).toContain("other work and the hypervisor 400)");
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

  it("reads the machine's busy time and the CPU of the processes this one waited for", () => {
    const before = readMachine();
    expect(before).not.toBeNull();
    // a child that uses 0.3 s of CPU (its own count, however busy the machine is)
    const child = spawnSync(process.execPath, ["-e", "while (process.cpuUsage().user < 300_000);"]);
    expect(child.status).toBe(0);
    const after = readMachine()!;
    // the kernel counts in hundredths of a second
    expect(after.own - before!.own).toBeGreaterThanOrEqual(0.29);
    expect(after.busy - before!.busy).toBeGreaterThanOrEqual(after.own - before!.own - 0.05);
    expect(after.steal).toBeGreaterThanOrEqual(before!.steal);
  });
});
