import { Fragment, useState, type SubmitEvent } from "react";
import { SIGNUP_LIMITS } from "../../core/signup";
import type { AccountFields } from "../../core/account-settings";
import { saveAccount } from "../../stores/account";
import { showToast } from "../../stores/toasts";
import ErrorBanner from "../feedback/ErrorBanner";
import { useAction } from "./useAction";

type AboutYou = Pick<AccountFields, "name" | "industry" | "role" | "howDidYouHear">;

const FIELDS: { name: keyof AboutYou; label: string; max: number; autoComplete?: string }[] = [
  { name: "name", label: "Name", max: SIGNUP_LIMITS.name, autoComplete: "name" },
  { name: "industry", label: "Industry (optional)", max: SIGNUP_LIMITS.optional },
  { name: "role", label: "Role (optional)", max: SIGNUP_LIMITS.optional, autoComplete: "organization-title" },
  { name: "howDidYouHear", label: "How did you hear about us? (optional)", max: SIGNUP_LIMITS.optional },
];

/** Name, industry, role and how-did-you-hear, with sign-up's rules. */
export default function AboutYouForm({ initial }: { initial: AboutYou }) {
  const [fields, setFields] = useState<AboutYou>(initial);
  const { busy, error, run, invalid } = useAction("about-error");

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const saved = await saveAccount(fields);
      setFields({ name: saved.name, industry: saved.industry, role: saved.role, howDidYouHear: saved.howDidYouHear });
      showToast("success", "Your details are saved.");
    });
  }

  return (
    <section className="card" aria-labelledby="about-title">
      <h2 id="about-title">About you</h2>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="about-title">
        <ErrorBanner message={error} id="about-error" />
        {FIELDS.map((field) => (
          <Fragment key={field.name}>
            <label htmlFor={`settings-${field.name}`}>{field.label}</label>
            <input
              id={`settings-${field.name}`}
              name={field.name}
              value={fields[field.name]}
              maxLength={field.max}
              autoComplete={field.autoComplete ?? "off"}
              {...invalid(field.name)}
              onChange={(e) => setFields({ ...fields, [field.name]: e.target.value })}
            />
          </Fragment>
        ))}
        <div className="form-actions">
          <button className="button" type="submit" disabled={busy}>
            {busy ? "Saving…" : "Save details"}
          </button>
        </div>
      </form>
    </section>
  );
}
