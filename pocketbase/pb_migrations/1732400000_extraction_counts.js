/// <reference path="../types.d.ts" />
// How the extension found what it sent: one row a day per page type and extraction layer (selectors,
// structure, text), counted by POST /api/assist. No page content, no user: only these counts. Admins
// read them in the admin UI; a LinkedIn release that breaks the known selectors shows within a day as
// a shift from "selectors" to "structure" or "text".

migrate(
  (db) => {
    new Dao(db).saveCollection(
      new Collection({
        name: "extraction_counts",
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
          {
            name: "layer",
            type: "select",
            required: true,
            options: { maxSelect: 1, values: ["selectors", "structure", "text"] },
          },
          { name: "count", type: "number", options: { noDecimal: true, min: 0 } },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_extraction_counts_key ON extraction_counts (day, page, layer)"],
      }),
    );
  },
  (db) => {
    const dao = new Dao(db);
    dao.deleteCollection(dao.findCollectionByNameOrId("extraction_counts"));
  },
);
