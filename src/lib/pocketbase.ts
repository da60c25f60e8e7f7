/** The one PocketBase client of the site. Same origin as the site; the session lives in localStorage. */
import PocketBase from "pocketbase";

export const pb = new PocketBase("/");
pb.autoCancellation(false);

export { AUTH_STORAGE_KEY } from "./pocketbase-key";
