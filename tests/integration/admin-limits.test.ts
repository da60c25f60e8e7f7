/**
 * Admin routes limited like users' (issue #37, finding 2): 40 parallel requests to PocketBase's own admin
 * password reset sent 40 e-mails. The admin routes that send e-mail or set a password are counted per
 * network (and the reset per address), before their body is read. Defaults: RATE_LIMIT_ADMIN_MAIL_IP 5,
 * RATE_LIMIT_ADMIN_RESET_EMAIL 3, RATE_LIMIT_ADMIN_CONFIRM_IP 5 (lib/config.js).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../helpers/client";
import { mailsTo } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";

const MAIL_PER_NETWORK = 5;
const RESETS_PER_ADDRESS = 3;

let stack: Stack;
beforeAll(async () => {
  // the admin limits at their defaults; every address may be mailed as often as asked, so that only the
  // limits per network and address stand between a flood and the inbox
  stack = await startStack({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => stack?.stop());

let networks = 0;
/** A request as if from a network no other test has used (TRUST_PROXY: the last X-Forwarded-For entry). */
const newNetwork = () => ({ "x-forwarded-for": `192.0.2.${++networks}` });

/** Mail to `to` caught so far, after the server has had time to send whatever it was going to. */
async function settledMailsTo(to: string) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return mailsTo(() => stack.mail.messages, to);
}

const resetRequest = (email: string, headers: Record<string, string>) =>
  stack.request("/api/admins/request-password-reset", { body: { email }, headers });

describe("POST /api/admins/request-password-reset", () => {
  it("a flood of 40 parallel requests sends at most the limit's number of e-mails; the rest get 429 rate_limited with Retry-After", async () => {
    const network = newNetwork();
    const answers = await Promise.all(Array.from({ length: 40 }, () => resetRequest(ADMIN.email, network)));
    const accepted = answers.filter((res) => res.status === 204);
    const refused = answers.filter((res) => res.status === 429);
    // five from the network, of which three for the one address
    expect(accepted).toHaveLength(RESETS_PER_ADDRESS);
    expect(refused).toHaveLength(40 - RESETS_PER_ADDRESS);
    for (const res of refused) {
      expect(res.body).toMatchObject({ code: "rate_limited" });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const mails = await settledMailsTo(ADMIN.email);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(RESETS_PER_ADDRESS);
  });

  it("is limited per network whatever the address", async () => {
    const network = newNetwork();
    const statuses = [];
    for (let i = 0; i <= MAIL_PER_NETWORK; i++) statuses.push((await resetRequest(`nobody-${i}@netlift.test`, network)).status);
    expect(statuses).toEqual([...Array(MAIL_PER_NETWORK).fill(204), 429]);
  });

  it("is limited per address from a network, and answers an unknown address as a known one", async () => {
    const network = newNetwork();
    const statuses = [];
    for (let i = 0; i <= RESETS_PER_ADDRESS; i++) statuses.push((await resetRequest("nobody@netlift.test", network)).status);
    expect(statuses).toEqual([...Array(RESETS_PER_ADDRESS).fill(204), 429]);
    expect(await settledMailsTo("nobody@netlift.test")).toEqual([]);
  });
});

describe("POST /api/admins/confirm-password-reset", () => {
  it("is limited per network: a guess past the limit gets 429 with Retry-After, PocketBase's own checks before it", async () => {
    const network = newNetwork();
    const confirm = () =>
      stack.request("/api/admins/confirm-password-reset", {
        body: { token: "not-a-token", password: "new-admin-password-1", passwordConfirm: "new-admin-password-1" },
        headers: network,
      });
    for (let i = 0; i < 5; i++) expect((await confirm()).status).toBe(400);
    const limited = await confirm();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: "rate_limited" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/settings/test/email", () => {
  it("sends an admin's test e-mails up to the limit per network", async () => {
    const network = newNetwork();
    const token = await stack.adminToken();
    const statuses = [];
    for (let i = 0; i < MAIL_PER_NETWORK + 1; i++) {
      const res = await stack.request("/api/settings/test/email", {
        body: { template: "verification", email: "test-mail@netlift.test" },
        token,
        headers: network,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(MAIL_PER_NETWORK).fill(204), 429]);
    expect(await settledMailsTo("test-mail@netlift.test")).toHaveLength(MAIL_PER_NETWORK);
  });
});
