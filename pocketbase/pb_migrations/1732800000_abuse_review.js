/// <reference path="../types.d.ts" />
// Two records the security review of 2026-11 asked for:
// - deleted_allowances: the day's allowance of an account deleted while it had spent part of it, kept
//   under a hash of its address (never the address) until the allowance would have refreshed, so that
//   deleting the account and signing up again does not start the day over. Admins only.
// - messages.addressOf: the account that held, verified, the address a signed-out message was sent from,
//   once that account's address changes (email-change.pb.js). Deleting the account strips those messages
//   of the name and address too; the export leaves them out, since anyone can type any address into the
//   signed-out form (lib/account-data.js).

migrate(
  (db) => {
    const dao = new Dao(db);
    dao.saveCollection(
      new Collection({
        name: "deleted_allowances",
        type: "base",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        schema: [
          { name: "addressHash", type: "text", required: true, options: { pattern: "^[0-9a-f]{64}$" } },
          { name: "tokenBalance", type: "number", options: { noDecimal: true } },
          { name: "lastTokenReset", type: "date", options: {} },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_deleted_allowances_hash ON deleted_allowances (addressHash)"],
      }),
    );
    const messages = dao.findCollectionByNameOrId("messages");
    messages.schema.addField(new SchemaField({ name: "addressOf", type: "text", options: { max: 15 } }));
    dao.saveCollection(messages);
    // messages linked to an account by the old rule (email-change.pb.js set their `user`) cannot be told
    // from those the account sent signed in; they stay the account's
  },
  (db) => {
    const dao = new Dao(db);
    dao.deleteCollection(dao.findCollectionByNameOrId("deleted_allowances"));
    const messages = dao.findCollectionByNameOrId("messages");
    messages.schema.removeField(messages.schema.getFieldByName("addressOf").id);
    dao.saveCollection(messages);
  },
);
