/**
 * Chat windows, wherever they are: each open window gets its own reply helper (Pro, like the messages
 * page: page `messages`, task `messages.reply`), above its composer's footer. It reads that window's
 * conversation, offers the goal picker, and inserts into that window's composer. A window that closes
 * or is minimised takes its helper with it; a window LinkedIn draws anew for the same conversation
 * keeps it (moved, with its open panel). Runs beside the page's own feature, on every page but
 * /messaging/ (whose own helper reads the conversations there).
 */
import type { OpenHelperReply } from "../../lib/messages";
import { findReplyAnchor } from "../messages/extract";
import { GOALS } from "../messages";
import { deepActiveElement } from "../shared/dom";
import { taskAction, type FeatureEnv } from "../shared/feature";
import { tasksOn } from "../../../src/core/tasks";
import { Helper } from "../shared/Helper";
import { ui } from "../shared/i18n";
import { insertIntoEditor } from "../shared/insert";
import { mountHelper, type Mounted, type Placement } from "../shared/mount";
import { watchPageAndShadowRoots } from "../shared/watch-roots";
import { messagesFor } from "../shared/i18n";
import { extractChatWindow } from "./extract";
import { findChatWindows, windowComposer, windowKey } from "./find";

/** The helpers' name (their host's `data-netlift`). */
export const CHAT_WINDOW_HELPER = "chat-window";

/** Windows open, close and re-render as LinkedIn pleases: looked at again at most this often. */
const SCAN_THROTTLE_MS = 200;

export type ChatWindowsEnv = Pick<FeatureEnv, "doc" | "planSource" | "upgradeUrl">;

export interface ChatWindows {
  /** whether the user is working in one of the windows (the focus is in it) */
  hasFocus(): boolean;
  /** opens the helper of the window in use (the one with the focus, else the last one), or says why not */
  open(): OpenHelperReply;
  stop(): void;
}

interface WindowHelper {
  window: Element;
  key: string;
  mounted: Mounted;
  open: (() => void) | null;
}

/** Above the window's composer footer (as on /messaging/), else at the window's end. */
function mountPoint(win: Element): { anchor: Element; placement: Placement } {
  const anchor = findReplyAnchor(win);
  return anchor && anchor !== win && win.contains(anchor)
    ? { anchor, placement: "before" }
    : { anchor: win, placement: "append" };
}

export function startChatWindows(env: ChatWindowsEnv): ChatWindows {
  let helpers: WindowHelper[] = [];

  const mount = (win: Element): WindowHelper => {
    const entry: WindowHelper = { window: win, key: windowKey(win), open: null, mounted: null as unknown as Mounted };
    const target = mountPoint(win);
    // the window is found again at each request: LinkedIn may have drawn it anew since (see scan)
    entry.mounted = mountHelper(
      target.anchor,
      target.placement,
      CHAT_WINDOW_HELPER,
      <Helper
        name={CHAT_WINDOW_HELPER}
        page="messages"
        planSource={env.planSource}
        upgradeUrl={env.upgradeUrl}
        actions={tasksOn("conversation").map(taskAction)}
        option={{ kind: "goal", label: ui().goal, choices: GOALS }}
        getContext={() => extractChatWindow(entry.window)}
        onInsert={async (text) => {
          const composer = entry.window.isConnected ? windowComposer(entry.window) : null;
          return composer ? insertIntoEditor(composer, text) : false;
        }}
        registerOpen={(open) => (entry.open = open)}
      />,
    );
    return entry;
  };

  const scan = () => {
    const windows = findChatWindows(env.doc);
    let left = helpers.filter((h) => !windows.includes(h.window));
    const kept: WindowHelper[] = [];
    for (const win of windows) {
      let entry = helpers.find((h) => h.window === win);
      if (!entry) {
        // the same conversation drawn in a new window: its helper (an open panel, an answer) moves there
        const key = windowKey(win);
        entry = left.find((h) => h.key === key && !h.window.isConnected);
        if (entry) {
          left = left.filter((h) => h !== entry);
          entry.window = win;
        }
      }
      if (!entry) entry = mount(win);
      else if (!win.contains(entry.mounted.host)) {
        const target = mountPoint(win);
        entry.mounted.reattach(target.anchor, target.placement);
      }
      kept.push(entry);
    }
    // closed, minimised, or no longer a conversation
    for (const gone of left) gone.mounted.unmount();
    helpers = kept;
  };

  const inUse = (): WindowHelper | undefined => {
    const focused = deepActiveElement(env.doc);
    return focused ? helpers.find((h) => h.window.contains(focused)) : undefined;
  };

  const stopWatching = watchPageAndShadowRoots(env.doc, scan, SCAN_THROTTLE_MS);
  return {
    hasFocus: () => !!inUse(),
    open() {
      scan();
      const entry = inUse() ?? helpers[helpers.length - 1];
      if (!entry) return { opened: false, reason: messagesFor(env.doc).reasons.noConversation };
      // the helper registers its opener when it first renders; give React that moment
      if (entry.open) entry.open();
      else setTimeout(() => entry.open?.(), 0);
      return { opened: true };
    },
    stop() {
      stopWatching();
      for (const h of helpers) h.mounted.unmount();
      helpers = [];
    },
  };
}
