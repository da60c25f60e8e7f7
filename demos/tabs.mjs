// @ts-check
/**
 * The four showcase tabs as `npm run demos` records them: where each stage page opens (a path of its
 * LinkedIn page type; the page itself comes from `?stage=<tab>`), which helper the extension mounts there
 * and which of its buttons the recording clicks.
 */

/** Path on www.linkedin.com of each stage page (the extension picks its helper from the path). */
export const STAGE_PATHS = {
  feed: "/feed/",
  messages: "/messaging/thread/2-sofia-marquez/",
  profile: "/in/lena-hartmann-design/",
  jobs: "/jobs/view/4190552837/",
};

/** @typedef {keyof typeof STAGE_PATHS} StageTab */

/** The URL a recording (or a test) opens for a tab. */
export function stageUrl(/** @type {StageTab} */ tab) {
  return `https://www.linkedin.com${STAGE_PATHS[tab]}?stage=${tab}`;
}
