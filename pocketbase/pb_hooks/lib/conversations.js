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

/** Appends an exchange; drops the oldest beyond MAX_EXCHANGES. Best effort: errors are logged. */
function append(dao, userId, exchange) {
  try {
    dao.runInTransaction((tx) => {
      let record;
      try {
        record = tx.findRecordById("conversations", userId);
      } catch (_) {
        record = new Record(tx.findCollectionByNameOrId("conversations"));
        record.setId(userId);
        record.set("numItems", 0);
      }
      const items = readItems(record);
      if (!items["0"]) items["0"] = [];
      const next = record.getInt("numItems") + 1;
      items[String(next)] = {
        at: new Date().toISOString(),
        task: exchange.task,
        page: exchange.page,
        instruction: exchange.instruction || "",
        suggestions: exchange.suggestions.map((s) => s.slice(0, MAX_TEXT)),
        usage: exchange.usage,
      };
      for (const key of Object.keys(items)) {
        if (key !== "0" && Number(key) <= next - MAX_EXCHANGES) delete items[key];
      }
      record.set("numItems", next);
      record.set("items", items);
      tx.saveRecord(record);
    });
  } catch (err) {
    console.error("conversation memory not saved for", userId, String(err));
  }
}

module.exports = { lastExchange, append, MAX_EXCHANGES };
