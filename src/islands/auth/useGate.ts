/**
 * Applies the page's redirect rule once the session is known, after the product's minimum loading time
 * (3 s on login and sign-up). Returns the session once the visitor may stay.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { go, redirectFor, type GatedPage } from "../../lib/routes";
import { $session, initSession, type Session } from "../../stores/session";

export function useGate(page: GatedPage, minimumMs = 0): { ready: boolean; session: Session } {
  const session = useStore($session);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const wait = new Promise((resolve) => setTimeout(resolve, minimumMs));
    void Promise.all([initSession(), wait]).then(([current]) => {
      if (cancelled) return;
      const visitor =
        current.status === "signedIn"
          ? { signedIn: true as const, verified: current.user.verified }
          : { signedIn: false as const };
      const target = redirectFor(page, visitor);
      if (target) go(target);
      else setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [page, minimumMs]);

  return { ready, session };
}
