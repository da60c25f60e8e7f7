/**
 * Mounts a React tree in a shadow root next to a LinkedIn element: styles are isolated both ways.
 * Only where a helper is used; removed on unmount.
 */
import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

import { HELPER_CSS } from "./styles";

export type Placement = "before" | "after" | "prepend" | "append";

export const HOST_ATTRIBUTE = "data-netlift";

export interface Mounted {
  host: HTMLElement;
  unmount: () => void;
}

export function mountHelper(anchor: Element, placement: Placement, name: string, ui: ReactNode): Mounted {
  const doc = anchor.ownerDocument;
  const host = doc.createElement("div");
  host.setAttribute(HOST_ATTRIBUTE, name);
  // open, so assistive tech and tests can reach the helper; styles are isolated either way
  const shadow = host.attachShadow({ mode: "open" });
  const style = doc.createElement("style");
  style.textContent = HELPER_CSS;
  const container = doc.createElement("div");
  shadow.append(style, container);
  if (placement === "before") anchor.before(host);
  else if (placement === "after") anchor.after(host);
  else if (placement === "prepend") anchor.prepend(host);
  else anchor.append(host);
  const root: Root = createRoot(container);
  root.render(ui);
  return {
    host,
    unmount() {
      root.unmount();
      host.remove();
    },
  };
}
