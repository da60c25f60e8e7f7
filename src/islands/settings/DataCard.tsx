import { KEPT_EXCHANGES } from "../../core/disclosure";
import { clearMemory, downloadExport } from "../../stores/account";
import { showToast } from "../../stores/toasts";
import ErrorBanner from "../feedback/ErrorBanner";
import { useAction } from "./useAction";

/** The data the assistant keeps: clear its memory, or download a copy of everything. */
export default function DataCard() {
  const memory = useAction();
  const exporting = useAction();

  return (
    <section className="card" id="data" aria-labelledby="data-title">
      <h2 id="data-title">Your data</h2>
      <h3>The assistant's memory</h3>
      <p>
        The assistant remembers your last {KEPT_EXCHANGES} requests and its answers, so a follow-up like "shorter" knows what to
        change. Clearing it starts afresh; nothing else changes.
      </p>
      <ErrorBanner message={memory.error} />
      <div className="form-actions">
        <button
          className="button secondary"
          type="button"
          disabled={memory.busy}
          onClick={() =>
            void memory.run(async () => {
              await clearMemory();
              showToast("success", "The assistant's memory is cleared.");
            })
          }
        >
          {memory.busy ? "Clearing…" : "Clear the assistant's memory"}
        </button>
      </div>
      <h3>A copy of your data</h3>
      <p>
        One JSON file with your account, details, plan and usage, saved profile, what you decided about the extension's disclosure
        (and when), the assistant's memory and the messages you sent us.
      </p>
      <ErrorBanner message={exporting.error} />
      <div className="form-actions">
        <button
          className="button secondary"
          type="button"
          disabled={exporting.busy}
          onClick={() => void exporting.run(downloadExport)}
        >
          {exporting.busy ? "Preparing…" : "Download my data"}
        </button>
      </div>
    </section>
  );
}
