/**
 * POST /api/assist's optional `extraction` (which extraction layer of the extension found the page's
 * facts): counted per day, page type and layer in extraction_counts, which only admins read. No page
 * content is kept. Each account counts once per page type and day (tests/integration/drift-counts.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreed, createUser } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let llm: LlmStandin;
beforeAll(async () => {
  llm = await startLlmStandin();
  stack = await startStack({ env: { LLM_BASE_URL: llm.url, RATE_LIMIT_EXTENSION_MISS_USER: "5" } });
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

async function counts(): Promise<{ day: string; page: string; layer: string; shadow: boolean; count: number }[]> {
  const res = await stack.request("/api/collections/extraction_counts/records?perPage=100&sort=page,layer,shadow", {
    token: await stack.adminToken(),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.items.map(({ day, page, layer, shadow, count }: Record<string, unknown>) => ({
    day,
    page,
    layer,
    shadow,
    count,
  }));
}

async function misses() {
  const res = await stack.request("/api/collections/extraction_misses/records?perPage=100&sort=page,pack", {
    token: await stack.adminToken(),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.items.map(({ day, page, pack, extension, count }: Record<string, unknown>) => ({
    day,
    page,
    pack,
    extension,
    count,
  }));
}

describe("extraction counts", () => {
  it("counts requests per day, page and layer, and keeps nothing else", async () => {
    const [first, second, third] = await Promise.all([createUser(stack), createUser(stack), createUser(stack)]);
    const send = (user: typeof first, task: "profile.summary" | "jobs.advice", extraction?: string) =>
      stack.request("/api/assist", {
        token: user.token,
        body: agreed(user, { task, ...CONTEXTS[task], ...(extraction ? { extraction } : {}) }),
      });
    for (const [user, task, layer] of [
      [first, "profile.summary", "structure"],
      [second, "profile.summary", "structure"],
      [third, "profile.summary", "selectors"],
      [first, "jobs.advice", "text"],
      [second, "jobs.advice", undefined],
    ] as const) {
      expect((await send(user, task, layer)).status).toBe(200);
    }
    const day = new Date().toISOString().slice(0, 10);
    expect(await counts()).toEqual([
      { day, page: "jobs", layer: "text", shadow: false, count: 1 },
      { day, page: "profile", layer: "selectors", shadow: false, count: 1 },
      { day, page: "profile", layer: "structure", shadow: false, count: 2 },
    ]);
    const raw = await stack.request("/api/collections/extraction_counts/records?perPage=100", {
      token: await stack.adminToken(),
    });
    for (const row of raw.body.items) {
      expect(Object.keys(row).sort()).toEqual([
        "collectionId",
        "collectionName",
        "count",
        "created",
        "day",
        "id",
        "layer",
        "page",
        "shadow",
        "updated",
      ]);
    }
  });

  it("counts facts read inside a shadow root (a chat window) apart from the rest", async () => {
    const [a, b, user] = await Promise.all([createUser(stack), createUser(stack), createUser(stack)]);
    const body = (who: typeof user) => agreed(who, { task: "jobs.advice", ...CONTEXTS["jobs.advice"], extraction: "selectors" });
    expect((await stack.request("/api/assist", { token: a.token, body: { ...body(a), shadow: true } })).status).toBe(200);
    expect((await stack.request("/api/assist", { token: b.token, body: { ...body(b), shadow: true } })).status).toBe(200);
    expect((await stack.request("/api/assist", { token: user.token, body: { ...body(user), shadow: false } })).status).toBe(200);
    const rows = (await counts()).filter((r) => r.page === "jobs" && r.layer === "selectors");
    expect(rows.map((r) => [r.shadow, r.count])).toEqual([
      [false, 1],
      [true, 2],
    ]);
    const wrong = await stack.request("/api/assist", { token: user.token, body: { ...body(user), shadow: "yes" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "invalid_input", field: "shadow" });
  });

  it("refuses an unknown layer (400 invalid_input naming the field) and counts nothing", async () => {
    const user = await createUser(stack);
    const before = await counts();
    const res = await stack.request("/api/assist", {
      token: user.token,
      body: agreed(user, { task: "profile.summary", ...CONTEXTS["profile.summary"], extraction: "css" }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "invalid_input",
      field: "extraction",
      message: expect.stringContaining("selectors, structure, text"),
    });
    expect(await counts()).toEqual(before);
  });

  it("is closed to clients: no read, no write", async () => {
    const user = await createUser(stack);
    const list = await stack.request("/api/collections/extraction_counts/records", { token: user.token });
    expect(list.status).toBe(403);
    const create = await stack.request("/api/collections/extraction_counts/records", {
      token: user.token,
      body: { day: "2026-01-01", page: "feed", layer: "text", count: 99 },
    });
    expect(create.status).toBe(403);
  });
});

describe("POST /api/extension/miss: helpers that found nothing to send", () => {
  it("counts them per day, page, pack and extension version, and answers 204", async () => {
    const [user, other] = await Promise.all([createUser(stack), createUser(stack)]);
    const report = (by: { token: string }, body: unknown) => stack.request("/api/extension/miss", { token: by.token, body });
    for (const [by, body] of [
      [user, { page: "jobs", pack: "2026.11.26.1", extension: "0.1.0" }],
      [other, { page: "jobs", pack: "2026.11.26.1", extension: "0.1.0" }],
      [user, { page: "messages", pack: "", extension: "0.1.0" }],
    ] as const) {
      const res = await report(by, body);
      expect(res.status, res.text).toBe(204);
    }
    const day = new Date().toISOString().slice(0, 10);
    expect(await misses()).toEqual([
      { day, page: "jobs", pack: "2026.11.26.1", extension: "0.1.0", count: 2 },
      { day, page: "messages", pack: "", extension: "0.1.0", count: 1 },
    ]);
  });

  it.each([
    [{ page: "groups", pack: "", extension: "0.1.0" }, "page"],
    [{ page: "feed", pack: "x".repeat(41), extension: "0.1.0" }, "pack"],
    [{ page: "feed", pack: "", extension: "<script>" }, "extension"],
    [{ page: "feed", pack: "", extension: "0.1.0", text: "the post's text" }, "text"],
  ])("refuses %j naming the field %s, and counts nothing", async (body, field) => {
    const user = await createUser(stack);
    const before = await misses();
    const res = await stack.request("/api/extension/miss", { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_input", field });
    expect(await misses()).toEqual(before);
  });

  it("is limited per user", async () => {
    const user = await createUser(stack);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await stack.request("/api/extension/miss", { token: user.token, body: { page: "feed", pack: "", extension: "9.9.9" } }))
          .status,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });

  it("needs a session, and is closed to clients as a collection", async () => {
    expect((await stack.request("/api/extension/miss", { body: { page: "feed", pack: "", extension: "0.1.0" } })).status).toBe(
      401,
    );
    const user = await createUser(stack);
    expect((await stack.request("/api/collections/extraction_misses/records", { token: user.token })).status).toBe(403);
  });
});
