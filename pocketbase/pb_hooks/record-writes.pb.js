/// <reference path="../types.d.ts" />
// PocketBase's record writes (POST /api/collections/:collection/records, PATCH …/records/:id) are checked
// before their body is read (lib/record-writes.js): the bound of the request's own body (an admin's may be
// large, a visitor's contact message small), a write PocketBase would refuse to a non-admin anyway, and
// the contact form's limit per network. Then PocketBase's own handler runs, kept here before these routes
// replace it (lib/route-handlers.js).

$app.onBeforeServe().preAdd((e) => {
  const handlers = require(`${__hooks}/lib/route-handlers.js`);
  handlers.keep(e.router, "POST", "/api/collections/:collection/records");
  handlers.keep(e.router, "PATCH", "/api/collections/:collection/records/:id");
});

routerAdd("POST", "/api/collections/:collection/records", (c) =>
  require(`${__hooks}/lib/record-writes.js`).write(c, "POST", "/api/collections/:collection/records"),
);

routerAdd("PATCH", "/api/collections/:collection/records/:id", (c) =>
  require(`${__hooks}/lib/record-writes.js`).write(c, "PATCH", "/api/collections/:collection/records/:id"),
);
