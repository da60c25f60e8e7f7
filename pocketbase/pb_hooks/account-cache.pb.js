/// <reference path="../types.d.ts" />
// Keeps the Pro accounts remembered in memory (lib/account-cache.js) true: any save or delete of a
// user's details, by any route, webhook or the admin UI, makes /api/assist read the row again.

onModelAfterUpdate((e) => {
  require(`${__hooks}/lib/account-cache.js`).forget(e.model.id);
}, "user_details");

onModelAfterDelete((e) => {
  require(`${__hooks}/lib/account-cache.js`).forget(e.model.id);
}, "user_details");

cronAdd("netlift-account-cache-sweep", "*/5 * * * *", () => {
  require(`${__hooks}/lib/account-cache.js`).sweep(Date.now());
});
