/** The one PocketBase client of the site. Same origin as the site; the session lives in localStorage. */
import PocketBase from "pocketbase";

export const pb = new PocketBase("/");
pb.autoCancellation(false);

/** The localStorage key the SDK keeps the session under (read by the tiny nav script too). */
export const AUTH_STORAGE_KEY = "pocketbase_auth";
