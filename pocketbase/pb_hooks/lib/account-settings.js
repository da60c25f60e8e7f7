/// <reference path="../../types.d.ts" />
// What a signed-in user changes in /settings. Every write is a record save through the Dao, inside a
// transaction: the model hooks see it (account-cache.pb.js gives the user a new generation, so a Pro
// account remembered in memory is read again), and the read-modify-save holds the app's one write
// connection throughout, so a token charge cannot land in between and be written back stale.

const DETAIL_FIELDS = ["name", "industry", "role", "howDidYouHear", "profile"];

/** A JSON field's text as stored, parsed (record.getString gives the raw JSON); null when empty or broken. */
function readJson(text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch (_) {
    return null;
  }
}

/** Saves the validated fields (PATCH /api/account); returns every editable field as stored. */
function saveFields(user, fields) {
  const accounts = require(`${__hooks}/lib/accounts.js`);
  accounts.ensureDetails($app.dao(), user, new Date()); // an account made outside sign-up may have none yet
  const saved = {};
  $app.dao().runInTransaction((tx) => {
    const details = tx.findRecordById("user_details", user.id);
    for (const field of Object.keys(fields)) details.set(field, fields[field]);
    tx.saveRecord(details);
    if (fields.name !== undefined) {
      // the account's own name too, which the admin UI shows
      const account = tx.findRecordById("users", user.id);
      account.set("name", fields.name);
      tx.saveRecord(account);
    }
    for (const field of DETAIL_FIELDS) saved[field] = details.getString(field);
    saved.voice = require(`${__hooks}/lib/core.js`).readVoice(readJson(details.getString("voice")));
  });
  return saved;
}

/** The assistant's memory back to its initial value (numItems 0, items {"0": []}). */
function clearMemory(userId) {
  const core = require(`${__hooks}/lib/core.js`);
  const initial = core.initialRecords(core.toPbDate(new Date())).conversations;
  $app.dao().runInTransaction((tx) => {
    let record;
    try {
      record = tx.findRecordById("conversations", userId);
    } catch (_) {
      record = new Record(tx.findCollectionByNameOrId("conversations"));
      record.setId(userId);
    }
    record.load(initial);
    tx.saveRecord(record);
  });
  return initial;
}

/**
 * Sets a new password. PocketBase gives the account a new token key with it, so every session and
 * the extension's token stop working; the caller signs in again with the new password.
 */
function changePassword(userId, password) {
  $app.dao().runInTransaction((tx) => {
    const account = tx.findRecordById("users", userId);
    account.setPassword(password);
    tx.saveRecord(account);
  });
}

module.exports = { saveFields, clearMemory, changePassword, readJson };
