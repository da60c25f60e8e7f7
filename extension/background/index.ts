/**
 * The service worker: every API call happens here (background/messages/*), never in content
 * scripts. The keyboard shortcut (manifest "commands") opens the helper of the current tab.
 */
import { openHelperInActiveTab } from "~lib/open-helper";

chrome.commands.onCommand.addListener((command) => {
  if (command === "open-helper") void openHelperInActiveTab();
});

export {};
