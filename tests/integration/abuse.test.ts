/**
 * The findings of the black-box security review of 2026-11 (issue #27), each reproduced as the attack it
 * was, against a real PocketBase, the SMTP capture and the LLM stand-in. Each test failed before its fix.
 */
import { readFileSync } from "node:fs";
import { encode as o200k } from "gpt-tokenizer/encoding/o200k_base";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  adminGet,
  adminPatch,
  agreed,
  createUser,
  signIn,
  signupBody,
  uniqueEmail,
  verificationToken,
} from "../helpers/accounts";
import { ADMIN } from "../helpers/client";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { mailsTo, waitForLink } from "../helpers/mail";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let llm: LlmStandin;
beforeAll(async () => {
  llm = await startLlmStandin();
  stack = await startStack({ env: { LLM_BASE_URL: llm.url, TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

/** A request as if from network `ip` (TRUST_PROXY: the last X-Forwarded-For entry is the client). */
const from = (ip: string) => ({ "x-forwarded-for": ip });
let networks = 0;
/** A network no other test has used: the limits per network start from zero. */
const newNetwork = () => `203.0.113.${++networks}`;

/** Mail to `to` caught so far, after the server has had time to send whatever it was going to. */
async function settledMailsTo(s: Stack, to: string) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return mailsTo(() => s.mail.messages, to);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median time of `attempt`, over `n` tries one after another. */
async function medianMs(n: number, attempt: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await attempt();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** CPU seconds (user + system) PocketBase has used so far, from /proc. */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime: fields 14 and 15, in clock ticks
}

describe("1. verification e-mails cannot flood an inbox", () => {
  /** The server, with an address's e-mails and a network's requests for them limited, until the test ends. */
  const limitedStack = async () => {
    await stack.setEnv({ RATE_LIMIT_MAIL_ADDRESS: "1", RATE_LIMIT_VERIFICATION_IP: "5" });
    return stack;
  };
  afterEach(async () => stack.resetEnv());

  it("PocketBase's signed-out route sends no more than one e-mail every few minutes to an address, however it is asked", async () => {
    const limited = await limitedStack();
    const victim = uniqueEmail("victim");
    expect((await limited.request("/api/signup", { body: signupBody({ email: victim }) })).status).toBe(201); // the sign-up's own e-mail
    const asks = Array.from({ length: 20 }, (_, i) =>
      limited.request(`/api/collections/${i % 2 ? "_pb_users_auth_" : "users"}/request-verification`, {
        body: { email: victim },
        headers: from(`198.51.100.${i + 1}`), // twenty networks: the limit per network does not stop them
      }),
    );
    for (const res of await Promise.all(asks)) expect(res.status).toBe(204);
    expect(await settledMailsTo(limited, victim)).toHaveLength(1);
  });

  it("is limited per network", async () => {
    const limited = await limitedStack();
    const ip = newNetwork();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await limited.request("/api/collections/users/request-verification", {
            body: { email: uniqueEmail() },
            headers: from(ip),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });

  it("the signed-in resend counts the same e-mails: the address's owner already has a working link", async () => {
    const limited = await limitedStack();
    const body = signupBody();
    expect((await limited.request("/api/signup", { body })).status).toBe(201);
    const session = await signIn(limited, body.email, body.password);
    const again = await limited.request("/api/verification/resend", { method: "POST", token: session.token });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^We just sent you an e-mail\. You can ask for another in \d+ (seconds|minutes)\.$/);
    expect(await settledMailsTo(limited, body.email)).toHaveLength(1);
    // and the one e-mail works
    const [mail] = await mailsTo(() => limited.mail.messages, body.email);
    const token = verificationToken(mail!.links);
    expect((await limited.request("/api/collections/users/confirm-verification", { body: { token } })).status).toBe(204);
  });

  it("still sends the e-mail to an unverified account that asks, and nothing for a verified or unknown address", async () => {
    const unverified = signupBody();
    expect((await stack.request("/api/signup", { body: unverified })).status).toBe(201);
    const verified = await createUser(stack, { signUp: true });
    const unknown = uniqueEmail("nobody");
    for (const email of [unverified.email.toUpperCase(), verified.email, unknown]) {
      const res = await stack.request("/api/collections/users/request-verification", { body: { email } });
      expect(res.status).toBe(204);
    }
    expect(await mailsTo(() => stack.mail.messages, unverified.email)).toHaveLength(1); // before: the sign-up's
    await expect.poll(async () => (await mailsTo(() => stack.mail.messages, unverified.email)).length).toBe(2);
    expect(await settledMailsTo(stack, verified.email)).toHaveLength(1); // the sign-up's only
    expect(await mailsTo(() => stack.mail.messages, unknown)).toHaveLength(0);
    const invalid = await stack.request("/api/collections/users/request-verification", { body: { email: "not an address" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: "invalid_input", field: "email" });
  });
});

describe("2. sign-in tells no one which addresses have accounts, and one network cannot spray", () => {
  it("an unknown address takes as long as a known one with a wrong password, and gets the same answer", async () => {
    const user = await createUser(stack, { signUp: true });
    const unknown = uniqueEmail("nobody");
    const attempt = (identity: string) =>
      stack.request("/api/collections/users/auth-with-password", { body: { identity, password: "wrong-password-1" } });
    const [known, absent] = [await attempt(user.email), await attempt(unknown)];
    expect(absent.status).toBe(known.status);
    expect(absent.body).toEqual(known.body);
    const knownMs = await medianMs(7, () => attempt(user.email));
    const unknownMs = await medianMs(7, () => attempt(unknown));
    // both pay for one bcrypt check (about 0.1–0.3 s here); before, an unknown address took 1–3 % of a known one
    expect(unknownMs).toBeGreaterThan(knownMs * 0.5);
    expect(knownMs).toBeGreaterThan(unknownMs * 0.5);
  });

  it("one network trying many addresses is stopped, whatever the addresses", async () => {
    const spray = stack;
    await stack.setEnv({ RATE_LIMIT_SIGNIN_NETWORK: "5" });
    try {
      const user = await createUser(spray, { verified: false }); // its sign-in comes from the test's own address
      const ip = newNetwork();
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const res = await spray.request("/api/collections/users/auth-with-password", {
          body: { identity: uniqueEmail("sprayed"), password: "Password1!" },
          headers: from(ip),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const stopped = await spray.request("/api/collections/users/auth-with-password", {
        body: { identity: user.email, password: user.password },
        headers: from(ip),
      });
      expect(stopped.status).toBe(429);
      expect(stopped.body).toMatchObject({ code: "rate_limited", message: expect.stringMatching(/^Too many sign-in attempts/) });
      expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0);
      // another network is not affected
      const other = await spray.request("/api/collections/users/auth-with-password", {
        body: { identity: user.email, password: user.password },
        headers: from(newNetwork()),
      });
      expect(other.status).toBe(200);
    } finally {
      await stack.resetEnv();
    }
  });
});

describe("3. admin sign-in", () => {
  it("is limited per network: the right password waits too once the limit is reached", async () => {
    const guarded = stack;
    await stack.setEnv({ RATE_LIMIT_ADMIN_SIGNIN_IP: "3" });
    try {
      const ip = newNetwork();
      const attempt = (password: string) =>
        guarded.request("/api/admins/auth-with-password", { body: { identity: ADMIN.email, password }, headers: from(ip) });
      expect([(await attempt("guess-1")).status, (await attempt("guess-2")).status, (await attempt("guess-3")).status]).toEqual([
        400, 400, 400,
      ]);
      const limited = await attempt(ADMIN.password);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: "rate_limited" });
      expect(limited.body.token).toBeUndefined();
    } finally {
      await stack.resetEnv();
    }
  });

  it("an unknown admin address takes as long as the admin's with a wrong password", async () => {
    const attempt = (identity: string) =>
      stack.request("/api/admins/auth-with-password", { body: { identity, password: "wrong-password-1" } });
    const [known, absent] = [await attempt(ADMIN.email), await attempt("nobody@netlift.test")];
    expect(absent.status).toBe(known.status);
    expect(absent.body).toEqual(known.body);
    const knownMs = await medianMs(7, () => attempt(ADMIN.email));
    const unknownMs = await medianMs(7, () => attempt("nobody@netlift.test"));
    expect(unknownMs).toBeGreaterThan(knownMs * 0.5);
    expect(knownMs).toBeGreaterThan(unknownMs * 0.5);
  });
});

describe("4. a deeply nested body costs the server little", () => {
  it("is refused on its text, before it is parsed, for an account with no tokens left too", async () => {
    const user = await createUser(stack);
    await adminPatch(stack, "user_details", user.id, { tokenBalance: 0 });
    const deep = `{"task":"profile.summary","page":"profile","context":{"a":${"[".repeat(24_000)}${"]".repeat(24_000)}}}`;
    expect(deep.length).toBeLessThan(48 * 1024); // under the body limit: only the nesting is wrong
    const before = cpuSeconds(stack.pid());
    for (let i = 0; i < 5; i++) {
      const res = await stack.request("/api/assist", { raw: deep, token: user.token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "invalid_input", message: "The request body is nested too deeply (at most 16 levels)." });
    }
    // five of them cost 5.5–6.5 s of CPU before (1.1–1.3 s each); a normal request costs a few ms
    expect(cpuSeconds(stack.pid()) - before).toBeLessThan(1);
  });
});

describe("5. text that tokenises densely cannot spend more than the day's allowance", () => {
  const digits = (n: number) => Array.from({ length: n }, (_, i) => String(i % 10)).join(" ");
  const dense = (chars: number) => ({
    task: "profile.summary",
    page: "profile",
    context: { name: "Dana Digits", headline: "Numbers", about: digits(Math.floor(chars / 2)) },
  });
  const balance = async (id: string) => (await adminGet(stack, "user_details", id)).tokenBalance as number;

  beforeAll(() => llm.setTokenCounter((text) => o200k(text).length)); // the provider counts as a real tokenizer does
  afterAll(() => llm.setTokenCounter(null));

  it("a prompt of digits that would spend more than the balance is refused before the model is called", async () => {
    const user = await createUser(stack);
    const asked = llm.requests.length;
    const res = await stack.request("/api/assist", { body: agreed(user, dense(11_000)), token: user.token });
    // before: reserved as ~3,300 tokens, spent ~11,500, left the balance at about -1,500
    expect(res.status, res.text).toBe(429);
    expect(res.body.code).toBe("token_limit");
    expect(llm.requests.length).toBe(asked);
    expect(await balance(user.id)).toBe(10_000);
  });

  it("one that fits is answered and charged what the provider counted", async () => {
    const user = await createUser(stack);
    const res = await stack.request("/api/assist", { body: agreed(user, dense(6000)), token: user.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.usage.prompt).toBeGreaterThan(6000); // a token a character, as the provider counted
    expect(await balance(user.id)).toBe(10_000 - res.body.usage.total);
    expect(await balance(user.id)).toBeGreaterThan(0);
  });

  it("a provider that counts far more than was reserved never takes the balance below zero (#37, finding 5)", async () => {
    const user = await createUser(stack);
    llm.setTokenCounter(() => 20_000);
    try {
      const res = await stack.request("/api/assist", {
        body: agreed(user, { task: "profile.summary", ...CONTEXTS["profile.summary"] }),
        token: user.token,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.usage.prompt).toBeGreaterThan(20_000);
      expect(res.body.tokenBalance).toBe(0); // the operator pays the difference; before #37: -550, before #27: about -30,000
      expect(await balance(user.id)).toBe(0);
      const next = await stack.request("/api/assist", {
        body: agreed(user, { task: "profile.summary", ...CONTEXTS["profile.summary"] }),
        token: user.token,
      });
      expect(next.status).toBe(429);
    } finally {
      llm.setTokenCounter((text) => o200k(text).length);
    }
  });
});

describe("6. realtime connections end with the sessions", () => {
  /** Opens /api/realtime and subscribes it, signed in as `token`, to the user's details. */
  async function subscribe(token: string, userId: string) {
    const controller = new AbortController();
    const res = await fetch(`${stack.url}/api/realtime`, { signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffered = "";
    const events: string[] = [];
    let ended = false;
    let clientId = "";
    const pump = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffered += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffered.indexOf("\n\n")) >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const name = /^event:(.*)$/m.exec(block)?.[1]?.trim() ?? "";
            if (name === "PB_CONNECT") clientId = JSON.parse(/^data:(.*)$/m.exec(block)![1]!).clientId;
            else events.push(name);
          }
        }
      } catch {
        // aborted by the test
      }
      ended = true;
    })();
    await expect.poll(() => clientId).not.toBe("");
    const subscribed = await stack.request("/api/realtime", {
      token,
      body: { clientId, subscriptions: [`user_details/${userId}`] },
    });
    expect(subscribed.status).toBe(204);
    return { events: () => events, ended: () => ended, close: () => (controller.abort(), pump) };
  }

  it("a stolen session's subscription stops receiving the user's details once the password changes", async () => {
    const user = await createUser(stack);
    const stolen = await subscribe(user.token, user.id);
    try {
      await adminPatch(stack, "user_details", user.id, { profile: "first change" });
      await expect.poll(() => stolen.events()).toEqual([`user_details/${user.id}`]);

      const changed = await stack.request("/api/account/password", {
        token: user.token,
        body: { currentPassword: user.password, password: "brand-new-pass-42", passwordConfirm: "brand-new-pass-42" },
      });
      expect(changed.status, changed.text).toBe(200);
      // the owner, signed in again, still gets the next change: it was broadcast, and the stolen one was not sent it
      const owner = await subscribe((await signIn(stack, user.email, "brand-new-pass-42")).token, user.id);
      try {
        await adminPatch(stack, "user_details", user.id, { profile: "after the change" });
        await expect.poll(() => owner.events()).toEqual([`user_details/${user.id}`]);
        expect(stolen.events()).toEqual([`user_details/${user.id}`]);
      } finally {
        await owner.close();
      }
      // nor can it subscribe again: the token ended with the password
      const again = await stack.request("/api/collections/users/auth-refresh", { method: "POST", token: user.token });
      expect(again.status).toBe(401);
    } finally {
      await stolen.close();
    }
  });

  it("another user's subscription goes on", async () => {
    const [user, other] = [await createUser(stack), await createUser(stack)];
    const kept = await subscribe(other.token, other.id);
    try {
      expect(
        (
          await stack.request("/api/account/password", {
            token: user.token,
            body: { currentPassword: user.password, password: "brand-new-pass-42", passwordConfirm: "brand-new-pass-42" },
          })
        ).status,
      ).toBe(200);
      await adminPatch(stack, "user_details", other.id, { profile: "still listening" });
      await expect.poll(() => kept.events()).toEqual([`user_details/${other.id}`]);
      expect(kept.ended()).toBe(false);
    } finally {
      await kept.close();
    }
  });
});

describe("7. nobody can use up a user's password resets", () => {
  it("an attacker's requests for the victim's address do not block the victim's own, and the inbox gets one e-mail", async () => {
    const limited = stack;
    await stack.setEnv({ RATE_LIMIT_RESET_EMAIL: "3", RATE_LIMIT_MAIL_ADDRESS: "1" });
    try {
      const victim = await createUser(limited);
      const ask = (ip: string) =>
        limited.request("/api/collections/users/request-password-reset", { body: { email: victim.email }, headers: from(ip) });
      const attacker = newNetwork();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await ask(attacker)).status);
      expect(statuses).toEqual([204, 204, 204, 429]); // the attacker's network is limited
      expect((await ask(newNetwork())).status).toBe(204); // before: 429 for an hour, for everyone
      const resets = (await settledMailsTo(limited, victim.email)).filter((m) =>
        m.links.some((l) => l.includes("/reset-password")),
      );
      expect(resets).toHaveLength(1);
      // the one link works: the victim sets a new password with it
      const { token } = await waitForLink(() => limited.mail.messages, victim.email, "/reset-password");
      const confirm = await limited.request("/api/collections/users/confirm-password-reset", {
        body: { token, password: "a-new-start-77", passwordConfirm: "a-new-start-77" },
      });
      expect(confirm.status, confirm.text).toBe(204);
      expect((await signIn(limited, victim.email, "a-new-start-77")).token).toBeTruthy();
    } finally {
      await stack.resetEnv();
    }
  });
});

describe("8. no cache keeps personal data or tokens", () => {
  it("record-API reads of one's own records and every answer with a token say no-store", async () => {
    const user = await createUser(stack);
    const reads = [
      `/api/collections/user_details/records/${user.id}`,
      `/api/collections/users/records/${user.id}`,
      `/api/collections/conversations/records/${user.id}`,
      `/api/collections/user_details/records`,
    ];
    for (const path of reads) {
      const res = await stack.request(path, { token: user.token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const signedIn = await stack.request("/api/collections/users/auth-with-password", {
      body: { identity: user.email, password: user.password },
    });
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    const refreshed = await stack.request("/api/collections/users/auth-refresh", { method: "POST", token: user.token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get("cache-control")).toBe("no-store");
    const admin = await stack.request("/api/admins/auth-with-password", {
      body: { identity: ADMIN.email, password: ADMIN.password },
    });
    expect(admin.headers.get("cache-control")).toBe("no-store");
  });
});

describe("9. deleting the account does not start the day over", () => {
  /** Signs up with an address an account had, verifies it with the new e-mail, signs in. */
  async function signUpAgain(typed: string, address: string) {
    const since = stack.mail.messages.length;
    const body = signupBody({ email: typed });
    expect((await stack.request("/api/signup", { body })).status).toBe(201);
    const { token } = await waitForLink(() => stack.mail.messages, address, "/verify-email", { since });
    expect((await stack.request("/api/collections/users/confirm-verification", { body: { token } })).status).toBe(204);
    return signIn(stack, address, body.password);
  }

  it("signing up again with the address gets what was left of its day, and the server keeps no address", async () => {
    const user = await createUser(stack);
    const used = await stack.request("/api/assist", {
      body: agreed(user, { task: "profile.summary", ...CONTEXTS["profile.summary"] }),
      token: user.token,
    });
    expect(used.status, used.text).toBe(200);
    const left = used.body.tokenBalance as number;
    const resetsAt = used.body.resetsAt as string;
    expect(left).toBeLessThan(10_000);
    expect(
      (await stack.request("/api/account", { method: "DELETE", token: user.token, body: { password: user.password } })).status,
    ).toBe(200);

    const kept = await stack.request("/api/collections/deleted_allowances/records", { token: await stack.adminToken() });
    expect(kept.text).not.toContain(user.email);
    expect(kept.text).not.toContain(user.id);
    expect(kept.body.items.some((row: { addressHash: string }) => /^[0-9a-f]{64}$/.test(row.addressHash))).toBe(true);

    const again = await signUpAgain(user.email.toUpperCase(), user.email);
    const me = await stack.request("/api/me", { token: again.token });
    expect(me.body).toMatchObject({ tokenBalance: left, resetsAt }); // before: a fresh 10,000
  });

  it("a Pro account, or one that spent nothing, leaves nothing behind", async () => {
    const untouched = await createUser(stack);
    expect(
      (await stack.request("/api/account", { method: "DELETE", token: untouched.token, body: { password: untouched.password } }))
        .status,
    ).toBe(200);
    const again = await signUpAgain(untouched.email, untouched.email);
    expect((await stack.request("/api/me", { token: again.token })).body.tokenBalance).toBe(10_000);
  });
});

describe("10. the password reset's 204 carries the server's real headers", () => {
  it("CORS and security headers as on any answer, and no junk", async () => {
    const origin = new URL(stack.url).origin;
    const res = await fetch(`${stack.url}/api/collections/users/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: uniqueEmail("nobody") }),
    });
    expect(res.status).toBe(204);
    const reference = await fetch(`${stack.url}/api/health`, { headers: { origin } });
    for (const name of ["access-control-allow-origin", "x-content-type-options", "x-frame-options", "x-xss-protection"]) {
      expect(res.headers.get(name), name).toBe(reference.headers.get(name));
    }
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    const names = [...res.headers.keys()];
    for (const junk of ["add", "set", "get", "del", "values", "clone", "write"]) expect(names).not.toContain(junk);
    for (const name of names) expect(res.headers.get(name), name).not.toBe("undefined");
  });
});

describe("11. a password of more than 72 bytes gets a clear 400, never a 500", () => {
  const long = "é".repeat(40); // 40 characters, 80 bytes
  const expected = { code: "invalid_input", field: "password", message: expect.stringMatching(/at most 72 bytes/) };

  it("at sign-up", async () => {
    const res = await stack.request("/api/signup", { body: signupBody({ password: long, passwordConfirm: long }) });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject(expected);
  });

  it("when changing it", async () => {
    const user = await createUser(stack);
    const res = await stack.request("/api/account/password", {
      token: user.token,
      body: { currentPassword: user.password, password: long, passwordConfirm: long },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject(expected);
  });

  it("when resetting it (PocketBase's route, in its shape)", async () => {
    const user = await createUser(stack);
    expect((await stack.request("/api/collections/users/request-password-reset", { body: { email: user.email } })).status).toBe(
      204,
    );
    const { token } = await waitForLink(() => stack.mail.messages, user.email, "/reset-password");
    const res = await stack.request("/api/collections/users/confirm-password-reset", {
      body: { token, password: long, passwordConfirm: long },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.data.password.message).toMatch(/at most 72 bytes/);
    expect((await signIn(stack, user.email, user.password)).token).toBeTruthy(); // unchanged
  });
});
