import { useState, type SubmitEvent } from "react";
import { fieldError } from "../../lib/errors";
import { loginPath } from "../../lib/login-notice";
import { go } from "../../lib/routes";
import { changePassword } from "../../stores/password";
import { showToast } from "../../stores/toasts";
import ErrorBanner from "../feedback/ErrorBanner";
import FieldError, { describedBy } from "../password/FieldError";
import { useAction } from "./useAction";

/** Changes the password; the user's other sessions and the extension are signed out by it. */
export default function PasswordForm({ email }: { email: string }) {
  const { busy, error, run } = useAction();
  // the server's refusal of the new password (too common): on its field, not in the form's banner
  const [passwordError, setPasswordError] = useState<string | null>(null);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? "");
    setPasswordError(null);
    void run(async () => {
      const changed = await changePassword(email, value("currentPassword"), value("password"), value("passwordConfirm")).catch(
        (err: unknown) => {
          const onPassword = fieldError(err, "password");
          if (!onPassword) throw err; // the form's banner
          setPasswordError(onPassword);
          return null;
        },
      );
      if (!changed) return;
      if (!changed.signedIn) return go(loginPath("password-changed", email));
      form.reset();
      showToast("success", "Your password is changed. Your other sessions and the extension are signed out.");
    });
  }

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <p className="muted">
        Changing it signs you out everywhere else, the extension included: sign in there again with the new one.
      </p>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="password-title">
        <ErrorBanner message={error} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <label htmlFor="settings-current-password">Current password</label>
        <input id="settings-current-password" name="currentPassword" type="password" autoComplete="current-password" />
        <label htmlFor="settings-password">New password</label>
        <input
          id="settings-password"
          name="password"
          type="password"
          autoComplete="new-password"
          onChange={() => setPasswordError(null)}
          {...describedBy("settings-password-hint", "settings-password-error", passwordError)}
        />
        <FieldError id="settings-password-error" message={passwordError} />
        <p id="settings-password-hint" className="hint">
          At least 8 characters, and not a common password.
        </p>
        <label htmlFor="settings-password-confirm">Confirm new password</label>
        <input id="settings-password-confirm" name="passwordConfirm" type="password" autoComplete="new-password" />
        <div className="form-actions">
          <button className="button" type="submit" disabled={busy}>
            {busy ? "Changing…" : "Change password"}
          </button>
        </div>
      </form>
    </section>
  );
}
