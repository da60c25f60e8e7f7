import { useRef, useState, type SubmitEvent } from "react";
import type { MessageKind } from "../../core/contact-messages";
import { MESSAGE_LIMITS } from "../../core/contact-messages";
import { toUserMessage } from "../../lib/errors";
import { useHydrated, useTypedBeforeHydration } from "../../lib/hydration";
import { sendMessage, type MessageFields } from "../../stores/contact-messages";
import ErrorBanner from "../feedback/ErrorBanner";

interface Props {
  kind: MessageKind;
  labels: { name: string; email: string; mainText: string; submit: string };
  required: boolean;
  initial?: Partial<MessageFields>;
  /** called after the message is stored; the form clears itself */
  onSent: () => void;
}

/** The contact and feedback forms: one form, two configurations. A failed send keeps what was typed. */
export default function MessageForm({ kind, labels, required, initial, onSent }: Props) {
  const empty = { name: "", email: "", mainText: "", ...initial };
  const [fields, setFields] = useState<MessageFields>(empty);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  // what was typed before the island ran (/contact's fields are in its static HTML: lib/hydration.ts)
  useTypedBeforeHydration(form, (typed) =>
    setFields((current) => {
      const next = { ...current };
      for (const name of Object.keys(current) as (keyof MessageFields)[]) if (typed[name]) next[name] = typed[name];
      return next;
    }),
  );
  const id = (name: string) => `${kind}-${name}`;
  const bind = (name: keyof MessageFields) => ({
    id: id(name),
    name,
    value: fields[name],
    required,
    maxLength: MESSAGE_LIMITS[name],
    onChange: (e: { target: { value: string } }) => setFields({ ...fields, [name]: e.target.value }),
  });

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await sendMessage(kind, fields);
      setFields(empty);
      onSent();
    } catch (err) {
      setError(toUserMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="form" onSubmit={submit} aria-label={kind === "contact" ? "Contact form" : "Feedback form"}>
      <ErrorBanner message={error} />
      <label htmlFor={id("name")}>{labels.name}</label>
      <input {...bind("name")} autoComplete="name" />
      <label htmlFor={id("email")}>{labels.email}</label>
      <input {...bind("email")} type="email" autoComplete="email" />
      <label htmlFor={id("mainText")}>{labels.mainText}</label>
      <textarea {...bind("mainText")} rows={5} />
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy || !hydrated}>
          {busy ? "Sending…" : labels.submit}
        </button>
      </div>
    </form>
  );
}
