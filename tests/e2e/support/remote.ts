/** The e2e server as an ApiClient: the global setup's PocketBase and its SMTP capture, over HTTP. */
import type { Page } from "@playwright/test";
import { adminLogin, jsonRequest, type ApiClient, type CaughtMailLike } from "../../helpers/client";

const baseUrl = () => process.env.E2E_BASE_URL!;
let adminToken = "";

export async function caughtMail(): Promise<CaughtMailLike[]> {
  const res = await fetch(process.env.E2E_MAIL_URL!);
  return (await res.json()) as CaughtMailLike[];
}

export const server: ApiClient = {
  get url() {
    return baseUrl();
  },
  request: (path, init) => jsonRequest(baseUrl(), path, init),
  async adminToken() {
    adminToken ||= await adminLogin(baseUrl());
    return adminToken;
  },
  mail: {
    async waitFor(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = (await caughtMail()).filter((m) => m.to.includes(to.toLowerCase()));
        if (found.length) return found[found.length - 1]!;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
    },
  },
};

/** Puts a session into the browser the way the PocketBase SDK stores it, without the 3 s login screen. */
export async function useSession(page: Page, auth: { token: string; record?: unknown }) {
  const me = await server.request("/api/collections/users/auth-refresh", { method: "POST", token: auth.token });
  await page.goto("/thank-you");
  await page.evaluate(([token, model]) => localStorage.setItem("pocketbase_auth", JSON.stringify({ token, model })), [
    me.body.token,
    me.body.record,
  ] as const);
}
