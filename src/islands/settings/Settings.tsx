import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useState } from "react";
import { isUnauthenticated, toUserMessage } from "../../lib/errors";
import { loginPath } from "../../lib/login-notice";
import { go } from "../../lib/routes";
import { $account, loadAccount } from "../../stores/account";
import { logout } from "../../stores/session";
import { useGate } from "../auth/useGate";
import Spinner from "../feedback/Spinner";
import Toaster from "../feedback/Toaster";
import AboutYouForm from "./AboutYouForm";
import DataCard from "./DataCard";
import DeleteAccount from "./DeleteAccount";
import EmailForm from "./EmailForm";
import LinkedInProfileForm from "./LinkedInProfileForm";
import PasswordForm from "./PasswordForm";
import VoiceForm from "./VoiceForm";

/** /settings (signed in and verified): each section its own form, each saved on its own. */
export default function Settings() {
  const { ready, session } = useGate("settings");
  const account = useStore($account);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const userId = session.status === "signedIn" ? session.user.id : "";

  const load = useCallback(() => {
    setLoading(true);
    loadAccount(userId)
      .then(
        () => setLoadError(null),
        (err: unknown) => {
          if (isUnauthenticated(err)) {
            logout();
            return go(loginPath("session-expired"));
          }
          setLoadError(toUserMessage(err));
        },
      )
      .finally(() => setLoading(false));
  }, [userId]);

  useEffect(() => {
    if (ready && userId) load();
  }, [ready, userId, load]);

  if (!ready || session.status !== "signedIn") return <Spinner label="Loading your settings" />;
  const { email } = session.user;

  return (
    <div className="settings">
      <h1>Settings</h1>
      <p className="muted">
        Your account, your details and your data. Back to your <a href="/dashboard">dashboard</a>.
      </p>
      {loadError ? (
        <section className="card" aria-labelledby="details-unavailable-title">
          <h2 id="details-unavailable-title">Your details</h2>
          <p className="banner banner-error" role="alert">
            We could not load your details: {loadError}
          </p>
          <button className="button" type="button" onClick={() => loading || load()} aria-disabled={loading || undefined}>
            {loading ? "Trying again…" : "Try again"}
          </button>
        </section>
      ) : account ? (
        <>
          <AboutYouForm initial={account} />
          <VoiceForm initial={account.voice} />
          <LinkedInProfileForm initial={account.profile} />
        </>
      ) : (
        <Spinner label="Loading your details" />
      )}
      <EmailForm email={email} />
      <PasswordForm email={email} />
      <DataCard />
      <DeleteAccount email={email} />
      <Toaster />
    </div>
  );
}
