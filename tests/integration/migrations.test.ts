/**
 * Data migrations on a real database: data written by the previous migrations and hooks, then the new
 * migration applied on restart. 1732300000_memory_cap trims maps written under the old 20-exchange cap.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../scripts/lib/pocketbase.mjs";
import { adminPatch, createUser, signIn } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

const MIGRATION = "1732300000_memory_cap.js";
let stack: Stack;
let olderMigrations: string;
beforeAll(async () => {
  olderMigrations = mkdtempSync(join(tmpdir(), "netlift-migrations-"));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f < MIGRATION))
    copyFileSync(join(MIGRATIONS_DIR, file), join(olderMigrations, file));
  stack = await startStack({ migrationsDir: olderMigrations });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(olderMigrations, { recursive: true, force: true });
});

const exchange = (n: number) => ({
  task: "jobs.advice",
  page: "jobs",
  suggestions: [`answer ${n}`],
  usage: { prompt: 1, completion: 1, total: 2 },
});

it(`${MIGRATION} keeps key 0 and the last 10 exchanges, and leaves small maps alone`, async () => {
  const big = await createUser(stack);
  const small = await createUser(stack);
  const oldMap: Record<string, unknown> = { "0": [] };
  for (let n = 4; n <= 23; n++) oldMap[String(n)] = exchange(n); // the last 20 of 23, as the old cap kept them
  await adminPatch(stack, "conversations", big.id, { numItems: 23, items: oldMap });
  const smallMap = { "0": [], "1": exchange(1), "2": exchange(2) };
  await adminPatch(stack, "conversations", small.id, { numItems: 2, items: smallMap });

  await stack.restart(); // applies the new migration

  const token = await stack.adminToken();
  const read = async (id: string) => (await stack.request(`/api/collections/conversations/records/${id}`, { token })).body;
  const trimmed = await read(big.id);
  expect(
    Object.keys(trimmed.items)
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual([0, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
  expect(trimmed.items["0"]).toEqual([]);
  expect(trimmed.items["23"]).toEqual(exchange(23));
  expect(trimmed.numItems).toBe(23);
  expect((await read(small.id)).items).toEqual(smallMap);
});

describe("a data directory made by the first release (the first migration only)", () => {
  let first: Stack;
  let firstOnly: string;
  beforeAll(async () => {
    firstOnly = mkdtempSync(join(tmpdir(), "netlift-migrations-first-"));
    const [initial] = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith(".js"))
      .sort();
    copyFileSync(join(MIGRATIONS_DIR, initial!), join(firstOnly, initial!));
    first = await startStack({ migrationsDir: firstOnly });
  });
  afterAll(async () => {
    await first?.stop();
    rmSync(firstOnly, { recursive: true, force: true });
  });

  it("is migrated up by today's release: its rows intact, the new fields at their defaults", async () => {
    const user = await createUser(first);
    await adminPatch(first, "user_details", user.id, {
      premium: true,
      tokenBalance: 4321,
      profile: "Product designer in Lisbon",
    });
    const sent = await first.request("/api/collections/messages/records", {
      body: { kind: "feedback", name: "Ada", email: user.email, mainText: "Love it" },
    });
    expect(sent.status).toBe(200);
    const token = await first.adminToken();
    const before = (await first.request(`/api/collections/user_details/records/${user.id}`, { token })).body;

    await first.restart(); // applies every later migration to this data directory

    const adminToken = await first.adminToken();
    const after = (await first.request(`/api/collections/user_details/records/${user.id}`, { token: adminToken })).body;
    for (const field of ["email", "profile", "tokenBalance", "maxTokens", "premium", "name", "lastTokenReset"]) {
      expect(after[field], field).toEqual(before[field]);
    }
    expect(after.paymentFailedAt).toBe(""); // added by a later migration: empty by default
    const message = (await first.request(`/api/collections/messages/records/${sent.body.id}`, { token: adminToken })).body;
    expect(message).toMatchObject({ kind: "feedback", name: "Ada", mainText: "Love it" });
    // the collections later releases added exist, empty
    for (const collection of ["stripe_events", "extraction_counts"]) {
      const list = await first.request(`/api/collections/${collection}/records`, { token: adminToken });
      expect(list.status, collection).toBe(200);
      expect(list.body.totalItems).toBe(0);
    }
    // and the account still works
    expect(
      (await first.request("/api/me", { token: (await signIn(first, user.email, user.password)).token })).body,
    ).toMatchObject({
      plan: "pro",
      email: user.email,
    });
  });
});
