import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { PRODUCT, UI } from "../../core/plans";
import { checkNewEmail } from "../../core/email-address";
import { SIGNUP_MESSAGES } from "../../core/signup";
import { fieldError, toUserMessage } from "../../lib/errors";
import { loginPath } from "../../lib/login-notice";
import { go } from "../../lib/routes";
import { signup, type SignupFields } from "../../stores/session";
import { useGate } from "../auth/useGate";
import ErrorBanner from "../feedback/ErrorBanner";
import Spinner from "../feedback/Spinner";
import FieldError, { describedBy } from "../password/FieldError";
import Steps from "./Steps";

const EMPTY: SignupFields = { email: "", password: "", passwordConfirm: "", name: "", industry: "", role: "", howDidYouHear: "" };

/** Steps 1 and 2 of sign-up; step 3 is /verify-email, where a successful sign-up continues. */
export default function SignupWizard() {
  const { ready } = useGate("signup", UI.authLoadingMs);
  const [step, setStep] = useState<1 | 2>(1);
  const [fields, setFields] = useState<SignupFields>(EMPTY);
  const [adult, setAdult] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the server's refusal of the password (too common, too short): shown on its field, back on step 1
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (step === 1 && passwordError) passwordInput.current?.focus();
  }, [step, passwordError]);

  const bind = (name: keyof SignupFields) => ({
    id: `signup-${name}`,
    name,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => {
      if (name === "password") setPasswordError(null);
      setFields({ ...fields, [name]: e.target.value });
    },
  });

  function next(event: SubmitEvent) {
    event.preventDefault();
    // the server's rules, before the second step: a look-alike or malformed address is refused here
    const address = checkNewEmail(fields.email);
    if (!address.ok) return setError(address.error.message);
    setError(null);
    setStep(2);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (fields.password !== fields.passwordConfirm) return setError(SIGNUP_MESSAGES.passwordMismatch);
    if (!fields.name.trim()) return setError(SIGNUP_MESSAGES.nameRequired);
    if (!adult) return setError(`Please confirm that you are ${PRODUCT.minimumAge} or older.`);
    setBusy(true);
    setError(null);
    try {
      const { signedIn } = await signup(fields);
      go(signedIn ? "/verify-email" : loginPath("after-signup", fields.email.trim()));
    } catch (err) {
      const onPassword = fieldError(err, "password");
      if (onPassword) {
        setPasswordError(onPassword);
        setStep(1);
      } else {
        setError(toUserMessage(err));
      }
      setBusy(false);
    }
  }

  if (!ready) return <Spinner />;
  return (
    <div className="card form">
      <Steps current={step} />
      <ErrorBanner message={error} />
      {step === 1 ? (
        <form onSubmit={next} aria-labelledby="signup-title">
          <h1 id="signup-title">Sign up</h1>
          <label htmlFor="signup-email">Email</label>
          <input {...bind("email")} type="email" autoComplete="email" required />
          <label htmlFor="signup-password">Password</label>
          <input
            {...bind("password")}
            type="password"
            autoComplete="new-password"
            required
            ref={passwordInput}
            {...describedBy("password-hint", "password-error", passwordError)}
          />
          <FieldError id="password-error" message={passwordError} />
          <p id="password-hint" className="hint">
            At least 8 characters, and not a common password.
          </p>
          <label htmlFor="signup-passwordConfirm">Confirm password</label>
          <input {...bind("passwordConfirm")} type="password" autoComplete="new-password" required />
          <div className="form-actions">
            <button className="button" type="submit">
              Next
            </button>
          </div>
          <p className="muted">
            Already have an account? <a href="/login">Log in</a>
          </p>
        </form>
      ) : (
        <form onSubmit={submit} aria-labelledby="about-title" noValidate>
          <h1 id="about-title">About you</h1>
          <label htmlFor="signup-name">Name</label>
          <input {...bind("name")} autoComplete="name" aria-required="true" />
          <label htmlFor="signup-industry">Industry (optional)</label>
          <input {...bind("industry")} placeholder="e.g. Software, Finance, Healthcare" />
          <label htmlFor="signup-role">Role (optional)</label>
          <input {...bind("role")} placeholder="e.g. Student, Employee, New grad" />
          <label htmlFor="signup-howDidYouHear">How did you hear about us? (optional)</label>
          <input {...bind("howDidYouHear")} />
          <label className="checkbox" htmlFor="signup-adult">
            <input id="signup-adult" type="checkbox" checked={adult} onChange={(e) => setAdult(e.target.checked)} />I am{" "}
            {PRODUCT.minimumAge} or older
          </label>
          <div className="form-actions">
            <button className="button secondary" type="button" onClick={() => setStep(1)} disabled={busy}>
              Back
            </button>
            <button className="button" type="submit" disabled={busy}>
              {busy ? "Creating your account…" : "Next"}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
