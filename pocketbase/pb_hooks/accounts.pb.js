/// <reference path="../types.d.ts" />
// Accounts: every account has its records, an account's records go with it, sign-in finds the
// account whatever the case of the typed address and takes as long for an unknown one, and realtime
// connections stop with the sessions.

// Sign-up creates user_details in the same transaction as the user. An account made any other way
// (admin UI, admin API) gets them here, after its creation is committed (0.22 runs after-hooks of a
// transaction once it commits, so sign-up's own records already exist by then and nothing is made twice).
onModelAfterCreate((e) => {
  const accounts = require(`${__hooks}/lib/accounts.js`);
  try {
    if (accounts.ensureDetails($app.dao(), e.model, new Date())) console.log("accounts: created the details of", e.model.id);
  } catch (err) {
    console.error("accounts: could not create the details of", e.model.id, String(err)); // assist creates them on first use
  }
}, "users");

// Deleting a user (admin UI, privacy request) deletes its user_details and conversations too, with
// the dao of the delete (its transaction, when it runs in one).

onModelAfterDelete((e) => {
  const dao = e.dao || $app.dao();
  const id = e.model.id;
  for (const name of ["user_details", "conversations"]) {
    try {
      dao.deleteRecord(dao.findRecordById(name, id));
    } catch (_) {
      // already gone
    }
  }
}, "users");

// Sign-up stores the address normalised, in lower case (src/core/email-address.ts), but PocketBase looks the identity
// up exactly as typed: "Jane.Doe@Example.com" would never find "jane.doe@example.com" and the
// account could not sign in. When the exact lookup found nothing, look again in lower case (one
// indexed read; the password is still checked by PocketBase afterwards).
// With no account found either way, PocketBase gets a stand-in that no password matches
// (lib/absent-account.js): it spends the same bcrypt check as for an account, and answers the same
// "Failed to authenticate.", in the same time.
onRecordBeforeAuthWithPasswordRequest((e) => {
  if (e.record) return;
  const stored = require(`${__hooks}/lib/core.js`).normalizeEmail(String(e.identity || ""));
  if (stored !== "" && stored !== e.identity) {
    try {
      e.record = $app.dao().findAuthRecordByEmail("users", stored);
      return;
    } catch (_) {
      // no such account either
    }
  }
  e.record = require(`${__hooks}/lib/absent-account.js`).user();
}, "users");

// The realtime connections of a user stop with their sessions: a password change or reset, an e-mail
// change (each gives the account a new token key, which ends every session) or a deletion. PocketBase
// itself keeps such a connection, and moves it to the updated record: a stolen token's subscription
// kept receiving the user's details after the password change.
onModelBeforeUpdate((e) => {
  if (e.model.originalCopy().getString("tokenKey") === e.model.getString("tokenKey")) return;
  require(`${__hooks}/lib/realtime-sessions.js`).end(e.model.id);
}, "users");

onModelAfterDelete((e) => {
  require(`${__hooks}/lib/realtime-sessions.js`).end(e.model.id);
}, "users");
