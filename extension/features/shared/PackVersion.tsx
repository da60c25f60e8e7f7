import { sendToBackground } from "@plasmohq/messaging";
import { useEffect, useState } from "react";

import type { PackReply, PackRequest } from "../../lib/messages";
import { browserLanguage, catalogue, fill } from "./i18n";

/**
 * The extraction pack in use, small, at the foot of the popup. Opening the popup asks the server for a
 * newer pack (background/messages/pack.ts): a fix published a minute ago is in use once this shows it.
 */
export function PackVersion() {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void sendToBackground<PackRequest, PackReply>({ name: "pack", body: { refresh: true } })
      .then((reply) => {
        if (live && reply?.ok) setVersion(reply.data.version);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!version) return null;
  const words = catalogue(browserLanguage()).popup;
  return (
    <p className="muted small" data-testid="pack-version" title={words.packTitle}>
      {fill(words.packVersion, { version })}
    </p>
  );
}
