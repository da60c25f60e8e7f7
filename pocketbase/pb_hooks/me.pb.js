/// <reference path="../types.d.ts" />
// GET /api/me: the signed-in user's plan and today's tokens (and the plan's daily limit: Free's allowance,
// Pro's fair-use cap), after any due daily reset, and the disclosure the extension shows before sending
// anything (its version, the AI provider).

routerAdd("GET", "/api/me", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const accounts = require(`${__hooks}/lib/accounts.js`);
  const config = require(`${__hooks}/lib/config.js`);

  const user = http.signedInUser(c);
  const now = new Date();
  const details = accounts.loadDetails($app.dao(), user.id, now);
  const me = core.describeAccount(
    { email: user.email(), verified: user.verified(), name: user.getString("name") },
    details,
    now,
    config.stripe().configured,
    config.llm().provider,
    config.proDailyTokens(),
  );
  c.response().header().set("Cache-Control", "no-store");
  return c.json(200, me);
});
