/** The feed's feature, as the registry takes it (../registry.ts). */
import { pageFeature } from "../shared/feature";
import { startFeed } from "./start";

export const feedFeature = pageFeature({ page: "feed", start: startFeed });
