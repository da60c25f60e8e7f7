import { describe, expect, it } from "vitest";
import { dayBefore, driftAlerts, driftByPage, type CountRow, type MissRow } from "../../src/core/drift";

const week = ["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"];
const steady = (page: string): CountRow[] =>
  week.flatMap((day) => [
    { day, page, layer: "selectors", count: 90 },
    { day, page, layer: "structure", count: 10 },
  ]);

describe("markup drift", () => {
  it("gives each page and day its selector share and its share that found nothing", () => {
    const byPage = driftByPage(
      [
        { day: "2026-11-26", page: "jobs", layer: "selectors", count: 30 },
        { day: "2026-11-26", page: "jobs", layer: "text", count: 10 },
      ],
      [{ day: "2026-11-26", page: "jobs", count: 10 }],
    );
    expect(byPage.jobs).toEqual([{ day: "2026-11-26", answered: 40, missed: 10, selectorShare: 0.6, missShare: 0.2 }]);
  });

  it("alerts when the selector share falls against the previous seven days", () => {
    const counts = [
      ...steady("jobs"),
      { day: "2026-11-26", page: "jobs", layer: "selectors", count: 20 },
      { day: "2026-11-26", page: "jobs", layer: "structure", count: 80 },
    ];
    const alerts = driftAlerts(driftByPage(counts, []), "2026-11-26");
    expect(alerts).toEqual([
      {
        page: "jobs",
        day: "2026-11-26",
        what: expect.stringMatching(/^jobs: the known selectors answered 20 % .* against 90 % over the 7 days before\.$/),
      },
    ]);
  });

  it("alerts when more than 5 % of the accounts found nothing; a steady page alerts nothing", () => {
    const misses: MissRow[] = [
      { day: "2026-11-26", page: "feed", count: 10 },
      { day: "2026-11-26", page: "jobs", count: 5 },
    ];
    const counts = [
      ...steady("feed"),
      { day: "2026-11-26", page: "feed", layer: "selectors", count: 95 },
      ...steady("jobs"),
      { day: "2026-11-26", page: "jobs", layer: "selectors", count: 95 },
    ];
    const alerts = driftAlerts(driftByPage(counts, misses), "2026-11-26");
    expect(alerts.map((a) => [a.page, a.what])).toEqual([
      ["feed", "feed: helpers found nothing to send for 9.5 % of the accounts that used it on 2026-11-26 (10 of 105)."],
    ]);
  });

  it("needs 3 accounts that found nothing: one or two alone never raise an alert (#37, finding 7)", () => {
    const counts = [...steady("feed"), { day: "2026-11-26", page: "feed", layer: "selectors", count: 20 }];
    const alert = (missed: number) =>
      driftAlerts(driftByPage(counts, [{ day: "2026-11-26", page: "feed", count: missed }]), "2026-11-26");
    expect(alert(2)).toEqual([]);
    expect(alert(3).map((a) => a.what)).toEqual([
      "feed: helpers found nothing to send for 13 % of the accounts that used it on 2026-11-26 (3 of 23).",
    ]);
  });

  it("says nothing on a day with too few uses to mean anything", () => {
    expect(
      driftAlerts(
        driftByPage([...steady("profile"), { day: "2026-11-26", page: "profile", layer: "text", count: 3 }], []),
        "2026-11-26",
      ),
    ).toEqual([]);
  });

  it("counts days back across months", () => {
    expect(dayBefore("2026-12-01")).toBe("2026-11-30");
    expect(dayBefore("2026-03-01", 1)).toBe("2026-02-28");
  });
});
