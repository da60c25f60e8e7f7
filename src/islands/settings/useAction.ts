/**
 * One form's action state: busy while it runs, its failure as readable text for the form's banner, and
 * which fields the failure is about (the server names the field of a refusal): those are marked
 * aria-invalid and described by the banner.
 */
import { useState } from "react";
import { fieldError, toUserMessage } from "../../lib/errors";

export function useAction(bannerId?: string) {
  const [busy, setBusy] = useState(false);
  /** the last run's failure, what it threw (null after a success); the banner's text is read from it */
  const [failure, setFailure] = useState<{ thrown: unknown } | null>(null);
  const error = failure ? toUserMessage(failure.thrown) : null;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (err) {
      setFailure({ thrown: err });
    } finally {
      setBusy(false);
    }
  }

  /** The attributes of the input for `field` (the server's name for it), with its own hint if it has one. */
  function invalid(field: string, hintId?: string) {
    const about = bannerId && failure && fieldError(failure.thrown, field) !== null;
    if (!about) return hintId ? { "aria-describedby": hintId } : {};
    return { "aria-invalid": true, "aria-describedby": hintId ? `${bannerId} ${hintId}` : bannerId };
  }

  return { busy, error, run, invalid };
}
