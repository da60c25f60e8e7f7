/** Creating and signing in test users. */
import bcrypt from "bcryptjs";
import type { ApiClient } from "./client";

type Stack = ApiClient;

let counter = 0;

export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: "correct-horse-9",
    passwordConfirm: "correct-horse-9",
    name: "Ada Lovelace",
    industry: "Software",
    role: "Engineer",
    howDidYouHear: "A friend",
    ...overrides,
  };
}

export async function signIn(stack: Stack, email: string, password: string) {
  const res = await stack.request<{ token: string; record: { id: string; verified: boolean } }>(
    "/api/collections/users/auth-with-password",
    { body: { identity: email, password } },
  );
  if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.text}`);
  return res.body;
}

/** The disclosure GET /api/me names: what a request to /api/assist must name as agreed to. */
export interface Disclosure {
  version: string;
  provider: string;
}

/**
 * Agrees to the server's disclosure for the signed-in user, as the extension does before its first
 * request (POST /api/account/consent); returns the disclosure, which /api/assist requests then name.
 */
export async function agreeToDisclosure(stack: Stack, token: string): Promise<Disclosure> {
  const me = await stack.request<{ disclosure: Disclosure }>("/api/me", { token });
  if (me.status !== 200) throw new Error(`/api/me failed: ${me.text}`);
  const disclosure = me.body.disclosure;
  const res = await stack.request("/api/account/consent", { token, body: { decision: "agreed", ...disclosure } });
  if (res.status !== 200) throw new Error(`consent failed: ${res.text}`);
  return disclosure;
}

/**
 * A new account, signed in, `verified` (the default) or not: made at once by the test-only route
 * (tests/pb_hooks/test-controls.pb.js: sign-up's own provisioning, with a password hash at bcrypt's lowest
 * cost, so that neither this nor each sign-in costs a quarter of a second of PocketBase's CPU). `signUp: true`
 * makes it the way a user does, through the public route: its verification e-mail in the inbox, and, when
 * `verified`, that e-mail's link followed. For a server without the test routes (the release bundle's), for
 * tests of what sign-up sends (the verification e-mail and its pacing), and for tests that need PocketBase's own
 * password hash (sign-in timing). A verified user, unless `consent: false`, has agreed to the disclosure as a
 * user of the extension has: `disclosure` is what their requests to /api/assist name (undefined without consent).
 * Tests of sign-up and verification use the real routes.
 */
export async function createUser(
  stack: Stack,
  options: { verified?: boolean; overrides?: Record<string, unknown>; consent?: boolean; signUp?: boolean } = {},
) {
  const body = signupBody(options.overrides);
  const verified = options.verified ?? true;
  const made = !options.signUp;
  const res = made
    ? await stack.request<{ id: string }>("/api/test/accounts", {
        body: { ...body, verified, passwordHash: bcrypt.hashSync(String(body.password), 4) },
        token: await stack.adminToken(),
      })
    : await stack.request<{ id: string }>("/api/signup", { body });
  if (res.status !== 201) throw new Error(`creating an account failed: ${res.status} ${res.text}`);
  if (verified && !made) {
    const mail = await stack.mail.waitFor(body.email);
    const confirm = await stack.request("/api/collections/users/confirm-verification", {
      body: { token: verificationToken(mail.links) },
    });
    if (confirm.status !== 204) throw new Error(`verification failed: ${confirm.text}`);
  }
  const auth = await signIn(stack, body.email, String(body.password));
  const disclosure = verified && (options.consent ?? true) ? await agreeToDisclosure(stack, auth.token) : undefined;
  return { id: res.body.id, email: body.email, password: String(body.password), token: auth.token, disclosure };
}

/** An /api/assist body as the extension sends it: with the disclosure `user` agreed to. */
export function agreed<T extends object>(user: { disclosure?: Disclosure }, body: T): T & { disclosure?: Disclosure } {
  return { ...body, disclosure: user.disclosure };
}

export function verificationToken(links: string[]): string {
  for (const link of links) {
    const url = new URL(link);
    if (url.pathname === "/verify-email" && url.searchParams.get("token")) return url.searchParams.get("token")!;
  }
  throw new Error(`no /verify-email?token= link in ${links.join(", ")}`);
}

/** Admin-side read that bypasses API rules: a record as stored (e.g. the balance after a request). */
export async function adminGet(stack: Stack, collection: string, id: string) {
  return (await stack.request(`/api/collections/${collection}/records/${id}`, { token: await stack.adminToken() })).body;
}

/** Admin-side write that bypasses API rules, for arranging test state (e.g. an old lastTokenReset). */
export async function adminPatch(stack: Stack, collection: string, id: string, data: Record<string, unknown>) {
  const res = await stack.request(`/api/collections/${collection}/records/${id}`, {
    method: "PATCH",
    body: data,
    token: await stack.adminToken(),
  });
  if (res.status !== 200) throw new Error(`admin patch failed: ${res.text}`);
  return res.body;
}

/**
 * Applies the Pro refunds waiting for their batch (the server does every minute): a Pro answer's row
 * counts its whole reservation until then.
 */
export async function flushRefunds(stack: Stack) {
  const res = await stack.request("/api/admin/token-refunds", { method: "POST", token: await stack.adminToken() });
  if (res.status !== 200) throw new Error(`refund batch failed: ${res.text}`);
}
