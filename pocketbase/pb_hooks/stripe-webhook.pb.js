/// <reference path="../types.d.ts" />
// POST /api/stripe/webhook: verified with Stripe-Signature, processed at most once per event id.
//
// Ordering: Stripe may deliver events twice and out of order. Instead of trusting the payload's
// snapshot, every handled event re-reads the subscription from Stripe and applies its *current*
// state. Whatever order the events arrive in, the last one processed writes the latest truth, so
// "deleted" followed by a late "checkout.session.completed" still ends Free (the re-read says
// canceled). The cost is one Stripe API call per event, which is small next to a webhook's rate.
//
// A live subscription whose account is gone (deleted while a Checkout was being paid in another tab)
// is cancelled, then the event acknowledged: nobody may go on paying for an account that no longer
// exists. When Stripe refuses the cancellation, the event is not recorded and Stripe retries it.

routerAdd("POST", "/api/stripe/webhook", (c) => {
  const http = require(`${__hooks}/lib/http.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const core = require(`${__hooks}/lib/core.js`);
  const billing = require(`${__hooks}/lib/billing.js`);
  const { stripeRequest } = require(`${__hooks}/lib/stripe.js`);

  const stripe = config.stripe();
  if (!stripe.configured) return http.fail(c, "not_configured", "Billing is not configured on this server.");

  const signature = core.parseStripeSignature(c.request().header.get("Stripe-Signature") || "");
  if (!signature) return http.fail(c, "invalid_signature", "Missing or malformed Stripe-Signature header.");
  if (!core.isFreshTimestamp(signature.timestamp, Date.now())) {
    return http.fail(c, "invalid_signature", "The signature timestamp is outside the 300 second tolerance.");
  }
  // the signature covers the exact bytes Stripe sent: read them as they are, once (JSON, bounded: lib/http.js)
  const body = http.readBody(c);
  if (body.error) return http.fail(c, body.error.code, body.error.message);
  const raw = body.raw;
  const expected = $security.hs256(`${signature.timestamp}.${raw}`, stripe.webhookSecret);
  if (!signature.signatures.some((s) => $security.equal(s, expected))) {
    return http.fail(c, "invalid_signature", "The signature does not match the payload.");
  }

  let event;
  try {
    event = JSON.parse(raw);
  } catch (_) {
    return http.fail(c, "invalid_input", "The payload is not valid JSON.");
  }
  if (!event || typeof event.id !== "string" || typeof event.type !== "string" || !event.data || !event.data.object) {
    return http.fail(c, "invalid_input", "The payload is not a Stripe event.");
  }
  if (!core.isHandledEvent(event.type)) return c.json(200, { received: true, handled: false });

  const dao = $app.dao();
  try {
    dao.findFirstRecordByData("stripe_events", "eventId", event.id);
    return c.json(200, { received: true, duplicate: true });
  } catch (_) {
    // not processed yet
  }

  const ref = core.subscriptionRef(event);
  if (!ref.subscriptionId) {
    // e.g. a one-off invoice: nothing to do with the plan
    return c.json(200, { received: true, handled: false });
  }
  let subscription;
  try {
    subscription = stripeRequest("GET", `/v1/subscriptions/${encodeURIComponent(ref.subscriptionId)}`);
  } catch (err) {
    console.error("webhook", event.id, "could not re-read", ref.subscriptionId, String(err));
    return http.fail(c, "billing_unavailable", "Could not read the subscription from Stripe; retry later.");
  }
  const userId = ref.userId || (subscription.metadata && subscription.metadata.userId) || "";
  const customerId = subscription.customer || ref.customerId;

  // the call to Stripe is made before the transaction, which must not hold the database while it waits
  const orphans = require(`${__hooks}/lib/subscription-cancel.js`);
  if (!billing.findDetails(dao, userId, customerId) && orphans.isOrphaned(dao, userId, subscription)) {
    try {
      orphans.cancel(subscription.id);
      subscription.status = "canceled";
      console.warn("webhook", event.id, "cancelled subscription", subscription.id, "of deleted account", userId);
    } catch (err) {
      console.error("webhook", event.id, "could not cancel", subscription.id, "of deleted account", userId, String(err));
      return http.fail(c, "billing_unavailable", "Could not cancel the subscription of a deleted account; retry later.");
    }
  }

  try {
    let duplicate = false;
    dao.runInTransaction((tx) => {
      const details = billing.findDetails(tx, userId, customerId);
      // deleted since the check above: not recorded, so Stripe's retry cancels it
      if (!details && orphans.isOrphaned(tx, userId, subscription))
        throw new Error(`the account ${userId} was deleted meanwhile`);
      const record = new Record(tx.findCollectionByNameOrId("stripe_events"));
      // an event about a deleted account names nobody: deletion removed the events naming the user
      record.load({ eventId: event.id, type: event.type, eventCreated: event.created || 0, user: details ? details.id : "" });
      try {
        tx.saveRecord(record);
      } catch (err) {
        // another delivery of the same event won the race: the unique index refused this one
        if (/UNIQUE/i.test(String(err))) {
          duplicate = true;
          return;
        }
        throw err;
      }
      if (!details) {
        // the account is gone (deleted): retrying cannot help, so acknowledge and keep the record
        console.warn("webhook", event.id, "no user for subscription", ref.subscriptionId, userId, customerId);
        return;
      }
      billing.applySubscription(tx, details, subscription, { paymentFailed: event.type === "invoice.payment_failed" });
    });
    return c.json(200, duplicate ? { received: true, duplicate: true } : { received: true, handled: true });
  } catch (err) {
    console.error("webhook", event.id, event.type, "failed:", String(err));
    return http.fail(c, "internal", "The event could not be applied; Stripe will retry.");
  }
});
