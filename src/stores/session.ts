/** The signed-in session and its actions. Islands render it and call these; they hold no auth logic. */
import { atom } from "nanostores";
import type { AuthModel } from "pocketbase";
import type { Me } from "../core/account";
import type { SignupInput } from "../core/signup";
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

/** Creates the account (with its records) through POST /api/signup, then signs in. */
export async function signup(fields: SignupFields): Promise<SessionUser> {
  await pb.send("/api/signup", { method: "POST", body: fields });
  return login(fields.email, fields.password);
}

export async function resendVerification(email: string) {
  await pb.collection("users").requestVerification(email);
}

export async function confirmVerification(token: string) {
  await pb.collection("users").confirmVerification(token);
}

export async function loadMe(): Promise<Me> {
  const me = await pb.send<Me>("/api/me", { method: "GET" });
  $me.set(me);
  return me;
}
