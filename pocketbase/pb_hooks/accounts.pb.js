/// <reference path="../types.d.ts" />
// Accounts: an account's records go with it, and sign-in finds the account whatever the case of
// the typed address.

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

// Sign-up stores the address in lower case (src/core/signup.ts), but PocketBase looks the identity
// up exactly as typed: "Jane.Doe@Example.com" would never find "jane.doe@example.com" and the
// account could not sign in. When the exact lookup found nothing, look again in lower case (one
// indexed read; the password is still checked by PocketBase afterwards).
onRecordBeforeAuthWithPasswordRequest((e) => {
  if (e.record) return;
  const typed = String(e.identity || "").trim();
  const lower = typed.toLowerCase();
  if (lower === "" || lower === e.identity) return;
  try {
    e.record = $app.dao().findAuthRecordByEmail("users", lower);
  } catch (_) {
    // no such account: PocketBase answers "Failed to authenticate."
  }
}, "users");
