/** A catalogue line whose `{name}`s are elements (a link, bold text), not text: what fill() does for strings. */
import type { ReactNode } from "react";

/** `template` with its `{name}`s replaced by `nodes` (a name it has no node for stays as written), the rest as text. */
export function fillNodes(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name && name in nodes ? <span key={i}>{nodes[name]}</span> : part;
  });
}
