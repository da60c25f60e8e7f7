/**
 * Mounts a React tree in a shadow root next to a LinkedIn element (styles are isolated both ways), or,
 * where no mount point is found, as one floating button for the page. A helper whose mount point
 * LinkedIn re-rendered is moved to the new one (`reattach`), so an open panel and an answer in flight
 * survive the re-render. Only where a helper is used; removed on unmount.
 */
import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

import { HELPER_CSS } from "./styles";

export type Placement = "before" | "after" | "prepend" | "append";

export const HOST_ATTRIBUTE = "data-netlift";
/** Marks the floating helper's host (bottom right of the page). */
export const FLOATING_ATTRIBUTE = "data-netlift-floating";

/**
 * Containers whose own handlers take clicks (links, buttons): a helper inside one would show, yet a
 * click on it could follow the link or be swallowed. (Inert and aria-hidden are not here: LinkedIn sets
 * them on the whole page behind a dialog, for as long as the dialog is open.)
 */
const UNSAFE_CONTAINER = 'a[href], button, [role="button"], [role="link"]';

export interface Mounted {
  host: HTMLElement;
  /** puts the same helper (state kept) at a new mount point */
  reattach: (anchor: Element, placement: Placement) => void;
  unmount: () => void;
}

/** Where to put a helper so that it can be clicked: outside the outermost unsafe container around `anchor`. */
export function safePlacement(anchor: Element, placement: Placement): { anchor: Element; placement: Placement } {
  let outermost: Element | null = null;
  for (let el = anchor.closest(UNSAFE_CONTAINER); el; el = el.parentElement?.closest(UNSAFE_CONTAINER) ?? null) outermost = el;
  if (!outermost) return { anchor, placement };
  return { anchor: outermost, placement: placement === "before" || placement === "prepend" ? "before" : "after" };
}

function place(host: HTMLElement, anchor: Element, placement: Placement) {
  const safe = safePlacement(anchor, placement);
  if (safe.placement === "before") safe.anchor.before(host);
  else if (safe.placement === "after") safe.anchor.after(host);
  else if (safe.placement === "prepend") safe.anchor.prepend(host);
  else safe.anchor.append(host);
}

function createHost(doc: Document, name: string, ui: ReactNode): { host: HTMLElement; root: Root } {
  const host = doc.createElement("div");
  host.setAttribute(HOST_ATTRIBUTE, name);
  // open, so assistive tech and tests can reach the helper; styles are isolated either way
  const shadow = host.attachShadow({ mode: "open" });
  const style = doc.createElement("style");
  style.textContent = HELPER_CSS;
  const container = doc.createElement("div");
  shadow.append(style, container);
  const root = createRoot(container);
  root.render(ui);
  return { host, root };
}

export function mountHelper(anchor: Element, placement: Placement, name: string, ui: ReactNode): Mounted {
  const { host, root } = createHost(anchor.ownerDocument, name, ui);
  place(host, anchor, placement);
  return {
    host,
    reattach: (next, nextPlacement) => place(host, next, nextPlacement),
    unmount() {
      root.unmount();
      host.remove();
    },
  };
}

/** One helper for the whole page, floating at its bottom right: where no mount point was found. */
export function mountFloating(doc: Document, name: string, ui: ReactNode): Mounted {
  const { host, root } = createHost(doc, name, ui);
  host.setAttribute(FLOATING_ATTRIBUTE, "");
  host.style.cssText =
    "position:fixed;right:24px;bottom:24px;z-index:2147483000;max-width:min(560px,calc(100vw - 48px));max-height:calc(100vh - 48px);overflow:auto";
  doc.body.append(host);
  return {
    host,
    // the page's mount point appeared (LinkedIn drew the posting late): the same helper, open panel and
    // answer on its way included, docks there
    reattach: (anchor, placement) => {
      host.removeAttribute(FLOATING_ATTRIBUTE);
      host.style.cssText = "";
      place(host, anchor, placement);
    },
    unmount() {
      root.unmount();
      host.remove();
    },
  };
}
