/**
 * Declarative shadow roots for jsdom. Chromium turns `<template shadowrootmode="open">` into its parent's
 * shadow root while parsing; jsdom (and DOMParser) leave the template as it is. This does what the
 * parser would have done, innermost first, so a fixture reads in the unit tests as it does in Chromium.
 */
export function attachDeclarativeShadowRoots(root: ParentNode): ShadowRoot[] {
  const attached: ShadowRoot[] = [];
  for (const template of [...root.querySelectorAll<HTMLTemplateElement>("template[shadowrootmode]")].reverse()) {
    const host = template.parentElement;
    const mode = template.getAttribute("shadowrootmode");
    if (!host || host.shadowRoot || (mode !== "open" && mode !== "closed")) continue;
    // nested declarative roots inside this template first (they are in its content, not in the document)
    attached.push(...attachDeclarativeShadowRoots(template.content));
    const shadow = host.attachShadow({ mode });
    shadow.append(template.content);
    template.remove();
    attached.push(shadow);
  }
  return attached;
}

/** The shadow root of `#interop-outlet`, where LinkedIn draws its chat windows (null when there is none). */
export function outletRoot(doc: Document): ShadowRoot | null {
  return doc.getElementById("interop-outlet")?.shadowRoot ?? null;
}
