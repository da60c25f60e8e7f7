/** The API origin baked in at build time (PLASMO_PUBLIC_API_URL) and a fetch wrapper that never throws. */
import type { ApiErrorBody } from "../../src/core/errors";

import { retryAfterSeconds } from "./retry-after";

export const API_URL = (process.env.PLASMO_PUBLIC_API_URL || "http://127.0.0.1:8090").replace(/\/+$/, "");

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiErrorBody };

export async function callApi<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<ApiResult<T>> {
  const headers = new Headers(init.headers);
  if (init.body && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (init.token) headers.set("authorization", init.token);
  let res: Response;
  try {
    res = await fetch(`${API_URL}${path}`, { ...init, headers });
  } catch {
    return { ok: false, status: 0, error: { code: "internal", message: `Cannot reach ${API_URL}. Check your connection.` } };
  }
  if (res.ok) return { ok: true, data: (await res.json().catch(() => null)) as T };
  return { ok: false, status: res.status, error: await errorOf(res) };
}

/** The `{ code, message }` of a failed response (with `retryAfter` for a 429), whatever it carried. */
export async function errorOf(res: Response): Promise<ApiErrorBody> {
  const body = (await res.json().catch(() => null)) as unknown;
  const message =
    body && typeof body === "object" && "message" in body && typeof body.message === "string"
      ? body.message
      : `The server answered ${res.status}.`;
  const code = body && typeof body === "object" && "code" in body && typeof body.code === "string" ? body.code : "internal";
  const error: ApiErrorBody = { ...(body as object), code: code as ApiErrorBody["code"], message };
  if (res.status === 429) {
    const retryAfter = retryAfterSeconds(res.headers.get("retry-after"), (body as { retryAfter?: unknown } | null)?.retryAfter);
    if (retryAfter === undefined) delete error.retryAfter;
    else error.retryAfter = retryAfter;
  }
  return error;
}
