/** Stripe events shaped like the real ones, signed with the official SDK. */
import Stripe from "stripe";
import { STRIPE_TEST } from "./stripe-standin";

const stripe = new Stripe("sk_test_unused_for_signing");
let counter = 0;

export function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  counter += 1;
  return {
    id: `evt_test_${Date.now().toString(36)}${counter}`,
    object: "event",
    api_version: "2024-06-20",
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export function checkoutCompleted(userId: string, subscription: { id: string; customer: string }) {
  return stripeEvent("checkout.session.completed", {
    id: `cs_test_${counter}`,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    client_reference_id: userId,
    customer: subscription.customer,
    subscription: subscription.id,
    metadata: { userId },
  });
}

export function subscriptionEvent(
  type: string,
  subscription: { id: string; customer: string; status: string; metadata?: object },
) {
  return stripeEvent(type, { object: "subscription", metadata: {}, ...subscription });
}

export function invoiceFailed(subscription: { id: string; customer: string }) {
  return stripeEvent("invoice.payment_failed", {
    id: `in_test_${counter}`,
    object: "invoice",
    status: "open",
    customer: subscription.customer,
    subscription: subscription.id,
    attempt_count: 1,
  });
}

/** The Stripe-Signature header for a payload, as Stripe computes it. */
export function signatureFor(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST.webhookSecret,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
}
