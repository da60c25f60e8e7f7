/**
 * The service worker: every API call happens here (background/messages/*), never in content
 * scripts. The keyboard shortcut (manifest "commands") opens the helper of the current tab.
 */
chrome.commands.onCommand.addListener(async (command) => {
  if (command !== "open-helper") return;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  if (tab?.id !== undefined) chrome.tabs.sendMessage(tab.id, { type: "netlift/open-helper" }).catch(() => undefined);
});

export {};
