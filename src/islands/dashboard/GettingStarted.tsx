import type { PlanId } from "../../core/plans";
import { PLANS, PRODUCT } from "../../core/plans";

export default function GettingStarted({ plan }: { plan: PlanId }) {
  const pages = PLANS[plan].pages.map((p) => p[0]!.toUpperCase() + p.slice(1)).join(", ");
  return (
    <section className="card" aria-labelledby="start-title">
      <h2 id="start-title">Getting started</h2>
      <ol className="getting-started">
        <li>
          <strong>Install the extension.</strong> Add {PRODUCT.name} to Chrome from the{" "}
          <a href={PRODUCT.chromeWebStoreUrl} rel="noopener">
            Chrome Web Store
          </a>
          .
        </li>
        <li>
          <strong>Sign in.</strong> Click the {PRODUCT.name} icon in Chrome's toolbar and log in with this account.
        </li>
        <li>
          <strong>Open LinkedIn.</strong> Visit a page your plan covers ({pages}) and click the {PRODUCT.name} button next to what
          you want help with.
        </li>
      </ol>
    </section>
  );
}
