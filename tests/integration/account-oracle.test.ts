/**
 * No account oracle (issue #37, finding 9): sign-up answers an address that has an account as it answers
 * a new one (status, body, headers, time) and e-mails the owner instead; the password reset and the
 * signed-out verification request close their connection as soon as they answer, whether or not an e-mail
 * follows, even while the mail server takes its time.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminGet, createUser, signIn, signupBody, uniqueEmail } from "../helpers/accounts";
import { mailsTo } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Timed {
  status: number;
  /** ms from sending until the whole answer (headers and body) had arrived */
  answeredMs: number;
  /** ms from sending until the server closed the connection; `capMs` when it had not by then */
  closedMs: number;
}

/**
 * One POST on its own connection, timed by what a client on the network sees: when the answer arrived,
 * and when the server ended the connection (waiting at most `capMs` for that; not at all, and `closedMs`
 * -1, when `untilClosed` is false).
 */
function timedPost(path: string, body: unknown, capMs = 3000, untilClosed = true): Promise<Timed> {
  const { hostname, port } = new URL(stack.url);
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let received = "";
    let answeredMs = -1;
    const socket = connect(Number(port), hostname);
    const cap = setTimeout(() => finish(capMs), capMs);
    function finish(closedMs: number) {
      clearTimeout(cap);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, answeredMs, closedMs });
    }
    socket.on("data", (chunk) => {
      received += chunk.toString("utf8");
      const end = received.indexOf("\r\n\r\n");
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(received)?.[1] ?? 0);
      if (answeredMs < 0 && end >= 0 && Buffer.byteLength(received.slice(end + 4)) >= length) {
        answeredMs = performance.now() - started;
        if (!untilClosed) finish(-1);
      }
    });
    socket.on("end", () => finish(performance.now() - started));
    socket.on("error", reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload);
  });
}

/** Waits until the mail server has been quiet for a while: every e-mail of the steps before has gone out. */
async function mailSettled() {
  let count = -1;
  while (count !== stack.mail.messages.length) {
    count = stack.mail.messages.length;
    await new Promise((r) => setTimeout(r, 700));
  }
}

/** What a client can compare between two answers: status and headers but the date. */
const headersOf = (res: { headers: Headers }) => [...res.headers.entries()].filter(([name]) => name !== "date");

describe("sign-up with an address that has an account", () => {
  it("answers exactly as a new sign-up: 201, { id, email } and the same headers; nothing is made", async () => {
    const body = signupBody();
    const first = await stack.request<{ id: string; email: string }>("/api/signup", { body });
    expect(first.status, first.text).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(["email", "id"]);

    const again = await stack.request<{ id: string; email: string }>("/api/signup", {
      body: { ...body, email: ` ${body.email.toUpperCase()}`, password: "another-horse-7", passwordConfirm: "another-horse-7" },
    });
    expect(again.status, again.text).toBe(201);
    expect(again.body.email).toBe(body.email);
    expect(again.body.id).toMatch(/^[a-z0-9]{15}$/);
    expect(again.body.id).not.toBe(first.body.id);
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(again.headers.get("content-type")).toMatch(/^application\/json/);

    // the id names nothing, and the first account is as it was
    const token = await stack.adminToken();
    for (const collection of ["users", "user_details", "conversations"]) {
      expect((await stack.request(`/api/collections/${collection}/records/${again.body.id}`, { token })).status).toBe(404);
    }
    expect(await adminGet(stack, "users", first.body.id)).toMatchObject({ email: body.email, name: body.name });
    const sameAddress = await stack.request<{ totalItems: number }>(
      `/api/collections/users/records?filter=${encodeURIComponent(`email ~ "${body.email.split("@")[0]}"`)}`,
      { token },
    );
    expect(sameAddress.body.totalItems).toBe(1);
  });

  it("e-mails the owner instead of a verification link; the new password signs nobody in", async () => {
    const body = signupBody();
    expect((await stack.request("/api/signup", { body })).status).toBe(201);
    await stack.mail.waitFor(body.email); // the first sign-up's verification e-mail
    const since = stack.mail.messages.length;
    const intruder = { ...body, password: "not-the-owners-9", passwordConfirm: "not-the-owners-9", name: "Mallory" };
    expect((await stack.request("/api/signup", { body: intruder })).status).toBe(201);

    await expect.poll(async () => (await mailsTo(() => stack.mail.messages.slice(since), body.email)).length).toBe(1);
    await mailSettled();
    const [mail] = await mailsTo(() => stack.mail.messages.slice(since), body.email);
    expect(mail!.subject).toBe("Someone tried to sign up for Netlift with your address");
    expect(mail!.links).toEqual([`${stack.url}/login`, `${stack.url}/forgot-password`]);
    expect((await mailsTo(() => stack.mail.messages.slice(since), body.email)).length).toBe(1);

    const wrong = await stack.request("/api/collections/users/auth-with-password", {
      body: { identity: body.email, password: intruder.password },
    });
    expect(wrong.status).toBe(400);
    expect((await signIn(stack, body.email, body.password)).record.verified).toBe(false);
  });

  it("takes as long as a new sign-up (the same password hashing), medians of seven each", async () => {
    const taken = signupBody();
    expect((await stack.request("/api/signup", { body: taken })).status).toBe(201);
    const newMs: number[] = [];
    const takenMs: number[] = [];
    for (let i = 0; i < 7; i++) {
      // alternated, so that a busy moment of the machine falls on both
      newMs.push((await timedPost("/api/signup", signupBody(), 3000, false)).answeredMs);
      takenMs.push((await timedPost("/api/signup", taken, 3000, false)).answeredMs);
    }
    // before, an address with an account was refused at once (a few ms) while a new one paid for bcrypt
    expect(median(takenMs)).toBeGreaterThan(median(newMs) * 0.5);
    expect(median(newMs)).toBeGreaterThan(median(takenMs) * 0.5);
    await mailSettled();
  });

  it("answers and closes the connection before any e-mail goes out, for a new address and a taken one alike", async () => {
    const taken = signupBody();
    expect((await stack.request("/api/signup", { body: taken })).status).toBe(201);
    await mailSettled();
    const since = stack.mail.messages.length;
    stack.mail.hold(); // a mail server that takes its time: no e-mail is through until release()
    let fresh: Timed, again: Timed;
    try {
      fresh = await timedPost("/api/signup", signupBody(), 6000);
      again = await timedPost("/api/signup", taken, 6000);
      expect(stack.mail.messages.length).toBe(since);
    } finally {
      stack.mail.release();
    }
    for (const res of [fresh!, again!]) {
      expect(res.status).toBe(201);
      // answered within the 6 s cap (before, a new address's answer waited for its e-mail), and the connection
      // ended right after the answer, not once the e-mail was through
      expect(res.answeredMs).toBeGreaterThan(0);
      expect(res.closedMs - res.answeredMs).toBeLessThan(500);
    }
    await mailSettled();
  });
});

describe("asking for an e-mail while signed out closes the connection as fast whether or not the address has an account", () => {
  /**
   * Unverified accounts, made as sign-up makes them but without its password hashing (the test-only route: these
   * tests time the e-mail routes, not sign-up), and no e-mail sent to them yet; then the earlier tests' e-mails
   * settled, so that the count each test takes before holding the mail server stays put.
   */
  async function accounts(n: number) {
    const emails: string[] = [];
    for (let i = 0; i < n; i++) emails.push((await createUser(stack, { verified: false })).email);
    await mailSettled();
    return emails;
  }

  it.each([
    ["the password reset", "/api/collections/users/request-password-reset"],
    ["the verification e-mail", "/api/collections/users/request-verification"],
  ])("%s: with the mail server held, an address with an account closes as fast as one without", async (_label, path) => {
    const known = await accounts(5);
    const since = stack.mail.messages.length;
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    stack.mail.hold();
    try {
      for (const email of known) {
        const [k, u] = [await timedPost(path, { email }), await timedPost(path, { email: uniqueEmail("nobody") })];
        expect([k.status, u.status]).toEqual([204, 204]);
        knownMs.push(k.closedMs);
        unknownMs.push(u.closedMs);
      }
      expect(stack.mail.messages.length).toBe(since); // every e-mail was still on its way
    } finally {
      stack.mail.release();
    }
    // before, the connection of a known address stayed open until the mail server had the e-mail (here:
    // until release, the 3000 ms cap); the review measured 117 ms against 1 ms with a real one
    expect(median(knownMs)).toBeLessThan(median(unknownMs) + 300);
    expect(Math.max(...knownMs)).toBeLessThan(2000);
    // and the e-mails do go out
    await expect
      .poll(() => known.every((email) => stack.mail.messages.slice(since).some((m) => m.to.includes(email))))
      .toBe(true);
  });
});
