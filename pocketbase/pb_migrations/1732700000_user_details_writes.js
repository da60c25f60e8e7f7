/// <reference path="../types.d.ts" />
// Clients no longer update `user_details` through PocketBase's record API. Its about-you fields and the
// saved LinkedIn profile change through PATCH /api/account, which checks them with sign-up's rules and
// keeps users.name and user_details.name the same; the record API checked only the fields' sizes, so a
// client could store an empty name, or a name the account's `users` record did not have. Every other
// field was already refused to clients.

migrate(
  (db) => {
    const dao = new Dao(db);
    const details = dao.findCollectionByNameOrId("user_details");
    details.updateRule = null;
    dao.saveCollection(details);
  },
  (db) => {
    // the rule as the earlier migrations left it: the owner, and none of the server's fields
    const serverOnly = [
      "email",
      "premium",
      "tokenBalance",
      "maxTokens",
      "lastTokenReset",
      "stripeCustomerId",
      "stripeSubscriptionId",
      "subscriptionStatus",
      "paymentFailedAt",
      "voice",
    ];
    const dao = new Dao(db);
    const details = dao.findCollectionByNameOrId("user_details");
    details.updateRule = ["id = @request.auth.id"].concat(serverOnly.map((f) => `@request.data.${f}:isset = false`)).join(" && ");
    dao.saveCollection(details);
  },
);
