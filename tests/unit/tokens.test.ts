import { describe, expect, it } from "vitest";
import { describeAccount, initialRecords } from "../../src/core/account";
import { DISCLOSURE_VERSION } from "../../src/core/disclosure";
import { parsePbDate, toPbDate } from "../../src/core/dates";
import {
  dueCutoff,
  isResetDue,
  pendingRefunds,
  refundKey,
  resetsAt,
  roomToday,
  tokenLimitMessage,
  tokensUsed,
} from "../../src/core/tokens";

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

  it("gives Free its balance to spend, and Pro its fair-use cap less the day's use", () => {
    expect(roomToday("free", 2500, 10000, 1_000_000)).toBe(2500);
    expect(roomToday("free", -40, 10000, 1_000_000)).toBe(-40);
    expect(roomToday("pro", 10000, 10000, 1_000_000)).toBe(1_000_000); // nothing used yet
    expect(roomToday("pro", -30_000, 10000, 1_000_000)).toBe(960_000); // 40,000 used
    expect(roomToday("pro", -990_000, 10000, 1_000_000)).toBe(0);
  });

  it("says which limit was reached, and when it refreshes", () => {
    expect(tokenLimitMessage("free", "2026-11-22T06:30:00.000Z", 1_000_000)).toBe(
      "You have used today's tokens. They refresh at 06:30 UTC.",
    );
    expect(tokenLimitMessage("pro", "2026-11-22T06:30:00.000Z", 1_000_000)).toBe(
      "You have reached today's fair-use limit of 1,000,000 tokens. It refreshes at 06:30 UTC.",
    );
  });

  it("groups the Pro refunds waiting in the store by user and day, and leaves everything else alone", () => {
    const day = Date.parse("2026-11-22T06:30:00.000Z");
    const store = {
      [refundKey("u1", day, "aaaa")]: 1200,
      [refundKey("u1", day, "bbbb")]: 300.4,
      [refundKey("u1", day - 24 * HOUR, "cccc")]: 70, // reserved the day before
      [refundKey("u2", day, "dddd")]: 50,
      [refundKey("u2", day, "eeee")]: "lots",
      [refundKey("u3", day, "ffff")]: -5,
      "refund:u4:never": 9,
      "account:u1": "entry",
      "rl:assist-user:u1": "3|99",
    };
    expect(refundKey("u1", day, "aaaa")).toBe(`refund:u1:${day}:aaaa`);
    expect(pendingRefunds(store)).toEqual([
      { userId: "u1", resetsAt: day, total: 1500, keys: [refundKey("u1", day, "aaaa"), refundKey("u1", day, "bbbb")] },
      { userId: "u1", resetsAt: day - 24 * HOUR, total: 70, keys: [refundKey("u1", day - 24 * HOUR, "cccc")] },
      { userId: "u2", resetsAt: day, total: 50, keys: [refundKey("u2", day, "dddd"), refundKey("u2", day, "eeee")] },
      { userId: "u3", resetsAt: day, total: 0, keys: [refundKey("u3", day, "ffff")] },
      { userId: "u4", resetsAt: 0, total: 0, keys: ["refund:u4:never"] },
    ]);
    expect(pendingRefunds({})).toEqual([]);
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
    const proDetails = {
      premium: true,
      tokenBalance: 10000,
      maxTokens: 10000,
      lastTokenReset: "",
      name: "",
      subscriptionStatus: "past_due",
      paymentFailedAt: "2026-11-21 06:00:00.000Z",
    };
    const pro = describeAccount({ email: "a@b.co", verified: true }, proDetails, now);
    // Pro's limit is the fair-use cap: the catalogue's by default, the server's PRO_DAILY_TOKENS when given
    expect(pro).toMatchObject({ plan: "pro", dailyTokenLimit: 1_000_000, billing: { configured: false, paymentFailed: true } });
    const capped = describeAccount(
      { email: "a@b.co", verified: true },
      { ...proDetails, tokenBalance: -5000 },
      now,
      false,
      "",
      50_000,
    );
    expect(capped).toMatchObject({ plan: "pro", dailyTokenLimit: 50_000, tokensUsed: 15_000 });
  });

  it("starts every account with the specification's initial values", () => {
    expect(initialRecords("2026-11-21 12:00:00.000Z")).toEqual({
      details: { profile: "", lastTokenReset: "2026-11-21 12:00:00.000Z", tokenBalance: 10000, maxTokens: 10000, premium: false },
      conversations: { numItems: 0, items: { "0": [] } },
    });
  });
});
