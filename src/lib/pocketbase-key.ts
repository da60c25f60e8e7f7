/** The localStorage key the PocketBase SDK keeps the session under (read by the tiny page scripts too). */
export const AUTH_STORAGE_KEY = "pocketbase_auth";
