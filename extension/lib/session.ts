/** The signed-in session, kept in chrome.storage.local (never sync) and owned by the background worker. */
import { Storage } from "@plasmohq/storage";

import { callApi, type ApiResult } from "./api-client";

export interface Session {
  token: string;
  userId: string;
  email: string;
}

const storage = new Storage({ area: "local" });
const KEY = "session";
/** PocketBase tokens last 14 days by default: renew once less than a day is left. */
const REFRESH_WHEN_SECONDS_LEFT = 24 * 60 * 60;

export const loadSession = () => storage.get<Session>(KEY);
export const saveSession = (session: Session) => storage.set(KEY, session);
export const clearSession = () => storage.remove(KEY);

/** Seconds until a JWT expires (negative when expired or unreadable). */
export function secondsLeft(token: string, nowMs = Date.now()): number {
  try {
    const part = (token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/");
    const payload = JSON.parse(atob(part)) as { exp?: number };
    return (payload.exp ?? 0) - nowMs / 1000;
  } catch {
    return -1;
  }
}

interface AuthResponse {
  token: string;
  record: { id: string; email: string };
}

/** The current session, renewed when close to expiry; null when signed out or the token is dead. */
export async function activeSession(): Promise<Session | null> {
  const session = await loadSession();
  if (!session) return null;
  const left = secondsLeft(session.token);
  if (left <= 0) {
    await clearSession();
    return null;
  }
  if (left < REFRESH_WHEN_SECONDS_LEFT) {
    const refreshed = await callApi<AuthResponse>("/api/collections/users/auth-refresh", {
      method: "POST",
      token: session.token,
    });
    if (refreshed.ok) {
      const next = { token: refreshed.data.token, userId: refreshed.data.record.id, email: refreshed.data.record.email };
      await saveSession(next);
      return next;
    }
    if (refreshed.status === 401 || refreshed.status === 404) {
      await clearSession();
      return null;
    }
  }
  return session;
}

export const SIGNED_OUT = {
  ok: false as const,
  status: 401,
  error: { code: "unauthenticated" as const, message: "Sign in to Netlift: click the extension icon." },
};

/** An API call with the session's token; a rejected token signs the extension out. */
export async function callWithSession<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  const session = await activeSession();
  if (!session) return SIGNED_OUT;
  const result = await callApi<T>(path, { ...init, token: session.token });
  if (!result.ok && result.status === 401) {
    await clearSession();
    return SIGNED_OUT;
  }
  return result;
}
