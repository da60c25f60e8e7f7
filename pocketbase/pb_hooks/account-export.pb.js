/// <reference path="../types.d.ts" />
// GET /api/account/export: the signed-in, verified user's data as a JSON download (the privacy policy's
// portable copy). Only their own records, only listed fields (src/core/account-export.ts): no password
// hash, no token key, nothing of another user. Verified: the messages sent signed out from the account's
// address are part of it, and an account that has not proven it holds that address must not read them
// (anyone can sign up with another person's address).

routerAdd("GET", "/api/account/export", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const user = http.verifiedUser(c);
  const now = new Date();
  let data;
  try {
    data = require(`${__hooks}/lib/account-data.js`).exportFor($app.dao(), user, now);
  } catch (err) {
    console.error("account: export failed for", user.id, String(err));
    return http.fail(c, "internal", "We could not prepare your export. Please try again.");
  }
  const headers = c.response().header();
  headers.set("Content-Disposition", `attachment; filename="${core.exportFileName(now)}"`);
  headers.set("Cache-Control", "no-store");
  return c.json(200, data);
});
