/**
 * The drift counts trust no one blindly (issue #37, finding 7): an unverified account sent 24
 * `POST /api/extension/miss {"page":"feed"}` and the operator got a drift alert ("100 % of uses"); Free requests
 * refused on Pro pages counted as answered uses; `pack` and `extension` took free text. Now only verified accounts
 * count, each once per page type and day (as a use and as a miss), only admitted requests are uses, and `pack` and
 * `extension` are versions as they are published.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPatch, agreed, createUser } from "../helpers/accounts";
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

const today = () => new Date().toISOString().slice(0, 10);

async function rows(collection: "extraction_counts" | "extraction_misses", page: string) {
  const filter = encodeURIComponent(`page = "${page}"`);
  const res = await stack.request(`/api/collections/${collection}/records?perPage=100&filter=${filter}`, {
    token: await stack.adminToken(),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.items as { page: string; layer?: string; pack?: string; extension?: string; count: number }[];
}
const total = async (collection: "extraction_counts" | "extraction_misses", page: string) =>
  (await rows(collection, page)).reduce((n, row) => n + row.count, 0);

async function driftToday() {
  const res = await stack.request(`/api/admin/extraction-drift?day=${today()}`, { token: await stack.adminToken() });
  expect(res.status, res.text).toBe(200);
  return res.body as { pages: Record<string, { day: string; missed: number; answered: number }[]>; alerts: unknown[] };
}

const miss = (token: string, body: Record<string, unknown>) => stack.request("/api/extension/miss", { token, body });
let verified: Promise<{ token: string }> | undefined;
/** One verified account for the refusals (each made account costs a sign-up and a mail). */
const reporter = () => (verified ??= createUser(stack));
const MISS = { page: "feed", pack: "2026.11.26.2", extension: "0.1.0" };

describe("POST /api/extension/miss counts verified accounts, once per page and day", () => {
  it("takes an unverified account's reports (204, as the contract says) but counts none: 24 of them alert no one", async () => {
    const user = await createUser(stack, { verified: false });
    for (let i = 0; i < 24; i++) {
      const res = await miss(user.token, MISS);
      expect(res.status).toBe(204);
    }
    expect(await total("extraction_misses", "feed")).toBe(0);
    expect((await driftToday()).alerts).toEqual([]);
    // who was counted today is the server's alone
    const seen = await stack.request("/api/collections/extraction_seen/records", { token: user.token });
    expect(seen.status).toBe(403);
  });

  it("counts a verified account once per page and day, however often it reports", async () => {
    const [user, other] = await Promise.all([createUser(stack), createUser(stack)]);
    const before = await total("extraction_misses", "feed");
    for (let i = 0; i < 24; i++) expect((await miss(user.token, MISS)).status).toBe(204);
    expect(await total("extraction_misses", "feed")).toBe(before + 1);
    // another page is another count; another account counts too
    expect((await miss(user.token, { ...MISS, page: "jobs" })).status).toBe(204);
    expect((await miss(other.token, MISS)).status).toBe(204);
    expect(await total("extraction_misses", "feed")).toBe(before + 2);
    expect(await total("extraction_misses", "jobs")).toBe(1);
    const drift = await driftToday();
    expect(drift.pages.feed!.find((d) => d.day === today())!.missed).toBe(before + 2);
    expect(drift.alerts).toEqual([]);
  });

  it.each([
    [{ ...MISS, pack: "2026.11.1" }, "pack"],
    [{ ...MISS, pack: "Visit.evil.example" }, "pack"],
    [{ ...MISS, extension: "Visit.evil.example" }, "extension"],
    [{ ...MISS, extension: "0.1.0 call us" }, "extension"],
  ])("refuses %j (400 invalid_input naming %s): nothing but published versions is stored", async (body, field) => {
    const res = await miss((await reporter()).token, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_input", field });
    const stored = await rows("extraction_misses", "feed");
    expect(stored.map((row) => `${row.pack} ${row.extension}`).join()).not.toMatch(/evil|call/);
  });
});

describe("POST /api/assist counts admitted requests, once per account, page and day", () => {
  const profile = { task: "profile.summary", ...CONTEXTS["profile.summary"], extraction: "selectors" };

  it("counts one account's many requests on a page once", async () => {
    const [user, other] = await Promise.all([createUser(stack), createUser(stack)]);
    for (let i = 0; i < 3; i++) {
      const res = await stack.request("/api/assist", { token: user.token, body: agreed(user, profile) });
      expect(res.status, res.text).toBe(200);
    }
    expect(await total("extraction_counts", "profile")).toBe(1);
    expect((await stack.request("/api/assist", { token: other.token, body: agreed(other, profile) })).status).toBe(200);
    expect(await total("extraction_counts", "profile")).toBe(2);
  });

  it("does not count a request it refused: a Free account on a Pro page (403), or out of tokens (429)", async () => {
    const free = await createUser(stack);
    const feed = { task: "feed.comment", ...CONTEXTS["feed.comment"], extraction: "selectors" };
    const refused = await stack.request("/api/assist", { token: free.token, body: agreed(free, feed) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("plan_required");
    expect(await total("extraction_counts", "feed")).toBe(0);

    const spent = await createUser(stack);
    await adminPatch(stack, "user_details", spent.id, { tokenBalance: 0 });
    const before = await total("extraction_counts", "profile");
    const limited = await stack.request("/api/assist", { token: spent.token, body: agreed(spent, profile) });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("token_limit");
    expect(await total("extraction_counts", "profile")).toBe(before);

    // the same account's first admitted request on the page is its use of the day
    await adminPatch(stack, "user_details", free.id, { premium: true });
    expect((await stack.request("/api/assist", { token: free.token, body: agreed(free, feed) })).status).toBe(200);
    expect(await total("extraction_counts", "feed")).toBe(1);
  });
});
