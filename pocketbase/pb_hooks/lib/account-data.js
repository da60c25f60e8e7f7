/// <reference path="../../types.d.ts" />
// A user's data, for the export (GET /api/account/export) and the deletion (DELETE /api/account):
// their account, user_details, conversations and the contact or feedback messages sent from their
// account or their address. Messages are matched on both, as a message sent before signing in
// carries only the address typed into the form.

const MESSAGES_OF = "(user = {:id} OR lower(trim(email)) = {:email})";

function recordOrNull(dao, collection, id) {
  try {
    return dao.findRecordById(collection, id);
  } catch (_) {
    return null;
  }
}

/** A JSON field's value as stored; its text when it is not JSON (edited by hand). */
function parseStored(text) {
  try {
    return JSON.parse(text || "null");
  } catch (_) {
    return text;
  }
}

/** The JSON document of GET /api/account/export (core.buildAccountExport picks the fields). */
function exportFor(dao, user, now) {
  const core = require(`${__hooks}/lib/core.js`);
  const details = recordOrNull(dao, "user_details", user.id);
  const conversations = recordOrNull(dao, "conversations", user.id);
  const messages = arrayOf(new DynamicModel({ kind: "", name: "", email: "", mainText: "", created: "" }));
  dao
    .db()
    .newQuery(`SELECT kind, name, email, mainText, created FROM messages WHERE ${MESSAGES_OF} ORDER BY created`)
    .bind({ id: user.id, email: user.email() })
    .all(messages);
  const items = conversations ? parseStored(conversations.getString("items")) : null;
  let detailsData = null;
  if (details) {
    detailsData = JSON.parse(JSON.stringify(details.publicExport()));
    // a JSON field reaches JavaScript as its bytes: the voice as its JSON value instead
    detailsData.voice = parseStored(details.getString("voice"));
  }
  return core.buildAccountExport({
    user: {
      id: user.id,
      email: user.email(),
      name: user.getString("name"),
      verified: user.verified(),
      created: user.getString("created"),
      updated: user.getString("updated"),
    },
    details: detailsData,
    conversations: conversations
      ? { numItems: conversations.getInt("numItems"), items: items, updated: conversations.getString("updated") }
      : null,
    messages: messages.map((m) => ({ kind: m.kind, name: m.name, email: m.email, mainText: m.mainText, created: m.created })),
    now: now,
  });
}

/**
 * In one transaction: the Stripe events that name the user, their name and address on their messages
 * (the messages stay, anonymous), their conversations, user_details and the account itself. The
 * records go through the Dao, so the model hooks (account cache) see them go once it commits.
 */
function deleteAll(user) {
  const id = user.id;
  $app.dao().runInTransaction((tx) => {
    tx.db().newQuery("DELETE FROM stripe_events WHERE user = {:id}").bind({ id: id }).execute();
    tx.db()
      .newQuery(`UPDATE messages SET name = '', email = '', user = '', updated = {:now} WHERE ${MESSAGES_OF}`)
      .bind({ id: id, email: user.email(), now: require(`${__hooks}/lib/core.js`).toPbDate(new Date()) })
      .execute();
    for (const collection of ["conversations", "user_details", "users"]) {
      const record = recordOrNull(tx, collection, id);
      if (record) tx.deleteRecord(record);
    }
  });
}

module.exports = { exportFor, deleteAll };
