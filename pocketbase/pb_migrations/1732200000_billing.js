/// <reference path="../types.d.ts" />
// Billing: when the last invoice failed, and the Stripe events already processed (each at most once:
// the unique index on eventId is written in the same transaction as the event's effect).

migrate(
  (db) => {
    const dao = new Dao(db);
    const details = dao.findCollectionByNameOrId("user_details");
    details.schema.addField(new SchemaField({ name: "paymentFailedAt", type: "date", options: {} }));
    details.updateRule = details.updateRule + " && @request.data.paymentFailedAt:isset = false";
    details.indexes = ["CREATE INDEX idx_user_details_customer ON user_details (stripeCustomerId)"];
    dao.saveCollection(details);

    dao.saveCollection(
      new Collection({
        name: "stripe_events",
        type: "base",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        schema: [
          { name: "eventId", type: "text", required: true, options: { max: 255 } },
          { name: "type", type: "text", required: true, options: { max: 255 } },
          { name: "eventCreated", type: "number", options: { noDecimal: true } },
          { name: "user", type: "text", options: { max: 32 } },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_stripe_events_event_id ON stripe_events (eventId)"],
      }),
    );
  },
  (db) => {
    const dao = new Dao(db);
    dao.deleteCollection(dao.findCollectionByNameOrId("stripe_events"));
    const details = dao.findCollectionByNameOrId("user_details");
    details.schema.removeField(details.schema.getFieldByName("paymentFailedAt").id);
    details.updateRule = details.updateRule.replace(" && @request.data.paymentFailedAt:isset = false", "");
    details.indexes = [];
    dao.saveCollection(details);
  },
);
