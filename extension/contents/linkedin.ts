/** The one content script: puts the extraction pack and the page's words in force, detects the LinkedIn page type and mounts its helper (features/controller). */
import type { PlasmoCSConfig } from "plasmo";

import { startController } from "~features/controller";
import { requestWords } from "~features/shared/background";
import { startPackWatch } from "~features/shared/pack-watch";
import { loadPageWords } from "~features/shared/page-words";

export const config: PlasmoCSConfig = {
  matches: [
    // the signed-in app: every page, since LinkedIn navigates between page types without loading a new one
    "https://www.linkedin.com/*",
    // public job pages are also served on country hosts (au.linkedin.com/jobs/view/…, uk.linkedin.com, linkedin.com)
    "https://*.linkedin.com/jobs/*",
  ],
  run_at: "document_idle",
};

// the pack the background keeps, in force before the first scan (one storage read), then followed; and the
// words of the page's language, where it is not English (one message to the background)
void Promise.all([startPackWatch().ready, loadPageWords(document, requestWords)]).then(() => startController(window));
