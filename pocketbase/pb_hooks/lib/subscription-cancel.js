/// <reference path="../../types.d.ts" />
// Stopping a user's billing at once, before their account is deleted: nobody may go on paying for an
// account that no longer exists. And the webhook's part: a subscription that still starts for a
// deleted account (a Checkout finished in another tab while it was being deleted) is cancelled too.

const ENDED = ["canceled", "incomplete_expired"];

/** Whether Stripe can still charge for the subscription. */
function isLive(subscription) {
  return ENDED.indexOf(subscription.status) < 0;
}

function cancel(subscriptionId) {
  const { stripeRequest } = require(`${__hooks}/lib/stripe.js`);
  stripeRequest("DELETE", `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
}

/**
 * Expires the customer's open Checkout Sessions, so none can still be paid. One completed between the
 * list and its expiry is refused by Stripe (400): its subscription is then listed by cancelAll.
 */
function expireOpenCheckouts(customer) {
  const { stripeRequest, StripeError } = require(`${__hooks}/lib/stripe.js`);
  const open = stripeRequest("GET", "/v1/checkout/sessions", { customer: customer, status: "open", limit: 100 }).data || [];
  for (const session of open) {
    const path = `/v1/checkout/sessions/${encodeURIComponent(session.id)}`;
    try {
      stripeRequest("POST", `${path}/expire`);
    } catch (err) {
      if (!(err instanceof StripeError) || err.status !== 400 || stripeRequest("GET", path).status === "open") throw err;
    }
  }
  return open.length;
}

/**
 * Expires the open Checkout Sessions of the user's Stripe customer, then cancels every subscription of
 * theirs that has not ended (Stripe is asked, not the stored status: one paid a moment ago may not have
 * reached us yet), in that order, so that no session can start a subscription after the list. Returns
 * { cancelled, error }: how many subscriptions it cancelled, and the error that stopped it (Stripe
 * failing, or not configured for a user who has a subscription), or null.
 */
function cancelAll(details) {
  const config = require(`${__hooks}/lib/config.js`);
  const { stripeRequest } = require(`${__hooks}/lib/stripe.js`);
  const customer = details ? details.getString("stripeCustomerId") : "";
  const stored = details ? details.getString("stripeSubscriptionId") : "";
  let cancelled = 0;
  if (!customer && !stored) return { cancelled: cancelled, error: null };
  if (!config.stripe().configured) {
    const status = details.getString("subscriptionStatus");
    if (!stored || ENDED.indexOf(status) >= 0) return { cancelled: cancelled, error: null }; // nothing can still be charged
    return { cancelled: cancelled, error: new Error("billing is not configured, so the subscription cannot be cancelled") };
  }
  try {
    if (customer) expireOpenCheckouts(customer);
    const subscriptions = customer
      ? stripeRequest("GET", "/v1/subscriptions", { customer: customer, status: "all", limit: 100 }).data || []
      : [stripeRequest("GET", `/v1/subscriptions/${encodeURIComponent(stored)}`)];
    for (const subscription of subscriptions) {
      if (!isLive(subscription)) continue;
      cancel(subscription.id);
      cancelled += 1;
    }
  } catch (err) {
    return { cancelled: cancelled, error: err };
  }
  return { cancelled: cancelled, error: null };
}

/**
 * Whether `subscription` (as Stripe returns it now) belongs to an account that no longer exists, and
 * can still be charged: it names a user (our Checkout sets metadata.userId and client_reference_id)
 * whose account is gone, and it is for our price (a Stripe account may bill other products too).
 */
function isOrphaned(dao, userId, subscription) {
  if (!userId || !isLive(subscription)) return false;
  const priceId = require(`${__hooks}/lib/config.js`).stripe().priceId;
  const items = (subscription.items && subscription.items.data) || [];
  if (!items.some((item) => item && item.price && item.price.id === priceId)) return false;
  try {
    dao.findRecordById("users", userId);
    return false;
  } catch (_) {
    return true;
  }
}

module.exports = { cancelAll, cancel, isOrphaned };
