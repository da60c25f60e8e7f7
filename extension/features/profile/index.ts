/** The profile's feature, as the registry takes it (../registry.ts). */
import { pageFeature } from "../shared/feature";
import { startProfile } from "./start";

// another profile is another person
export const profileFeature = pageFeature({ page: "profile", start: startProfile, restartOnNavigation: true });
