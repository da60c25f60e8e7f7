/**
 * Proofread wherever the user writes, and post drafts in the post composer (issue #33): every editor
 * the extension reaches (./find.ts) gets its tools beside it once it holds a draft (the post composer at
 * once, for "Draft a post"), and keeps them while it is there; an editor that closes takes them with it.
 * Runs on every page, beside the page's own feature and the chat windows', watching the page, the open
 * shadow roots LinkedIn draws editors in, and the input events typing fires (typing changes text, which
 * no observer of the page's structure sees).
 */
import type { SurfaceEnv } from "../shared/feature";
import { mountHelper, type Mounted } from "../shared/mount";
import { watchPageAndShadowRoots } from "../shared/watch-roots";
import { holdsDraft } from "./draft";
import { createFlag, EditorTools, type Flag } from "./EditorTools";
import { findEditors, type FoundEditor } from "./find";
import { replaceDraft } from "./replace";
import { proofreadPage } from "./tasks";

/** The tools' name (their host's `data-netlift`). */
export const EDITOR_TOOLS = "editor-tools";

/** Looked at again at most this often while the page changes or the user types. */
const SCAN_THROTTLE_MS = 200;

export type EditorsEnv = SurfaceEnv;

interface Entry {
  editor: FoundEditor;
  hasDraft: Flag;
  mounted: Mounted;
}

/** What an editor answers, to know it again when LinkedIn draws it anew: the element, else the kind ("page"), else none. */
const subjectKey = (editor: FoundEditor): Element | string | null =>
  editor.subject && "element" in editor.subject ? editor.subject.element : (editor.subject?.kind ?? null);
const sameSubject = (a: FoundEditor, b: FoundEditor) => a.kind === b.kind && subjectKey(a) === subjectKey(b);

export function startEditors(env: EditorsEnv): { stop: () => void } {
  let entries: Entry[] = [];

  /** The entry's editor now: itself, else the one LinkedIn drew in its place (same kind, same subject). */
  const current = (entry: Entry): FoundEditor | null => {
    if (entry.editor.element.isConnected) return entry.editor;
    return findEditors(env.doc).find((found) => sameSubject(found, entry.editor)) ?? null;
  };

  const mount = (editor: FoundEditor, hasDraft: boolean): Entry => {
    const entry = { editor, hasDraft: createFlag(hasDraft), mounted: null as unknown as Mounted };
    entry.mounted = mountHelper(
      editor.element,
      "after",
      EDITOR_TOOLS,
      <EditorTools
        kind={editor.kind}
        hasDraft={entry.hasDraft}
        getEditor={() => current(entry)}
        page={() => proofreadPage(env.pageType(), entry.editor.kind)}
        planSource={env.planSource}
        upgradeUrl={env.upgradeUrl}
        replace={(text) => {
          const target = current(entry);
          return target ? replaceDraft(target.element, text) : false;
        }}
      />,
    );
    return entry;
  };

  const scan = () => {
    const kept: Entry[] = [];
    for (const editor of findEditors(env.doc)) {
      const draft = holdsDraft(editor.element);
      const entry = entries.find((e) => e.editor.element === editor.element);
      if (entry) {
        entry.editor = editor;
        entry.hasDraft.set(draft);
        // LinkedIn re-rendered around the editor and dropped our tools: put them back beside it
        if (!entry.mounted.host.isConnected) entry.mounted.reattach(editor.element, "after");
        kept.push(entry);
      } else if (draft || editor.kind === "post") kept.push(mount(editor, draft));
    }
    for (const gone of entries) if (!kept.includes(gone)) gone.mounted.unmount();
    entries = kept;
  };

  let timer: ReturnType<typeof setTimeout> | null = null;
  const onInput = () => {
    timer ??= setTimeout(() => {
      timer = null;
      scan();
    }, SCAN_THROTTLE_MS);
  };
  const stopWatching = watchPageAndShadowRoots(env.doc, scan, SCAN_THROTTLE_MS);
  // `input` is composed: typing in a shadow root's editor reaches the document too
  env.doc.addEventListener("input", onInput, true);
  return {
    stop() {
      stopWatching();
      env.doc.removeEventListener("input", onInput, true);
      if (timer) clearTimeout(timer);
      for (const entry of entries) entry.mounted.unmount();
      entries = [];
    },
  };
}
