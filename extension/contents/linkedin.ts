/** The one content script: detects the LinkedIn page type and mounts its helper (features/controller). */
import type { PlasmoCSConfig } from "plasmo";

import { startController } from "~features/controller";

export const config: PlasmoCSConfig = {
  matches: ["https://www.linkedin.com/*"],
  run_at: "document_idle",
};

startController(window);
