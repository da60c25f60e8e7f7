import { useState, type SubmitEvent } from "react";
import { UI } from "../../core/plans";
import { toUserMessage } from "../../lib/errors";
import { readLoginQuery } from "../../lib/login-notice";
import { go } from "../../lib/routes";
import { login } from "../../stores/session";
import ErrorBanner from "../feedback/ErrorBanner";
import Spinner from "../feedback/Spinner";
import { useGate } from "./useGate";

export default function LoginForm() {
  const { ready } = useGate("login", UI.authLoadingMs);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await login(String(form.get("email")), String(form.get("password")));
      go("/dashboard");
    } catch (err) {
      setError(toUserMessage(err));
      setBusy(false);
    }
  }

  if (!ready) return <Spinner />;
  const { notice, email } = readLoginQuery(window.location.search);
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="login-title" noValidate>
      <h1 id="login-title">Log in</h1>
      {notice && !error && (
        <div className={`banner banner-${notice.tone}`} role="status">
          {notice.text}
        </div>
      )}
      <ErrorBanner message={error} />
      <label htmlFor="login-email">EMAIL</label>
      <input id="login-email" name="email" type="email" autoComplete="email" defaultValue={email} />
      <label htmlFor="login-password">PASSWORD</label>
      <input id="login-password" name="password" type="password" autoComplete="current-password" />
      <p className="hint">
        <a href="/forgot-password">Forgot password?</a>
      </p>
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Logging in…" : "Login"}
      </button>
      <p className="muted">
        New to Netlift? <a href="/signup">Create an account</a>
      </p>
    </form>
  );
}
