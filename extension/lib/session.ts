/** The signed-in session, kept in chrome.storage.local (never sync) and owned by the background worker. */
import { Storage } from "@plasmohq/storage";

export interface Session {
  token: string;
  userId: string;
  email: string;
}

const storage = new Storage({ area: "local" });
const KEY = "session";

export const loadSession = () => storage.get<Session>(KEY);
export const saveSession = (session: Session) => storage.set(KEY, session);
export const clearSession = () => storage.remove(KEY);

/** Seconds until a JWT expires (negative when expired). */
export function secondsLeft(token: string, nowMs = Date.now()): number {
  try {
    const payload = JSON.parse(atob(token.split(".")[1] ?? "")) as { exp?: number };
    return (payload.exp ?? 0) - nowMs / 1000;
  } catch {
    return -1;
  }
}
