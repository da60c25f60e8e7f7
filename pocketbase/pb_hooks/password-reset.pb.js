/// <reference path="../types.d.ts" />
// Password reset requests, limited per network and per e-mail from a network, and paced per address
// (lib/mail-guard.js: another e-mail after 60 s, then after growing waits, at most 5 an hour). PocketBase 0.22 has no limiter, and its
// own route fires no hook for an address without an account, so a limit there would answer 429 for
// known addresses only and tell which exist. This route takes PocketBase's own path for the users
// collection (a static path wins over PocketBase's /api/collections/:collection/…), counts every
// request, and then runs PocketBase's own form (same e-mail, same link, same 2-minute resend guard).

routerAdd("POST", "/api/collections/users/request-password-reset", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);

  const now = Date.now();
  const byIp = limiter.hit("reset-ip", limiter.clientIp(c), config.rateLimit("passwordResetPerIp"), now);
  if (byIp.limited) {
    return limiter.tooMany(
      c,
      byIp.retryAfterSeconds,
      `Too many password reset requests from your network. Try again in ${byIp.retryAfterSeconds} seconds.`,
    );
  }
  const body = http.readJsonObject(c);
  if (body.error) return http.fail(c, body.error.code, body.error.message);
  const email = core.normalizeEmail(typeof body.value.email === "string" ? body.value.email : "");
  if (!core.isEmailAddress(email))
    return http.fail(c, "invalid_input", "Please enter a valid e-mail address.", { field: "email" });
  // counted whether or not the address has an account: the answer must not differ. Per address and
  // network: a count per address alone could be used up by anyone, locking its owner out of the reset
  const byEmail = limiter.hit("reset-email", `${limiter.clientIp(c)}|${email}`, config.rateLimit("passwordResetPerEmail"), now);
  if (byEmail.limited) {
    return limiter.tooMany(
      c,
      byEmail.retryAfterSeconds,
      `Too many password reset requests for this address. Try again in ${byEmail.retryAfterSeconds} seconds.`,
    );
  }

  // Answer first and hand the connection back (lib/http.js): the time the mail server takes must not tell
  // whether the address has an account, in this answer or in the next one on the same connection.
  http.answerThenDetach(c, 204);
  // the account's address as stored (one made in the admin UI may have capitals; PocketBase looks it up exactly)
  const stored = require(`${__hooks}/lib/accounts.js`).storedAddress($app.dao(), email);
  if (!stored) return null;
  // paced per address, whoever asks: its owner has the latest link (lib/mail-guard.js)
  if (!require(`${__hooks}/lib/mail-guard.js`).take("reset", stored).allowed) return null;
  const form = new RecordPasswordResetRequestForm($app, $app.dao().findCollectionByNameOrId("users"));
  form.email = stored;
  try {
    form.submit();
  } catch (err) {
    // asked within the last 2 minutes: nothing to send, and nothing to say
    const text = String(err);
    if (!/no rows in result set|already requested/.test(text)) console.error("password reset e-mail failed:", text);
  }
  return null;
});

// PocketBase's own route still answers under the collection's id or another spelling of its name
// ("_pb_users_auth_", "Users"), which the route above does not catch: there it sends nothing. It still
// answers 204 whatever the address: PocketBase hides every error of that form from the client.
onRecordBeforeRequestPasswordResetRequest(() => {
  require(`${__hooks}/lib/errors.js`).refuse(
    "invalid_input",
    "Password reset requests go through /api/collections/users/request-password-reset.",
  );
}, "users");

// POST /api/collections/:collection/confirm-password-reset { token, password, passwordConfirm }, in place
// of PocketBase's own route: the same path pattern, registered after PocketBase's, takes it over for every
// spelling of the collection. The new password is checked first, with sign-up's rules, in PocketBase's
// shape for its route ({ code: 400, message, data: { password: { code, message } } }): a common one is
// refused, and so is one of more than 72 bytes, which PocketBase let through (it counts characters) and
// then answered with a bare "Something went wrong". Then PocketBase's own form runs: its token check,
// its errors in its shape, its save (which ends the account's sessions, and verifies an unverified
// account: the link proved the address). An account taken over that way starts clean (lib/takeover.js).
routerAdd(
  "POST",
  "/api/collections/:collection/confirm-password-reset",
  (c) => {
    const dao = $app.dao();
    let collection = null;
    try {
      collection = dao.findCollectionByNameOrId(c.pathParam("collection"));
    } catch (_) {
      require(`${__hooks}/lib/errors.js`).refuse("not_found", "The requested resource wasn't found.");
    }
    if (!collection.isAuth()) require(`${__hooks}/lib/errors.js`).refuse("invalid_input", "Unsupported collection type.");
    const data = $apis.requestInfo(c).data;
    require(`${__hooks}/lib/password-check.js`).refuseNewResetPassword(data.password);
    const form = new RecordPasswordResetConfirmForm($app, collection);
    form.token = typeof data.token === "string" ? data.token : "";
    form.password = typeof data.password === "string" ? data.password : "";
    form.passwordConfirm = typeof data.passwordConfirm === "string" ? data.passwordConfirm : "";
    // runs once the token and the password are checked, before the save
    form.submit((next) => (record) => {
      if (!record.originalCopy().verified() && record.verified()) {
        $app.dao().runInTransaction((tx) => require(`${__hooks}/lib/takeover.js`).startClean(tx, record.id, new Date()));
      }
      next(record);
    });
    return c.noContent(204);
  },
  $apis.activityLogger($app),
);

// Never reached while the route above stands: should PocketBase's own confirm-password-reset ever run
// again, its new password is checked all the same.
onRecordBeforeConfirmPasswordResetRequest((e) => {
  require(`${__hooks}/lib/password-check.js`).refuseNewResetPassword($apis.requestInfo(e.httpContext).data.password);
}, "users");
