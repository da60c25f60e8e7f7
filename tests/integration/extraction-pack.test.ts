/**
 * The extraction pack served without a release (issue #29): GET /api/extension/pack, publishing through
 * the admin API (what the admin UI does), refusals that keep the pack served, withdrawal as rollback.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "../helpers/stack";

const BUNDLED = JSON.parse(readFileSync(join(__dirname, "../../src/core/extraction-pack.json"), "utf8"));
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { RATE_LIMIT_EXTENSION_PACK_IP: "40" } });
});
afterAll(async () => stack?.stop());

const served = (etag?: string) => fetch(`${stack.url}/api/extension/pack`, { headers: etag ? { "if-none-match": etag } : {} });
const pack = (version: string, title = ".job-title") => ({
  version,
  schema: 1,
  pages: { jobs: { selectors: { JOB_TITLE: [title] }, attributes: { CARD_KEY: "componentkey" } } },
});
const publish = async (body: unknown) =>
  stack.request("/api/collections/extraction_packs/records", { token: await stack.adminToken(), body: { pack: body } });

describe("GET /api/extension/pack", () => {
  it("serves the bundled pack until one is published, with a strong ETag and a 304 when unchanged", async () => {
    const res = await served();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(await res.json()).toEqual(BUNDLED);
    const again = await served(etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("needs no sign-in, and is limited per network", async () => {
    const limited = await startStack({ env: { RATE_LIMIT_EXTENSION_PACK_IP: "2" } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await fetch(`${limited.url}/api/extension/pack`)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.stop();
    }
  });
});

describe("publishing a pack", () => {
  it("serves a newer valid pack at once, with a new ETag; no restart", async () => {
    const before = (await served()).headers.get("etag");
    const res = await publish(pack("2030.1.1.1"));
    expect(res.status, res.text).toBe(200);
    expect(res.body.version).toBe("2030.1.1.1");
    const now = await served(before!);
    expect(now.status).toBe(200);
    expect(now.headers.get("x-pack-version")).toBe("2030.1.1.1");
    expect((await now.json()).pages.jobs.selectors.JOB_TITLE).toEqual([".job-title"]);
  });

  it.each([
    [
      "an invalid pack",
      { version: "2031.1.1.1", schema: 1, pages: { jobs: { steps: [] } } },
      "pages.jobs.steps is not a section",
    ],
    ["a pack that is not newer", pack("2029.1.1.1"), "is not newer than the pack served now (2030.1.1.1)"],
    // a word with many placeholders froze the extension's tabs (#37, finding 11)
    [
      "a word with 3 placeholders",
      { version: "2031.1.1.1", schema: 1, pages: { messages: { words: { en: { seenBy: ["{name} sent {file} at {time}"] } } } } },
      "pages.messages.words.en.seenBy[0] has 3 placeholders ({name} {file} {time}); a word may have at most 2.",
    ],
  ])("refuses %s with a readable error, and keeps serving the previous one", async (_label, body, message) => {
    const res = await publish(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(res.body.message).toContain("The pack served is unchanged.");
    expect((await served()).headers.get("x-pack-version")).toBe("2030.1.1.1");
  });

  it("keeps every pack: withdrawing the newest serves the one before; a pack cannot be changed or deleted", async () => {
    const newer = await publish(pack("2030.2.1.1", "[data-job-title]"));
    expect(newer.status, newer.text).toBe(200);
    expect((await served()).headers.get("x-pack-version")).toBe("2030.2.1.1");
    const token = await stack.adminToken();
    const path = `/api/collections/extraction_packs/records/${newer.body.id}`;
    const changed = await stack.request(path, { method: "PATCH", token, body: { pack: pack("2030.2.1.1", ".other") } });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toMatch(/cannot be changed/);
    const deleted = await stack.request(path, { method: "DELETE", token });
    expect(deleted.status).toBe(400);
    const withdrawn = await stack.request(path, { method: "PATCH", token, body: { withdrawn: true, note: "broke the feed" } });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    const res = await served();
    expect(res.headers.get("x-pack-version")).toBe("2030.1.1.1");
    expect((await res.json()).pages.jobs.selectors.JOB_TITLE).toEqual([".job-title"]);
  });

  it("is for admins only: clients can neither read nor write packs", async () => {
    const list = await stack.request("/api/collections/extraction_packs/records");
    expect(list.status).toBe(403);
    const create = await stack.request("/api/collections/extraction_packs/records", { body: { pack: pack("2040.1.1.1") } });
    expect(create.status).toBe(403);
  });
});

describe("drift, for the operator", () => {
  const days = ["2026-10-05", "2026-10-06", "2026-10-07", "2026-10-08", "2026-10-09", "2026-10-10", "2026-10-11"];
  const add = async (collection: string, body: Record<string, unknown>) => {
    const res = await stack.request(`/api/collections/${collection}/records`, { token: await stack.adminToken(), body });
    expect(res.status, res.text).toBe(200);
  };

  it("reports each page's selector share per day, alerts on a drop, and mails the operator once", async () => {
    for (const day of days) {
      await add("extraction_counts", { day, page: "jobs", layer: "selectors", shadow: false, count: 95 });
      await add("extraction_counts", { day, page: "jobs", layer: "structure", shadow: false, count: 5 });
    }
    await add("extraction_counts", { day: "2026-10-12", page: "jobs", layer: "selectors", shadow: false, count: 10 });
    await add("extraction_counts", { day: "2026-10-12", page: "jobs", layer: "text", shadow: false, count: 80 });
    await add("extraction_misses", { day: "2026-10-12", page: "jobs", pack: "2026.11.26.1", extension: "0.1.0", count: 10 });

    const token = await stack.adminToken();
    const report = await stack.request("/api/admin/extraction-drift?day=2026-10-12", { token });
    expect(report.status, report.text).toBe(200);
    expect(report.body.pages.jobs.at(-1)).toEqual({
      day: "2026-10-12",
      answered: 90,
      missed: 10,
      selectorShare: 0.1,
      missShare: 0.1,
    });
    expect(report.body.alerts.map((a: { what: string }) => a.what)).toEqual([
      "jobs: the known selectors answered 10 % of the accounts that used it on 2026-10-12, against 95 % over the 7 days before.",
      "jobs: helpers found nothing to send for 10 % of the accounts that used it on 2026-10-12 (10 of 100).",
    ]);
    expect(JSON.stringify(report.body)).not.toMatch(/@|token/);

    const mailed = await stack.request("/api/admin/extraction-drift/mail?day=2026-10-12", { method: "POST", token });
    expect(mailed.body.mailed).toHaveLength(2);
    const mail = await stack.mail.waitFor("admin@netlift.test");
    expect(mail.subject).toMatch(/LinkedIn's markup moved on 2026-10-12/);
    const again = await stack.request("/api/admin/extraction-drift/mail?day=2026-10-12", { method: "POST", token });
    expect(again.body.mailed).toEqual([]); // once a day
  });

  it("is for admins only", async () => {
    expect((await stack.request("/api/admin/extraction-drift")).status).toBe(401);
  });
});
