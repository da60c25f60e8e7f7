import { useState, type SubmitEvent } from "react";
import { PROFILE_MAX } from "../../core/account-settings";
import { formatNumber } from "../../lib/format";
import { saveAccount } from "../../stores/account";
import { showToast } from "../../stores/toasts";
import ErrorBanner from "../feedback/ErrorBanner";
import { useAction } from "./useAction";

/** The LinkedIn profile the extension saved ("Improve my profile"), which cover letters and advice use. */
export default function LinkedInProfileForm({ initial }: { initial: string }) {
  const [profile, setProfile] = useState(initial);
  const { busy, error, run, invalid } = useAction("profile-error");

  function save(value: string, done: string) {
    void run(async () => {
      const saved = await saveAccount({ profile: value });
      setProfile(saved.profile);
      showToast("success", done);
    });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    save(profile, "Your LinkedIn profile is saved.");
  }

  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">Your saved LinkedIn profile</h2>
      <p className="muted">
        The extension saves your own profile when you use "Improve my profile", so cover letters and job advice can draw on it.
        Edit it here, or clear it.
      </p>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="profile-title">
        <ErrorBanner message={error} id="profile-error" />
        <label htmlFor="settings-profile">Profile text</label>
        <textarea
          id="settings-profile"
          name="profile"
          rows={8}
          value={profile}
          maxLength={PROFILE_MAX}
          {...invalid("profile", "settings-profile-hint")}
          onChange={(e) => setProfile(e.target.value)}
        />
        <p id="settings-profile-hint" className="hint">
          {profile ? `${formatNumber(profile.length)} of ${formatNumber(PROFILE_MAX)} characters.` : "Nothing saved yet."}
        </p>
        <div className="form-actions">
          <button className="button" type="submit" disabled={busy}>
            {busy ? "Saving…" : "Save profile"}
          </button>
          <button
            className="button secondary"
            type="button"
            disabled={busy || !profile}
            onClick={() => save("", "Your saved profile is cleared.")}
          >
            Clear saved profile
          </button>
        </div>
      </form>
    </section>
  );
}
