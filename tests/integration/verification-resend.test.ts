/**
 * Resend after 60 s (issue #37): a lost verification e-mail can be sent again a minute after sign-up's, not
 * 5 minutes, then after growing waits; one address receives at most so many in an hour, however it is asked
 * (signed in, signed out, in parallel). The waits themselves are src/core/mail-pacing.ts's (unit-tested with
 * times); here one server keeps the defaults and another has waits of 1, 3 and 4 seconds, so the growth is
 * seen without waiting minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signupBody } from "../helpers/accounts";
import { mailsTo } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";

let defaults: Stack;
let paced: Stack;
beforeAll(async () => {
  [defaults, paced] = await Promise.all([
    // "" is unset: the defaults (60, 120, 300, 600 s; 5 an hour)
    startStack({ env: { MAIL_ADDRESS_WAITS: "", RATE_LIMIT_MAIL_ADDRESS: "" } }),
    startStack({ env: { MAIL_ADDRESS_WAITS: "1,3,4", RATE_LIMIT_MAIL_ADDRESS: "4" } }),
  ]);
});
afterAll(async () => {
  await defaults?.stop();
  await paced?.stop();
});

const resend = (s: Stack, token: string) => s.request("/api/verification/resend", { method: "POST", body: {}, token });
const askSignedOut = (s: Stack, email: string) => s.request("/api/collections/users/request-verification", { body: { email } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The verification e-mails `email` has received, once the server has had time to send what it was going to. */
async function settledVerifications(s: Stack, email: string) {
  await sleep(1500);
  return (await mailsTo(() => s.mail.messages, email)).filter((m) => m.links.some((l) => l.includes("/verify-email?token=")));
}

/** Waits out a refusal: its Retry-After, and a little more. */
const waitOut = (res: { headers: Headers }) => sleep(Number(res.headers.get("retry-after")) * 1000 + 250);

describe("with the default pacing", () => {
  it("refuses a resend right after sign-up for about 60 s, not 5 minutes, and says how long", async () => {
    const user = await createUser(defaults, { verified: false, signUp: true });
    await defaults.mail.waitFor(user.email); // sign-up's own e-mail
    const res = await resend(defaults, user.token);
    expect(res.status, res.text).toBe(429);
    const wait = Number(res.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(40); // sign-up was a moment ago
    expect(wait).toBeLessThanOrEqual(60); // before: 287 and more (one e-mail every 5 minutes)
    expect(res.body).toEqual({
      code: "rate_limited",
      message: `We just sent you an e-mail. You can ask for another in ${wait} seconds.`,
      retryAfter: wait,
    });
    // signed out, the same address waits the same minute: 204, and nothing sent
    expect((await askSignedOut(defaults, user.email)).status).toBe(204);
    expect(await settledVerifications(defaults, user.email)).toHaveLength(1);
  });
});

describe("with waits of 1, 3 and 4 s and 4 e-mails an hour", () => {
  it("lets another go after each wait, the waits growing, until the hour's cap; signed in or out alike", async () => {
    const user = await createUser(paced, { verified: false, signUp: true }); // sign-up's e-mail: the 1st
    const refusal = async () => {
      const res = await resend(paced, user.token);
      expect(res.status, res.text).toBe(429);
      return res;
    };
    // the 2nd, as soon as sign-up's second (1 s) is over: the refusal before it, if any, said at most that
    let first = await resend(paced, user.token);
    if (first.status === 429) {
      expect(first.body.retryAfter).toBe(1);
      await waitOut(first);
      first = await resend(paced, user.token);
    }
    expect(first.body).toEqual({ sent: true, verified: false });

    const second = await refusal(); // at once: the wait after the 2nd
    expect(second.body.retryAfter).toBe(3);
    await waitOut(second);
    expect((await askSignedOut(paced, user.email)).status).toBe(204); // the 3rd, signed out: the same pacing
    await sleep(300); // it is counted just after the answer
    const third = await refusal();
    expect(third.body.retryAfter).toBe(4);
    await waitOut(third);
    expect((await resend(paced, user.token)).status).toBe(200); // the 4th: the hour's cap
    const capped = await refusal();
    expect(capped.body.retryAfter).toBeGreaterThan(3500); // until sign-up's e-mail leaves the hour
    expect(capped.body.message).toBe("We just sent you an e-mail. You can ask for another in 60 minutes.");
    expect(await settledVerifications(paced, user.email)).toHaveLength(4);
  });

  it("sends one e-mail for many requests at once", async () => {
    const body = signupBody();
    expect((await paced.request("/api/signup", { body })).status).toBe(201);
    await paced.mail.waitFor(body.email);
    await sleep(1250); // the first wait is over: one request may send, and the others then wait 3 s
    const answers = await Promise.all(Array.from({ length: 10 }, () => askSignedOut(paced, body.email)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(204));
    expect(await settledVerifications(paced, body.email)).toHaveLength(2);
  });
});
