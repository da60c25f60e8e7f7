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
    console.warn(
      "billing: ignoring",
      status,
      "subscription",
      subscription.id,
      "for",
      details.id,
      "whose current one is",
      stored.id,
      stored.status,
    );
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

/** Subscription statuses whose open invoice the customer pays in the portal to get Pro back. */
const AWAITING_PAYMENT = ["past_due", "unpaid", "paused"];

/**
 * The Checkout page for a user who is not Pro: { url }, or { paid: subscription } when the customer
 * already has a live subscription (paid in another tab, and the webhook has not landed, or never will:
 * the caller applies it), or { waiting: subscription } when one waits on a payment. Two clicks, two tabs or a reload must not make two subscriptions, so every
 * checkout belongs to one Stripe customer per user (created on the first click), a session that is
 * still open is handed out again, and two clicks at the same moment share one idempotency key.
 * Throws StripeError when Stripe fails.
 */
function openCheckout(dao, user, details, stripe, appUrl) {
  const core = require(`${__hooks}/lib/core.js`);
  const { stripeRequest } = require(`${__hooks}/lib/stripe.js`);
  const customer = customerFor(dao, user, details);

  const subscriptions = stripeRequest("GET", "/v1/subscriptions", { customer: customer, limit: 10 });
  const live = (subscriptions.data || []).filter((s) => core.premiumForStatus(s.status, false))[0];
  if (live) return { paid: live };
  // one that waits on a payment is paid in the portal, not replaced by a second subscription
  const waiting = (subscriptions.data || []).filter((s) => AWAITING_PAYMENT.indexOf(s.status) >= 0)[0];
  if (waiting) return { waiting: waiting };

  const open = stripeRequest("GET", "/v1/checkout/sessions", { customer: customer, status: "open", limit: 1 });
  const existing = (open.data || [])[0];
  if (existing && existing.url) return { url: existing.url };

  const minute = Math.floor(Date.now() / 60000);
  const session = stripeRequest(
    "POST",
    "/v1/checkout/sessions",
    {
      mode: "subscription",
      customer: customer,
      line_items: [{ price: stripe.priceId, quantity: 1 }],
      success_url: `${appUrl}/checkout/success`,
      cancel_url: `${appUrl}/checkout/failed`,
      client_reference_id: user.id,
      metadata: { userId: user.id },
      subscription_data: { metadata: { userId: user.id } },
    },
    `checkout-${customer}-${minute}`,
  );
  return { url: session.url };
}

/**
 * The user's Stripe customer id, creating the customer on the first checkout. Stored with a
 * conditional UPDATE (not a record save, which would write back a stale token balance); when two
 * first clicks race, the one stored first wins and both use it.
 */
function customerFor(dao, user, details) {
  const { stripeRequest } = require(`${__hooks}/lib/stripe.js`);
  if (details && details.stripeCustomerId) return details.stripeCustomerId;
  const created = stripeRequest(
    "POST",
    "/v1/customers",
    { email: user.email(), name: user.getString("name") || undefined, metadata: { userId: user.id } },
    `customer-${user.id}`, // two first clicks at once make one customer
  );
  dao
    .nonconcurrentDB()
    .newQuery("UPDATE user_details SET stripeCustomerId = {:customer} WHERE id = {:id} AND stripeCustomerId = ''")
    .bind({ id: user.id, customer: created.id })
    .execute();
  const row = new DynamicModel({ stripeCustomerId: "" });
  dao.nonconcurrentDB().newQuery("SELECT stripeCustomerId FROM user_details WHERE id = {:id}").bind({ id: user.id }).one(row);
  return row.stripeCustomerId || created.id;
}

module.exports = { findDetails, applySubscription, openCheckout };
