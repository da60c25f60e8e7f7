import { useState, type SubmitEvent } from "react";
import { isInvalidLinkToken, toUserMessage } from "../../lib/errors";
import { loginPath } from "../../lib/login-notice";
import { isExpired, readTokenClaims } from "../../lib/token-claims";
import { confirmEmailChange } from "../../stores/email-change";
import ErrorBanner from "../feedback/ErrorBanner";

const NEW_LINK = "Ask for a new one from your settings: log in with your current address, then open Settings.";

/** The e-mail-change link lands here: the account's password confirms the new address. */
export default function ConfirmEmailChange() {
  // rendered in the browser only (client:only): the first render already knows the link, so nothing is swapped after it
  const [search] = useState(() => new URLSearchParams(window.location.search));
  const [done, setDone] = useState<{ signedIn: boolean } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = search.get("token")?.trim() ?? "";
  const claims = readTokenClaims(token);
  const newEmail = claims?.newEmail.trim().toLowerCase() ?? "";

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setDone(await confirmEmailChange(token, String(new FormData(event.currentTarget).get("password") ?? ""), newEmail));
    } catch (err) {
      if (isInvalidLinkToken(err)) setRefused(`This link has expired or was already used. ${NEW_LINK}`);
      else setError(toUserMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const problem = !claims?.newEmail
    ? "This page needs the link from your e-mail change message."
    : (refused ?? (isExpired(claims) ? `This link has expired. ${NEW_LINK}` : null));
  if (problem) {
    return (
      <div className="card form">
        <h1>Confirm your new e-mail address</h1>
        <div className="banner banner-error" role="alert">
          {problem}
        </div>
        <p>
          <a href="/settings">Go to your settings</a>
        </p>
      </div>
    );
  }
  if (done) {
    return (
      <div className="card form">
        <h1>Your e-mail address is changed</h1>
        <div className="banner banner-success" role="status">
          You now sign in with {newEmail}. Your other sessions, the extension included, were signed out.
        </div>
        <div className="form-actions">
          <a className="button" href={done.signedIn ? "/settings" : loginPath("email-changed", newEmail)}>
            {done.signedIn ? "Back to your settings" : "Log in"}
          </a>
        </div>
      </div>
    );
  }
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="confirm-email-title" noValidate>
      <h1 id="confirm-email-title">Confirm your new e-mail address</h1>
      <p>
        Enter your password to sign in with <strong>{newEmail}</strong> from now on.
      </p>
      <ErrorBanner message={error} />
      <input type="email" name="username" autoComplete="username" value={newEmail} readOnly hidden />
      <label htmlFor="confirm-email-password">PASSWORD</label>
      <input id="confirm-email-password" name="password" type="password" autoComplete="current-password" />
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Confirming…" : "Confirm new address"}
      </button>
    </form>
  );
}
