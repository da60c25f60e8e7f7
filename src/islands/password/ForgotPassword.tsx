import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { toUserMessage } from "../../lib/errors";
import { useTypedBeforeHydration } from "../../lib/hydration";
import { useSearch } from "../../lib/use-search";
import { requestPasswordReset } from "../../stores/password";
import ErrorBanner from "../feedback/ErrorBanner";

/** Asks for a reset link. The answer never says whether the address has an account. */
export default function ForgotPassword() {
  const search = useSearch();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // an address typed before the island ran (lib/hydration.ts); the button waits for it (`search`)
  useTypedBeforeHydration(form, ({ email: typed }) => typed && setEmail((current) => current || typed));
  // the address the link brought (from /login or the popup) fills the field, unless something is typed there already
  useEffect(() => setEmail((typed) => typed || (search?.get("email")?.trim() ?? "")), [search]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSentTo(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email.trim());
    } catch (err) {
      setError(toUserMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="card form" onSubmit={submit} aria-labelledby="forgot-title" noValidate>
      <h1 id="forgot-title">Forgot your password?</h1>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      {sentTo && (
        <div className="banner banner-success" role="status">
          If an account exists for {sentTo}, we sent it a link to choose a new password. The link works once and expires soon.
          Can't find it? Check your spam or junk folder.
        </div>
      )}
      <ErrorBanner message={error} />
      <label htmlFor="forgot-email">EMAIL</label>
      <input
        id="forgot-email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button className="button" type="submit" disabled={busy || search === null}>
        {busy ? "Sending…" : "Send reset link"}
      </button>
      <p className="muted">
        Remembered it? <a href="/login">Log in</a>
      </p>
    </form>
  );
}
