/** Messages between popup/content scripts and the background worker. */
import type { Me } from "../../src/core/account";
import type { ApiErrorBody } from "../../src/core/errors";

export type Reply<T> = { ok: true; data: T } | { ok: false; error: ApiErrorBody };

export type AuthRequest =
  | { action: "signIn"; email: string; password: string }
  | { action: "signOut" }
  | { action: "status" };

export type AuthReply = Reply<{ signedIn: boolean; email?: string }>;
export type MeReply = Reply<Me>;
