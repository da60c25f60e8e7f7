import { useState } from "react";
import type { Me } from "../../core/account";
import { PLANS, SUPPORT, formatPrice } from "../../core/plans";
import { toUserMessage } from "../../lib/errors";
import { openBillingPortal, startCheckout } from "../../stores/billing";
import { showToast } from "../../stores/toasts";

/**
 * The current plan with its one action: upgrade (Free) or manage the subscription (Pro, or a Free user
 * whose subscription waits on a payment: paying it in the portal brings Pro back, a new checkout would
 * only start a second subscription).
 */
export default function PlanCard({ me }: { me: Me | null }) {
  const [busy, setBusy] = useState(false);
  const plan = PLANS[me?.plan ?? "free"];
  const awaitingPayment = me?.plan === "free" && (me.billing.paymentFailed || me.billing.subscriptionStatus === "paused");

  async function act(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      showToast("error", toUserMessage(err));
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="plan-title">
      <h2 id="plan-title">Your plan</h2>
      <p className="plan-name" data-testid="plan">
        {plan.name}
      </p>
      <p className="muted">
        {formatPrice(plan.priceCents)} per month ·{" "}
        {plan.id === "pro" ? "all LinkedIn pages, no daily limit" : "Profile and Jobs pages"}
      </p>
      {me?.billing.paymentFailed && (
        <p className="banner banner-error" role="alert">
          Your last payment failed. Update your card in "Manage subscription" to {me.plan === "pro" ? "keep Pro" : "get Pro back"}
          .
        </p>
      )}
      {me && !me.billing.configured && (
        <p className="hint" data-testid="billing-off">
          Upgrades are not available on this server yet: billing is not configured. Your Free plan works as usual.
        </p>
      )}
      {me && (me.plan === "pro" || awaitingPayment) ? (
        <>
          <button
            className="button secondary"
            type="button"
            disabled={busy || !me.billing.configured}
            onClick={() => act(openBillingPortal)}
          >
            {busy ? "Opening…" : "Manage subscription"}
          </button>
          <p className="hint">
            You can also cancel through the feedback form below; we reply within {SUPPORT.cancellationReplyHours} hours.
          </p>
        </>
      ) : (
        <button
          className="button"
          type="button"
          disabled={busy || !me || !me.billing.configured}
          onClick={() => act(startCheckout)}
        >
          {busy ? "Redirecting to checkout…" : `Upgrade to Pro · ${formatPrice(PLANS.pro.priceCents)}/month`}
        </button>
      )}
    </section>
  );
}
