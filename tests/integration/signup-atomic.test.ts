/** Sign-up is one transaction: a failure in its last write leaves no account and no records. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { signupBody } from "../helpers/accounts";
import { startStack, type Stack } from "../helpers/stack";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(); // a fresh database: no conversations exist yet
});
afterAll(() => stack?.stop());

async function total(collection: string, filter = "") {
  const query = filter ? `&filter=${encodeURIComponent(filter)}` : "";
  const res = await stack.request<{ totalItems: number }>(`/api/collections/${collection}/records?perPage=1${query}`, {
    token: await stack.adminToken(),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.totalItems;
}

it("rolls the user and user_details back when creating conversations fails", async () => {
  const token = await stack.adminToken();
  // Make the last step fail inside SQLite: a unique index on conversations.numItems plus an
  // existing record holding numItems = 0, the value every new account starts with.
  const collection = await stack.request("/api/collections/conversations", { token });
  const indexes: string[] = collection.body.indexes;
  const patched = await stack.request("/api/collections/conversations", {
    method: "PATCH",
    token,
    body: { indexes: [...indexes, "CREATE UNIQUE INDEX idx_test_numitems ON conversations (numItems)"] },
  });
  expect(patched.status, patched.text).toBe(200);
  const blocker = await stack.request("/api/collections/conversations/records", { token, body: { numItems: 0, items: {} } });
  expect(blocker.status, blocker.text).toBe(200);

  const body = signupBody();
  const res = await stack.request("/api/signup", { body });
  expect(res.status).toBe(500);
  expect(res.body).toMatchObject({ code: "internal", message: expect.stringMatching(/Nothing was saved/) });
  expect(await total("users")).toBe(0);
  expect(await total("user_details")).toBe(0);
  expect(await total("conversations")).toBe(1); // only the blocker
  expect(stack.mail.messages.some((m) => m.to.includes(body.email))).toBe(false);

  // With the obstacle gone, the very same request succeeds: the failure was the forced one.
  await stack.request(`/api/collections/conversations/records/${blocker.body.id}`, { method: "DELETE", token });
  await stack.request("/api/collections/conversations", { method: "PATCH", token, body: { indexes } });
  const ok = await stack.request<{ id: string }>("/api/signup", { body });
  expect(ok.status, ok.text).toBe(201);
  expect(await total("users")).toBe(1);
  expect(await total("user_details", `id = "${ok.body.id}"`)).toBe(1);
  expect(await total("conversations", `id = "${ok.body.id}"`)).toBe(1);
});
