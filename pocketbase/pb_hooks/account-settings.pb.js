/// <reference path="../types.d.ts" />
// /settings: the about-you fields and saved LinkedIn profile (PATCH /api/account), the assistant's
// memory (DELETE /api/account/memory) and the password (POST /api/account/password). E-mail changes go
// through PocketBase's request-email-change (email-change.pb.js).

routerAdd("PATCH", "/api/account", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const user = http.signedInUser(c);
  const checked = http.readValid(c, core.validateAccountUpdate);
  try {
    return c.json(200, require(`${__hooks}/lib/account-settings.js`).saveFields(user, checked.value));
  } catch (err) {
    console.error("account: saving settings failed for", user.id, String(err));
    return http.fail(c, "internal", "We could not save your changes. Please try again.");
  }
});

routerAdd("DELETE", "/api/account/memory", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const user = http.signedInUser(c);
  try {
    const cleared = require(`${__hooks}/lib/account-settings.js`).clearMemory(user.id);
    return c.json(200, { numItems: cleared.numItems });
  } catch (err) {
    console.error("account: clearing memory failed for", user.id, String(err));
    return http.fail(c, "internal", "We could not clear the assistant's memory. Please try again.");
  }
});

routerAdd("POST", "/api/account/password", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const user = http.signedInUser(c);
  const checked = http.readValid(c, (value) =>
    core.validatePasswordChange(value, require(`${__hooks}/lib/password-check.js`).commonPasswords()),
  );
  require(`${__hooks}/lib/password-check.js`).verifyPassword(user, checked.value.currentPassword, "currentPassword");
  try {
    require(`${__hooks}/lib/account-settings.js`).changePassword(user.id, checked.value.password);
  } catch (err) {
    console.error("account: password change failed for", user.id, String(err));
    return http.fail(c, "internal", "We could not change your password. It is unchanged; please try again.");
  }
  return c.json(200, { changed: true });
});
