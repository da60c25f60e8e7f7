import { sendToBackground } from "@plasmohq/messaging";
import { useEffect, useState, type FormEvent } from "react";

import type { Me } from "../src/core/account";
import { PLANS, PRODUCT } from "../src/core/plans";
import { API_URL } from "~lib/api";
import type { AuthReply, AuthRequest, MeReply, MeRequest } from "~lib/messages";

import "./popup.css";

type View = { kind: "loading" } | { kind: "signedOut"; error?: string } | { kind: "account"; me: Me };

const auth = (body: AuthRequest) => sendToBackground<AuthRequest, AuthReply>({ name: "auth", body });
// always fresh: a plan change (e.g. after upgrading) shows the next time the popup opens
const fetchMe = () => sendToBackground<MeRequest, MeReply>({ name: "me", body: { fresh: true } });

function Popup() {
  const [view, setView] = useState<View>({ kind: "loading" });
  const [busy, setBusy] = useState(false);

  async function refresh() {
    const me = await fetchMe();
    if (me.ok) setView({ kind: "account", me: me.data });
    else setView({ kind: "signedOut", error: me.error.code === "unauthenticated" ? undefined : me.error.message });
  }

  useEffect(() => {
    void refresh();
  }, []);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await auth({ action: "signIn", email: String(form.get("email")), password: String(form.get("password")) });
    setBusy(false);
    if (result.ok) await refresh();
    else setView({ kind: "signedOut", error: result.error.message });
  }

  async function signOut() {
    await auth({ action: "signOut" });
    setView({ kind: "signedOut" });
  }

  return (
    <main className="popup">
      <h1>{PRODUCT.name}</h1>
      {view.kind === "loading" && <p aria-live="polite">Loading…</p>}
      {view.kind === "signedOut" && (
        <form onSubmit={signIn} aria-label="Sign in">
          {view.error && (
            <p role="alert" className="error">
              {view.error}
            </p>
          )}
          <label>
            E-mail
            <input name="email" type="email" autoComplete="email" required />
          </label>
          <label>
            Password
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          <button type="submit" disabled={busy}>
            {busy ? "Signing in…" : "Sign in"}
          </button>
          <p className="muted">
            No account?{" "}
            <a href={`${API_URL}/signup`} target="_blank" rel="noreferrer">
              Sign up
            </a>
          </p>
        </form>
      )}
      {view.kind === "account" && (
        <section aria-label="Account">
          <p className="muted">{view.me.email}</p>
          <p>
            Plan: <strong data-testid="plan">{PLANS[view.me.plan].name}</strong>
          </p>
          {view.me.plan === "free" ? (
            <p data-testid="tokens">
              {view.me.tokensUsed.toLocaleString("en-US")} of {view.me.maxTokens.toLocaleString("en-US")} tokens used
              today · refreshes {new Date(view.me.resetsAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}
            </p>
          ) : (
            <p data-testid="tokens">{view.me.tokensUsed.toLocaleString("en-US")} tokens used today · no daily limit</p>
          )}
          <p className="muted">Helpers: {PLANS[view.me.plan].pages.join(", ")} pages. Shortcut: Alt+Shift+N.</p>
          <p>
            <a href={`${API_URL}/dashboard`} target="_blank" rel="noreferrer">
              {view.me.plan === "free" ? "Upgrade to Pro" : "Manage your plan"}
            </a>
          </p>
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        </section>
      )}
    </main>
  );
}

export default Popup;
