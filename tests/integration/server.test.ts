/** The one origin: built site and API from the same PocketBase, 404s, restarts that keep data. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIST_DIR } from "../../scripts/lib/pocketbase.mjs";
import { createUser, signIn } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
beforeAll(async () => {
  if (!existsSync(join(DIST_DIR, "index.html")) || !existsSync(join(DIST_DIR, "404.html"))) {
    throw new Error("dist/ is not built: run `npm run build:site` (npm test does it first).");
  }
  stack = await startStack();
});
afterAll(() => stack?.stop());

describe("one origin", () => {
  it("serves the built landing page and the health check", async () => {
    const home = await stack.request("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/text\/html/);
    expect(home.text).toMatch(/level up your networking game/i);
    expect((await stack.request("/api/health")).status).toBe(200);
  });

  it.each(["/no-such-page", "/dashboard/extra/deep", "/favicon.svgx"])(
    "answers %s with the 404 page and status 404",
    async (path) => {
      const res = await stack.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(res.text).toContain("Page Not Found");
      expect(res.text).toMatch(/href="\/"/);
    },
  );

  it("keeps JSON errors for unknown API routes", async () => {
    const res = await stack.request("/api/no-such-route");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("keeps accounts and their records across a restart", async () => {
    const user = await createUser(stack);
    await stack.restart();
    const auth = await signIn(stack, user.email, user.password);
    const me = await stack.request("/api/me", { token: auth.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: user.email, verified: true, plan: "free" });
  });
});

describe("contact and feedback messages", () => {
  it("stores a complete contact message", async () => {
    const res = await stack.request("/api/collections/messages/records", {
      body: { kind: "contact", name: "Grace Hopper", email: "grace@example.com", mainText: "Hello there" },
    });
    expect(res.status, res.text).toBe(200);
    const stored = await stack.request(`/api/collections/messages/records/${res.body.id}`, { token: await stack.adminToken() });
    expect(stored.body).toMatchObject({ kind: "contact", name: "Grace Hopper", mainText: "Hello there" });
  });

  it.each([
    [{ kind: "contact", name: "", email: "a@b.co", mainText: "x" }, /full name/],
    [{ kind: "contact", name: "A", email: "not-an-email", mainText: "x" }, /valid e-mail/],
    [{ kind: "contact", name: "A", email: "a@b.co", mainText: " " }, /message/],
    [{ kind: "feedback", name: "", email: "", mainText: "" }, /at least one field/],
  ])("rejects %o with a readable message", async (body, message) => {
    const res = await stack.request("/api/collections/messages/records", { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it("accepts feedback with any single field and links it to the signed-in sender", async () => {
    const user = await createUser(stack);
    const res = await stack.request("/api/collections/messages/records", {
      token: user.token,
      body: { kind: "feedback", mainText: "The dashboard is great" },
    });
    expect(res.status, res.text).toBe(200);
    const stored = await stack.request(`/api/collections/messages/records/${res.body.id}`, { token: await stack.adminToken() });
    expect(stored.body.user).toBe(user.id);
  });
});
