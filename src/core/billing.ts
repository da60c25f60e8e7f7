/** Billing rules that do not depend on I/O: Stripe's wire format and how a subscription maps to the plan. */
import stripeEvents from "./stripe-events.json";

/** Stripe's form encoding with bracket notation: { line_items: [{ price: "p" }] } → line_items[0][price]=p */
export function formEncode(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  const walk = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((v, i) => walk(`${key}[${i}]`, v));
    else if (typeof value === "object") for (const [k, v] of Object.entries(value)) walk(`${key}[${k}]`, v);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [k, v] of Object.entries(params)) walk(k, v);
  return pairs.join("&");
}

export interface StripeSignature {
  timestamp: number;
  signatures: string[];
}

/** Parses `Stripe-Signature: t=…,v1=…[,v1=…]`; null when it has no timestamp or no v1 signature. */
export function parseStripeSignature(header: string): StripeSignature | null {
  let timestamp = NaN;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t") timestamp = Number(value);
    else if (key === "v1" && value) signatures.push(value);
  }
  if (!Number.isInteger(timestamp) || signatures.length === 0) return null;
  return { timestamp, signatures };
}

/** Stripe's default tolerance: a signed payload older (or newer) than 300 s is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function isFreshTimestamp(timestamp: number, nowMs: number): boolean {
  return Math.abs(nowMs / 1000 - timestamp) <= SIGNATURE_TOLERANCE_SECONDS;
}

const PREMIUM_ON = ["active", "trialing"];
const PREMIUM_OFF = ["canceled", "unpaid", "incomplete_expired", "paused"];

/**
 * Whether a user is Pro given their subscription's status. past_due and incomplete keep the current
 * value: Stripe is still retrying the payment, so a paying user is not cut off mid-retry.
 */
export function premiumForStatus(status: string, current: boolean): boolean {
  if (PREMIUM_ON.includes(status)) return true;
  if (PREMIUM_OFF.includes(status)) return false;
  return current;
}

/**
 * Whether a subscription's state may replace the one stored for its user. Events about another
 * subscription than the stored one happen: a late "deleted" for the one replaced after a
 * cancellation, or a second checkout finished in another tab. Such a subscription takes over only
 * when it is live itself or the stored one has ended; an old one that ended never downgrades a user
 * whose current subscription is still running.
 */
export function supersedes(stored: { id: string; status: string }, incoming: { id: string; status: string }): boolean {
  if (!stored.id || stored.id === incoming.id) return true;
  if (PREMIUM_ON.includes(incoming.status)) return true;
  return stored.status === "" || PREMIUM_OFF.includes(stored.status);
}

/** Statuses in which the dashboard warns that a payment failed. */
export function paymentNeedsAttention(status: string): boolean {
  return status === "past_due" || status === "unpaid" || status === "incomplete";
}

/** The events the webhook acts on (and `npm run stripe:setup` subscribes to); others are acknowledged and ignored. */
export const HANDLED_EVENTS: readonly string[] = stripeEvents.handled;

export function isHandledEvent(type: string): boolean {
  return HANDLED_EVENTS.includes(type);
}

/** Where an event says which subscription (and user) it concerns. */
export function subscriptionRef(event: { type: string; data: { object: Record<string, unknown> } }): {
  subscriptionId: string;
  userId: string;
  customerId: string;
} {
  const o = event.data.object;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const meta = (o.metadata && typeof o.metadata === "object" ? o.metadata : {}) as Record<string, unknown>;
  if (event.type === "checkout.session.completed") {
    return {
      subscriptionId: str(o.subscription),
      userId: str(o.client_reference_id) || str(meta.userId),
      customerId: str(o.customer),
    };
  }
  if (event.type.startsWith("invoice.")) {
    const parent = o.parent as { subscription_details?: { subscription?: unknown } } | undefined;
    return {
      subscriptionId: str(o.subscription) || str(parent?.subscription_details?.subscription),
      userId: "",
      customerId: str(o.customer),
    };
  }
  return { subscriptionId: str(o.id), userId: str(meta.userId), customerId: str(o.customer) };
}
