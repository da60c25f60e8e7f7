/** The one wait after a 429 on /api/assist, shared by whole and streamed answers (see cooldown.ts). */
import { createCooldown } from "./cooldown";

export const assistCooldown = createCooldown();
