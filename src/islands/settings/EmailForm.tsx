import { useState, type SubmitEvent } from "react";
import { requestEmailChange } from "../../stores/email-change";
import ErrorBanner from "../feedback/ErrorBanner";
import { useAction } from "./useAction";

/** Asks for a new address: the confirmation link goes there, and the change happens when it is followed. */
export default function EmailForm({ email }: { email: string }) {
  const [newEmail, setNewEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentTo(null);
    void run(async () => {
      setSentTo(await requestEmailChange(email, newEmail));
      setNewEmail("");
    });
  }

  return (
    <section className="card" aria-labelledby="email-title">
      <h2 id="email-title">E-mail address</h2>
      <p>
        You sign in with <strong>{email}</strong>.
      </p>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="email-title">
        {sentTo && (
          <div className="banner banner-success" role="status">
            We sent a confirmation link to {sentTo}. Your address changes when you open it and enter your password; until then you
            keep signing in with {email}.
          </div>
        )}
        <ErrorBanner message={error} />
        <label htmlFor="settings-new-email">New e-mail address</label>
        <input
          id="settings-new-email"
          name="newEmail"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
        />
        <div className="form-actions">
          <button className="button" type="submit" disabled={busy}>
            {busy ? "Sending…" : "Send confirmation link"}
          </button>
        </div>
      </form>
    </section>
  );
}
