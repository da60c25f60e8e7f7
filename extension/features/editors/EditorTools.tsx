/**
 * What sits beside one editor: "Proofread" while it holds a draft, and in the post composer "Draft a
 * post". Mounted once per editor (start.tsx); the draft's presence comes from a small store the page
 * scan updates, so the action appears and disappears as the user types without remounting (an open
 * panel survives).
 */
import { useSyncExternalStore } from "react";

import type { PageType } from "../../../src/core/plans";
import type { PlanSource } from "../shared/plan-source";
import type { FoundEditor } from "./find";
import { PostDraftAction } from "./PostDraftAction";
import { ProofreadAction } from "./ProofreadAction";
import { EDITOR_CSS } from "./styles";
import type { EditorKind } from "./tasks";

/** A value the scan sets and the tools render. */
export interface Flag {
  get: () => boolean;
  set: (value: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createFlag(initial: boolean): Flag {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface EditorToolsProps {
  kind: EditorKind;
  hasDraft: Flag;
  getEditor: () => FoundEditor | null;
  /** the page a proofread is sent with, now */
  page: () => PageType;
  planSource: PlanSource;
  upgradeUrl: string;
  replace: (text: string) => boolean;
}

export function EditorTools(props: EditorToolsProps) {
  const hasDraft = useSyncExternalStore(props.hasDraft.subscribe, props.hasDraft.get);
  return (
    <div className="nl-editor-tools" data-editor={props.kind}>
      <style>{EDITOR_CSS}</style>
      <ProofreadAction
        hasDraft={hasDraft}
        getEditor={props.getEditor}
        page={props.page()}
        planSource={props.planSource}
        upgradeUrl={props.upgradeUrl}
        replace={props.replace}
      />
      {props.kind === "post" && (
        <PostDraftAction planSource={props.planSource} upgradeUrl={props.upgradeUrl} insert={props.replace} />
      )}
    </div>
  );
}
