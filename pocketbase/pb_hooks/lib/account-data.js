/// <reference path="../../types.d.ts" />
// A user's data, for the export (GET /api/account/export) and the deletion (DELETE /api/account):
// their account, user_details, conversations and the contact or feedback messages that are theirs.
//
// The export holds the messages sent from the account (user): a message sent signed out names only an
// address, which anyone can type, so it stays out (a stranger could otherwise put text into a user's
// export). The deletion strips name and address from those too, as it does from every message sent
// signed out from an address the account held and had verified: the account's (ADDRESS_OF), or an
// earlier one (addressOf: set when its address changed, linkMessagesOfAddress, email-change.pb.js).

const SENT_FROM_ACCOUNT = "user = {:id}";
const ADDRESS_OF = "(user = '' AND ({:email} != '' AND lower(trim(email)) = lower(trim({:email})) OR addressOf = {:id}))";

/** The bindings of ADDRESS_OF for `user`: no address unless the account has proven it holds it. */
function messagesOf(user) {
  return { id: user.id, email: user.verified() ? user.email() : "" };
}

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
    .newQuery(`SELECT kind, name, email, mainText, created FROM messages WHERE ${SENT_FROM_ACCOUNT} ORDER BY created`)
    .bind({ id: user.id })
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
 * False when the account was already gone (deleted by another request meanwhile): nothing is done.
 */
function deleteAll(userId) {
  let deleted = false;
  $app.dao().runInTransaction((tx) => {
    // read again inside the transaction: two deletions at once are serialised here, and the second finds no account
    const user = recordOrNull(tx, "users", userId);
    if (!user) return;
    tx.db().newQuery("DELETE FROM stripe_events WHERE user = {:id}").bind({ id: userId }).execute();
    require(`${__hooks}/lib/deleted-allowances.js`).remember(tx, user);
    tx.db()
      .newQuery(
        `UPDATE messages SET name = '', email = '', user = '', addressOf = '', updated = {:now} WHERE ${SENT_FROM_ACCOUNT} OR ${ADDRESS_OF}`,
      )
      .bind(Object.assign(messagesOf(user), { now: require(`${__hooks}/lib/core.js`).toPbDate(new Date()) }))
      .execute();
    for (const collection of ["conversations", "user_details"]) {
      const record = recordOrNull(tx, collection, userId);
      if (record) tx.deleteRecord(record);
    }
    tx.deleteRecord(user);
    deleted = true;
  });
  return deleted;
}

/**
 * Marks the messages sent signed out from `address`, an address the account held and had verified, as
 * sent from an address of this account's (addressOf): once the address changes, the deletion still finds
 * them. They stay out of the export, as every message sent signed out does. No transaction may be open
 * (it writes on the app's connection).
 */
function linkMessagesOfAddress(userId, address) {
  if (!address) return 0;
  return $app
    .dao()
    .nonconcurrentDB()
    .newQuery(
      "UPDATE messages SET addressOf = {:id}, updated = {:now} WHERE user = '' AND lower(trim(email)) = lower(trim({:email}))",
    )
    .bind({ id: userId, email: address, now: require(`${__hooks}/lib/core.js`).toPbDate(new Date()) })
    .execute()
    .rowsAffected();
}

module.exports = { exportFor, deleteAll, linkMessagesOfAddress };
