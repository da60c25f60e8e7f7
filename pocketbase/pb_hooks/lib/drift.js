/// <reference path="../../types.d.ts" />
// LinkedIn's markup drift for the operator (issue #29): the counts of extraction_counts and
// extraction_misses, as each page type's selector share and share that found nothing per day
// (src/core/drift.ts), and once a day an e-mail when they moved. Counts only: no page content, no user.

const DAYS = 15;

/**
 * The rows of a query, each a plain object of `shape`'s fields (typed as `shape`).
 * @template {Record<string, string | number>} T
 * @param {string} sql
 * @param {Record<string, string>} binds
 * @param {T} shape
 * @returns {T[]}
 */
function rows(sql, binds, shape) {
  const out = arrayOf(new DynamicModel(shape));
  $app.dao().db().newQuery(sql).bind(binds).all(out);
  return out.map((row) => /** @type {T} */ (Object.fromEntries(Object.keys(shape).map((k) => [k, row[k]]))));
}

/** { days: per page type, oldest first; alerts: of `day` } from the last two weeks' counts. */
function report(day) {
  const core = require(`${__hooks}/lib/core.js`);
  const since = core.dayBefore(day, DAYS - 1);
  const counts = rows(
    "SELECT day, page, layer, SUM(count) AS count FROM extraction_counts WHERE day >= {:since} GROUP BY day, page, layer",
    { since: since },
    { day: "", page: "", layer: "", count: 0 },
  );
  const misses = rows(
    "SELECT day, page, SUM(count) AS count FROM extraction_misses WHERE day >= {:since} GROUP BY day, page",
    { since: since },
    {
      day: "",
      page: "",
      count: 0,
    },
  );
  const byPage = core.driftByPage(counts, misses);
  return { day: day, rules: core.DRIFT_RULES, pages: byPage, alerts: core.driftAlerts(byPage, day) };
}

/** Who hears of drift: DRIFT_ALERT_EMAIL, else the admin address. "" when neither is set. */
function operatorAddress() {
  const config = require(`${__hooks}/lib/config.js`);
  return config.env("DRIFT_ALERT_EMAIL", config.env("PB_ADMIN_EMAIL", ""));
}

/**
 * Mails the operator what moved on `day`, once: a day already mailed (drift_alerts) is not mailed again,
 * whatever restarts. Returns the alerts mailed ([] when none, or already mailed, or no one to tell).
 */
function mailAlerts(day) {
  const found = report(day).alerts;
  const to = operatorAddress();
  if (!found.length || !to) return [];
  const dao = $app.dao();
  try {
    dao.findFirstRecordByData("drift_alerts", "day", day);
    return [];
  } catch (_) {
    // not mailed yet
  }
  const record = new Record(dao.findCollectionByNameOrId("drift_alerts"));
  record.load({ day: day, alerts: found, mailed: false });
  try {
    dao.saveRecord(record); // the unique day: two runs at once mail once
  } catch (_) {
    return [];
  }
  const settings = $app.settings();
  const lines = found
    .map((a) => `<li>${a.what.replace(/[&<>]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[ch])}</li>`)
    .join("");
  $app.newMailClient().send(
    new MailerMessage({
      // plain objects: the engine makes them mail addresses (the declarations ask for Go's type)
      from: /** @type {any} */ ({ address: settings.meta.senderAddress, name: settings.meta.senderName }),
      to: /** @type {any} */ ([{ address: to }]),
      subject: `${settings.meta.appName}: LinkedIn's markup moved on ${day}`,
      html:
        `<p>What the extension found on LinkedIn changed on ${day}:</p><ul>${lines}</ul>` +
        "<p>Publish an extraction pack that knows the new markup (admin UI → Collections → extraction_packs); the extension picks it up within the hour. " +
        "The figures are at GET /api/admin/extraction-drift.</p>",
    }),
  );
  record.set("mailed", true);
  dao.saveRecord(record);
  return found;
}

module.exports = { report, mailAlerts };
