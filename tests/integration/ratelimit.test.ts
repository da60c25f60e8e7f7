/** Abuse limits: /api/assist per user, password sign-in and sign-up per address (429 + Retry-After). */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { agreed, createUser, signupBody } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let llm: LlmStandin;
beforeAll(async () => {
  llm = await startLlmStandin();
  stack = await startStack({
    env: {
      LLM_BASE_URL: llm.url,
      RATE_LIMIT_ASSIST_USER: "3",
      RATE_LIMIT_SIGNIN_IP: "4",
      RATE_LIMIT_SIGNUP_IP: "3",
      RATE_LIMIT_MESSAGES_IP: "2",
    },
  });
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

it("limits /api/assist per user with 429 rate_limited and Retry-After", async () => {
  const user = await createUser(stack, { signUp: true }); // 1 sign-up, 1 sign-in
  const body = agreed(user, { task: "jobs.advice", ...CONTEXTS["jobs.advice"] });
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push(await stack.request("/api/assist", { body, token: user.token }));
  expect(statuses.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
  const limited = statuses[3]!;
  expect(limited.status).toBe(429);
  expect(limited.body.code).toBe("rate_limited");
  const retryAfter = Number(limited.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(llm.requests).toHaveLength(3);

  // asked for as a stream, the refusal is the same JSON, before any stream, and the model is not called
  const streamed = await fetch(`${stack.url}/api/assist`, {
    method: "POST",
    headers: { authorization: user.token, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  expect(streamed.status).toBe(429);
  expect(streamed.headers.get("content-type")).toMatch(/application\/json/);
  expect(Number(streamed.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  expect(await streamed.json()).toMatchObject({ code: "rate_limited", retryAfter: expect.any(Number) });
  expect(llm.requests).toHaveLength(3);
});

it("limits password sign-in per address and e-mail", async () => {
  const body = signupBody();
  expect((await stack.request("/api/signup", { body })).status).toBe(201);
  const attempt = (password: string, identity = body.email) =>
    stack.request("/api/collections/users/auth-with-password", { body: { identity, password } });
  // padded or capitalised, it is the same account (sign-in finds it), so it is the same count
  const variants = [body.email, ` ${body.email}`, `${body.email.toUpperCase()}\t`, `  ${body.email}  `];
  for (const identity of variants) expect((await attempt("wrong-password", identity)).status).toBe(400);
  const limited = await attempt(body.password, ` ${body.email}`); // even the right password waits now
  expect(limited.status).toBe(429);
  expect(limited.body).toMatchObject({ code: "rate_limited", message: expect.stringMatching(/^Too many sign-in attempts/) });
  expect(limited.body.retryAfter).toBe(Number(limited.headers.get("retry-after")));
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(limited.body.token).toBeUndefined();
});

it("limits sign-ups per address", async () => {
  // createUser above used one sign-up, the sign-in test another: one more fits, then 429
  expect((await stack.request("/api/signup", { body: signupBody() })).status).toBe(201);
  const limited = await stack.request("/api/signup", { body: signupBody() });
  expect(limited.status).toBe(429);
  expect(limited.body.code).toBe("rate_limited");
  expect(limited.headers.get("retry-after")).toBeTruthy();
});

it("limits contact and feedback messages per address", async () => {
  const send = () => stack.request("/api/collections/messages/records", { body: { kind: "feedback", mainText: "hello" } });
  expect((await send()).status).toBe(200);
  expect((await send()).status).toBe(200);
  const limited = await send();
  expect(limited.status).toBe(429);
  expect(limited.body.message).toMatch(/Too many messages/);
  expect(limited.headers.get("retry-after")).toBeTruthy();
});

it("behind a proxy, counts the address the proxy added, not what the client put in X-Forwarded-For", async () => {
  const proxied = await startStack({ env: { TRUST_PROXY: "true", RATE_LIMIT_MESSAGES_IP: "2" } });
  try {
    // the client writes whatever it likes first; the proxy appends the address it saw
    const send = (forwardedFor: string) =>
      proxied.request("/api/collections/messages/records", {
        body: { kind: "feedback", mainText: "hello" },
        headers: { "x-forwarded-for": forwardedFor },
      });
    const spoofed = [];
    for (let i = 0; i < 3; i++) spoofed.push((await send(`198.51.100.${i}, 203.0.113.7`)).status);
    expect(spoofed).toEqual([200, 200, 429]);
    expect((await send("203.0.113.8")).status).toBe(200); // another client behind the same proxy
    // a proxy that adds its own header line instead of appending: the last line's address counts
    const twoLines = (spoofedFirst: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ kind: "feedback", mainText: "hello" });
        const req = httpRequest(`${proxied.url}/api/collections/messages/records`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": [spoofedFirst, "203.0.113.20"] },
        });
        req.on("response", (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end(body);
      });
    const lines = [];
    for (let i = 0; i < 3; i++) lines.push(await twoLines(`192.0.2.${i}`));
    expect(lines).toEqual([200, 200, 429]);
  } finally {
    await proxied.stop();
  }
});

it("counts requests that arrive together exactly: 40 at once against a limit of 5, 5 pass", async () => {
  const burst = await startStack({ env: { TRUST_PROXY: "true", RATE_LIMIT_MESSAGES_IP: "5" } });
  try {
    for (let round = 0; round < 8; round++) {
      const from = `198.51.100.${100 + round}`; // a new address each round: a new count
      const statuses = await Promise.all(
        Array.from({ length: 40 }, () =>
          burst.request("/api/collections/messages/records", {
            body: { kind: "feedback", mainText: "hello" },
            headers: { "x-forwarded-for": from },
          }),
        ),
      );
      expect(
        statuses.filter((r) => r.status === 200),
        `round ${round}`,
      ).toHaveLength(5);
      expect(statuses.filter((r) => r.status === 429)).toHaveLength(35);
    }
  } finally {
    await burst.stop();
  }
});
