import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { loginPath } from "../../lib/login-notice";
import { go } from "../../lib/routes";
import { deleteAccount } from "../../stores/account";
import ErrorBanner from "../feedback/ErrorBanner";
import { useAction } from "./useAction";

/** Deleting the account: a first button opens a confirmation that says what goes, and asks for the password. */
export default function DeleteAccount({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { busy, error, run, invalid } = useAction("delete-error");

  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    void run(async () => {
      await deleteAccount(password);
      go(loginPath("account-deleted"));
    });
  }

  return (
    <section className="card danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete your account</h2>
      {!confirming ? (
        <>
          <p>Deleting your account removes it and your data for good. It cannot be undone.</p>
          <div className="form-actions">
            <button className="button danger" type="button" onClick={() => setConfirming(true)}>
              Delete my account…
            </button>
          </div>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-labelledby="delete-confirm-title">
          <h3 id="delete-confirm-title" tabIndex={-1} ref={heading}>
            Are you sure? This is what you lose
          </h3>
          <ul>
            <li>your account ({email}): you can no longer sign in, on the site or in the extension;</li>
            <li>your details, your saved LinkedIn profile and the assistant's memory;</li>
            <li>your plan and today's tokens. If you are on Pro, the subscription is cancelled now and never charged again;</li>
            <li>your name and address on the messages you sent us (we keep their text, anonymous).</li>
          </ul>
          <p>Want a copy first? Use "Download my data" above.</p>
          <ErrorBanner message={error} id="delete-error" />
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <label htmlFor="delete-password">Your password, to confirm</label>
          <input id="delete-password" name="password" type="password" autoComplete="current-password" {...invalid("password")} />
          <div className="form-actions">
            <button className="button danger" type="submit" disabled={busy}>
              {busy ? "Deleting…" : "Delete my account permanently"}
            </button>
            <button className="button secondary" type="button" disabled={busy} onClick={() => setConfirming(false)}>
              Keep my account
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
