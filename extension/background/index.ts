/**
 * The service worker: every API call happens here (background/messages/*, and streamed answers over
 * ports: assist-stream.ts), never in content scripts. The keyboard shortcut (manifest "commands")
 * opens the helper of the current tab. The extraction pack is kept current from our server (pack-sync.ts).
 */
import { openHelperInActiveTab } from "~lib/open-helper";

import { listenForAssistStreams } from "./assist-stream";
import { startPackSync } from "./pack-sync";

chrome.commands.onCommand.addListener((command) => {
  if (command === "open-helper") void openHelperInActiveTab();
});

listenForAssistStreams();
startPackSync();

export {};
