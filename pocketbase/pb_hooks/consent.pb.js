/// <reference path="../types.d.ts" />
// POST /api/account/consent: the extension records on the account what its user decided about the
// disclosure (agreed or declined), which one (its version, the AI provider it named) and when, so the
// account export shows it. The browser keeps its own copy and decides what is sent; this is the record.
// A decision about a disclosure that is no longer the server's (another provider or version since it
// was shown) is refused with 409 consent_required, and nothing is saved.

routerAdd("POST", "/api/account/consent", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const user = http.signedInUser(c);
  const checked = http.readValid(c, (value) => core.validateConsentChoice(value, core.currentDisclosure(config.llm().provider)));
  try {
    return c.json(200, require(`${__hooks}/lib/consent.js`).record(user, checked.value, new Date()));
  } catch (err) {
    console.error("consent: saving failed for", user.id, String(err));
    return http.fail(c, "internal", "We could not record your choice. Please try again.");
  }
});
