/// <reference path="../../types.d.ts" />
// Conversation memory: each exchange goes into the user's `conversations` record (numItems and the
// `items` map keyed by number, "0" being the specification's initial empty list), keeping the last
// MAX_EXCHANGES so the record stays small: every append rewrites the whole map, so its cost grows
// with it. Follow-ups only need the last exchange on the page the user is on, and ten covers that
// for all four pages with room to spare.

const MAX_EXCHANGES = 10;
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

// Adds item {:item} under key numItems + 1 and drops key numItems + 1 - MAX_EXCHANGES (never "0":
// before the map is full the key dropped is "-1", which does not exist), in one statement: SQLite
// does the read-modify-write under its own write lock, so concurrent requests neither lose
// exchanges nor wait on JavaScript running inside a transaction. Keys older than that are already
// gone, since every append removes exactly the one that fell out.
const APPEND_SQL =
  "UPDATE conversations SET items = json_remove(json_set(items, '$.\"' || (numItems + 1) || '\"', json({:item})), " +
  "'$.\"' || iif(numItems + 1 > {:max}, numItems + 1 - {:max}, -1) || '\"'), numItems = numItems + 1, updated = {:now} " +
  "WHERE id = {:id} AND json_valid(items)";

/**
 * Appends an exchange. Best effort: errors are logged, never thrown, so the answer the user paid
 * for is still returned.
 */
function append(dao, userId, exchange) {
  const at = new Date().toISOString();
  const item = JSON.stringify({
    at: at,
    task: exchange.task,
    page: exchange.page,
    instruction: exchange.instruction || "",
    suggestions: exchange.suggestions.map((s) => (s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s)),
    usage: exchange.usage,
  });
  const now = at.replace("T", " ");
  try {
    const params = { id: userId, item: item, max: MAX_EXCHANGES, now: now };
    if (dao.nonconcurrentDB().newQuery(APPEND_SQL).bind(params).execute().rowsAffected() === 1) return;
    // no record yet, or its items are not valid JSON: start the map again with this exchange
    const repaired = dao
      .nonconcurrentDB()
      .newQuery(
        "UPDATE conversations SET items = json_object('0', json('[]'), CAST(numItems + 1 AS TEXT), json({:item})), " +
          "numItems = numItems + 1, updated = {:now} WHERE id = {:id}",
      )
      .bind(params)
      .execute();
    if (repaired.rowsAffected() === 1) return;
    dao
      .nonconcurrentDB()
      .newQuery("INSERT INTO conversations (id, numItems, items, created, updated) VALUES ({:id}, 1, json_object('0', json('[]'), '1', json({:item})), {:now}, {:now})")
      .bind(params)
      .execute();
  } catch (err) {
    console.error("conversation memory not saved for", userId, String(err));
  }
}

module.exports = { lastExchange, append, MAX_EXCHANGES };
