import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import {
  formEncode,
  isFreshTimestamp,
  isHandledEvent,
  parseStripeSignature,
  paymentNeedsAttention,
  premiumForStatus,
  subscriptionRef,
  supersedes,
} from "../../src/core/billing";
import { parseForm } from "../helpers/stripe-standin";

describe("Stripe form encoding", () => {
  it("uses bracket notation for nested objects and arrays", () => {
    const encoded = formEncode({
      mode: "subscription",
      line_items: [{ price: "price_1", quantity: 1 }],
      subscription_data: { metadata: { userId: "u 1" } },
      skipped: undefined,
    });
    expect(decodeURIComponent(encoded)).toBe(
      "mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&subscription_data[metadata][userId]=u 1",
    );
    expect(parseForm(encoded)).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_1", quantity: "1" }],
      subscription_data: { metadata: { userId: "u 1" } },
    });
  });
});

describe("Stripe-Signature", () => {
  it("parses the header the official SDK generates, and its HMAC matches", () => {
    const payload = '{"id":"evt_1"}';
    const header = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_abc",
      timestamp: 1700000000,
    });
    const parsed = parseStripeSignature(header)!;
    expect(parsed.timestamp).toBe(1700000000);
    const expected = createHmac("sha256", "whsec_abc").update(`1700000000.${payload}`).digest("hex");
    expect(parsed.signatures).toContain(expected);
  });

  it.each(["", "t=abc,v1=x", "t=1", "v1=abc", "garbage"])("refuses %j", (header) => {
    expect(parseStripeSignature(header)).toBeNull();
  });

  it("accepts timestamps within 300 s either way", () => {
    const now = 1_700_000_000_000;
    expect(isFreshTimestamp(1_700_000_000 - 300, now)).toBe(true);
    expect(isFreshTimestamp(1_700_000_000 - 301, now)).toBe(false);
    expect(isFreshTimestamp(1_700_000_000 + 301, now)).toBe(false);
  });
});

describe("plan from subscription status", () => {
  it.each([
    ["active", false, true],
    ["trialing", false, true],
    ["canceled", true, false],
    ["unpaid", true, false],
    ["incomplete_expired", true, false],
    ["past_due", true, true],
    ["past_due", false, false],
    ["incomplete", false, false],
  ])("%s (was %s) → %s", (status, current, expected) => {
    expect(premiumForStatus(status, current)).toBe(expected);
  });

  it("warns about payments only while Stripe is still collecting", () => {
    expect(paymentNeedsAttention("past_due")).toBe(true);
    expect(paymentNeedsAttention("active")).toBe(false);
  });
});

describe("which subscription wins", () => {
  it.each([
    ["nothing stored yet", { id: "", status: "" }, { id: "sub_B", status: "canceled" }, true],
    ["the stored one itself", { id: "sub_A", status: "active" }, { id: "sub_A", status: "canceled" }, true],
    [
      "an old one that ended, while the current runs",
      { id: "sub_B", status: "active" },
      { id: "sub_A", status: "canceled" },
      false,
    ],
    [
      "an old one, while the current is being retried",
      { id: "sub_B", status: "past_due" },
      { id: "sub_A", status: "unpaid" },
      false,
    ],
    ["a new live one after a cancellation", { id: "sub_A", status: "canceled" }, { id: "sub_B", status: "active" }, true],
    ["another live one (a second checkout)", { id: "sub_A", status: "active" }, { id: "sub_B", status: "trialing" }, true],
    [
      "anything, once the stored one has ended",
      { id: "sub_A", status: "incomplete_expired" },
      { id: "sub_B", status: "incomplete" },
      true,
    ],
  ])("%s → %s", (_label, stored, incoming, expected) => {
    expect(supersedes(stored, incoming)).toBe(expected);
  });
});

describe("which subscription an event concerns", () => {
  it("reads checkout sessions, subscriptions and invoices", () => {
    expect(
      subscriptionRef({
        type: "checkout.session.completed",
        data: { object: { subscription: "sub_1", client_reference_id: "u1", customer: "cus_1" } },
      }),
    ).toEqual({ subscriptionId: "sub_1", userId: "u1", customerId: "cus_1" });
    expect(
      subscriptionRef({
        type: "customer.subscription.deleted",
        data: { object: { id: "sub_2", customer: "cus_2", metadata: { userId: "u2" } } },
      }),
    ).toEqual({ subscriptionId: "sub_2", userId: "u2", customerId: "cus_2" });
    expect(
      subscriptionRef({
        type: "invoice.payment_failed",
        data: { object: { customer: "cus_3", parent: { subscription_details: { subscription: "sub_3" } } } },
      }),
    ).toEqual({ subscriptionId: "sub_3", userId: "", customerId: "cus_3" });
    expect(isHandledEvent("invoice.payment_failed")).toBe(true);
    expect(isHandledEvent("customer.created")).toBe(false);
  });
});
