/// <reference path="../types.d.ts" />
// An account's records go with it: deleting a user (admin UI, privacy request) deletes its
// user_details and conversations in the same transaction.

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
