/// <reference path="../types.d.ts" />
// Changing the e-mail address with PocketBase's own request-email-change and confirm-email-change
// (the link lands on APP_URL/confirm-email-change, lib/mail.js). Addresses are stored in lower case
// (src/core/signup.ts) while PocketBase compares them exactly, so these hooks refuse an address
// another account holds in any case, store the new one in lower case, limit the requests (each
// sends an e-mail to an address of the requester's choosing), and keep user_details.email in step.

onRecordBeforeRequestEmailChangeRequest((e) => {
  const core = require(`${__hooks}/lib/core.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);
  const verdict = limiter.hit("email-change", e.record.id, config.rateLimit("emailChangePerUser"), Date.now());
  if (verdict.limited) {
    const message = `We just sent you a confirmation link. You can ask for another in ${verdict.retryAfterSeconds} seconds.`;
    limiter.tooMany(e.httpContext, verdict.retryAfterSeconds, message); // the API's shape; the error only stops the request
    throw new ApiError(429, message, {});
  }
  const requested = $apis.requestInfo(e.httpContext).data.newEmail;
  const email = core.normalizeEmail(typeof requested === "string" ? requested : "");
  if (require(`${__hooks}/lib/accounts.js`).emailTakenByAnother($app.dao(), email, e.record.id)) {
    throw new BadRequestError("This e-mail address is already used by another account.", {
      newEmail: new ValidationError("validation_email_taken", "This e-mail address is already used by another account."),
    });
  }
}, "users");

onRecordBeforeConfirmEmailChangeRequest((e) => {
  const core = require(`${__hooks}/lib/core.js`);
  // PocketBase has set the new address on the record already, as the link carried it
  const email = core.normalizeEmail(e.record.email());
  if (require(`${__hooks}/lib/accounts.js`).emailTakenByAnother($app.dao(), email, e.record.id)) {
    throw new BadRequestError("This e-mail address is already used by another account.");
  }
  e.record.setEmail(email);
}, "users");

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
    if (!/no rows in result set/.test(String(err))) console.error("accounts: user_details.email not updated for", e.model.id, String(err));
  }
}, "users");
