/// <reference path="../types.d.ts" />
// The product's data model (docs/api.md): accounts, per-user details and conversations,
// and contact/feedback messages. Owners may read their own records; plan, tokens and billing
// are written by the server only.

const OWNER = "id = @request.auth.id";

// Fields no client may set, through any API rule. Server hooks write them through the Dao.
const SERVER_ONLY = [
  "email",
  "premium",
  "tokenBalance",
  "maxTokens",
  "lastTokenReset",
  "stripeCustomerId",
  "stripeSubscriptionId",
  "subscriptionStatus",
];

migrate(
  (db) => {
    const dao = new Dao(db);

    const users = dao.findCollectionByNameOrId("users");
    // Accounts are created only by POST /api/signup, which provisions the user's records in one transaction.
    users.createRule = null;
    users.listRule = OWNER;
    users.viewRule = OWNER;
    users.updateRule = OWNER;
    users.deleteRule = null;
    const auth = users.authOptions();
    auth.minPasswordLength = 8;
    auth.onlyVerified = false; // unverified users sign in to reach /verify-email
    users.setOptions(auth);
    dao.saveCollection(users);

    dao.saveCollection(
      new Collection({
        name: "user_details",
        type: "base",
        listRule: OWNER,
        viewRule: OWNER,
        createRule: null,
        // Owners may edit their profile and about-you fields; every server-owned field is refused.
        updateRule: [OWNER].concat(SERVER_ONLY.map((f) => `@request.data.${f}:isset = false`)).join(" && "),
        deleteRule: null,
        schema: [
          { name: "email", type: "email", options: {} },
          { name: "profile", type: "text", options: { max: 20000 } },
          { name: "lastTokenReset", type: "date", options: {} },
          { name: "tokenBalance", type: "number", options: { noDecimal: true } },
          { name: "maxTokens", type: "number", options: { noDecimal: true, min: 0 } },
          { name: "name", type: "text", options: { max: 100 } },
          { name: "industry", type: "text", options: { max: 200 } },
          { name: "role", type: "text", options: { max: 200 } },
          { name: "howDidYouHear", type: "text", options: { max: 200 } },
          { name: "premium", type: "bool", options: {} },
          { name: "stripeCustomerId", type: "text", options: {} },
          { name: "stripeSubscriptionId", type: "text", options: {} },
          { name: "subscriptionStatus", type: "text", options: {} },
        ],
      }),
    );

    dao.saveCollection(
      new Collection({
        name: "conversations",
        type: "base",
        listRule: OWNER,
        viewRule: OWNER,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        schema: [
          { name: "numItems", type: "number", options: { noDecimal: true, min: 0 } },
          { name: "items", type: "json", options: { maxSize: 2000000 } },
        ],
      }),
    );

    dao.saveCollection(
      new Collection({
        name: "messages",
        type: "base",
        // Write-only for clients: anyone may send, only admins read. A signed-in sender may link
        // the message to themselves, never to someone else.
        listRule: null,
        viewRule: null,
        createRule: '@request.data.user:isset = false || @request.data.user = "" || @request.data.user = @request.auth.id',
        updateRule: null,
        deleteRule: null,
        schema: [
          { name: "kind", type: "select", required: true, options: { maxSelect: 1, values: ["contact", "feedback"] } },
          { name: "name", type: "text", options: { max: 200 } },
          { name: "email", type: "text", options: { max: 254 } },
          { name: "mainText", type: "text", options: { max: 5000 } },
          {
            name: "user",
            type: "relation",
            options: { collectionId: users.id, cascadeDelete: false, maxSelect: 1 },
          },
        ],
      }),
    );
  },
  (db) => {
    const dao = new Dao(db);
    for (const name of ["messages", "conversations", "user_details"]) {
      dao.deleteCollection(dao.findCollectionByNameOrId(name));
    }
    const users = dao.findCollectionByNameOrId("users");
    users.createRule = "";
    users.listRule = OWNER;
    users.viewRule = OWNER;
    users.updateRule = OWNER;
    users.deleteRule = OWNER;
    dao.saveCollection(users);
  },
);
