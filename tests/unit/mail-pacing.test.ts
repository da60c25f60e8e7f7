/** How often an address receives an account e-mail (src/core/mail-pacing.ts; issue #37, "resend after 60 s"). */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAIL_PACING,
  MAIL_WAITS_SECONDS,
  describeWait,
  mailWait,
  parseWaits,
  recentSends,
} from "../../src/core/mail-pacing";

const S = 1000;
const MIN = 60 * S;
const t0 = Date.UTC(2026, 10, 29, 9, 0, 0);

/** Sends every e-mail as soon as it is allowed, from t0; the times they went. */
function asSoonAsAllowed(count: number, pacing = DEFAULT_MAIL_PACING) {
  const sent: number[] = [];
  let now = t0;
  while (sent.length < count) {
    const wait = mailWait(sent, now, pacing);
    if (wait === 0) sent.push(now);
    else now += wait * S;
  }
  return sent;
}

describe("mailWait with the defaults", () => {
  it("lets the first e-mail go at once, and the next one after 60 s: not 5 minutes", () => {
    expect(mailWait([], t0, DEFAULT_MAIL_PACING)).toBe(0);
    expect(mailWait([t0], t0, DEFAULT_MAIL_PACING)).toBe(60);
    expect(mailWait([t0], t0 + 13 * S, DEFAULT_MAIL_PACING)).toBe(47);
    expect(mailWait([t0], t0 + 13 * S + 400, DEFAULT_MAIL_PACING)).toBe(47); // rounded up: never says "0" too early
    expect(mailWait([t0], t0 + 60 * S, DEFAULT_MAIL_PACING)).toBe(0);
  });

  it("makes the waits grow: 60 s, 2 minutes, 5, then 10", () => {
    const sent = asSoonAsAllowed(5);
    const gaps = sent.slice(1).map((at, i) => (at - sent[i]!) / S);
    expect(gaps).toEqual([60, 120, 300, 600]);
  });

  it("sends at most 5 in an hour, and so at most one a minute", () => {
    const sent = asSoonAsAllowed(12);
    for (const at of sent) {
      expect(sent.filter((other) => other > at - 60 * MIN && other <= at).length).toBeLessThanOrEqual(5);
      expect(sent.filter((other) => other > at - MIN && other <= at).length).toBe(1);
    }
    // the sixth waits until the first has left the hour
    expect(sent[5]).toBe(sent[0]! + 60 * MIN);
  });

  it("starts over once the hour is quiet", () => {
    expect(mailWait([t0, t0 + MIN, t0 + 3 * MIN], t0 + 3 * MIN + 61 * MIN, DEFAULT_MAIL_PACING)).toBe(0);
    // within the hour, the count holds: the fourth waits the third's 5 minutes
    expect(mailWait([t0, t0 + MIN, t0 + 3 * MIN], t0 + 4 * MIN, DEFAULT_MAIL_PACING)).toBe(4 * 60);
  });
});

describe("mailWait with other settings", () => {
  it("takes the operator's waits and cap; the last wait repeats", () => {
    const pacing = { waitsSeconds: [1, 2], perWindow: 100, windowMs: 60 * MIN };
    const sent = asSoonAsAllowed(4, pacing);
    expect(sent.slice(1).map((at, i) => (at - sent[i]!) / S)).toEqual([1, 2, 2]);
  });

  it("no waits and a large cap send every time (the tests' setting); 0 sends nothing; a mistyped cap limits nothing", () => {
    const open = { waitsSeconds: [0], perWindow: 100000, windowMs: 60 * MIN };
    expect(mailWait([t0, t0, t0], t0, open)).toBe(0);
    expect(mailWait([], t0, { ...DEFAULT_MAIL_PACING, perWindow: 0 })).toBe(3600);
    expect(mailWait([t0, t0 + 1], t0 + 10 * MIN, { ...DEFAULT_MAIL_PACING, perWindow: NaN })).toBe(0);
  });
});

describe("recentSends", () => {
  it("keeps the sends within the window, oldest first", () => {
    expect(recentSends([t0 + MIN, t0 - 61 * MIN, t0], t0 + MIN, 60 * MIN)).toEqual([t0, t0 + MIN]);
  });

  it("counts a send stamped later than now: a parallel request read the clock after this one and went first", () => {
    // the failure of 2026-11-30: two password resets for one address, the second one's clock read 3 ms earlier
    expect(recentSends([t0 + 3], t0, 60 * MIN)).toEqual([t0 + 3]);
    expect(mailWait([t0 + 3], t0, { ...DEFAULT_MAIL_PACING, waitsSeconds: [0], perWindow: 1 })).toBe(3601);
    expect(mailWait([t0 + 3], t0, DEFAULT_MAIL_PACING)).toBe(61);
  });
});

describe("parseWaits", () => {
  it("reads a list of seconds, or says it cannot", () => {
    expect(parseWaits("60,120, 300,600")).toEqual([60, 120, 300, 600]);
    expect(parseWaits("0")).toEqual([0]);
    expect(parseWaits("")).toBeNull();
    expect(parseWaits("1m,2m")).toBeNull();
    expect(MAIL_WAITS_SECONDS).toEqual([60, 120, 300, 600]);
  });
});

describe("describeWait", () => {
  it("says seconds under two minutes, then minutes, then hours, rounded up", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(59.2)).toBe("60 seconds");
    expect(describeWait(119)).toBe("119 seconds");
    expect(describeWait(121)).toBe("3 minutes");
    expect(describeWait(3600)).toBe("60 minutes");
    expect(describeWait(3 * 3600)).toBe("3 hours");
  });
});
