/// <reference path="../../types.d.ts" />
// The effect of a subscription's current state on its user's record.

/** Finds the user a subscription belongs to: explicit id first, then the stored Stripe customer. */
function findDetails(dao, userId, customerId) {
  if (userId) {
    try {
      return dao.findRecordById("user_details", userId);
    } catch (_) {
      // fall through to the customer
    }
  }
  if (customerId) {
    try {
      return dao.findFirstRecordByData("user_details", "stripeCustomerId", customerId);
    } catch (_) {
      return null;
    }
  }
  return null;
}

/**
 * Applies a subscription object (as Stripe returns it now) to the user: plan, ids, status; a failed
 * invoice is remembered until the subscription is active again.
 */
function applySubscription(dao, details, subscription, options) {
  const core = require(`${__hooks}/lib/core.js`);
  const status = subscription.status || "";
  details.set("premium", core.premiumForStatus(status, details.getBool("premium")));
  details.set("subscriptionStatus", status);
  if (subscription.customer) details.set("stripeCustomerId", subscription.customer);
  if (subscription.id) details.set("stripeSubscriptionId", subscription.id);
  if (options && options.paymentFailed) details.set("paymentFailedAt", core.toPbDate(new Date()));
  if (status === "active" || status === "trialing") details.set("paymentFailedAt", "");
  dao.saveRecord(details);
}

module.exports = { findDetails, applySubscription };
