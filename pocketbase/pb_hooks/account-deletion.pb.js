/// <reference path="../types.d.ts" />
// DELETE /api/account { password }: the account and everything that names it. The password is asked
// again (wrong guesses limited, lib/password-check.js). Billing is stopped first (open Checkout
// Sessions expired, live subscriptions cancelled): when Stripe fails, nothing is deleted (502). Then
// one transaction deletes the records (lib/account-data.js), and a confirmation goes to the address the
// account had. The account's tokens (the site's, the extension's) find no user from then on: 401. Since
// each attempt may call Stripe, attempts are limited per account and per network (RATE_LIMIT_ACCOUNT_DELETION_*),
// before the body is read.

routerAdd("DELETE", "/api/account", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const user = http.signedInUser(c);
  require(`${__hooks}/lib/ratelimit.js`).limitPaid(c, "accountDeletion", user.id, Date.now());
  const checked = http.readValid(c, core.validateAccountDeletion);
  require(`${__hooks}/lib/password-check.js`).verifyPassword(user, checked.value.password, "password");

  let details = null;
  try {
    details = $app.dao().findRecordById("user_details", user.id);
  } catch (_) {
    // made outside sign-up and never used: no subscription either
  }
  const billing = require(`${__hooks}/lib/subscription-cancel.js`).cancelAll(details);
  const cancelled = billing.cancelled;
  if (billing.error) {
    console.error(
      "account: deletion stopped,",
      cancelled,
      "subscription(s) of",
      user.id,
      "cancelled, then Stripe failed:",
      String(billing.error),
    );
    const message =
      cancelled > 0
        ? "We cancelled your Pro subscription, but our payment provider stopped answering before we were done, so your account was not deleted. Please try again in a few minutes."
        : "We could not reach our payment provider to stop your billing, so nothing was deleted. Please try again in a few minutes.";
    return http.fail(c, "billing_unavailable", message, { subscriptionsCancelled: cancelled });
  }

  const email = user.email();
  let deleted;
  try {
    deleted = require(`${__hooks}/lib/account-data.js`).deleteAll(user.id);
  } catch (err) {
    console.error("account: deletion failed for", user.id, String(err));
    const note = cancelled > 0 ? " Your subscription was cancelled." : "";
    return http.fail(c, "internal", `We could not delete your account: nothing was deleted.${note} Please try again.`);
  }
  // another request deleted it meanwhile (and sent the e-mail): this one is a deleted account's token
  if (!deleted) return http.fail(c, "unauthenticated", "Please sign in to continue.");
  // what Stripe keeps of the person (the customer: e-mail, name) goes too; its payments stay with Stripe, as
  // the law asks. Nothing can be charged any more (above), so a failure here is logged, not the user's problem.
  const customer = details ? details.getString("stripeCustomerId") : "";
  if (customer) {
    try {
      require(`${__hooks}/lib/stripe.js`).stripeRequest("DELETE", `/v1/customers/${encodeURIComponent(customer)}`);
    } catch (err) {
      console.error("account: the Stripe customer of", user.id, "was not deleted:", String(err));
    }
  }
  let mailSent = true;
  try {
    require(`${__hooks}/lib/mail.js`).sendAccountDeleted(email, cancelled > 0);
  } catch (err) {
    mailSent = false;
    console.error("account: the deletion e-mail to", user.id, "failed:", String(err));
  }
  console.log("account: deleted", user.id, cancelled > 0 ? `(${cancelled} subscription(s) cancelled)` : "");
  return c.json(200, { deleted: true, subscriptionsCancelled: cancelled, mailSent: mailSent });
});
