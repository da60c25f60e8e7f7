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
 * invoice is remembered until the subscription is active again. False when it was ignored because
 * it is not the user's current subscription (see core.supersedes).
 */
function applySubscription(dao, details, subscription, options) {
  const core = require(`${__hooks}/lib/core.js`);
  const status = subscription.status || "";
  const stored = { id: details.getString("stripeSubscriptionId"), status: details.getString("subscriptionStatus") };
  if (!core.supersedes(stored, { id: subscription.id || "", status: status })) {
    console.warn("billing: ignoring", status, "subscription", subscription.id, "for", details.id, "whose current one is", stored.id, stored.status);
    return false;
  }
  const wasPremium = details.getBool("premium");
  const premium = core.premiumForStatus(status, wasPremium);
  details.set("premium", premium);
  // Pro usage is counted on the same balance, far below zero on a busy day: back on Free, today's
  // usage still counts against the day's allowance, but the balance shows 0, not minus thousands
  if (wasPremium && !premium && details.getInt("tokenBalance") < 0) details.set("tokenBalance", 0);
  details.set("subscriptionStatus", status);
  if (subscription.customer) details.set("stripeCustomerId", subscription.customer);
  if (subscription.id) details.set("stripeSubscriptionId", subscription.id);
  if (options && options.paymentFailed) details.set("paymentFailedAt", core.toPbDate(new Date()));
  if (status === "active" || status === "trialing") details.set("paymentFailedAt", "");
  dao.saveRecord(details);
  return true;
}

module.exports = { findDetails, applySubscription };
