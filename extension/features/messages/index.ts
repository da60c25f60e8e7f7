/** The messages page's feature, as the registry takes it (../registry.ts). */
import { pageFeature } from "../shared/feature";
import { startMessages } from "./start";

// its own helper reads the conversations there, chat windows included
/** a reply's goals, offered by every conversation's helper (the chat windows' too) */
export { GOALS } from "./start";

export const messagesFeature = pageFeature({ page: "messages", start: startMessages, coversChatWindows: true });
