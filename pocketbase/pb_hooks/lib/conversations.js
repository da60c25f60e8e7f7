/// <reference path="../../types.d.ts" />
// Conversation memory: each exchange goes into the user's `conversations` record (numItems and the
// `items` map keyed by number, "0" being the specification's initial empty list), keeping the last
// MAX_EXCHANGES so the record stays small: every append rewrites the whole map, so its cost grows
// with it. Follow-ups only need the last exchange on the page the user is on, and ten covers that
// for all four pages with room to spare.

// the extension's disclosure promises this number (src/core/disclosure.ts): one constant for both
const MAX_EXCHANGES = require(`${__hooks}/lib/core.js`).KEPT_EXCHANGES;
const MAX_TEXT = 4000;

function readItems(record) {
  let items;
  try {
    items = JSON.parse(record.getString("items") || "{}");
  } catch (_) {
    items = {};
  }
  return items && typeof items === "object" && !Array.isArray(items) ? items : {};
}

/**
 * The last exchange on `page`, as chat messages for a follow-up (empty when none).
 * @returns {{ role: "user" | "assistant", content: string }[]}
 */
function lastExchange(dao, userId, page) {
  let record;
  try {
    record = dao.findRecordById("conversations", userId);
  } catch (_) {
    return [];
  }
  const items = readItems(record);
  const keys = Object.keys(items)
    .map(Number)
    .filter((k) => k > 0)
    .sort((a, b) => b - a);
  for (const key of keys) {
    const item = items[String(key)];
    if (item && item.page === page && Array.isArray(item.suggestions)) {
      return [
        {
          role: "user",
          content: `Earlier request on this ${page} page: ${item.task}${item.instruction ? ` (${item.instruction})` : ""}`,
        },
        { role: "assistant", content: JSON.stringify({ suggestions: item.suggestions }) },
      ];
    }
  }
  return [];
}

// Adds the item (?1) under key numItems + 1 and drops key numItems + 1 - MAX_EXCHANGES (?2; never "0":
// before the map is full the key dropped is "-1", which does not exist), in one statement: SQLite
// does the read-modify-write under its own write lock, so concurrent requests neither lose
// exchanges nor wait on JavaScript running inside a transaction. Keys older than that are already
// gone, since every append removes exactly the one that fell out.
// Only a map is appended to: anything else (null, a list, a string) would silently stay as it is.
// The first character tells, where json_type() would parse the whole map once more; a value that
// starts with "{" but is not valid JSON makes json_set throw, and is then started again too.
// ?3 is the time, ?4 the user. It runs on every request, so it is a prepared statement (lib/statements.js).
const APPEND_SQL =
  "UPDATE conversations SET items = json_remove(json_set(items, '$.\"' || (numItems + 1) || '\"', json(?1)), " +
  "'$.\"' || iif(numItems + 1 > ?2, numItems + 1 - ?2, -1) || '\"'), numItems = numItems + 1, updated = ?3 " +
  "WHERE id = ?4 AND substr(items, 1, 1) = '{'";

// the map started again with only the specification's initial "0" and this exchange
const RESTART_SQL =
  "UPDATE conversations SET items = json_object('0', json('[]'), CAST(numItems + 1 AS TEXT), json({:item})), " +
  "numItems = numItems + 1, updated = {:now} WHERE id = {:id}";

// only for an account that still exists: one deleted while its answer was being written must not get
// its memory back (SQLite checks and inserts in one statement, so the deletion cannot fall between them)
const INSERT_SQL =
  "INSERT INTO conversations (id, numItems, items, created, updated) " +
  "SELECT {:id}, 1, json_object('0', json('[]'), '1', json({:item})), {:now}, {:now} " +
  "WHERE EXISTS (SELECT 1 FROM users WHERE id = {:id})";

/** Runs one write; how many rows it changed. */
function run(dao, sql, params) {
  return dao.nonconcurrentDB().newQuery(sql).bind(params).execute().rowsAffected();
}

/**
 * Appends an exchange. Best effort: errors are logged, never thrown, so the answer the user paid
 * for is still returned. It writes on the app's own connection: no transaction may be open.
 */
function append(userId, exchange) {
  const dao = $app.dao();
  const at = new Date().toISOString();
  const item = JSON.stringify({
    at: at,
    task: exchange.task,
    page: exchange.page,
    instruction: exchange.instruction || "",
    suggestions: exchange.suggestions.map((s) => (s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s)),
    usage: exchange.usage,
  });
  const params = { id: userId, item: item, now: at.replace("T", " ") };
  try {
    let appended;
    try {
      const statements = require(`${__hooks}/lib/statements.js`);
      appended = statements.exec("conversations.append", APPEND_SQL, [item, MAX_EXCHANGES, params.now, userId]) === 1;
    } catch (err) {
      // only a broken map is started again: any other error (a busy database) must not wipe it
      if (String(err).indexOf("malformed JSON") < 0) throw err;
      appended = false;
    }
    // no record yet (made outside sign-up), or items is not a map: start the map again with this exchange
    if (appended || run(dao, RESTART_SQL, params) === 1) return;
    run(dao, INSERT_SQL, params);
  } catch (err) {
    console.error("conversation memory not saved for", userId, String(err));
  }
}

module.exports = { lastExchange, append, MAX_EXCHANGES };
