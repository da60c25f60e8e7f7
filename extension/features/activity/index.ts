/** The own recent-activity page, as the profile feature starts it there (../profile/start.tsx). */
export { isActivityPage } from "./extract";
export { startActivity } from "./start";
