/// <reference path="../types.d.ts" />
// Extraction packs the operator publishes (issue #29): the markup names the extension reads, as data,
// served by GET /api/extension/pack without a release. Created in the admin UI (Collections →
// extraction_packs → New record: paste the pack's JSON); every one is kept, and a pack is withdrawn, not
// deleted, so the operator can roll back. Drift alerts already mailed, one row a day.

migrate(
  (db) => {
    const dao = new Dao(db);
    dao.saveCollection(
      new Collection({
        name: "extraction_packs",
        type: "base",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        schema: [
          { name: "version", type: "text", options: { max: 20 } },
          { name: "pack", type: "json", required: true, options: { maxSize: 300000 } },
          { name: "withdrawn", type: "bool", options: {} },
          { name: "note", type: "text", options: { max: 500 } },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_extraction_packs_version ON extraction_packs (version)"],
      }),
    );
    dao.saveCollection(
      new Collection({
        name: "drift_alerts",
        type: "base",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        schema: [
          { name: "day", type: "text", required: true, options: { pattern: "^\\d{4}-\\d{2}-\\d{2}$" } },
          { name: "alerts", type: "json", options: { maxSize: 20000 } },
          { name: "mailed", type: "bool", options: {} },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_drift_alerts_day ON drift_alerts (day)"],
      }),
    );
  },
  (db) => {
    const dao = new Dao(db);
    for (const name of ["drift_alerts", "extraction_packs"]) dao.deleteCollection(dao.findCollectionByNameOrId(name));
  },
);
