import { useState, type SubmitEvent } from "react";
import { fieldError, isInvalidLinkToken, toUserMessage } from "../../lib/errors";
import { loginPath } from "../../lib/login-notice";
import { go } from "../../lib/routes";
import { isExpired, readTokenClaims } from "../../lib/token-claims";
import { resetPassword } from "../../stores/password";
import ErrorBanner from "../feedback/ErrorBanner";
import FieldError, { describedBy } from "./FieldError";

function NewLink({ email, reason }: { email: string; reason: string }) {
  const href = email ? `/forgot-password?email=${encodeURIComponent(email)}` : "/forgot-password";
  return (
    <div className="card form">
      <h1>Reset your password</h1>
      <div className="banner banner-error" role="alert">
        {reason}
      </div>
      <div className="form-actions">
        <a className="button" href={href}>
          Send me a new link
        </a>
      </div>
    </div>
  );
}

/** The reset e-mail's link lands here: the new password twice, then signed in (or on /login with a notice). */
export default function ResetPassword() {
  // rendered in the browser only (client:only): the first render already knows the link, so nothing is swapped after it
  const [search] = useState(() => new URLSearchParams(window.location.search));
  const [refused, setRefused] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = search.get("token")?.trim() ?? "";
  const claims = readTokenClaims(token);
  const email = claims?.email ?? "";

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    setPasswordError(null);
    try {
      const result = await resetPassword(token, String(form.get("password")), String(form.get("passwordConfirm")));
      go(result.signedIn ? "/dashboard" : loginPath("password-reset", result.email));
    } catch (err) {
      const onPassword = fieldError(err, "password");
      if (isInvalidLinkToken(err)) setRefused("This link has expired or was already used. Ask for a new one.");
      else if (onPassword) setPasswordError(onPassword);
      else setError(toUserMessage(err));
      setBusy(false);
    }
  }

  if (!claims) return <NewLink email="" reason="This page needs the link from your password reset e-mail." />;
  if (refused) return <NewLink email={email} reason={refused} />;
  if (isExpired(claims))
    return <NewLink email={email} reason="This link has expired. Ask for a new one: it only takes a moment." />;
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="reset-title" noValidate>
      <h1 id="reset-title">Choose a new password</h1>
      {email && (
        <p>
          For <strong>{email}</strong>.
        </p>
      )}
      <ErrorBanner message={error} />
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <label htmlFor="reset-password">New password</label>
      <input
        id="reset-password"
        name="password"
        type="password"
        autoComplete="new-password"
        onChange={() => setPasswordError(null)}
        {...describedBy("reset-hint", "reset-password-error", passwordError)}
      />
      <FieldError id="reset-password-error" message={passwordError} />
      <p id="reset-hint" className="hint">
        At least 8 characters, and not a common password.
      </p>
      <label htmlFor="reset-passwordConfirm">Confirm new password</label>
      <input id="reset-passwordConfirm" name="passwordConfirm" type="password" autoComplete="new-password" />
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Saving…" : "Set new password"}
      </button>
    </form>
  );
}
