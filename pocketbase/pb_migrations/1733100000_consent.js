/// <reference path="../types.d.ts" />
// The extension's disclosure and consent (issue #30): what the user decided (agreed or declined), about
// which disclosure (its version and the AI provider it named) and when. Written only by POST
// /api/account/consent (user_details' record API is closed to clients since 1732700000); the owner reads
// it, and the account export lists it. Empty until the user decides.

migrate(
  (db) => {
    const dao = new Dao(db);
    const details = dao.findCollectionByNameOrId("user_details");
    details.schema.addField(
      new SchemaField({ name: "consentDecision", type: "select", options: { maxSelect: 1, values: ["agreed", "declined"] } }),
    );
    details.schema.addField(new SchemaField({ name: "consentVersion", type: "text", options: { max: 40 } }));
    details.schema.addField(new SchemaField({ name: "consentProvider", type: "text", options: { max: 200 } }));
    details.schema.addField(new SchemaField({ name: "consentAt", type: "date", options: {} }));
    dao.saveCollection(details);
  },
  (db) => {
    const dao = new Dao(db);
    const details = dao.findCollectionByNameOrId("user_details");
    for (const name of ["consentDecision", "consentVersion", "consentProvider", "consentAt"]) {
      details.schema.removeField(details.schema.getFieldByName(name).id);
    }
    dao.saveCollection(details);
  },
);
