import { sendToBackground } from "@plasmohq/messaging";
import { useEffect, useState, type FormEvent } from "react";

import type { Me } from "../src/core/account";
import type { ConsentDecision } from "../src/core/disclosure";
import { PLANS, PRODUCT } from "../src/core/plans";
import { Disclosure } from "./features/shared/Disclosure";
import { PackVersion } from "./features/shared/PackVersion";
import type { AuthReply, AuthRequest, ConsentReply, ConsentRequest, ConsentStatus, MeReply, MeRequest } from "./lib/messages";
import { openHelperInActiveTab } from "./lib/open-helper";
import { SITE_LINKS } from "./lib/site";

import "./popup.css";

type View =
  | { kind: "loading" }
  | { kind: "signedOut"; error?: string }
  | { kind: "account"; me: Me }
  /** the account could not be read (network, server error): the session is kept */
  | { kind: "unavailable"; error: string };

const auth = (body: AuthRequest) => sendToBackground<AuthRequest, AuthReply>({ name: "auth", body });
// always fresh: a plan change (e.g. after upgrading) shows the next time the popup opens
const fetchMe = () => sendToBackground<MeRequest, MeReply>({ name: "me", body: { fresh: true } });
const consent = (body: ConsentRequest) => sendToBackground<ConsentRequest, ConsentReply>({ name: "consent", body });

/** Only a rejected or missing session means signed out; any other failure keeps the session and offers a retry. */
function viewOfMe(reply: MeReply): View {
  if (reply.ok) return { kind: "account", me: reply.data };
  if (reply.error.code === "unauthenticated") return { kind: "signedOut" };
  return { kind: "unavailable", error: reply.error.message };
}

/**
 * The disclosure right after sign-in, until the user decides; then whether the helpers are on, with a
 * way to turn them off (a refusal recorded like any other) or back on (the disclosure again).
 */
function HelpersConsent() {
  const [status, setStatus] = useState<ConsentStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // the popup has just read /api/me afresh: the background's copy is current
    void consent({ action: "status" }).then((reply) => (reply.ok ? setStatus(reply.data) : setError(reply.error.message)));
  }, []);

  async function decide(decision: ConsentDecision) {
    if (!status) return;
    setBusy(true);
    const reply = await consent({ action: "decide", decision, shown: status.disclosure });
    // refused when the disclosure changed while it was read: show the new one
    const next = reply.ok ? reply : await consent({ action: "status", fresh: true });
    setBusy(false);
    setReviewing(false);
    if (next.ok) setStatus(next.data);
    setError(reply.ok ? null : reply.error.message);
  }

  if (!status)
    return error ? (
      <p role="alert" className="error">
        {error}
      </p>
    ) : null;
  const { state, disclosure, record } = status;
  const asking = state.kind === "ask" || reviewing;
  return (
    <div className="consent" data-testid="consent">
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {asking && (
        <Disclosure
          disclosure={disclosure}
          changes={state.kind === "ask" ? state.changes : []}
          previous={record}
          busy={busy}
          onAgree={() => void decide("agreed")}
          onDecline={() => void decide("declined")}
        />
      )}
      {!asking && state.kind === "declined" && (
        <p data-testid="helpers-off">
          Helpers are off: nothing is sent.{" "}
          <button type="button" onClick={() => setReviewing(true)}>
            Turn helpers on
          </button>
        </p>
      )}
      {!asking && state.kind === "agreed" && (
        <p className="muted" data-testid="helpers-on">
          Helpers are on: what you ask about goes to {disclosure.origin}, and on to {disclosure.provider || "no AI provider"}.{" "}
          <button type="button" className="link" disabled={busy} onClick={() => void decide("declined")}>
            Turn off
          </button>
        </p>
      )}
    </div>
  );
}

function Popup() {
  const [view, setView] = useState<View>({ kind: "loading" });
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const [helpNote, setHelpNote] = useState<string | null>(null);

  async function refresh() {
    setView({ kind: "loading" });
    const noAnswer: MeReply = { ok: false, error: { code: "internal", message: "The extension did not answer." } };
    setView(viewOfMe(await fetchMe().catch(() => noAnswer)));
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
    setResent(null);
    setView({ kind: "signedOut" });
  }

  /** Opens the helper of the page in the active tab (also where the page's own mount points were not found). */
  async function helpWithThisPage() {
    setHelpNote(null);
    const reply = await openHelperInActiveTab();
    if (reply.opened) window.close();
    else setHelpNote(reply.reason);
  }

  async function resendVerification() {
    setBusy(true);
    const result = await auth({ action: "resendVerification" });
    setBusy(false);
    setResent(result.ok ? "Verification e-mail sent: check your inbox (and spam)." : result.error.message);
  }

  return (
    <main className="popup">
      <h1>{PRODUCT.name}</h1>
      {view.kind === "loading" && <p aria-live="polite">Loading…</p>}
      {view.kind === "unavailable" && (
        <section aria-label="Account unavailable">
          <p role="alert" className="error">
            Couldn't load your account: {view.error}
          </p>
          <button type="button" onClick={() => void refresh()}>
            Retry
          </button>{" "}
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        </section>
      )}
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
            <a href={SITE_LINKS.forgotPassword} target="_blank" rel="noreferrer">
              Forgot password?
            </a>
          </p>
          <p className="muted">
            No account?{" "}
            <a href={SITE_LINKS.signup} target="_blank" rel="noreferrer">
              Sign up
            </a>
          </p>
        </form>
      )}
      {view.kind === "account" && (
        <section aria-label="Account">
          <p className="muted">{view.me.email}</p>
          {!view.me.verified && (
            <div className="notice" data-testid="unverified">
              <p>Your e-mail address is not verified yet. Click the link we sent to {view.me.email} to use the helpers.</p>
              <p>
                <button type="button" onClick={resendVerification} disabled={busy}>
                  {busy ? "Sending…" : "Resend verification e-mail"}
                </button>{" "}
                <button type="button" onClick={() => void refresh()}>
                  I've verified it
                </button>
              </p>
              {/* mounted before it has anything to say, so screen readers announce the text when it arrives */}
              <p role="status">{resent}</p>
              <p className="muted">
                <a href={SITE_LINKS.verifyEmail} target="_blank" rel="noreferrer">
                  Open the verification page on the site
                </a>
              </p>
            </div>
          )}
          {view.me.verified && <HelpersConsent />}
          <p>
            Plan: <strong data-testid="plan">{PLANS[view.me.plan].name}</strong>
          </p>
          {view.me.plan === "free" ? (
            <p data-testid="tokens">
              {view.me.tokensUsed.toLocaleString("en-US")} of {view.me.maxTokens.toLocaleString("en-US")} tokens used today ·
              refreshes {new Date(view.me.resetsAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}
            </p>
          ) : (
            <p data-testid="tokens">
              {view.me.tokensUsed.toLocaleString("en-US")} tokens used today · no daily limit
              {/* a server from before the fair-use cap says null */}
              {view.me.dailyTokenLimit
                ? ` in normal use (fair use: up to ${view.me.dailyTokenLimit.toLocaleString("en-US")} a day)`
                : ""}
            </p>
          )}
          <p>
            <button type="button" onClick={() => void helpWithThisPage()}>
              Help with this page
            </button>
          </p>
          {/* mounted before it has anything to say, so screen readers announce the reason when it arrives */}
          <p role="status" className="muted" data-testid="help-note">
            {helpNote}
          </p>
          <p className="muted">Helpers: {PLANS[view.me.plan].pages.join(", ")} pages. Shortcut: Alt+Shift+N.</p>
          <p className="muted">
            Suggestions sound like you:{" "}
            <a href={SITE_LINKS.voice} target="_blank" rel="noreferrer">
              set your voice
            </a>
            .
          </p>
          <p>
            <a href={view.me.plan === "free" ? SITE_LINKS.upgrade : SITE_LINKS.dashboard} target="_blank" rel="noreferrer">
              {view.me.plan === "free" ? "Upgrade to Pro" : "Manage your plan"}
            </a>
          </p>
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        </section>
      )}
      <PackVersion />
    </main>
  );
}

export default Popup;
