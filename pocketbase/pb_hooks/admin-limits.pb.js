/// <reference path="../types.d.ts" />
// Admin routes that send e-mail or set a password are limited like users' (issue #37): 40 parallel
// requests to PocketBase's own admin password reset sent 40 e-mails. Sign-in is limited in ratelimits.pb.js.
//
// - POST /api/admins/request-password-reset takes PocketBase's path, as users' route does
//   (password-reset.pb.js): counted per network before the body is read and per network and address
//   after, answered 204 before anything is looked up or sent (lib/http.js answerThenDetach), and mailed
//   at most once every few minutes per address (lib/mail-guard.js), by PocketBase's own form.
// - POST /api/admins/confirm-password-reset and POST /api/settings/test/email are counted per network
//   before their body is read, then PocketBase's own handler runs (lib/route-handlers.js).

$app.onBeforeServe().preAdd((e) => {
  const handlers = require(`${__hooks}/lib/route-handlers.js`);
  handlers.keep(e.router, "POST", "/api/admins/confirm-password-reset");
  handlers.keep(e.router, "POST", "/api/settings/test/email");
});

routerAdd(
  "POST",
  "/api/admins/request-password-reset",
  (c) => {
    const http = require(`${__hooks}/lib/http.js`);
    const core = require(`${__hooks}/lib/core.js`);
    const config = require(`${__hooks}/lib/config.js`);
    const limiter = require(`${__hooks}/lib/ratelimit.js`);

    const now = Date.now();
    const ip = limiter.clientIp(c);
    const byIp = limiter.hit("admin-reset-ip", ip, config.rateLimit("adminMailPerIp"), now);
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
    const byEmail = limiter.hit("admin-reset-email", `${ip}|${email}`, config.rateLimit("adminResetPerEmail"), now);
    if (byEmail.limited) {
      return limiter.tooMany(
        c,
        byEmail.retryAfterSeconds,
        `Too many password reset requests for this address. Try again in ${byEmail.retryAfterSeconds} seconds.`,
      );
    }

    http.answerThenDetach(c, 204);
    // the admin's address as stored: PocketBase looks it up exactly, and an admin may have typed capitals
    const stored = require(`${__hooks}/lib/accounts.js`).storedAddress($app.dao(), email, "_admins");
    if (!stored) return null;
    if (!require(`${__hooks}/lib/mail-guard.js`).take("admin-reset", stored).allowed) return null;
    const form = new AdminPasswordResetRequestForm($app);
    form.email = stored;
    try {
      form.submit();
    } catch (err) {
      // asked within PocketBase's own 2 minutes: nothing to send, and nothing to say
      const text = String(err);
      if (!/already requested/.test(text)) console.error("admin password reset e-mail failed:", text);
    }
    return null;
  },
  $apis.activityLogger($app),
);

routerAdd("POST", "/api/admins/confirm-password-reset", (c) => {
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const verdict = limiter.hit("admin-confirm-ip", limiter.clientIp(c), config.rateLimit("adminConfirmPerIp"), Date.now());
  if (verdict.limited) {
    return limiter.tooMany(
      c,
      verdict.retryAfterSeconds,
      `Too many attempts to set an admin password. Try again in ${verdict.retryAfterSeconds} seconds.`,
    );
  }
  return require(`${__hooks}/lib/route-handlers.js`).original("POST", "/api/admins/confirm-password-reset")(c);
});

routerAdd("POST", "/api/settings/test/email", (c) => {
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const verdict = limiter.hit("admin-test-mail-ip", limiter.clientIp(c), config.rateLimit("adminMailPerIp"), Date.now());
  if (verdict.limited) {
    return limiter.tooMany(
      c,
      verdict.retryAfterSeconds,
      `Too many test e-mails. Try again in ${verdict.retryAfterSeconds} seconds.`,
    );
  }
  return require(`${__hooks}/lib/route-handlers.js`).original("POST", "/api/settings/test/email")(c);
});
