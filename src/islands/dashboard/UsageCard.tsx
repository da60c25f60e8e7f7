import type { Me } from "../../core/account";
import { TOKENS } from "../../core/plans";
import { formatNumber, formatRefresh } from "../../lib/format";

/** Tokens used today (maxTokens − tokenBalance) of the allowance (Pro: of the fair-use cap), and when it refreshes. */
export default function UsageCard({ me }: { me: Me | null }) {
  const max = me?.maxTokens ?? TOKENS.dailyAllowance;
  const used = me?.tokensUsed ?? 0;
  const percent = Math.min(100, Math.round((used / Math.max(1, max)) * 100));
  return (
    <section className="card" aria-labelledby="usage-title">
      <h2 id="usage-title">Today's tokens</h2>
      {me?.plan === "pro" ? (
        <p data-testid="usage">
          <strong>{formatNumber(used)}</strong> tokens used today · no daily limit on Pro in normal use (fair use: up to{" "}
          {formatNumber(me.dailyTokenLimit)} a day)
        </p>
      ) : (
        <>
          <p data-testid="usage">
            <strong>{formatNumber(used)}</strong> of {formatNumber(max)} tokens used
          </p>
          <div
            className="meter"
            role="meter"
            aria-label="Tokens used today"
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={used}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
        </>
      )}
      <p className="muted" data-testid="refresh">
        {me ? `Refreshes ${formatRefresh(me.resetsAt)}` : "Loading…"}
      </p>
    </section>
  );
}
