/** Messages: reply suggestions toward a goal, inserted into the conversation's composer. */
import type { StartFeature } from "../shared/feature";
import { helperBase, watchPage } from "../shared/feature";
import { Helper } from "../shared/Helper";
import { insertIntoEditor } from "../shared/insert";
import { mountHelper, type Mounted } from "../shared/mount";
import { extractThread, findComposer, findReplyAnchor, findThread } from "./extract";

export const GOALS = ["follow up", "book a call", "ask for a referral", "politely decline"];

export const startMessages: StartFeature = (env) => {
  let current: { thread: Element; mounted: Mounted } | null = null;
  let open: (() => void) | null = null;

  const scan = () => {
    const thread = findThread(env.doc);
    if (current && (current.thread !== thread || !current.mounted.host.isConnected)) {
      current.mounted.unmount();
      current = null;
    }
    if (!thread || current) return;
    const anchor = findReplyAnchor(thread) ?? thread;
    const helper = (
      <Helper
        {...helperBase(env, "messages")}
        actions={[{ label: "Suggest reply", task: "messages.reply" }]}
        option={{ kind: "goal", label: "Goal", choices: GOALS }}
        getContext={() => extractThread(thread)}
        onInsert={async (text) => {
          const composer = findComposer(thread);
          return composer ? insertIntoEditor(composer, text) : false;
        }}
        registerOpen={(fn) => (open = fn)}
      />
    );
    current = { thread, mounted: mountHelper(anchor, anchor === thread ? "append" : "before", "messages", helper) };
  };

  const stopWatching = watchPage(env.doc, scan, 100);
  const offOpen = env.onOpen(() => open?.());
  return () => {
    stopWatching();
    offOpen();
    current?.mounted.unmount();
  };
};
