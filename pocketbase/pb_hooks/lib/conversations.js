/// <reference path="../../types.d.ts" />
// Conversation memory: each exchange goes into the user's `conversations` record (numItems and the
// `items` map keyed by number, "0" being the specification's initial empty list), keeping the last
// MAX_EXCHANGES so the record stays small.

const MAX_EXCHANGES = 20;
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

/** The last exchange on `page`, as chat messages for a follow-up (empty when none). */
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
        { role: "user", content: `Earlier request on this ${page} page: ${item.task}${item.instruction ? ` (${item.instruction})` : ""}` },
        { role: "assistant", content: JSON.stringify({ suggestions: item.suggestions }) },
      ];
    }
  }
  return [];
}

// Adds item {:item} under key numItems + 1 and keeps "0" plus the last MAX_EXCHANGES keys, in one
// statement: SQLite does the read-modify-write under its own write lock, so concurrent requests
// neither lose exchanges nor wait on JavaScript running inside a transaction.
const APPEND_SQL = `UPDATE conversations SET
  items = (
    SELECT json_group_object(key, json(value))
    FROM json_each(json_set(CASE WHEN json_valid(items) THEN items ELSE '{"0":[]}' END, '$."' || (numItems + 1) || '"', json({:item})))
    WHERE key = '0' OR CAST(key AS INTEGER) > numItems + 1 - {:max}
  ),
  numItems = numItems + 1,
  updated = {:now}
WHERE id = {:id}`;

/**
 * Appends an exchange. Best effort: errors are logged, never thrown, so the caller's transaction
 * (the token charge) still commits.
 */
function append(tx, userId, exchange) {
  const item = JSON.stringify({
    at: new Date().toISOString(),
    task: exchange.task,
    page: exchange.page,
    instruction: exchange.instruction || "",
    suggestions: exchange.suggestions.map((s) => s.slice(0, MAX_TEXT)),
    usage: exchange.usage,
  });
  const now = new Date().toISOString().replace("T", " ");
  try {
    const result = tx.nonconcurrentDB().newQuery(APPEND_SQL).bind({ id: userId, item: item, max: MAX_EXCHANGES, now: now }).execute();
    if (result.rowsAffected() === 0) {
      tx.nonconcurrentDB()
        .newQuery("INSERT INTO conversations (id, numItems, items, created, updated) VALUES ({:id}, 1, json_object('0', json('[]'), '1', json({:item})), {:now}, {:now})")
        .bind({ id: userId, item: item, now: now })
        .execute();
    }
  } catch (err) {
    console.error("conversation memory not saved for", userId, String(err));
  }
}

module.exports = { lastExchange, append, MAX_EXCHANGES };
