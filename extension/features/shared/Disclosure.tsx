/**
 * What Netlift sends, where, and what it keeps: shown before anything leaves the browser (in the popup
 * after sign-in, and in a helper's panel when it is clicked first), and again when the server's AI
 * provider, the server itself or this disclosure changes. The words come from src/core/disclosure.ts,
 * which the privacy policy and docs/store/ follow.
 */
import { KEPT_EXCHANGES, type ConsentChange, type ConsentRecord, type ShownDisclosure } from "../../../src/core/disclosure";
import { SITE_LINKS } from "../../lib/site";
import { fillNodes } from "./fill-nodes";
import { catalogue, fill, type Messages } from "./i18n";
import type { Language } from "./language";

export interface DisclosureProps {
  disclosure: ShownDisclosure;
  /** the language it is shown in: the page's in a helper, the browser's in the popup (its words are versioned apart: wordingOf) */
  language: Language;
  /** what changed since the user agreed (empty the first time) */
  changes: readonly ConsentChange[];
  /** the agreement those changes are measured from */
  previous?: ConsentRecord | null;
  busy?: boolean;
  onAgree: () => void;
  onDecline: () => void;
}

/** One sentence per change, naming the old and the new value. */
export function changeLines(
  changes: readonly ConsentChange[],
  now: ShownDisclosure,
  previous?: ConsentRecord | null,
  words: Messages["disclosure"] = catalogue("en").disclosure,
): string[] {
  return changes.map((change) => {
    if (change === "provider")
      return fill(previous ? words.providerWas : words.providerNow, {
        now: now.provider || words.none,
        was: previous?.provider || words.none,
      });
    if (change === "origin")
      return fill(previous ? words.originWas : words.originNow, { now: now.origin, was: previous?.origin ?? "" });
    return words.noticeChanged;
  });
}

export function Disclosure(props: DisclosureProps) {
  const { disclosure } = props;
  const words = catalogue(props.language).disclosure;
  const changed = changeLines(props.changes, disclosure, props.previous, words);
  return (
    <section className="nl-disclosure" aria-label={words.label} lang={props.language} data-testid="netlift-disclosure">
      <p className="nl-disclosure-title">
        <strong>{changed.length ? words.again : words.first}</strong>
      </p>
      {changed.map((line) => (
        <p key={line} className="nl-disclosure-change" data-testid="netlift-disclosure-change">
          {line}
        </p>
      ))}
      <p>{words.sendsIntro}</p>
      <ul>
        {words.data.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        {fillNodes(words.passes, {
          origin: <strong data-testid="netlift-disclosure-origin">{disclosure.origin}</strong>,
          provider: <strong data-testid="netlift-disclosure-provider">{disclosure.provider || words.noProvider}</strong>,
        })}
      </p>
      <p>
        {fillNodes(words.keeps, {
          count: KEPT_EXCHANGES,
          settings: (
            <a href={SITE_LINKS.data} target="_blank" rel="noreferrer">
              {words.settings}
            </a>
          ),
          policy: (
            <a href={SITE_LINKS.privacyPolicy} target="_blank" rel="noreferrer">
              {words.policy}
            </a>
          ),
        })}
      </p>
      <div className="nl-row">
        <button type="button" className="nl-primary" disabled={props.busy} onClick={props.onAgree}>
          {words.agree}
        </button>
        <button type="button" className="nl-secondary" disabled={props.busy} onClick={props.onDecline}>
          {words.decline}
        </button>
      </div>
    </section>
  );
}
