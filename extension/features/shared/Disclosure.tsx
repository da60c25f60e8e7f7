/**
 * What Netlift sends, where, and what it keeps: shown before anything leaves the browser (in the popup
 * after sign-in, and in a helper's panel when it is clicked first), and again when the server's AI
 * provider, the server itself or this disclosure changes. The words come from src/core/disclosure.ts,
 * which the privacy policy and docs/store/ follow.
 */
import {
  DISCLOSED_DATA,
  KEPT_EXCHANGES,
  type ConsentChange,
  type ConsentRecord,
  type ShownDisclosure,
} from "../../../src/core/disclosure";
import { SITE_LINKS } from "../../lib/site";

export interface DisclosureProps {
  disclosure: ShownDisclosure;
  /** what changed since the user agreed (empty the first time) */
  changes: readonly ConsentChange[];
  /** the agreement those changes are measured from */
  previous?: ConsentRecord | null;
  busy?: boolean;
  onAgree: () => void;
  onDecline: () => void;
}

/** One sentence per change, naming the old and the new value. */
export function changeLines(changes: readonly ConsentChange[], now: ShownDisclosure, previous?: ConsentRecord | null): string[] {
  return changes.map((change) => {
    if (change === "provider")
      return `The AI provider is now ${now.provider || "none"}${previous ? ` (you agreed to ${previous.provider || "none"})` : ""}.`;
    if (change === "origin") return `The server is now ${now.origin}${previous ? ` (you agreed to ${previous.origin})` : ""}.`;
    return "This notice has changed since you agreed.";
  });
}

export function Disclosure(props: DisclosureProps) {
  const { disclosure } = props;
  const changed = changeLines(props.changes, disclosure, props.previous);
  return (
    <section className="nl-disclosure" aria-label="What Netlift sends" data-testid="netlift-disclosure">
      <p className="nl-disclosure-title">
        <strong>{changed.length ? "Netlift changed: please read this again" : "Before Netlift sends anything"}</strong>
      </p>
      {changed.map((line) => (
        <p key={line} className="nl-disclosure-change" data-testid="netlift-disclosure-change">
          {line}
        </p>
      ))}
      <p>When you click a helper, Netlift sends:</p>
      <ul>
        {DISCLOSED_DATA.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        to its server, <strong data-testid="netlift-disclosure-origin">{disclosure.origin}</strong>, which passes them to its AI
        provider, <strong data-testid="netlift-disclosure-provider">{disclosure.provider || "(none configured)"}</strong>, to
        write the answer.
      </p>
      <p>
        Netlift keeps your last {KEPT_EXCHANGES} exchanges with the assistant so that follow-ups work; you can clear them in{" "}
        <a href={SITE_LINKS.data} target="_blank" rel="noreferrer">
          your settings
        </a>
        . Nothing is posted or sent on LinkedIn for you. Read the{" "}
        <a href={SITE_LINKS.privacyPolicy} target="_blank" rel="noreferrer">
          privacy policy
        </a>
        .
      </p>
      <div className="nl-row">
        <button type="button" className="nl-primary" disabled={props.busy} onClick={props.onAgree}>
          Agree and continue
        </button>
        <button type="button" className="nl-secondary" disabled={props.busy} onClick={props.onDecline}>
          No thanks
        </button>
      </div>
    </section>
  );
}
