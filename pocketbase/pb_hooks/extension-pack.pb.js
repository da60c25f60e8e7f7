/// <reference path="../types.d.ts" />
// The extraction pack (issue #29): GET /api/extension/pack serves it to the extension (anyone, limited per
// network, ETag and 304); an operator publishes a new one by creating a record in extraction_packs (admin
// UI or admin API), checked before it is saved; a published pack can be withdrawn (the previous one is
// served again), never changed. No rebuild, no restart.

routerAdd("GET", "/api/extension/pack", (c) => {
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const verdict = limiter.hit("extension-pack", limiter.clientIp(c), config.rateLimit("extensionPackPerIp"), Date.now());
  if (verdict.limited) return limiter.tooMany(c, verdict.retryAfterSeconds);
  const served = require(`${__hooks}/lib/extraction-pack.js`).current();
  const headers = c.response().header();
  headers.set("ETag", served.etag);
  // revalidated on every fetch (a 304 costs nothing): a published fix reaches the next fetch
  headers.set("Cache-Control", "no-cache");
  headers.set("X-Pack-Version", served.version);
  if ((c.request().header.get("If-None-Match") || "") === served.etag) return c.noContent(304);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return c.string(200, served.text);
});

onRecordBeforeCreateRequest((e) => {
  const version = require(`${__hooks}/lib/extraction-pack.js`).checkPublished(e.record.getString("pack"));
  e.record.set("version", version);
  e.record.set("withdrawn", false);
}, "extraction_packs");

// a published pack stays as it was published: only its note and whether it is withdrawn change
onRecordBeforeUpdateRequest((e) => {
  const before = e.record.originalCopy();
  if (before.getString("pack") !== e.record.getString("pack") || before.getString("version") !== e.record.getString("version")) {
    require(`${__hooks}/lib/errors.js`).refuse(
      "invalid_input",
      "A published pack cannot be changed: publish a new version, or withdraw this one.",
    );
  }
}, "extraction_packs");

onRecordBeforeDeleteRequest(() => {
  require(`${__hooks}/lib/errors.js`).refuse(
    "invalid_input",
    "Published packs are kept, so that you can roll back: withdraw this one instead.",
  );
}, "extraction_packs");

onModelAfterCreate(() => require(`${__hooks}/lib/extraction-pack.js`).forget(), "extraction_packs");
onModelAfterUpdate(() => require(`${__hooks}/lib/extraction-pack.js`).forget(), "extraction_packs");

// The operator's view of LinkedIn's markup drift: per page type and day, the share the known selectors
// answered and the share that found nothing, and today's alerts (lib/drift.js). Admins only.
routerAdd(
  "GET",
  "/api/admin/extraction-drift",
  (c) => {
    const day = c.queryParam("day") || new Date().toISOString().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
      require(`${__hooks}/lib/errors.js`).refuse("invalid_input", "Day must be YYYY-MM-DD.", { field: "day" });
    c.response().header().set("Cache-Control", "no-store");
    return c.json(200, require(`${__hooks}/lib/drift.js`).report(day));
  },
  $apis.requireAdminAuth(),
);

// Once a day, after the day has ended: mail the operator what moved on it, if anything did.
cronAdd("netlift-extraction-drift", "15 0 * * *", () => {
  const core = require(`${__hooks}/lib/core.js`);
  const yesterday = core.dayBefore(new Date().toISOString().slice(0, 10));
  try {
    const mailed = require(`${__hooks}/lib/drift.js`).mailAlerts(yesterday);
    if (mailed.length) console.log("extraction drift: mailed", mailed.length, "alerts for", yesterday);
  } catch (err) {
    console.error("extraction drift: the alert could not be sent:", String(err));
  }
});

// The same, on demand (an operator, or a test): POST /api/admin/extraction-drift/mail?day=YYYY-MM-DD.
routerAdd(
  "POST",
  "/api/admin/extraction-drift/mail",
  (c) => {
    const day = c.queryParam("day");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
      require(`${__hooks}/lib/errors.js`).refuse("invalid_input", "Day must be YYYY-MM-DD.", { field: "day" });
    return c.json(200, { mailed: require(`${__hooks}/lib/drift.js`).mailAlerts(day) });
  },
  $apis.requireAdminAuth(),
);
