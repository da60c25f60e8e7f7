/** The daily reset job (cron every 10 minutes; admins can run it): due balances refresh, others stay. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminPatch, createUser } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const pbDate = (ms: number) => new Date(ms).toISOString().replace("T", " ");

it("resets only due balances, for idle users, without any request of theirs", async () => {
  const due = await createUser(stack);
  const fresh = await createUser(stack);
  await adminPatch(stack, "user_details", due.id, { tokenBalance: 5, lastTokenReset: pbDate(Date.now() - 30 * 3_600_000) });
  await adminPatch(stack, "user_details", fresh.id, { tokenBalance: 5, lastTokenReset: pbDate(Date.now() - 3_600_000) });

  expect((await stack.request("/api/admin/token-reset", { body: {}, token: due.token })).status).toBe(401);
  const res = await stack.request("/api/admin/token-reset", { body: {}, token: await stack.adminToken() });
  expect(res.status).toBe(200);
  expect(res.body.reset).toBe(1);

  const token = await stack.adminToken();
  const read = async (id: string) => (await stack.request(`/api/collections/user_details/records/${id}`, { token })).body;
  expect((await read(due.id)).tokenBalance).toBe(10000);
  expect((await read(fresh.id)).tokenBalance).toBe(5);
});
