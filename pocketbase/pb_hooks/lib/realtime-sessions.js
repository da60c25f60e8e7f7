/// <reference path="../../types.d.ts" />
// Ends the realtime connections (/api/realtime) signed in as a user: unregistering a client closes its
// channel, and PocketBase's handler then ends the event stream. A client that connects again needs a
// token that is still valid.

/** Ends every realtime connection of user `userId`; returns how many. */
function end(userId) {
  const broker = $app.subscriptionsBroker();
  const clients = broker.clients();
  let ended = 0;
  for (const id of Object.keys(clients)) {
    const record = clients[id].get("authRecord");
    if (record && record.id === userId) {
      broker.unregister(id);
      ended += 1;
    }
  }
  return ended;
}

module.exports = { end };
