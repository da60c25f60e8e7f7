/// <reference path="../../types.d.ts" />
// Sign-in takes as long for an address without an account as for one with it. PocketBase checks the
// password (bcrypt) only for an account it found: an existing address took 237 ms, an unknown one 3 ms,
// which told anyone which addresses have accounts (users) and which e-mail is the admin's. For an
// address it did not find, the sign-in hooks hand PocketBase a stand-in that no password matches: a
// record or admin that is never saved, holding the bcrypt hash of a random secret made once per process
// at PocketBase's own cost (its setPassword), so PocketBase spends the same bcrypt check and fails.

const KEY = "absent-account:hash";

/** A bcrypt hash of a random secret nobody knows, made once (about as long as one sign-in). */
function hash() {
  const store = $app.store();
  let value = store.get(KEY);
  if (!value) {
    const admin = new Admin();
    admin.setPassword($security.randomString(48));
    value = admin.passwordHash;
    store.set(KEY, value);
  }
  return value;
}

/** An unsaved users record that no password matches. */
function user() {
  const record = new Record($app.dao().findCollectionByNameOrId("users"));
  record.set("passwordHash", hash());
  return record;
}

/** An unsaved admin that no password matches. */
function admin() {
  const stand = new Admin();
  stand.passwordHash = hash();
  return stand;
}

module.exports = { user, admin };
