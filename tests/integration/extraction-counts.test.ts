/**
 * POST /api/assist's optional `extraction` (which extraction layer of the extension found the page's
 * facts): counted per day, page type and layer in extraction_counts, which only admins read. No page
 * content is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../helpers/accounts";
import { CONTEXTS } from "../helpers/contexts";
import { startLlmStandin, type LlmStandin } from "../helpers/llm-standin";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
let llm: LlmStandin;
beforeAll(async () => {
  llm = await startLlmStandin();
  stack = await startStack({ env: { LLM_BASE_URL: llm.url } });
});
afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

async function counts(): Promise<{ day: string; page: string; layer: string; count: number }[]> {
  const res = await stack.request("/api/collections/extraction_counts/records?perPage=100&sort=page,layer", {
    token: await stack.adminToken(),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.items.map(({ day, page, layer, count }: Record<string, unknown>) => ({ day, page, layer, count }));
}

describe("extraction counts", () => {
  it("counts requests per day, page and layer, and keeps nothing else", async () => {
    const user = await createUser(stack);
    const send = (task: "profile.summary" | "jobs.advice", extraction?: string) =>
      stack.request("/api/assist", { token: user.token, body: { task, ...CONTEXTS[task], ...(extraction ? { extraction } : {}) } });
    for (const [task, layer] of [
      ["profile.summary", "structure"],
      ["profile.summary", "structure"],
      ["profile.summary", "selectors"],
      ["jobs.advice", "text"],
      ["jobs.advice", undefined],
    ] as const) {
      expect((await send(task, layer)).status).toBe(200);
    }
    const day = new Date().toISOString().slice(0, 10);
    expect(await counts()).toEqual([
      { day, page: "jobs", layer: "text", count: 1 },
      { day, page: "profile", layer: "selectors", count: 1 },
      { day, page: "profile", layer: "structure", count: 2 },
    ]);
    const raw = await stack.request("/api/collections/extraction_counts/records?perPage=100", { token: await stack.adminToken() });
    for (const row of raw.body.items) {
      expect(Object.keys(row).sort()).toEqual(["collectionId", "collectionName", "count", "created", "day", "id", "layer", "page", "updated"]);
    }
  });

  it("refuses an unknown layer (400 invalid_input naming the field) and counts nothing", async () => {
    const user = await createUser(stack);
    const before = await counts();
    const res = await stack.request("/api/assist", {
      token: user.token,
      body: { task: "profile.summary", ...CONTEXTS["profile.summary"], extraction: "css" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_input", field: "extraction", message: expect.stringContaining("selectors, structure, text") });
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
