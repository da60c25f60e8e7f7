/// <reference path="../../types.d.ts" />
// Cancelling a user's subscriptions at once, before their account is deleted: nobody may go on paying
// for an account that no longer exists.

const ENDED = ["canceled", "incomplete_expired"];

/**
 * Cancels every subscription of the user's Stripe customer that has not ended (Stripe is asked, not
 * the stored status: one paid a moment ago may not have reached us yet). Returns how many it
 * cancelled. Throws when Stripe fails or is not configured for a user who has a subscription.
 */
function cancelAll(details) {
  const config = require(`${__hooks}/lib/config.js`);
  const { stripeRequest } = require(`${__hooks}/lib/stripe.js`);
  const customer = details ? details.getString("stripeCustomerId") : "";
  const stored = details ? details.getString("stripeSubscriptionId") : "";
  if (!customer && !stored) return 0;
  if (!config.stripe().configured) {
    const status = details.getString("subscriptionStatus");
    if (!stored || ENDED.indexOf(status) >= 0) return 0; // nothing can still be charged
    throw new Error("billing is not configured, so the subscription cannot be cancelled");
  }
  const live = customer
    ? (stripeRequest("GET", "/v1/subscriptions", { customer: customer, status: "all", limit: 100 }).data || [])
    : [stripeRequest("GET", `/v1/subscriptions/${encodeURIComponent(stored)}`)];
  let cancelled = 0;
  for (const subscription of live) {
    if (ENDED.indexOf(subscription.status) >= 0) continue;
    stripeRequest("DELETE", `/v1/subscriptions/${encodeURIComponent(subscription.id)}`);
    cancelled += 1;
  }
  return cancelled;
}

module.exports = { cancelAll };
