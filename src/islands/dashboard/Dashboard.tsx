import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useState } from "react";
import { SUPPORT } from "../../core/plans";
import { isUnauthenticated, toUserMessage } from "../../lib/errors";
import { loginPath } from "../../lib/login-notice";
import { go } from "../../lib/routes";
import { $me, loadMe } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { useGate } from "../auth/useGate";
import Spinner from "../feedback/Spinner";
import Toaster from "../feedback/Toaster";
import MessageForm from "../forms/MessageForm";
import AccountUnavailable from "./AccountUnavailable";
import GettingStarted from "./GettingStarted";
import PlanCard from "./PlanCard";
import UsageCard from "./UsageCard";

export default function Dashboard() {
  const { ready, session } = useGate("dashboard");
  const me = useStore($me);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    loadMe().then(
      () => {
        setLoadError(null);
        setLoading(false);
      },
      (err: unknown) => {
        // the store has already cleared a session the server rejected
        if (isUnauthenticated(err)) return go(loginPath("session-expired"));
        setLoadError(toUserMessage(err));
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    if (ready) load();
  }, [ready, load]);

  if (!ready || session.status !== "signedIn") return <Spinner label="Loading your dashboard" />;
  const { email } = session.user;

  return (
    <div className="dashboard">
      <h1>Welcome, {email}</h1>
      <p className="muted">
        Change your details, password or e-mail address, or download or delete your data, in your{" "}
        <a href="/settings">account settings</a>.
      </p>
      <div className="cards">
        {loadError ? (
          <AccountUnavailable message={loadError} retrying={loading} onRetry={load} />
        ) : (
          <>
            <PlanCard me={me} />
            <UsageCard me={me} />
          </>
        )}
        <section className="card" aria-labelledby="verified-title">
          <h2 id="verified-title">E-mail verified</h2>
          <p>Verification is required to use Netlift. Yours is done: {email} is confirmed.</p>
        </section>
      </div>
      <GettingStarted plan={me?.plan ?? "free"} />
      <section className="card" aria-labelledby="feedback-title">
        <h2 id="feedback-title">Feedback</h2>
        <p className="muted">
          Found a bug, want to cancel your subscription, or have an idea? Tell us: we reply within {SUPPORT.replyHours} hours
          (cancellation requests within {SUPPORT.cancellationReplyHours} hours).
        </p>
        <MessageForm
          kind="feedback"
          required={false}
          initial={{ email }}
          labels={{ name: "NAME", email: "EMAIL", mainText: "COMPLAINT/BUG", submit: "Send feedback" }}
          onSent={() => showToast("success", `Thanks for your feedback! We reply within ${SUPPORT.replyHours} hours.`)}
        />
      </section>
      <Toaster />
    </div>
  );
}
