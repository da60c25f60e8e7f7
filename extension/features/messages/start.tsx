/** Messages: reply suggestions toward a goal, inserted into the conversation's composer. */
import { cleanText } from "../shared/dom";
import type { StartFeature } from "../shared/feature";
import { tasksOn } from "../../../src/core/tasks";
import { helperBase, taskAction, watchPage } from "../shared/feature";
import { Helper } from "../shared/Helper";
import { ui } from "../shared/i18n";
import { insertIntoEditor } from "../shared/insert";
import { startPageHelper } from "../shared/page-helper";
import { extractOpenThread, findComposer, findOpenThread, findReplyAnchor } from "./extract";
import { messagesFor } from "../shared/i18n";

export const GOALS = ["follow up", "book a call", "ask for a referral", "politely decline"];

/** Which conversation is open: the page's path, and for a chat window its label or first heading. */
function conversationKey(doc: Document): string {
  const thread = findOpenThread(doc);
  if (!thread) return "";
  const label = thread.getAttribute("aria-label") ?? cleanText(thread.querySelector("h1, h2, h3")?.textContent);
  return `${doc.location?.pathname ?? ""}|${label}`;
}

export const startMessages: StartFeature = (env) => {
  const helper = startPageHelper(env, {
    name: "messages",
    key: () => conversationKey(env.doc),
    // with no conversation open there is nothing to reply to: no helper, and the shortcut says what to do
    unavailable: () => (findOpenThread(env.doc) ? null : messagesFor(env.doc).reasons.noConversation),
    findMount: () => {
      const thread = findOpenThread(env.doc);
      if (!thread) return null;
      const anchor = findReplyAnchor(thread);
      return anchor ? { anchor, placement: "before" } : { anchor: thread, placement: "append" };
    },
    // the conversation is found again at each request: LinkedIn may have re-rendered it since
    render: (registerOpen) => (
      <Helper
        {...helperBase(env, "messages")}
        actions={tasksOn("conversation").map(taskAction)}
        option={{ kind: "goal", label: ui().goal, choices: GOALS }}
        getContext={() => extractOpenThread(env.doc)}
        onInsert={async (text) => {
          const thread = findOpenThread(env.doc);
          const composer = thread ? findComposer(thread) : null;
          return composer ? insertIntoEditor(composer, text) : false;
        }}
        registerOpen={registerOpen}
      />
    ),
  });

  const stopWatching = watchPage(env.doc, helper.scan, 100);
  const offOpen = env.onOpen(helper.open);
  return () => {
    stopWatching();
    offOpen();
    helper.stop();
  };
};
