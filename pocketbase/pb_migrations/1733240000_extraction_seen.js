/// <reference path="../types.d.ts" />
// Which accounts the drift counts have counted today (issue #37, finding 7): one row per account, page type,
// kind (a use, or a helper that found nothing) and UTC day, so that each account counts once in
// extraction_counts and extraction_misses however often it asks or reports. The row holds the day and a hash
// (of the account, page, kind and day), not the account; rows of days that are over are deleted
// (extension.pb.js). Admins only.

migrate(
  (db) => {
    new Dao(db).saveCollection(
      new Collection({
        name: "extraction_seen",
        type: "base",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        schema: [
          { name: "day", type: "text", required: true, options: { pattern: "^\\d{4}-\\d{2}-\\d{2}$" } },
          { name: "key", type: "text", required: true, options: { max: 64 } },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_extraction_seen_key ON extraction_seen (day, key)"],
      }),
    );
  },
  (db) => {
    const dao = new Dao(db);
    dao.deleteCollection(dao.findCollectionByNameOrId("extraction_seen"));
  },
);
