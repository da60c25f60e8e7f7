/**
 * The own recent-activity page's surface, as the registry takes it (../registry.ts): a profile's route
 * (/in/<slug>/recent-activity/…) whose one helper is the voice's samples, in the profile's helper's place.
 */
import { crossPageSurface } from "../shared/feature";
import { isActivityPage } from "./extract";
import { startActivity } from "./start";

export const activitySurface = crossPageSurface({
  name: "activity",
  where: (here) => here.type === "profile" && isActivityPage(here.url),
  takesPage: true,
  start: startActivity,
});
