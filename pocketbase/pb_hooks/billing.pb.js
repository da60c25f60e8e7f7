/// <reference path="../types.d.ts" />
// Billing routes: Stripe Checkout for the Pro subscription and the customer portal. The secret key
// stays here, on the server; the browser only receives the URL to follow. Each call makes Stripe API calls
// (a checkout at least two), on the operator's Stripe rate limit that every user shares: both routes are
// limited per account and per network together (RATE_LIMIT_BILLING_*), before Stripe is asked.

routerAdd("POST", "/api/billing/checkout", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const accounts = require(`${__hooks}/lib/accounts.js`);
  const billing = require(`${__hooks}/lib/billing.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);

  const user = http.verifiedUser(c);
  limiter.limitPaid(c, "billing", user.id, Date.now());
  const stripe = config.stripe();
  if (!stripe.configured) {
    return http.fail(c, "not_configured", "Upgrading is not available yet: billing is not configured on this server.");
  }
  const dao = $app.dao();
  const details = accounts.loadOrCreateDetails(dao, user, new Date()); // the customer id is stored there
  if (details && details.premium) {
    return http.fail(c, "conflict", 'You are already on Pro. Use "Manage subscription" to change or cancel it.');
  }
  // what Stripe already has is stored now, not left to a webhook that may never land
  const store = (subscription, options) =>
    dao.runInTransaction((tx) => {
      billing.applySubscription(tx, billing.findDetails(tx, user.id, ""), subscription, options);
    });
  try {
    const checkout = billing.openCheckout(dao, user, details, stripe, config.appUrl());
    if (checkout.paid) {
      store(checkout.paid);
      return http.fail(c, "conflict", "Your payment for Pro already went through: you are on Pro now. Reload the dashboard.");
    }
    if (checkout.waiting) {
      store(checkout.waiting, { paymentFailed: true }); // so the portal opens for it and the dashboard offers it
      return http.fail(
        c,
        "conflict",
        'Your subscription is waiting for a payment. Use "Manage subscription" to update your card and pay it: that turns Pro back on.',
      );
    }
    return c.json(200, { url: checkout.url });
  } catch (err) {
    console.error("checkout session failed for", user.id, String(err));
    return http.fail(c, "billing_unavailable", "We could not start the checkout. Please try again in a minute.");
  }
});

routerAdd("POST", "/api/billing/portal", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const accounts = require(`${__hooks}/lib/accounts.js`);
  const { stripeRequest } = require(`${__hooks}/lib/stripe.js`);
  const limiter = require(`${__hooks}/lib/ratelimit.js`);

  const user = http.verifiedUser(c);
  limiter.limitPaid(c, "billing", user.id, Date.now());
  if (!config.stripe().configured) {
    return http.fail(c, "not_configured", "Subscription management is not available: billing is not configured on this server.");
  }
  const details = accounts.loadDetails($app.dao(), user.id, new Date());
  // anyone who has had a subscription: past_due and cancelled users still need their invoices and card
  // (a customer alone is made on the first Upgrade click, before anything is paid)
  if (!details || !details.stripeCustomerId || !details.stripeSubscriptionId) {
    return http.fail(c, "plan_required", "There is no subscription to manage yet: upgrade to Pro first.");
  }
  try {
    const session = stripeRequest("POST", "/v1/billing_portal/sessions", {
      customer: details.stripeCustomerId,
      return_url: `${config.appUrl()}/dashboard`,
    });
    return c.json(200, { url: session.url });
  } catch (err) {
    console.error("portal session failed for", user.id, String(err));
    return http.fail(c, "billing_unavailable", "We could not open subscription management. Please try again in a minute.");
  }
});
