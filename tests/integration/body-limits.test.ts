/**
 * Request bodies (issue #37, finding 1 and the info item "JSON-only bodies on the JSON routes"): every
 * route, PocketBase's own included, refuses a body over its bound before reading it (413 body_too_large),
 * so that a 30 MB body costs the server almost nothing; a limit that needs no body answers before the
 * body is read; our JSON routes take JSON only. The bounds: src/core/body-limits.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMITS } from "../../src/core/body-limits";
import { createUser, signupBody, uniqueEmail } from "../helpers/accounts";
import { cpuMs, memoryMiB } from "../helpers/process-stats";
import { rawRequest, statusesOnOneConnection, type RawRequest } from "../helpers/raw-http";
import { startStack, type Stack } from "../helpers/stack";

const MESSAGES_PER_NETWORK = 3;

let stack: Stack;
let user: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: "true", RATE_LIMIT_MESSAGES_IP: String(MESSAGES_PER_NETWORK) } });
  user = await createUser(stack);
});
afterAll(async () => stack?.stop());

let networks = 0;
/** A request as if from a network no other test has used (TRUST_PROXY: the last X-Forwarded-For entry). */
const newNetwork = () => ({ "x-forwarded-for": `198.51.100.${++networks}` });

const send = (request: RawRequest, timeoutMs?: number) => rawRequest(stack.url, request, timeoutMs);
const message = { kind: "contact", name: "Ada", email: "ada@example.com", mainText: "Hello there." };

/** A body as the review sent it: the form's fields beside a JSON array of `bytes` in all. */
function hostileBody(bytes: number) {
  const head = `{"kind":"contact","name":"x","email":"a@example.com","mainText":"hi","identity":"a@example.com","password":"x","token":"x","junk":[`;
  const count = Math.floor((bytes - head.length - 3) / 2);
  return Buffer.from(`${head}${"0,".repeat(count)}0]}`);
}

const MB30 = 30 * 1000 * 1000;

describe("a body over its route's bound is refused before anything reads it: 413 body_too_large", () => {
  // a Content-Length of 30 MB and no body at all: an answer can only come from a server that did not wait for it
  const routes: [string, string, () => Record<string, string>][] = [
    ["POST", "/api/collections/messages/records", () => ({})],
    ["POST", "/api/collections/MESSAGES/records", () => ({})],
    ["POST", "/api/collections/users/auth-with-password", () => ({})],
    ["POST", "/api/collections/users/confirm-verification", () => ({})],
    ["POST", "/api/collections/users/request-password-reset", () => ({})],
    ["POST", "/api/collections/_pb_users_auth_/confirm-password-reset", () => ({})],
    ["POST", "/api/collections/users/auth-refresh", () => ({ authorization: user.token })],
    ["DELETE", "/api/collections/messages/records/x", () => ({})],
    ["POST", "/api/admins/auth-with-password", () => ({})],
    ["POST", "/api/admins/request-password-reset", () => ({})],
    ["POST", "/api/admins/confirm-password-reset", () => ({})],
    ["PUT", "/api/collections/import", () => ({})],
    ["POST", "/api/realtime", () => ({})],
    ["POST", "/api/files/token", () => ({})],
    ["POST", "/api/no-such-route", () => ({})],
    ["GET", "/api/health", () => ({})],
    ["POST", "/api/signup", () => ({})],
    ["POST", "/api/assist", () => ({ authorization: user.token })],
    ["PATCH", "/api/account", () => ({ authorization: user.token })],
    ["POST", "/api/stripe/webhook", () => ({ "stripe-signature": "t=1,v1=x" })],
  ];

  it.each(routes)("%s %s", async (method, path, headers) => {
    const res = await send({ method, path, headers: { ...newNetwork(), ...headers() }, body: MB30 }, 5000);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ code: "body_too_large", message: expect.stringMatching(/too large|must not have a body/) });
  });

  it("an admin-only route refuses anyone else before reading the body, however large it says it is", async () => {
    // PocketBase takes backups of any size there: an admin's is not bounded, and no one else's is read
    const res = await send(
      { method: "POST", path: "/api/backups/upload", headers: { "content-type": "multipart/form-data; boundary=x" }, body: MB30 },
      5000,
    );
    expect(res.status).toBe(401);
  });

  it("says what the route takes", async () => {
    const res = await send(
      { method: "POST", path: "/api/collections/messages/records", headers: newNetwork(), body: BODY_LIMITS.contactMessage + 1 },
      5000,
    );
    expect(res.json.message).toBe("The request body is too large: this route takes at most 18 KB.");
  });
});

describe("a 30 MB body costs the server almost nothing", () => {
  const routes: [string, () => Record<string, string>][] = [
    ["/api/collections/messages/records", () => ({})],
    ["/api/collections/users/auth-with-password", () => ({})],
    ["/api/collections/users/confirm-verification", () => ({})],
    ["/api/assist", () => ({ authorization: user.token })],
    ["/api/signup", () => ({})],
  ];

  /**
   * The answer to a body the server refuses before it has all arrived. TCP may lose it: the server answers and closes
   * while the client still writes, the reset reaches the client, and its kernel drops the unread answer (seen once in
   * CI, with the end-to-end tests beside it). Such a request is sent again, once; a second reset, or a close without an
   * answer and without a reset, fails the test.
   */
  async function refused(request: Parameters<typeof send>[0]) {
    try {
      return await send(request, 30_000);
    } catch (error) {
      if (!(error as { reset?: boolean }).reset) throw error;
      return send(request, 30_000);
    }
  }

  it("whether its length is declared or not (chunked): under 100 ms of CPU each, PocketBase under 300 MB", async () => {
    const body = hostileBody(MB30);
    const pid = stack.pid();
    const before = cpuMs(pid);
    let requests = 0;
    for (const [path, headers] of routes) {
      for (const chunked of [false, true]) {
        const res = await refused({ method: "POST", path, headers: { ...newNetwork(), ...headers() }, body, chunked });
        expect({ path, chunked, status: res.status, code: res.json?.code }).toEqual({
          path,
          chunked,
          status: 413,
          code: "body_too_large",
        });
        requests += 1;
      }
    }
    // before: 25.6 s of CPU and 4.3 GB for one such body to the messages route, about 2.4 s to a sign-in
    expect((cpuMs(pid) - before) / requests).toBeLessThan(100);
    expect(memoryMiB(pid).peak).toBeLessThan(300);
  });
});

describe("what a route legitimately takes still goes through", () => {
  it("a contact message, chunked or not; a sign-in sent chunked", async () => {
    const text = JSON.stringify(message);
    for (const chunked of [false, true]) {
      const res = await send({
        method: "POST",
        path: "/api/collections/messages/records",
        headers: newNetwork(),
        body: Buffer.from(text),
        chunked,
      });
      expect(res.status).toBe(200);
    }
    const signIn = Buffer.from(JSON.stringify({ identity: user.email, password: user.password }));
    const res = await send({ method: "POST", path: "/api/collections/users/auth-with-password", body: signIn, chunked: true });
    expect(res.status).toBe(200);
    expect(res.json.token).toBeTruthy();
  });

  it("the largest account update: a 20,000-character profile in Chinese and a whole voice", async () => {
    const cjk = (n: number) => "职".repeat(n);
    const update = {
      name: cjk(100),
      industry: cjk(200),
      role: cjk(200),
      howDidYouHear: cjk(200),
      profile: cjk(20_000),
      voice: { description: cjk(200), samples: [cjk(600), cjk(600), cjk(600)] },
    };
    expect(Buffer.byteLength(JSON.stringify(update))).toBeGreaterThan(64 * 1024); // more than the old bound of every route
    const res = await stack.request("/api/account", { method: "PATCH", body: update, token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.profile).toHaveLength(20_000);
  });

  it("an admin's record write is bounded as an admin's, a visitor's as a contact message", async () => {
    const other = await createUser(stack, { verified: false });
    const profile = "职".repeat(20_000); // 60 KB: over a contact message's bound, well under an admin's
    const res = await stack.request(`/api/collections/user_details/records/${other.id}`, {
      method: "PATCH",
      body: { profile },
      token: await stack.adminToken(),
    });
    expect({ status: res.status, error: res.status === 200 ? "" : res.text }).toEqual({ status: 200, error: "" });
    const visitor = await stack.request("/api/collections/messages/records", {
      body: { ...message, mainText: profile },
      headers: newNetwork(),
    });
    expect(visitor.status).toBe(413);
  });
});

describe("the rest of a body cut at its bound is never read as the connection's next request", () => {
  // a chunked body, then a second request on the same connection. Cut at its bound, the body must end the
  // connection: a server that stopped reading it but went on would read the rest of it as a request of its
  // own (request smuggling, behind a proxy that shares its connections); within its bound, the second
  // request is answered as usual
  const cutThenAsk = (method: string, path: string, headers: Record<string, string>, size = 512 * 1024) => {
    const piece = Buffer.alloc(size, "0");
    return Buffer.concat([
      Buffer.from(
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n` +
          Object.entries(headers)
            .map(([k, v]) => `${k}: ${v}\r\n`)
            .join("") +
          "\r\n",
      ),
      Buffer.from(`${piece.length.toString(16)}\r\n`),
      piece,
      Buffer.from("\r\n0\r\n\r\nGET /api/health HTTP/1.1\r\nHost: x\r\n\r\n"),
    ]);
  };

  it.each([
    ["GET", "/api/collections/user_details/records/:id", true], // answered 200: the body is not used
    ["POST", "/api/collections/users/auth-refresh", true], // 200 as well
    ["POST", "/api/files/token", true],
    ["GET", "/api/collections/messages/records", false], // an error
    ["POST", "/api/collections/users/auth-with-password", false], // 413
    ["POST", "/api/collections/messages/records", false], // 413, from the route's own check
    ["POST", "/api/signup", false], // 413, from our reading of it
  ])("%s %s", async (method, path, signedIn) => {
    const headers: Record<string, string> = signedIn ? { authorization: user.token } : {};
    const statuses = await statusesOnOneConnection(stack.url, cutThenAsk(method, path.replace(":id", user.id), headers));
    expect(statuses).toHaveLength(1);
  });

  it("a body within its bound leaves the connection to its next request", async () => {
    const statuses = await statusesOnOneConnection(
      stack.url,
      cutThenAsk("POST", "/api/collections/users/auth-refresh", { authorization: user.token }, 100),
    );
    expect(statuses).toEqual([200, 200]);
  });
});

describe("a limit that needs no body answers before the body is read", () => {
  it("the contact form's limit per network: the refused message's body is never waited for", async () => {
    const network = newNetwork();
    for (let i = 0; i < MESSAGES_PER_NETWORK; i++) {
      expect((await stack.request("/api/collections/messages/records", { body: message, headers: network })).status).toBe(200);
    }
    // a Content-Length the body never follows: only a server that counts before reading can answer (it is
    // large: Go itself reads up to 256 KB of a body its handler left unread before it answers)
    const res = await send({ method: "POST", path: "/api/collections/messages/records", headers: network, body: MB30 }, 5000);
    expect(res.status).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it.each([
    ["POST", "/api/collections/users/records"],
    ["PATCH", "/api/collections/user_details/records/x"],
  ])("a write PocketBase refuses every visitor is refused before the body is read too: %s %s", async (method, path) => {
    const res = await send({ method, path, headers: newNetwork(), body: MB30 }, 5000);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Only admins can perform this action.");
  });
});

describe("our JSON routes take JSON only", () => {
  const jsonRoutes: [string, string, () => Record<string, string>][] = [
    ["POST", "/api/signup", () => ({})],
    ["PATCH", "/api/account", () => ({ authorization: user.token })],
    ["POST", "/api/account/consent", () => ({ authorization: user.token })],
    ["POST", "/api/assist", () => ({ authorization: user.token })],
    ["POST", "/api/extension/miss", () => ({ authorization: user.token })],
    ["POST", "/api/collections/users/request-password-reset", () => ({})],
    ["POST", "/api/collections/users/request-verification", () => ({})],
    ["POST", "/api/admins/request-password-reset", () => ({})],
  ];

  it.each(jsonRoutes)("%s %s refuses a text/plain body with 415", async (method, path, headers) => {
    const res = await stack.request(path, {
      method,
      raw: JSON.stringify({ email: uniqueEmail("plain") }),
      headers: { ...newNetwork(), ...headers(), "content-type": "text/plain;charset=UTF-8" },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: "unsupported_media_type", message: expect.stringMatching(/application\/json/) });
  });

  it("a sign-up a page on another site sends in a visitor's name (text/plain, no preflight) makes no account", async () => {
    const body = signupBody();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await stack.request("/api/signup", {
        raw: JSON.stringify(body),
        headers: { ...newNetwork(), "content-type": type, origin: "https://elsewhere.example" },
      });
      expect(res.status).toBe(415);
    }
    const signIn = await stack.request("/api/collections/users/auth-with-password", {
      body: { identity: body.email, password: body.password },
    });
    expect(signIn.status).toBe(400);
  });

  it("JSON with a charset, in any case, is JSON", async () => {
    const res = await stack.request("/api/signup", {
      raw: JSON.stringify(signupBody()),
      headers: { ...newNetwork(), "content-type": "Application/JSON; charset=utf-8" },
    });
    expect(res.status).toBe(201);
  });
});
