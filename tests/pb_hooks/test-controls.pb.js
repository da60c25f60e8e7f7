/// <reference path="../../pocketbase/types.d.ts" />
// Test-only routes. This file is not in pocketbase/pb_hooks: the test stacks alone load it, from a folder of
// their own that holds it beside the real hooks (tests/helpers/test-hooks.ts), so no build, bundle or
// image of the product has it. Both routes are for admins only.

// The test stacks' admin (PB_ADMIN_EMAIL, with NETLIFT_TEST_ADMIN_PASSWORD_HASH instead of PB_ADMIN_PASSWORD):
// stored with the password hash the test made at bcrypt's lowest cost, at every start, unless it is already so.
// The bootstrap hook hashes PB_ADMIN_PASSWORD at PocketBase's cost at every start, and an admin's sign-in checks
// that hash: 0.3 s of a core each (measured 2026-11-30), twice for every stack the tests start or restart. The
// bootstrap's admin is tested where the product starts as it is deployed (tests/integration/release.test.ts)
// and where the admin's sign-in time matters (tests/integration/abuse-signin.test.ts).
onAfterBootstrap((e) => {
  const email = $os.getenv("PB_ADMIN_EMAIL");
  const hash = $os.getenv("NETLIFT_TEST_ADMIN_PASSWORD_HASH");
  const dao = e.app.dao();
  if (!email || !hash || !dao.hasTable("_admins")) return;
  let admin;
  try {
    admin = dao.findAdminByEmail(email);
  } catch (_) {
    admin = new Admin();
    admin.email = email;
  }
  if (admin.passwordHash === hash) return;
  admin.passwordHash = hash;
  admin.refreshTokenKey();
  dao.saveAdmin(admin);
});

// POST /api/test/accounts: an account, verified unless the body says `"verified": false`, made by the same
// code as a sign-up's (lib/accounts.js provisionAccount: the user, its user_details, its conversations),
// with the password hash the test made at bcrypt's lowest cost. Sign-up hashes at PocketBase's cost (a
// quarter of a second of a core) and every sign-in checks that hash again: for the hundreds of accounts the
// tests make, that was minutes of the suite. Tests of sign-up, verification and sign-in go through the real
// routes.
routerAdd(
  "POST",
  "/api/test/accounts",
  (c) => {
    const accounts = require(`${__hooks}/lib/accounts.js`);
    const data = $apis.requestInfo(c).data;
    const user = new Record($app.dao().findCollectionByNameOrId("users"));
    user.setEmail(String(data.email));
    user.setUsername(`users${$security.randomStringWithAlphabet(12, "0123456789")}`);
    user.setEmailVisibility(false);
    user.setVerified(data.verified !== false);
    user.set("name", String(data.name));
    user.set("passwordHash", String(data.passwordHash));
    user.refreshTokenKey();
    const input = {
      email: String(data.email),
      name: String(data.name),
      industry: String(data.industry),
      role: String(data.role),
      howDidYouHear: String(data.howDidYouHear),
    };
    $app.dao().runInTransaction((tx) => {
      accounts.provisionAccount(tx, user, input, new Date());
    });
    return c.json(201, { id: user.id, email: input.email });
  },
  $apis.requireAdminAuth(),
);

// POST /api/test/env: sets variables of the server's environment as its hooks read them ({ "NAME": "value" };
// "" unsets one) and forgets every rate-limit count. The hooks read their limits on each request
// (lib/config.js env, which looks at these first), so a test of a limit sets it here instead of starting a
// server of its own.
routerAdd(
  "POST",
  "/api/test/env",
  (c) => {
    const config = require(`${__hooks}/lib/config.js`);
    const data = $apis.requestInfo(c).data;
    const runtime = Object.assign({}, $app.store().get(config.RUNTIME_ENV) || {});
    const names = Object.keys(data);
    for (let i = 0; i < names.length; i++) runtime[names[i]] = String(data[names[i]]);
    $app.store().set(config.RUNTIME_ENV, runtime);
    // every window ends before the end of time: the limiter's own sweep drops them all
    require(`${__hooks}/lib/ratelimit.js`).sweep(Number.MAX_SAFE_INTEGER);
    return c.json(200, { set: names });
  },
  $apis.requireAdminAuth(),
);
