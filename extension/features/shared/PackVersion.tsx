import { sendToBackground } from "@plasmohq/messaging";
import { useEffect, useState } from "react";

import type { PackReply, PackRequest } from "../../lib/messages";

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
  return (
    <p
      className="muted small"
      data-testid="pack-version"
      title="The names of LinkedIn's markup the helpers read, kept current by Netlift's server"
    >
      Page data: v{version}
    </p>
  );
}
