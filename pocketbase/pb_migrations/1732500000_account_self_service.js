/// <reference path="../types.d.ts" />
// Account self-service (/settings): clients no longer update their `users` record through PocketBase's
// record API. The name goes through PATCH /api/account (with user_details, validated as at sign-up),
// the password through POST /api/account/password (wrong current passwords are limited there; the
// record API would let a stolen session guess without limit), the address through request-email-change.
// PocketBase already refused client writes to `email` and `verified`.

migrate(
  (db) => {
    const dao = new Dao(db);
    const users = dao.findCollectionByNameOrId("users");
    users.updateRule = null;
    dao.saveCollection(users);
  },
  (db) => {
    const dao = new Dao(db);
    const users = dao.findCollectionByNameOrId("users");
    users.updateRule = "id = @request.auth.id";
    dao.saveCollection(users);
  },
);
