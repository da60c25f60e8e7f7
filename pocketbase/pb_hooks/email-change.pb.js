/// <reference path="../types.d.ts" />
// Changing the e-mail address with PocketBase's own request-email-change and its confirm-email-change
// form (the link lands on APP_URL/confirm-email-change, lib/mail.js). Addresses are stored normalised
// (src/core/email-address.ts) while PocketBase compares them exactly, so these hooks refuse an address
// sign-up would refuse (a look-alike) or another account holds in any case, store the new one in lower case, limit the requests (each sends
// an e-mail to an address of the requester's choosing) and the confirmations (each checks the
// password), link the messages sent signed out from the old address to the account, and keep
// user_details.email in step.

onRecordBeforeRequestEmailChangeRequest((e) => {
  const core = require(`${__hooks}/lib/core.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const verdict = limiter.hit("email-change", e.record.id, config.rateLimit("emailChangePerUser"), Date.now());
  if (verdict.limited) {
    limiter.refuseTooMany(
      verdict.retryAfterSeconds,
      `We just sent you a confirmation link. You can ask for another in ${verdict.retryAfterSeconds} seconds.`,
    );
  }
  // an address an account may take, as at sign-up (src/core/email-address.ts): no look-alike of another's.
  // PocketBase mails the link to the address as typed: it must already be in normal form but for case
  const checked = core.checkNewEmail($apis.requestInfo(e.httpContext).data.newEmail, "newEmail", true);
  if (checked.ok === false) {
    throw require(`${__hooks}/lib/errors.js`).refusal("invalid_input", checked.error.message, {
      field: "newEmail",
      fields: { newEmail: { code: "validation_invalid_email", message: checked.error.message } },
    });
  }
  const email = checked.value;
  if (require(`${__hooks}/lib/accounts.js`).emailTakenByAnother($app.dao(), email, e.record.id)) {
    require(`${__hooks}/lib/errors.js`).refuse("invalid_input", "This e-mail address is already used by another account.", {
      field: "newEmail",
      fields: {
        newEmail: { code: "validation_email_taken", message: "This e-mail address is already used by another account." },
      },
    });
  }
  // the link goes to an address of the requester's choosing: however many accounts ask, one every few minutes
  const guard = require(`${__hooks}/lib/mail-guard.js`).take("email-change", email);
  if (!guard.allowed) {
    limiter.refuseTooMany(
      guard.retryAfterSeconds,
      `A confirmation link was just sent to this address. You can ask for another in ${core.describeWait(guard.retryAfterSeconds)}.`,
    );
  }
}, "users");

// POST /api/collections/:collection/confirm-email-change { token, password }, in place of PocketBase's
// own route: the same path pattern, registered after PocketBase's, takes it over for every spelling of
// the collection (users, _pb_users_auth_, Users, %75sers…). PocketBase checks the password before any
// of its hooks runs, so a wrong one was never counted: whoever holds a stolen session could ask for a
// change to an address of theirs, take the token from the mail and guess the password without limit.
// Here every attempt is counted before the password is checked, so parallel guesses cannot outrun the
// count: per network address, and per account the token names (only a token PocketBase would accept:
// no one else can use up an account's count), on the same count as the wrong passwords of a password
// change or deletion (lib/password-check.js). Then PocketBase's own form runs: its checks, its errors
// in its shape, its save (which ends the account's sessions).
routerAdd(
  "POST",
  "/api/collections/:collection/confirm-email-change",
  (c) => {
    const core = require(`${__hooks}/lib/core.js`);
    const config = require(`${__hooks}/lib/config.js`);
    const limiter = require(`${__hooks}/lib/ratelimit.js`);
    const dao = $app.dao();
    let collection = null;
    try {
      collection = dao.findCollectionByNameOrId(c.pathParam("collection"));
    } catch (_) {
      require(`${__hooks}/lib/errors.js`).refuse("not_found", "The requested resource wasn't found.");
    }
    if (!collection.isAuth()) require(`${__hooks}/lib/errors.js`).refuse("invalid_input", "Unsupported collection type.");
    const data = $apis.requestInfo(c).data;
    const token = typeof data.token === "string" ? data.token : "";

    const now = Date.now();
    const tooMany = (verdict) =>
      limiter.tooMany(
        c,
        verdict.retryAfterSeconds,
        `Too many attempts to confirm the change. Try again in ${verdict.retryAfterSeconds} seconds.`,
      );
    const byIp = limiter.hit("email-confirm-ip", limiter.clientIp(c), config.rateLimit("signInPerIp"), now);
    if (byIp.limited) return tooMany(byIp);
    let owner = null;
    try {
      owner = dao.findAuthRecordByToken(token, $app.settings().recordEmailChangeToken.secret);
    } catch (_) {
      // expired, used or forged: PocketBase refuses it without checking the password
    }
    if (owner) {
      const byUser = limiter.hit("password-check", owner.id, config.rateLimit("passwordCheckPerUser"), now);
      if (byUser.limited) return tooMany(byUser);
    }

    const form = new RecordEmailChangeConfirmForm($app, collection);
    form.token = token;
    form.password = typeof data.password === "string" ? data.password : "";
    // runs once the token and the password are checked; the record carries the new address, verified
    form.submit((next) => (record) => {
      const email = core.normalizeEmail(record.email());
      if (require(`${__hooks}/lib/accounts.js`).emailTakenByAnother(dao, email, record.id)) {
        require(`${__hooks}/lib/errors.js`).refuse("invalid_input", "This e-mail address is already used by another account.");
      }
      record.setEmail(email);
      // the old address was the account's only if it was verified (anyone can sign up with any address)
      const before = record.originalCopy();
      if (before.verified()) require(`${__hooks}/lib/account-data.js`).linkMessagesOfAddress(record.id, before.email());
      try {
        next(record);
      } catch (err) {
        console.error("accounts: the e-mail change of", record.id, "was not saved:", String(err));
        require(`${__hooks}/lib/errors.js`).refuse("invalid_input", "Failed to confirm email change.");
      }
    });
    return c.noContent(204);
  },
  $apis.activityLogger($app),
);

// Never reached while the route above stands: should PocketBase's own confirm-email-change ever run
// again, it changes nothing (its password checks would not be counted).
onRecordBeforeConfirmEmailChangeRequest(() => {
  require(`${__hooks}/lib/errors.js`).refuse(
    "invalid_input",
    "E-mail changes are confirmed through /api/collections/users/confirm-email-change.",
  );
});

// Any change of a user's address (confirmed here, or made in the admin UI) moves their details' copy,
// through the Dao so the model hooks see it.
onModelAfterUpdate((e) => {
  const email = e.model.email();
  try {
    const details = $app.dao().findRecordById("user_details", e.model.id);
    if (details.getString("email") === email) return;
    details.set("email", email);
    $app.dao().saveRecord(details);
  } catch (err) {
    if (!/no rows in result set/.test(String(err)))
      console.error("accounts: user_details.email not updated for", e.model.id, String(err));
  }
}, "users");
