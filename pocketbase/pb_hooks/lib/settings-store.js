/// <reference path="../../types.d.ts" />
// Saving PocketBase's settings, encrypted at rest when the operator sets PB_ENCRYPTION_KEY.
//
// PocketBase's first migration stores the default settings as plain JSON, signing secrets included,
// and SQLite keeps a replaced row's old bytes in free pages. So the first save with a key also gives
// every token a new signing secret (what was left in plain text signs nothing; sessions made before
// end once) and rewrites the file without its free pages.

/** Token settings whose secrets sign sessions and e-mailed links. */
const TOKEN_SETTINGS = [
  "adminAuthToken",
  "adminPasswordResetToken",
  "adminFileToken",
  "recordAuthToken",
  "recordPasswordResetToken",
  "recordEmailChangeToken",
  "recordVerificationToken",
  "recordFileToken",
];

/** Whether the stored settings row is still plain JSON (never saved with a key). */
function storedInPlainText(dao) {
  const row = new DynamicModel({ kind: "" });
  try {
    dao
      .db()
      .newQuery(
        "SELECT COALESCE(CASE WHEN json_valid(value) THEN json_type(value) END, '') AS kind FROM _params WHERE key = 'settings'",
      )
      .one(row);
  } catch (_) {
    return false; // no settings row yet: PocketBase writes it (with the key) on its own
  }
  return row.kind === "object";
}

/** Saves `settings`; `key` "" stores them as they are. */
function save(dao, settings, key) {
  const firstEncryption = key !== "" && storedInPlainText(dao);
  if (firstEncryption) {
    for (const name of TOKEN_SETTINGS) settings[name].secret = $security.randomString(50);
  }
  dao.saveSettings(settings, key);
  if (firstEncryption) {
    dao.db().newQuery("VACUUM").execute();
    dao.db().newQuery("PRAGMA wal_checkpoint(TRUNCATE)").execute();
  }
}

module.exports = { save };
