/**
 * The one script written into every page (components/AuthState.astro): before first paint it marks
 * <html data-auth="in|out"> from the stored session, so the navigation shows the right links without
 * React on pages that have nothing else interactive. The token is only read, never trusted: the server
 * decides. It is a fixed string so that astro.config.mjs can allow exactly it in the pages'
 * Content-Security-Policy by its hash (Astro hashes the scripts it bundles, not inline ones).
 */
import { AUTH_STORAGE_KEY } from "./pocketbase-key";

export const AUTH_STATE_SCRIPT = `(function () {
  var key = ${JSON.stringify(AUTH_STORAGE_KEY)};
  try {
    var s = JSON.parse(localStorage.getItem(key) || "null");
    var p = s && s.token && JSON.parse(atob(s.token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    document.documentElement.dataset.auth = p && p.exp * 1000 > Date.now() ? "in" : "out";
  } catch (e) {
    document.documentElement.dataset.auth = "out";
  }
  document.addEventListener("click", function (e) {
    if (!(e.target instanceof Element) || !e.target.closest("[data-logout]")) return;
    localStorage.removeItem(key);
    location.assign("/");
  });
})();`;
