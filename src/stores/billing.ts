/** Upgrade and subscription management: the server creates Stripe sessions; the browser only follows the URL. */
import { pb } from "../lib/pocketbase";

async function follow(path: string) {
  const { url } = await pb.send<{ url: string }>(path, { method: "POST", body: {} });
  window.location.assign(url);
}

export const startCheckout = () => follow("/api/billing/checkout");
export const openBillingPortal = () => follow("/api/billing/portal");
