/** The signed-in session and its actions. Islands render it and call these; they hold no auth logic. */
import { atom } from "nanostores";
import type { AuthModel } from "pocketbase";
import type { Me } from "../core/account";
import type { SignupInput } from "../core/signup";
import { isUnauthenticated } from "../lib/errors";
import { AUTH_STORAGE_KEY, pb } from "../lib/pocketbase";

export interface SessionUser {
  id: string;
  email: string;
  verified: boolean;
}

export type Session = { status: "loading" } | { status: "signedOut" } | { status: "signedIn"; user: SessionUser };

export const $session = atom<Session>({ status: "loading" });
export const $me = atom<Me | null>(null);

function toUser(model: AuthModel): SessionUser | null {
  if (!model || typeof model.email !== "string" || typeof model.id !== "string") return null;
  return { id: model.id, email: model.email, verified: Boolean(model.verified) };
}

function publish() {
  const user = pb.authStore.isValid ? toUser(pb.authStore.model) : null;
  $session.set(user ? { status: "signedIn", user } : { status: "signedOut" });
  document.documentElement.dataset.auth = user ? "in" : "out";
}

/** Reads the stored session, then refreshes it from the server (fresh `verified`, token renewed). */
export async function initSession(): Promise<Session> {
  publish();
  if (pb.authStore.isValid) await reloadUser().catch(() => undefined);
  return $session.get();
}

/** Refreshes the token and the user record; a rejected token signs out. */
export async function reloadUser(): Promise<SessionUser | null> {
  try {
    await pb.collection("users").authRefresh();
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 401 || status === 403 || status === 404) pb.authStore.clear();
    else throw error;
  } finally {
    publish();
  }
  const session = $session.get();
  return session.status === "signedIn" ? session.user : null;
}

export async function login(email: string, password: string): Promise<SessionUser> {
  await pb.collection("users").authWithPassword(email.trim(), password);
  publish();
  return toUser(pb.authStore.model)!;
}

export function logout() {
  pb.authStore.clear();
  localStorage.removeItem(AUTH_STORAGE_KEY);
  $me.set(null);
  publish();
}

export type SignupFields = SignupInput;

export interface SignupResult {
  /**
   * false when the sign-in that follows failed. The server answers an address that already has an account
   * as it answers a new one (and e-mails its owner instead), so the password just chosen does not sign in
   * then; nor when the sign-in failed for another reason. The visitor logs in by hand.
   */
  signedIn: boolean;
}

/** POST /api/signup, then signs in. Throws only when the server refused the sign-up (the form's errors). */
export async function signup(fields: SignupFields): Promise<SignupResult> {
  await pb.send<{ id: string; email: string }>("/api/signup", { method: "POST", body: fields });
  try {
    await login(fields.email, fields.password);
    return { signedIn: true };
  } catch {
    return { signedIn: false };
  }
}

/**
 * Sends the signed-in user a new verification e-mail now (POST /api/verification/resend), unlike PocketBase's
 * request-verification, which answers before sending. Throws when it could not be sent (502 mail_unavailable,
 * 429 rate_limited); `verified` is true when there was nothing to send.
 */
export async function resendVerification(): Promise<{ verified: boolean }> {
  const result = await pb.send<{ sent: boolean; verified: boolean }>("/api/verification/resend", { method: "POST" });
  return { verified: result.verified };
}

export async function confirmVerification(token: string) {
  await pb.collection("users").confirmVerification(token);
}

/** GET /api/me. A 401 means the server no longer accepts the session: it is cleared before the error is rethrown. */
export async function loadMe(): Promise<Me> {
  try {
    const me = await pb.send<Me>("/api/me", { method: "GET" });
    $me.set(me);
    return me;
  } catch (error) {
    if (isUnauthenticated(error)) logout();
    throw error;
  }
}
