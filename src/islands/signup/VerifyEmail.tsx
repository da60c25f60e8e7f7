import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { describeWait } from "../../core/mail-pacing";
import { retryAfterOf, toUserMessage } from "../../lib/errors";
import { loginPath } from "../../lib/login-notice";
import { go, redirectFor } from "../../lib/routes";
import { $session, confirmVerification, initSession, reloadUser, resendVerification } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import ErrorBanner from "../feedback/ErrorBanner";
import Spinner from "../feedback/Spinner";
import Toaster from "../feedback/Toaster";
import Steps from "./Steps";

/**
 * Step 3 of sign-up. Opened from the e-mail's link (?token=…) it confirms the address first, then
 * continues to /dashboard (or /login when this browser is not signed in). Sign-up sends the e-mail after
 * answering (so that its answer tells nothing about the address): should it not arrive, "Resend" sends
 * another now and says when the mail server refuses it. The server paces the e-mails (another after 60 s,
 * then longer waits): a resend asked too early counts down on the page until it may go.
 */
export default function VerifyEmail() {
  const session = useStore($session);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<"resend" | "check" | null>(null);
  // when the server said the next e-mail may go (ms), and the clock the countdown shows it against
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (retryAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= retryAt) setRetryAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [retryAt]);

  useEffect(() => {
    void (async () => {
      const token = new URLSearchParams(window.location.search).get("token");
      let linkProblem: string | null = null;
      if (token) {
        try {
          await confirmVerification(token);
          const current = await initSession();
          return go(current.status === "signedIn" ? "/dashboard" : loginPath("verified"));
        } catch (err) {
          linkProblem = `This verification link did not work (${toUserMessage(err)}) It may have expired: send a new one below.`;
        }
      }
      const current = await initSession();
      const target = redirectFor(
        "verify-email",
        current.status === "signedIn" ? { signedIn: true, verified: current.user.verified } : { signedIn: false },
      );
      // signed out, a failed link would otherwise end on a bare login form: say why, and how to get a new one
      if (target) return go(linkProblem && current.status !== "signedIn" ? loginPath("verification-link-failed") : target);
      setProblem(linkProblem);
      setReady(true);
    })();
  }, []);

  if (!ready || session.status !== "signedIn") return <Spinner />;
  const { email } = session.user;
  const waitSeconds = retryAt === null ? 0 : Math.max(0, Math.ceil((retryAt - now) / 1000));

  async function resend() {
    setBusy("resend");
    try {
      const { verified } = await resendVerification();
      if (verified) return go("/dashboard"); // verified in another tab meanwhile
      showToast("success", "Verification email sent successfully");
    } catch (err) {
      // the toast says it once (screen readers too); a refusal for pacing also counts down below the buttons
      showToast("error", toUserMessage(err));
      const wait = retryAfterOf(err);
      if (wait !== null) {
        const time = Date.now();
        setNow(time);
        setRetryAt(time + wait * 1000);
      }
    } finally {
      setBusy(null);
    }
  }

  async function verified() {
    setBusy("check");
    setProblem(null);
    try {
      const user = await reloadUser();
      if (!user) return go("/login");
      if (user.verified) return go("/dashboard");
      setProblem(`Your e-mail address is not verified yet. Click the link we sent to ${email}, then press "Verified" again.`);
    } catch (err) {
      setProblem(toUserMessage(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="card form">
      <Steps current={3} />
      <h1>Verify your email</h1>
      <ErrorBanner message={problem} />
      <p>
        We sent a verification link to <strong>{email}</strong>. Click the link in that e-mail to activate your account.
      </p>
      <p className="muted">Can't find it? Check your spam or junk folder, or send a new one.</p>
      <div className="form-actions">
        <button className="button secondary" type="button" onClick={resend} disabled={busy !== null || waitSeconds > 0}>
          {busy === "resend" ? "Sending…" : "Resend verification email"}
        </button>
        <button className="button" type="button" onClick={verified} disabled={busy !== null}>
          {busy === "check" ? "Checking…" : "Verified"}
        </button>
      </div>
      {waitSeconds > 0 && (
        <p className="muted" data-testid="resend-wait">
          You can ask for another in {describeWait(waitSeconds)}.
        </p>
      )}
      <Toaster />
    </div>
  );
}
