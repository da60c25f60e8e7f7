import { sendToBackground } from "@plasmohq/messaging";
import { useEffect, useState, type FormEvent } from "react";

import type { Me } from "../src/core/account";
import type { ConsentDecision } from "../src/core/disclosure";
import { PLANS, PRODUCT } from "../src/core/plans";
import { Disclosure } from "./features/shared/Disclosure";
import { fillNodes } from "./features/shared/fill-nodes";
import { browserLanguage, catalogue, fill, listIn, setCatalogues, wordingOf } from "./features/shared/i18n";
import { CATALOGUES } from "./features/shared/i18n/catalogues";
import { PackVersion } from "./features/shared/PackVersion";
import type { AuthReply, AuthRequest, ConsentReply, ConsentRequest, ConsentStatus, MeReply, MeRequest } from "./lib/messages";
import { openHelperInActiveTab } from "./lib/open-helper";
import { SITE_LINKS } from "./lib/site";

import "./popup.css";

// every language at hand: the popup is not parsed on each LinkedIn page, as the content script is (shared/page-words.ts)
setCatalogues(CATALOGUES);

/** The popup speaks the browser's language, as its name in the toolbar and the store do (locales/). */
function words() {
  const language = browserLanguage();
  const M = catalogue(language);
  return { LANGUAGE: language, M, P: M.popup };
}
/** the shortcut the manifest suggests (package.json "commands") */
const SHORTCUT = "Alt+Shift+N";

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
  const { LANGUAGE, P } = words();
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
    const reply = await consent({ action: "decide", decision, shown: status.disclosure, wording: wordingOf(LANGUAGE) });
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
          language={LANGUAGE}
          changes={state.kind === "ask" ? state.changes : []}
          previous={record}
          busy={busy}
          onAgree={() => void decide("agreed")}
          onDecline={() => void decide("declined")}
        />
      )}
      {!asking && state.kind === "declined" && (
        <p data-testid="helpers-off">
          {P.helpersOff}{" "}
          <button type="button" onClick={() => setReviewing(true)}>
            {P.turnOn}
          </button>
        </p>
      )}
      {!asking && state.kind === "agreed" && (
        <p className="muted" data-testid="helpers-on">
          {fill(P.helpersOn, { origin: disclosure.origin, provider: disclosure.provider || P.noProvider })}{" "}
          <button type="button" className="link" disabled={busy} onClick={() => void decide("declined")}>
            {P.turnOff}
          </button>
        </p>
      )}
    </div>
  );
}

function Popup() {
  const { LANGUAGE, M, P } = words();
  const number = (value: number) => value.toLocaleString(LANGUAGE);
  const [view, setView] = useState<View>({ kind: "loading" });
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const [helpNote, setHelpNote] = useState<{ reason: string; lang?: string } | null>(null);

  async function refresh() {
    setView({ kind: "loading" });
    const noAnswer: MeReply = { ok: false, error: { code: "internal", message: words().P.noAnswer } };
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
    else setHelpNote(reply);
  }

  async function resendVerification() {
    setBusy(true);
    const result = await auth({ action: "resendVerification" });
    setBusy(false);
    setResent(result.ok ? P.resent : result.error.message);
  }

  return (
    <main className="popup" lang={LANGUAGE}>
      <h1>{PRODUCT.name}</h1>
      {view.kind === "loading" && <p aria-live="polite">{P.loading}</p>}
      {view.kind === "unavailable" && (
        <section aria-label={P.unavailable}>
          <p role="alert" className="error">
            {fill(P.couldNotLoad, { error: view.error })}
          </p>
          <button type="button" onClick={() => void refresh()}>
            {P.retry}
          </button>{" "}
          <button type="button" onClick={signOut}>
            {P.signOut}
          </button>
        </section>
      )}
      {view.kind === "signedOut" && (
        <form onSubmit={signIn} aria-label={P.signIn}>
          {view.error && (
            <p role="alert" className="error">
              {view.error}
            </p>
          )}
          <label>
            {P.email}
            <input name="email" type="email" autoComplete="email" required />
          </label>
          <label>
            {P.password}
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          <button type="submit" disabled={busy}>
            {busy ? P.signingIn : P.signIn}
          </button>
          <p className="muted">
            <a href={SITE_LINKS.forgotPassword} target="_blank" rel="noreferrer">
              {P.forgot}
            </a>
          </p>
          <p className="muted">
            {P.noAccount}{" "}
            <a href={SITE_LINKS.signup} target="_blank" rel="noreferrer">
              {P.signUp}
            </a>
          </p>
        </form>
      )}
      {view.kind === "account" && (
        <section aria-label={P.account}>
          <p className="muted">{view.me.email}</p>
          {!view.me.verified && (
            <div className="notice" data-testid="unverified">
              <p>{fill(P.unverified, { email: view.me.email })}</p>
              <p>
                <button type="button" onClick={resendVerification} disabled={busy}>
                  {busy ? P.sending : P.resend}
                </button>{" "}
                <button type="button" onClick={() => void refresh()}>
                  {P.verifiedIt}
                </button>
              </p>
              {/* mounted before it has anything to say, so screen readers announce the text when it arrives */}
              <p role="status">{resent}</p>
              <p className="muted">
                <a href={SITE_LINKS.verifyEmail} target="_blank" rel="noreferrer">
                  {P.openVerify}
                </a>
              </p>
            </div>
          )}
          {view.me.verified && <HelpersConsent />}
          <p>
            {P.plan} <strong data-testid="plan">{PLANS[view.me.plan].name}</strong>
          </p>
          {view.me.plan === "free" ? (
            <p data-testid="tokens">
              {fill(P.tokensFree, {
                used: number(view.me.tokensUsed),
                max: number(view.me.maxTokens),
                time: new Date(view.me.resetsAt).toLocaleTimeString(LANGUAGE, { hour: "2-digit", minute: "2-digit" }),
              })}
            </p>
          ) : (
            <p data-testid="tokens">
              {/* a server from before the fair-use cap says null */}
              {view.me.dailyTokenLimit
                ? fill(P.fairUse, { used: number(view.me.tokensUsed), cap: number(view.me.dailyTokenLimit) })
                : fill(P.tokensPro, { used: number(view.me.tokensUsed) })}
            </p>
          )}
          <p>
            <button type="button" onClick={() => void helpWithThisPage()}>
              {P.helpWithPage}
            </button>
          </p>
          {/* mounted before it has anything to say, so screen readers announce the reason when it arrives */}
          <p role="status" className="muted" data-testid="help-note" lang={helpNote?.lang}>
            {helpNote?.reason}
          </p>
          <p className="muted">
            {fill(P.helpers, {
              pages: listIn(
                PLANS[view.me.plan].pages.map((page) => M.pages[page]),
                LANGUAGE,
              ),
              shortcut: SHORTCUT,
            })}
          </p>
          <p className="muted">
            {fillNodes(P.voice, {
              link: (
                <a href={SITE_LINKS.voice} target="_blank" rel="noreferrer">
                  {P.setVoice}
                </a>
              ),
            })}
          </p>
          <p>
            <a href={view.me.plan === "free" ? SITE_LINKS.upgrade : SITE_LINKS.dashboard} target="_blank" rel="noreferrer">
              {view.me.plan === "free" ? P.upgrade : P.manage}
            </a>
          </p>
          <button type="button" onClick={signOut}>
            {P.signOut}
          </button>
        </section>
      )}
      <PackVersion />
    </main>
  );
}

export default Popup;
