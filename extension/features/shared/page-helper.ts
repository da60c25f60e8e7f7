/**
 * The one helper of a page that has one subject (a profile, a job posting, a conversation): mounted at
 * its usual place when the page shows one, else, after a short grace period (the page may still be
 * loading), as one floating button. When LinkedIn re-renders the mount point, the same helper moves to
 * the new one, so an open panel and an answer in flight survive; a new subject (another job, another
 * conversation) gets a new helper. The keyboard shortcut and the popup open it, floating if need be.
 */
import type { ReactNode } from "react";

import type { OpenHelperReply } from "../../lib/messages";
import type { FeatureEnv } from "./feature";
import { mountFloating, mountHelper, type Mounted, type Placement } from "./mount";

/** How long a page may show no mount point before the floating helper appears. */
export const FLOATING_GRACE_MS = 1500;

export interface PageHelperOptions {
  name: string;
  /** the subject shown: a change gives a new helper ("" = the page itself) */
  key: () => string;
  /** where the helper goes on this page now, or null when the page shows no mount point */
  findMount: () => { anchor: Element; placement: Placement } | null;
  /** the helper itself; `registerOpen` lets the shortcut open it */
  render: (registerOpen: (open: () => void) => void) => ReactNode;
  /** when the page cannot be helped at all (e.g. no conversation open): why, for the shortcut and the popup */
  unavailable?: () => string | null;
}

export function startPageHelper(env: Pick<FeatureEnv, "doc">, o: PageHelperOptions) {
  let current: { key: string; mounted: Mounted; floating: boolean; open: (() => void) | null } | null = null;
  let graceTimer: ReturnType<typeof setTimeout> | null = null;
  let missingSince: number | null = null;

  const drop = () => {
    current?.mounted.unmount();
    current = null;
  };

  const mount = (key: string, floating: boolean, target?: { anchor: Element; placement: Placement }) => {
    const entry: NonNullable<typeof current> = { key, floating, open: null, mounted: null as unknown as Mounted };
    const ui = o.render((open) => (entry.open = open));
    entry.mounted =
      floating || !target ? mountFloating(env.doc, o.name, ui) : mountHelper(target.anchor, target.placement, o.name, ui);
    current = entry;
  };

  const scan = () => {
    const key = o.key();
    if (current && current.key !== key) drop();
    if (o.unavailable?.()) {
      drop();
      missingSince = null;
      return;
    }
    const target = o.findMount();
    if (target) {
      missingSince = null;
      if (current && !current.floating) {
        if (!current.mounted.host.isConnected) current.mounted.reattach(target.anchor, target.placement);
        return;
      }
      if (current) {
        // the floating helper docks in its place: a panel the user opened meanwhile stays open
        current.mounted.reattach(target.anchor, target.placement);
        current.floating = false;
        return;
      }
      mount(key, false, target);
      return;
    }
    if (current && (current.floating || current.mounted.host.isConnected)) return;
    // no mount point: LinkedIn may be re-rendering it, or the page is still loading
    missingSince ??= Date.now();
    if (Date.now() - missingSince >= FLOATING_GRACE_MS) {
      drop();
      mount(key, true);
    } else if (!graceTimer) {
      graceTimer = setTimeout(
        () => {
          graceTimer = null;
          scan();
        },
        FLOATING_GRACE_MS - (Date.now() - missingSince) + 10,
      );
    }
  };

  const open = (): OpenHelperReply => {
    const reason = o.unavailable?.();
    if (reason) return { opened: false, reason };
    scan();
    if (!current || !current.mounted.host.isConnected) {
      drop();
      mount(o.key(), true);
    }
    const entry = current!;
    // the helper registers its opener when it first renders; give React that moment
    if (entry.open) entry.open();
    else setTimeout(() => entry.open?.(), 0);
    return { opened: true };
  };

  return {
    scan,
    open,
    stop() {
      if (graceTimer) clearTimeout(graceTimer);
      drop();
    },
    /** the mounted helper's host (tests, the feature's own needs) */
    host: () => current?.mounted.host ?? null,
  };
}
