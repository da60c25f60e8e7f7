/** What tests need from a running server: JSON requests, an admin token, the caught mail. */

export interface CaughtMailLike {
  to: string[];
  subject: string;
  links: string[];
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestInit {
  method?: string;
  body?: unknown;
  token?: string;
  raw?: string;
  headers?: Record<string, string>;
}

export interface ApiClient {
  url: string;
  request<T = any>(path: string, init?: RequestInit): Promise<ApiResponse<T>>;
  adminToken(): Promise<string>;
  mail: { waitFor(to: string, timeoutMs?: number): Promise<CaughtMailLike> };
}

export const ADMIN = { email: "admin@netlift.test", password: "admin-password-123" };

export async function jsonRequest<T = any>(baseUrl: string, path: string, init: RequestInit = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = init.token;
  let body: string | undefined = init.raw;
  if (init.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.body);
  } else if (init.raw !== undefined) headers["content-type"] ??= "application/json";
  const res = await fetch(`${baseUrl}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, body: json as T, text, headers: res.headers };
}

/** Logs in as the admin the test server was started with (PB_ADMIN_EMAIL/PASSWORD). */
export async function adminLogin(baseUrl: string): Promise<string> {
  const res = await jsonRequest<{ token: string }>(baseUrl, "/api/admins/auth-with-password", {
    body: { identity: ADMIN.email, password: ADMIN.password },
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.text}`);
  return res.body.token;
}
