import { describe, expect, it } from "vitest";
import {
  decodeCachedAccount,
  encodeCachedAccount,
  expiredAccountKeys,
  isUsableEntry,
  type CachedAccount,
} from "../../src/core/account-cache";

const now = Date.parse("2026-11-21T12:00:00.000Z");
const entry: CachedAccount = {
  generation: "k3Xz9",
  tokenBalance: -1250,
  maxTokens: 10000,
  resetsAt: now + 60_000,
  expiresAt: now + 600_000,
  consentDecision: "agreed",
  consentVersion: "2026-11-27",
  consentProvider: "Example AI | EU 100%",
  persona: '{"name":"Ana | Ruiz","role":"Designer"}',
};

describe("remembered Pro accounts", () => {
  it("round-trips an entry through its string, negative balances and the consent recorded included", () => {
    expect(encodeCachedAccount(entry)).toBe(
      `k3Xz9|-1250|10000|${now + 60_000}|${now + 600_000}|agreed|2026-11-27|Example%20AI%20%7C%20EU%20100%25|{"name":"Ana | Ruiz","role":"Designer"}`,
    );
    // the persona may hold "|": it is all that follows the eighth one; the provider's name is encoded
    expect(decodeCachedAccount(encodeCachedAccount(entry))).toEqual(entry);
    expect(decodeCachedAccount(encodeCachedAccount({ ...entry, persona: "" }))).toEqual({ ...entry, persona: "" });
    const undecided = { ...entry, consentDecision: "", consentVersion: "", consentProvider: "" };
    expect(decodeCachedAccount(encodeCachedAccount(undecided))).toEqual(undecided);
  });

  it.each([null, undefined, 42, "", "3|1|2|3", "3|1|2|3|4", "3|x|2|3|4|", "a|1|2|x|4|{}", "a|1|2|3|4|{}", "a|1|2|x|4||||{}"])(
    "reads %j as no entry",
    (value) => {
      expect(decodeCachedAccount(value)).toBeNull();
    },
  );

  it("is believed only in the user's current generation, before it expires and before the balance is due", () => {
    expect(isUsableEntry(entry, "k3Xz9", now)).toBe(true);
    expect(isUsableEntry(entry, "Qe81t", now)).toBe(false); // the row was saved since it was read
    expect(isUsableEntry({ ...entry, generation: "" }, "", now)).toBe(true); // never saved since the server started
    expect(isUsableEntry({ ...entry, expiresAt: now }, "k3Xz9", now)).toBe(false);
    expect(isUsableEntry({ ...entry, resetsAt: now }, "k3Xz9", now)).toBe(false); // due: the row may be reset
    expect(isUsableEntry(null, "", now)).toBe(false);
  });
});

describe("sweeping remembered accounts", () => {
  it("drops expired and unreadable entries, and nothing else in the store", () => {
    const store = {
      "account:fresh": encodeCachedAccount(entry),
      "account:old": encodeCachedAccount({ ...entry, expiresAt: now }),
      "account:junk": "not an entry",
      "account-gen:old": "Qe81t",
      "rl:assist-user:u1:123": 4,
    };
    expect(expiredAccountKeys(store, now).sort()).toEqual(["account:junk", "account:old"]);
  });
});
