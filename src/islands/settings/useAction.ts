/** One form's action state: busy while it runs, its failure as readable text for the form's banner. */
import { useState } from "react";
import { toUserMessage } from "../../lib/errors";

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(toUserMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run };
}
