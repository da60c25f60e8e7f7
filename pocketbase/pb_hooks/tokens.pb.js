/// <reference path="../types.d.ts" />
// Daily token resets for idle users, so the dashboard is right without a request first (requests
// also reset lazily), and the batches of Pro refunds. An admin can run either job on demand.

cronAdd("netlift-token-reset", "*/10 * * * *", () => {
  const tokens = require(`${__hooks}/lib/tokens.js`);
  const count = tokens.resetDue($app.dao(), new Date());
  if (count > 0) console.log("token reset: refreshed", count, "balances");
  // the allowances deleted accounts left (lib/deleted-allowances.js) end with their day too
  require(`${__hooks}/lib/deleted-allowances.js`).sweep($app.dao(), new Date());
});

// Pro answers give back what they reserved and did not use in batches (lib/tokens.js refundLater)
cronAdd("netlift-token-refunds", "* * * * *", () => {
  require(`${__hooks}/lib/tokens.js`).flushRefunds($app.dao());
});

routerAdd(
  "POST",
  "/api/admin/token-refunds",
  (c) => {
    return c.json(200, { applied: require(`${__hooks}/lib/tokens.js`).flushRefunds($app.dao()) });
  },
  $apis.requireAdminAuth(),
);

routerAdd(
  "POST",
  "/api/admin/token-reset",
  (c) => {
    const tokens = require(`${__hooks}/lib/tokens.js`);
    return c.json(200, { reset: tokens.resetDue($app.dao(), new Date()) });
  },
  $apis.requireAdminAuth(),
);
