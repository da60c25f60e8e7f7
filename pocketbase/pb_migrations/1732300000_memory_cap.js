/// <reference path="../types.d.ts" />
// Conversation memory now keeps the last 10 exchanges instead of 20 (see pb_hooks/lib/conversations.js).
// Each append removes only the one key that falls out, so maps written under the old cap would keep
// their 10 oldest exchanges forever: trim them once here. Key "0" (the initial empty list) stays.

migrate(
  (db) => {
    db.newQuery(
      "UPDATE conversations SET items = (" +
        "SELECT json_group_object(key, CASE WHEN type IN ('object', 'array') THEN json(value) ELSE value END) " +
        "FROM json_each(conversations.items) WHERE key = '0' OR CAST(key AS INTEGER) > conversations.numItems - 10" +
        ") WHERE json_valid(items) AND numItems > 10",
    ).execute();
  },
  () => {
    // nothing to undo: the trimmed exchanges are gone, and a longer cap would simply refill the map
  },
);
