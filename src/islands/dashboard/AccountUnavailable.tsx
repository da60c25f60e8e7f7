/** Stands in for the plan and usage cards when GET /api/me failed: says why, and offers to try again. */
interface Props {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

export default function AccountUnavailable({ message, retrying, onRetry }: Props) {
  return (
    <section className="card" aria-labelledby="account-unavailable-title">
      <h2 id="account-unavailable-title">Your plan and usage</h2>
      <p className="banner banner-error" role="alert">
        We could not load your plan and usage: {message}
      </p>
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus to the page */}
      <button className="button" type="button" onClick={() => retrying || onRetry()} aria-disabled={retrying || undefined}>
        {retrying ? "Trying again…" : "Try again"}
      </button>
    </section>
  );
}
