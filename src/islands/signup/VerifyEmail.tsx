import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { toUserMessage } from "../../lib/errors";
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
 * another now and says when the mail server refuses it.
 */
export default function VerifyEmail() {
  const session = useStore($session);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<"resend" | "check" | null>(null);

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

  async function resend() {
    setBusy("resend");
    try {
      const { verified } = await resendVerification();
      if (verified) return go("/dashboard"); // verified in another tab meanwhile
      showToast("success", "Verification email sent successfully");
    } catch (err) {
      showToast("error", toUserMessage(err));
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
        <button className="button secondary" type="button" onClick={resend} disabled={busy !== null}>
          {busy === "resend" ? "Sending…" : "Resend verification email"}
        </button>
        <button className="button" type="button" onClick={verified} disabled={busy !== null}>
          {busy === "check" ? "Checking…" : "Verified"}
        </button>
      </div>
      <Toaster />
    </div>
  );
}
