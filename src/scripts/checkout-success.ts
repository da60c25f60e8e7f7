/**
 * /checkout/success: waits until the server reads the plan as Pro (the webhook may land a few
 * seconds after the redirect), then says so. Plain fetch and the stored token: no SDK, no React.
 */
import { AUTH_STORAGE_KEY } from "../lib/pocketbase-key";

const status = document.querySelector<HTMLElement>("[data-plan-status]");
const POLL_MS = 2000;
const GIVE_UP_MS = 120_000;

function show(text: string, state: "waiting" | "pro" | "signed-out" | "slow") {
  if (!status) return;
  status.textContent = text;
  status.dataset.state = state;
}

function token(): string | null {
  try {
    return (JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? "null") as { token?: string } | null)?.token ?? null;
  } catch {
    return null;
  }
}

async function poll(started: number) {
  const auth = token();
  if (!auth) return show("Log in to see your plan.", "signed-out");
  try {
    const res = await fetch("/api/me", { headers: { authorization: auth }, cache: "no-store" });
    if (res.status === 401) return show("Log in to see your plan.", "signed-out");
    const me = (await res.json()) as { plan?: string };
    if (me.plan === "pro") return show("Your plan is now Pro. Enjoy every page and no daily limit!", "pro");
  } catch {
    // network hiccup: try again
  }
  if (Date.now() - started > GIVE_UP_MS) {
    return show("Stripe has not confirmed yet. Your plan will switch to Pro shortly; refresh this page in a minute.", "slow");
  }
  setTimeout(() => void poll(started), POLL_MS);
}

show("Confirming your subscription…", "waiting");
void poll(Date.now());
