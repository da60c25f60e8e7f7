/** The profile's words (./words.ts) on a page, read as every feature reads its words (../shared/wording.ts). */
import { wording } from "../shared/wording";
import { PROFILE_WORDS } from "./words";

export const profileWords = wording(PROFILE_WORDS);
