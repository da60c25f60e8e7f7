/** Forgotten passwords: PocketBase's request-password-reset with our limits, the link on our site, one use per link. */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn, uniqueEmail } from "../helpers/accounts";
import { waitForLink, mailsTo } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let limited: Stack;
beforeAll(async () => {
  [stack, limited] = await Promise.all([
    startStack(),
    startStack({ env: { RATE_LIMIT_RESET_IP: "6", RATE_LIMIT_RESET_EMAIL: "2" } }),
  ]);
});
afterAll(async () => {
  await stack?.stop();
  await limited?.stop();
});

const inbox = () => stack.mail.messages;
const requestReset = (s: Stack, email: string, collection = "users") =>
  s.request(`/api/collections/${collection}/request-password-reset`, { body: { email } });
const confirmReset = (token: string, password: string, passwordConfirm = password) =>
  stack.request("/api/collections/users/confirm-password-reset", { body: { token, password, passwordConfirm } });

/** What a client can compare between two answers: status, body, headers but the date. */
function observable(res: Awaited<ReturnType<typeof requestReset>>) {
  const headers = [...res.headers.entries()].filter(([name]) => name !== "date");
  return { status: res.status, text: res.text, headers };
}

describe("asking for a reset", () => {
  it("answers an unknown address exactly as a known one, and mails only the known one a link to our site", async () => {
    const user = await createUser(stack);
    const unknown = uniqueEmail("nobody");
    const known = await requestReset(stack, user.email);
    const missing = await requestReset(stack, unknown);
    expect(known.status).toBe(204);
    expect(observable(missing)).toEqual(observable(known));

    const { mail, link } = await waitForLink(inbox, user.email, "/reset-password");
    expect(link.startsWith(`${stack.url}/reset-password?token=`)).toBe(true);
    expect(mail.subject).toBe("Reset your Netlift password");
    expect(mail.links.some((l) => l.includes("/_/"))).toBe(false); // never PocketBase's own page
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(inbox, unknown)).toEqual([]);
  });

  it("finds the account whatever the case or spacing of the typed address", async () => {
    const user = await createUser(stack);
    const since = stack.mail.messages.length;
    expect((await requestReset(stack, `  ${user.email.toUpperCase()} `)).status).toBe(204);
    await waitForLink(inbox, user.email, "/reset-password", { since });
  });

  it("finds an account made in the admin UI with capitals in its address", async () => {
    const email = `Mixed.Case.${Date.now()}@Example.com`;
    const made = await stack.request("/api/collections/users/records", {
      token: await stack.adminToken(),
      body: { email, password: "a-long-admin-password", passwordConfirm: "a-long-admin-password", verified: true, name: "Mixed" },
    });
    expect(made.status, made.text).toBe(200);
    const since = stack.mail.messages.length;
    expect((await requestReset(stack, email.toLowerCase())).status).toBe(204);
    await waitForLink(inbox, email, "/reset-password", { since });
  });

  it("answers before the mail server has the e-mail, and the next request on the connection does not wait for it", async () => {
    const user = await createUser(stack);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL(stack.url);
    const send = (method: string, path: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            agent,
            headers: body ? { "content-type": "application/json" } : {},
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode!));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    const since = stack.mail.messages.length;
    stack.mail.hold(); // a mail server that takes its time
    try {
      expect(await send("POST", "/api/collections/users/request-password-reset", JSON.stringify({ email: user.email }))).toBe(
        204,
      );
      expect(await send("GET", "/api/health")).toBe(200);
      expect(stack.mail.messages.length).toBe(since); // both answered while the e-mail was still on its way
    } finally {
      stack.mail.release();
      agent.destroy();
    }
    await waitForLink(inbox, user.email, "/reset-password", { since });
  });

  it("refuses a malformed address readably", async () => {
    const res = await requestReset(stack, "not-an-address");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "invalid_input", message: "Please enter a valid e-mail address.", field: "email" });
  });
});

describe("limits", () => {
  it("limits per address, for known and unknown addresses alike, with 429 and Retry-After", async () => {
    const user = await createUser(limited);
    const unknown = uniqueEmail("nobody");
    for (const email of [user.email, unknown]) {
      expect((await requestReset(limited, email)).status).toBe(204);
      expect((await requestReset(limited, email.toUpperCase())).status).toBe(204);
      const third = await requestReset(limited, email);
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({
        code: "rate_limited",
        message: expect.stringMatching(/^Too many password reset requests for this address/),
      });
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(third.body.retryAfter).toBe(Number(third.headers.get("retry-after")));
    }
  });

  it("limits per network address, whatever the e-mail", async () => {
    // the test above made 6 requests from this address, all it may make in this window: the next one waits
    const res = await requestReset(limited, uniqueEmail("fresh"));
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many password reset requests from your network/);
  });

  it("PocketBase's own route under another spelling of the collection sends nothing, and answers the same", async () => {
    const user = await createUser(stack);
    const since = stack.mail.messages.length;
    for (const collection of ["_pb_users_auth_", "Users"]) {
      expect((await requestReset(stack, user.email, collection)).status).toBe(204);
      expect((await requestReset(stack, uniqueEmail("x"), collection)).status).toBe(204);
    }
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailsTo(() => stack.mail.messages.slice(since), user.email)).length).toBe(0);
  });
});

describe("setting the new password", () => {
  it("sets it once: the old password and the old sessions stop working, and the link cannot be used again", async () => {
    const user = await createUser(stack);
    const since = stack.mail.messages.length;
    await requestReset(stack, user.email);
    const { token } = await waitForLink(inbox, user.email, "/reset-password", { since });
    // the link carries the address, so the page can sign the user in afterwards
    expect(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).email).toBe(user.email);

    expect((await confirmReset(token, "new-horse-77")).status).toBe(204);
    await expect(signIn(stack, user.email, user.password)).rejects.toThrow(/sign-in failed/);
    expect((await signIn(stack, user.email, "new-horse-77")).token).toBeTruthy();
    expect((await stack.request("/api/me", { token: user.token })).status).toBe(401);

    const again = await confirmReset(token, "third-horse-99");
    expect(again.status).toBe(400);
    expect(again.body.data.token.code).toBe("validation_invalid_token");
    expect((await signIn(stack, user.email, "new-horse-77")).token).toBeTruthy();
  });

  it("refuses a tampered link (a later expiry written into it breaks its signature)", async () => {
    const user = await createUser(stack);
    const since = stack.mail.messages.length;
    await requestReset(stack, user.email);
    const { token } = await waitForLink(inbox, user.email, "/reset-password", { since });
    const [head, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86400 })).toString("base64url")}.${signature}`;
    const res = await confirmReset(forged, "new-horse-77");
    expect(res.status).toBe(400);
    expect(res.body.data.token.code).toBe("validation_invalid_token");
  });

  // An expired token cannot be made from outside (the signing key is the server's), so the test shortens
  // the reset links' lifetime to PocketBase's minimum (5 s) through the admin settings API and lets one expire.
  it("refuses an expired link", async () => {
    const admin = await stack.adminToken();
    const setDuration = (duration: number) =>
      stack.request("/api/settings", { method: "PATCH", token: admin, body: { recordPasswordResetToken: { duration } } });
    const user = await createUser(stack);
    expect((await setDuration(5)).status).toBe(200);
    try {
      const since = stack.mail.messages.length;
      await requestReset(stack, user.email);
      const { token } = await waitForLink(inbox, user.email, "/reset-password", { since });
      await new Promise((r) => setTimeout(r, 6000));
      const res = await confirmReset(token, "new-horse-77");
      expect(res.status).toBe(400);
      expect(res.body.data.token.code).toBe("validation_invalid_token");
      expect((await signIn(stack, user.email, user.password)).token).toBeTruthy();
    } finally {
      await setDuration(1800);
    }
  }, 20_000);

  it("shows PocketBase's password policy per field", async () => {
    const user = await createUser(stack);
    const since = stack.mail.messages.length;
    await requestReset(stack, user.email);
    const { token } = await waitForLink(inbox, user.email, "/reset-password", { since });
    const short = await confirmReset(token, "short");
    expect(short.status).toBe(400);
    expect(short.body.data.password.code).toBe("validation_length_out_of_range");
    const mismatch = await confirmReset(token, "long-enough-1", "long-enough-2");
    expect(mismatch.body.data.passwordConfirm.code).toBe("validation_values_mismatch");
  });
});
