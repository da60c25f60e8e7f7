/// <reference path="../types.d.ts" />
// The user's voice (issue #20): a short description and up to three samples of their own writing, given
// to every prompt so that answers sound like them. Written only through PATCH /api/account, which checks
// its sizes (src/core/persona.ts); the record API refuses it like the other server-checked fields.

migrate(
  (db) => {
    const dao = new Dao(db);
    const details = dao.findCollectionByNameOrId("user_details");
    details.schema.addField(new SchemaField({ name: "voice", type: "json", options: { maxSize: 4000 } }));
    details.updateRule = details.updateRule + " && @request.data.voice:isset = false";
    dao.saveCollection(details);
  },
  (db) => {
    const dao = new Dao(db);
    const details = dao.findCollectionByNameOrId("user_details");
    details.schema.removeField(details.schema.getFieldByName("voice").id);
    details.updateRule = details.updateRule.replace(" && @request.data.voice:isset = false", "");
    dao.saveCollection(details);
  },
);
