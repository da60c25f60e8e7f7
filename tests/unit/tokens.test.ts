import { describe, expect, it } from "vitest";
import { describeAccount, initialRecords } from "../../src/core/account";
import { DISCLOSURE_VERSION } from "../../src/core/disclosure";
import { parsePbDate, toPbDate } from "../../src/core/dates";
import { dueCutoff, isResetDue, resetsAt, tokensUsed } from "../../src/core/tokens";

const HOUR = 3_600_000;
const now = new Date("2026-11-21T12:00:00.000Z");

describe("token math", () => {
  it.each([
    [new Date(now.getTime() - 23 * HOUR), false],
    [new Date(now.getTime() - 24 * HOUR), true],
    [new Date(now.getTime() - 48 * HOUR), true],
    [null, true],
  ])("reset due for lastTokenReset %s: %s", (last, due) => {
    expect(isResetDue(last, now)).toBe(due);
  });

  it("refreshes at lastTokenReset + 24 h", () => {
    expect(resetsAt(new Date("2026-11-20T08:30:00.000Z"), now).toISOString()).toBe("2026-11-21T08:30:00.000Z");
    expect(dueCutoff(now).toISOString()).toBe("2026-11-20T12:00:00.000Z");
  });

  it("counts tokens used as maxTokens − tokenBalance, never below zero", () => {
    expect(tokensUsed(10000, 10000)).toBe(0);
    expect(tokensUsed(10000, 2500)).toBe(7500);
    expect(tokensUsed(10000, 12000)).toBe(0);
  });

  it("round-trips PocketBase dates", () => {
    expect(toPbDate(now)).toBe("2026-11-21 12:00:00.000Z");
    expect(parsePbDate("2026-11-21 12:00:00.000Z")?.getTime()).toBe(now.getTime());
    expect(parsePbDate("")).toBeNull();
    expect(parsePbDate("garbage")).toBeNull();
  });
});

describe("account description", () => {
  it("derives plan, usage and refresh time from the details", () => {
    const me = describeAccount(
      { email: "a@b.co", verified: true },
      {
        premium: false,
        tokenBalance: 4000,
        maxTokens: 10000,
        lastTokenReset: "2026-11-21 06:00:00.000Z",
        name: "Ada",
        subscriptionStatus: "",
        paymentFailedAt: "",
      },
      now,
      true,
      "api.openai.com",
    );
    expect(me).toEqual({
      email: "a@b.co",
      verified: true,
      name: "Ada",
      premium: false,
      plan: "free",
      tokenBalance: 4000,
      maxTokens: 10000,
      tokensUsed: 6000,
      resetsAt: "2026-11-22T06:00:00.000Z",
      dailyTokenLimit: 10000,
      billing: { configured: true, subscriptionStatus: "", paymentFailed: false },
      disclosure: { version: DISCLOSURE_VERSION, provider: "api.openai.com" },
    });
  });

  it("uses defaults without a details record and reads Pro from premium", () => {
    expect(describeAccount({ email: "a@b.co", verified: false }, null, now)).toMatchObject({
      plan: "free",
      tokenBalance: 10000,
      tokensUsed: 0,
    });
    const pro = describeAccount(
      { email: "a@b.co", verified: true },
      {
        premium: true,
        tokenBalance: 10000,
        maxTokens: 10000,
        lastTokenReset: "",
        name: "",
        subscriptionStatus: "past_due",
        paymentFailedAt: "2026-11-21 06:00:00.000Z",
      },
      now,
    );
    expect(pro).toMatchObject({ plan: "pro", dailyTokenLimit: null, billing: { configured: false, paymentFailed: true } });
  });

  it("starts every account with the specification's initial values", () => {
    expect(initialRecords("2026-11-21 12:00:00.000Z")).toEqual({
      details: { profile: "", lastTokenReset: "2026-11-21 12:00:00.000Z", tokenBalance: 10000, maxTokens: 10000, premium: false },
      conversations: { numItems: 0, items: { "0": [] } },
    });
  });
});
