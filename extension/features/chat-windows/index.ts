/**
 * The chat windows' surface, as the registry takes it (../registry.ts): a helper in each chat window that floats
 * over LinkedIn's pages, on every page but one whose own helper reads them (the messages page).
 */
import { crossPageSurface } from "../shared/feature";
import { startChatWindows } from "./start";

export const chatWindowsSurface = crossPageSurface({
  name: "chat-windows",
  where: (here) => !here.feature?.coversChatWindows,
  start: startChatWindows,
});
