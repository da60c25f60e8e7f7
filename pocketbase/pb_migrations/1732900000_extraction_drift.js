/// <reference path="../types.d.ts" />
// What the extension's extraction counts carry since LinkedIn's 2026 changes (issue #28): whether the facts
// came from inside a shadow root (chat windows and the post composer live in #interop-outlet's), and, in
// extraction_misses, the helpers that could not find their facts at all: per day, page type, extraction
// pack and extension version. Only counts: no user, no page content. Admins read them.

migrate(
  (db) => {
    const dao = new Dao(db);
    const counts = dao.findCollectionByNameOrId("extraction_counts");
    counts.schema.addField(new SchemaField({ name: "shadow", type: "bool", options: {} }));
    counts.indexes = ["CREATE UNIQUE INDEX idx_extraction_counts_key ON extraction_counts (day, page, layer, shadow)"];
    dao.saveCollection(counts);

    dao.saveCollection(
      new Collection({
        name: "extraction_misses",
        type: "base",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        schema: [
          { name: "day", type: "text", required: true, options: { pattern: "^\\d{4}-\\d{2}-\\d{2}$" } },
          {
            name: "page",
            type: "select",
            required: true,
            options: { maxSelect: 1, values: ["feed", "messages", "profile", "jobs"] },
          },
          { name: "pack", type: "text", options: { max: 40 } },
          { name: "extension", type: "text", options: { max: 20 } },
          { name: "count", type: "number", options: { noDecimal: true, min: 0 } },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_extraction_misses_key ON extraction_misses (day, page, pack, extension)"],
      }),
    );
  },
  (db) => {
    const dao = new Dao(db);
    dao.deleteCollection(dao.findCollectionByNameOrId("extraction_misses"));
    const counts = dao.findCollectionByNameOrId("extraction_counts");
    counts.indexes = ["CREATE UNIQUE INDEX idx_extraction_counts_key ON extraction_counts (day, page, layer)"];
    counts.schema.removeField(counts.schema.getFieldByName("shadow").id);
    dao.saveCollection(counts);
  },
);
